import { TRADES, VENDOR_STATUS_TYPE, WORK_ORDER_TRADE_IDS } from '@dispatchwise/shared';
import type { Database } from '../client';
import { anchorOf, createClock } from './clock';
import { loadMetroPlaces, type Place } from './places';
import { createRng, mixSeed, SEED } from './random';
import { addRate, money, rateTables, writeRateTables } from './rates';
import { syncSequences, withSink, type Row } from './sink';
import { statusWeights, tierWeights } from './vendors';

/**
 * Vendors for the vendor-search bench (`npm run seed -- --vendors 20000`, issue 10): tops the demo's
 * vendors up to `total` with the demo's mix (statuses, tiers, metros round robin, trades, and rates
 * covering their own state and up to two more, sometimes a county, a city or a few zips), so that
 * "who covers this job site for this trade" is asked of a national vendor base. No contacts, notes or
 * work orders: the search reads none of them.
 */
const SUFFIXES = ['Services', 'Mechanical', 'Plumbing', 'Electric', 'Maintenance', 'Contractors', 'Pros'];
const NAMES = ['Apex', 'Summit', 'Harbor', 'Pioneer', 'Keystone', 'Liberty', 'Granite', 'Cedar', 'Beacon'];

export async function seedBenchVendors(
  database: Database,
  options: { total: number; now?: Date; log?: (message: string) => void },
): Promise<{ added: number; vendors: number }> {
  const log = options.log ?? (() => undefined);
  const clock = createClock(anchorOf(options.now ?? new Date()));
  return withSink(database, async (sink) => {
    const [state] = await sink.query<{
      vendors: number;
      lastvendor: number;
      lasttrade: number;
      lastrate: number;
    }>(
      `SELECT (SELECT count(*) FROM "vendor")::int AS vendors,
              (SELECT coalesce(max("id"), 0) FROM "vendor")::int AS lastvendor,
              (SELECT coalesce(max("id"), 0) FROM "vendortrade")::int AS lasttrade,
              (SELECT coalesce(max("id"), 0) FROM "vendortraderate")::int AS lastrate`,
    );
    const existing = state?.vendors ?? 0;
    const count = Math.max(0, options.total - existing);
    if (count === 0) return { added: 0, vendors: existing };
    const metros = await loadMetroPlaces(sink);
    const allStates = [...new Set(metros.map((metro) => (metro[0] as Place).statecode))].sort();
    const otherTrades = TRADES.map((t) => t.tradeid).filter((id) => !WORK_ORDER_TRADE_IDS.includes(id));
    const rng = createRng(mixSeed(SEED, 31, existing));
    const vendors: Row[] = [];
    const trades: Row[] = [];
    const rates = rateTables('vendor', (state?.lastrate ?? 0) + 1);
    let tradeId = state?.lasttrade ?? 0;

    for (let n = 1; n <= count; n += 1) {
      const id = (state?.lastvendor ?? 0) + n;
      const metro = metros[(id - 1) % metros.length] as Place[];
      const place = rng.pick(metro);
      const status = rng.weighted(statusWeights);
      const created = clock.days(-rng.int(30, 1800));
      vendors.push([
        id,
        `${rng.pick(NAMES)} ${rng.pick(SUFFIXES)} ${id}`,
        `${100 + (id % 900)} Main St`,
        place.city,
        place.statecode,
        place.zipcode,
        place.county,
        `(555) ${String(100 + (id % 900)).padStart(3, '0')}-${String(id % 10_000).padStart(4, '0')}`,
        `dispatch${id}@bench-vendor.example`,
        money(rng.pick([0, 100, 150, 250])),
        rng.weighted(tierWeights),
        status,
        status !== VENDOR_STATUS_TYPE.Redlined || rng.chance(0.5),
        status === VENDOR_STATUS_TYPE.Complete,
        rng.chance(0.5),
        place.latitude + (rng.next() - 0.5) * 0.04,
        place.longitude + (rng.next() - 0.5) * 0.04,
        created,
        created,
      ]);
      const states = [...new Set([place.statecode, ...rng.sample(allStates, rng.int(0, 2))])].sort();
      const tradeIds = [
        ...new Set([
          rng.pick(WORK_ORDER_TRADE_IDS),
          ...rng.sample(WORK_ORDER_TRADE_IDS, rng.int(0, 1)),
          ...rng.sample(otherTrades, rng.int(0, 3)),
        ]),
      ];
      for (const tradeid of tradeIds) {
        tradeId += 1;
        trades.push([tradeId, id, tradeid, false, created]);
        const common = { rng, ownerTradeId: tradeId, tradeid, lastupdated: created };
        for (const statecode of states)
          addRate(rates, {
            ...common,
            statecode,
            name: `${statecode} rate`,
            coverage: { states: [statecode] },
            markup: 1,
          });
        if (place.countyid !== null && rng.chance(0.3))
          addRate(rates, {
            ...common,
            statecode: place.statecode,
            name: `${place.county ?? ''} County`,
            coverage: { countyids: [place.countyid] },
            markup: 0.95,
          });
        if (rng.chance(0.15))
          addRate(rates, {
            ...common,
            statecode: place.statecode,
            name: place.city,
            coverage: { cityids: [place.cityid] },
            markup: 0.9,
          });
        if (rng.chance(0.15))
          addRate(rates, {
            ...common,
            statecode: place.statecode,
            name: 'Local zips',
            coverage: { zipcodeids: [...new Set(rng.sample(metro, rng.int(3, 10)).map((p) => p.zipcodeid))] },
            markup: 0.85,
          });
      }
    }

    await sink.insert(
      'vendor',
      [
        'id',
        'name',
        'address',
        'city',
        'statecode',
        'postalcode',
        'county',
        'primaryphone',
        'dispatchemail',
        'minnte',
        'tierid',
        'vendorstatustypeid',
        'isactive',
        'paperworkcomplete',
        'backgroundchecksrun',
        'latitude',
        'longitude',
        'createddate',
        'modifieddate',
      ],
      vendors,
    );
    await sink.insert('vendortrade', ['id', 'vendorid', 'tradeid', 'isdeleted', 'createddate'], trades);
    await writeRateTables(sink, rates);
    await syncSequences(sink, ['vendor', 'vendortrade', 'vendortraderate']);
    log(
      `${count.toLocaleString('en-US')} bench vendors with ${rates.rates.length.toLocaleString('en-US')} rates`,
    );
    return { added: count, vendors: existing + count };
  });
}
