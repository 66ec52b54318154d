import type { Sink } from './sink';

/** A real zip code from the geography tables (decision 017). */
export type Place = {
  zipcodeid: number;
  zipcode: string;
  city: string;
  cityid: number;
  county: string | null;
  countyid: number | null;
  statecode: string;
  latitude: number;
  longitude: number;
};

/**
 * Job sites and vendors sit in these metros, so that a job site always has vendors within the
 * search radius and the heat maps show the familiar map of the US (decision 073).
 */
const METROS: readonly (readonly [string, string])[] = [
  ['New York', 'NY'],
  ['Brooklyn', 'NY'],
  ['Buffalo', 'NY'],
  ['Los Angeles', 'CA'],
  ['San Diego', 'CA'],
  ['San Francisco', 'CA'],
  ['Sacramento', 'CA'],
  ['Fresno', 'CA'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
  ['San Antonio', 'TX'],
  ['El Paso', 'TX'],
  ['Phoenix', 'AZ'],
  ['Tucson', 'AZ'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Jacksonville', 'FL'],
  ['Miami', 'FL'],
  ['Orlando', 'FL'],
  ['Tampa', 'FL'],
  ['Columbus', 'OH'],
  ['Cleveland', 'OH'],
  ['Cincinnati', 'OH'],
  ['Indianapolis', 'IN'],
  ['Charlotte', 'NC'],
  ['Raleigh', 'NC'],
  ['Seattle', 'WA'],
  ['Spokane', 'WA'],
  ['Denver', 'CO'],
  ['Washington', 'DC'],
  ['Boston', 'MA'],
  ['Nashville', 'TN'],
  ['Memphis', 'TN'],
  ['Detroit', 'MI'],
  ['Grand Rapids', 'MI'],
  ['Portland', 'OR'],
  ['Las Vegas', 'NV'],
  ['Louisville', 'KY'],
  ['Baltimore', 'MD'],
  ['Milwaukee', 'WI'],
  ['Albuquerque', 'NM'],
  ['Oklahoma City', 'OK'],
  ['Kansas City', 'MO'],
  ['Saint Louis', 'MO'],
  ['Atlanta', 'GA'],
  ['Omaha', 'NE'],
  ['Minneapolis', 'MN'],
  ['New Orleans', 'LA'],
  ['Birmingham', 'AL'],
  ['Salt Lake City', 'UT'],
  ['Richmond', 'VA'],
  ['Hartford', 'CT'],
  ['Boise', 'ID'],
  ['Des Moines', 'IA'],
  ['Little Rock', 'AR'],
  ['Charleston', 'SC'],
  ['Newark', 'NJ'],
  ['Wichita', 'KS'],
];

/** Zip codes of the metros, grouped by metro in list order (zip order within a metro). */
export async function loadMetroPlaces(sink: Sink): Promise<Place[][]> {
  const pairs = METROS.map(([city, state]) => `('${city.replace(/'/g, "''")}', '${state}')`).join(', ');
  const rows = await sink.query<Place>(
    `SELECT z."id" AS zipcodeid, z."zipcode", z."city", z."cityid", z."county", z."countyid", z."statecode",
            z."latitude", z."longitude"
       FROM "zipcode" z
      WHERE (z."city", z."statecode") IN (${pairs})
      ORDER BY z."id"`,
  );
  const byMetro = new Map<string, Place[]>();
  for (const row of rows) {
    const key = `${row.city}|${row.statecode}`;
    byMetro.set(key, [...(byMetro.get(key) ?? []), row]);
  }
  const metros = METROS.map(([city, state]) => byMetro.get(`${city}|${state}`) ?? []).filter(
    (m) => m.length > 0,
  );
  if (metros.length === 0) throw new Error('seed: no zip codes found; run migrateDatabase first');
  return metros;
}
