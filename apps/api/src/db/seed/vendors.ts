import {
  DEFAULT_TERM_ID,
  EXCLUDED_TIER_ID,
  TRADES,
  VENDOR_STATUS_TYPE,
  WORK_ORDER_TRADE_IDS,
} from '@dispatchwise/shared';
import type { Clock } from './clock';
import type { Place } from './places';
import { addRate, money, rateTables, writeRateTables } from './rates';
import { weightTable, type Rng } from './random';
import type { Row, Sink } from './sink';
import type { TextPools } from './text';
import { userName, type SeedUser } from './users';

export const VENDOR_COUNT = 150;
export const DEMO_VENDOR_NAME = 'Summit Facility Services';

const SUFFIX_BY_TRADE: Record<number, readonly string[]> = {
  20: ['Facility Services', 'Maintenance', 'Property Services', 'Handyman Pros'],
  33: ['Mechanical', 'Heating & Air', 'HVAC Services', 'Climate Control'],
  34: ['Plumbing', 'Plumbing & Drain', 'Rooter Service', 'Plumbing & Heating'],
  50: ['Electric', 'Electrical Contractors', 'Power Services', 'Lighting & Electric'],
};
const VENDOR_NOTES = [
  'Prefers dispatch by e-mail.',
  'Good response time on emergencies.',
  'Asked to be removed from weekend calls.',
  'Insurance certificate requested.',
  'Rates updated for the new year.',
];
const CONTACT_TITLES = ['Owner', 'Dispatcher', 'Office Manager', 'Service Manager', 'Billing'];

/** The demo's mix of vendor statuses and tiers (the bench vendors use it too). */
export const statusWeights = weightTable<number>([
  [VENDOR_STATUS_TYPE.Complete, 60],
  [VENDOR_STATUS_TYPE.Incomplete, 20],
  [VENDOR_STATUS_TYPE.Supplier, 8],
  [VENDOR_STATUS_TYPE.Redlined, 12],
]);
export const tierWeights = weightTable<number>([
  [1, 15],
  [2, 25],
  [3, 30],
  [4, 15],
  [5, 10],
  [EXCLUDED_TIER_ID, 5],
]);
const termWeights = weightTable<number>([
  [1, 1],
  [2, 2],
  [DEFAULT_TERM_ID, 6],
  [4, 2],
  [5, 1],
]);

/** Compliance dates: about 12% expired, 12% expiring within 30 days, the rest valid (decision 073). */
function expiration(rng: Rng, clock: Clock): Date {
  const roll = rng.next();
  if (roll < 0.12) return clock.days(-rng.int(1, 240));
  if (roll < 0.24) return clock.days(rng.int(1, 30));
  return clock.days(rng.int(31, 400));
}

export async function seedVendors(options: {
  sink: Sink;
  rng: Rng;
  pools: TextPools;
  clock: Clock;
  metros: Place[][];
  staff: SeedUser[];
}): Promise<void> {
  const { sink, rng, pools, clock, metros, staff } = options;
  const vendors: Row[] = [];
  const ratings: Row[] = [];
  const serviceStates: Row[] = [];
  const contacts: Row[] = [];
  const notes: Row[] = [];
  const trades: Row[] = [];
  const dispatchCandidates = new Map<number, number[]>();
  const rates = rateTables('vendor', 1);
  const otherTrades = TRADES.map((t) => t.tradeid).filter((id) => !WORK_ORDER_TRADE_IDS.includes(id));
  const allStates = [...new Set(metros.map((m) => (m[0] as Place).statecode))].sort();
  const usedNames = new Set<string>();

  for (let id = 1; id <= VENDOR_COUNT; id += 1) {
    const isDemo = id === 1;
    // Round robin over the metros: every metro gets vendors, so every job site has someone nearby.
    const metro = metros[(id - 1) % metros.length] as Place[];
    const place = rng.pick(metro);
    const primaryTrade = isDemo ? 20 : rng.pick(WORK_ORDER_TRADE_IDS);
    let name = isDemo
      ? DEMO_VENDOR_NAME
      : `${rng.pick(pools.lastNames)} ${rng.pick(SUFFIX_BY_TRADE[primaryTrade] ?? ['Services'])}`;
    if (usedNames.has(name)) name = `${name} of ${place.city}`;
    if (usedNames.has(name)) name = `${name} ${id}`;
    usedNames.add(name);
    const status = isDemo ? VENDOR_STATUS_TYPE.Complete : rng.weighted(statusWeights);
    const tier = isDemo ? 1 : rng.weighted(tierWeights);
    const first = rng.pick(pools.firstNames);
    const last = rng.pick(pools.lastNames);
    const domain = name
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 18);
    const wcexempt = !isDemo && rng.chance(0.06);
    const created = clock.days(-rng.int(400, 1800));
    vendors.push([
      id,
      name,
      first,
      last,
      rng.pick(pools.streets),
      place.city,
      place.statecode,
      place.zipcode,
      place.county,
      rng.pick(pools.phones),
      rng.chance(0.2) ? String(rng.int(10, 99)) : null,
      rng.pick(pools.phones),
      `${first.toLowerCase()}@${domain}.example`,
      `office@${domain}.example`,
      `dispatch@${domain}.example`,
      isDemo ? clock.days(200) : expiration(rng, clock),
      wcexempt ? null : isDemo ? clock.days(20) : expiration(rng, clock),
      wcexempt,
      rng.chance(0.08) ? null : clock.days(-rng.int(10, 900)),
      rng.chance(0.1) ? null : clock.days(-rng.int(10, 900)),
      money(rng.pick([0, 100, 150, 250])),
      tier,
      rng.weighted(termWeights),
      status,
      status !== VENDOR_STATUS_TYPE.Redlined || rng.chance(0.5),
      status === VENDOR_STATUS_TYPE.Complete,
      rng.chance(0.5),
      isDemo || rng.chance(0.3),
      rng.chance(0.1),
      isDemo || rng.chance(0.15),
      rng.chance(0.15) ? rng.pick(['MBE', 'WBE', 'SBE', 'VOSB']) : null,
      rng.chance(0.7) ? `QB-V${2000 + id}` : null,
      place.latitude + (rng.next() - 0.5) * 0.04,
      place.longitude + (rng.next() - 0.5) * 0.04,
      created,
      created,
    ]);

    // The demo vendor works a region of ten states; the others their own state and up to two more.
    const states = [
      ...new Set([place.statecode, ...rng.sample(allStates, isDemo ? 9 : rng.int(0, 2))]),
    ].sort();
    for (const statecode of states) serviceStates.push([id, statecode]);
    const tradeIds = isDemo
      ? [...WORK_ORDER_TRADE_IDS, 22, 30]
      : [
          ...new Set([
            primaryTrade,
            ...rng.sample(WORK_ORDER_TRADE_IDS, rng.int(0, 1)),
            ...rng.sample(otherTrades, rng.int(0, 3)),
          ]),
        ];
    for (const tradeid of tradeIds) {
      const vendortradeid = trades.length + 1;
      trades.push([vendortradeid, id, tradeid, false, created]);
      const lastupdated = clock.days(-rng.int(5, 500));
      for (const statecode of states) {
        addRate(rates, {
          rng,
          ownerTradeId: vendortradeid,
          tradeid,
          statecode,
          name: `${statecode} rate`,
          coverage: { states: [statecode] },
          markup: 1,
          lastupdated,
        });
      }
      if (place.countyid !== null && rng.chance(0.3)) {
        addRate(rates, {
          rng,
          ownerTradeId: vendortradeid,
          tradeid,
          statecode: place.statecode,
          name: `${place.county ?? ''} County`,
          coverage: { countyids: [place.countyid] },
          markup: 0.95,
          lastupdated,
        });
      }
      if (rng.chance(0.15)) {
        addRate(rates, {
          rng,
          ownerTradeId: vendortradeid,
          tradeid,
          statecode: place.statecode,
          name: place.city,
          coverage: { cityids: [place.cityid] },
          markup: 0.9,
          lastupdated,
        });
      }
      if (rng.chance(0.15)) {
        const zips = [...new Set(rng.sample(metro, rng.int(3, 10)).map((p) => p.zipcodeid))];
        addRate(rates, {
          rng,
          ownerTradeId: vendortradeid,
          tradeid,
          statecode: place.statecode,
          name: 'Local zips',
          coverage: { zipcodeids: zips },
          markup: 0.85,
          lastupdated,
        });
      }
      const dispatchable = status !== VENDOR_STATUS_TYPE.Redlined && tier !== EXCLUDED_TIER_ID;
      if (dispatchable && WORK_ORDER_TRADE_IDS.includes(tradeid))
        dispatchCandidates.set(tradeid, [...(dispatchCandidates.get(tradeid) ?? []), id]);
    }

    for (let c = 0; c < rng.int(1, 2); c += 1) {
      const cf = rng.pick(pools.firstNames);
      const cl = rng.pick(pools.lastNames);
      contacts.push([
        contacts.length + 1,
        id,
        rng.pick(CONTACT_TITLES),
        cf,
        cl,
        `${cf.toLowerCase()}@${domain}.example`,
        rng.pick(pools.phones),
        rng.pick(pools.phones),
        c === 0,
      ]);
    }
    for (let n = 0; n < rng.int(0, 2); n += 1) {
      const author = rng.pick(staff);
      const date = clock.days(-rng.int(1, 600));
      notes.push([
        notes.length + 1,
        id,
        rng.pick(VENDOR_NOTES),
        false,
        rng.chance(0.3),
        userName(author),
        author.user_id,
        date,
        date,
      ]);
    }
    // One rating per user and vendor (vendorrating_vendorid_createdby_key): a second pick of the same
    // rater is dropped, after drawing its values so that the rest of the seed stays the same.
    const raters = new Set<number>();
    for (let r = 0; r < (isDemo ? 6 : rng.int(0, 6)); r += 1) {
      const rating = (rng.int(4, 10) / 2).toFixed(1);
      const rater = rng.pick(staff).id;
      const date = clock.days(-rng.int(1, 700));
      if (raters.has(rater)) continue;
      raters.add(rater);
      ratings.push([ratings.length + 1, id, rating, rater, date]);
    }
  }

  await sink.insert(
    'vendor',
    [
      'id',
      'name',
      'firstname',
      'lastname',
      'address',
      'city',
      'statecode',
      'postalcode',
      'county',
      'primaryphone',
      'primaryext',
      'secondaryphone',
      'primaryemail',
      'secondaryemail',
      'dispatchemail',
      'glexpirationdate',
      'wcexpirationdate',
      'wcexempt',
      'w9date',
      'profiledate',
      'minnte',
      'tierid',
      'termid',
      'vendorstatustypeid',
      'isactive',
      'paperworkcomplete',
      'backgroundchecksrun',
      'allowlogin',
      'autoattachenabled',
      'ispreferredvendor',
      'mssw',
      'billingvendorid',
      'latitude',
      'longitude',
      'createddate',
      'modifieddate',
    ],
    vendors,
  );
  await sink.insert('vendorservicestate', ['vendorid', 'statecode'], serviceStates);
  await sink.insert('vendortrade', ['id', 'vendorid', 'tradeid', 'isdeleted', 'createddate'], trades);
  await writeRateTables(sink, rates);
  await sink.insert(
    'vendorcontact',
    ['id', 'vendorid', 'title', 'firstname', 'lastname', 'emailaddress', 'phone', 'mobilephone', 'isprimary'],
    contacts,
  );
  await sink.insert(
    'vendornote',
    [
      'id',
      'vendorid',
      'note',
      'cancustomersee',
      'canvendorsee',
      'createdbyname',
      'createdbyauthid',
      'createddate',
      'updateddate',
    ],
    notes,
  );
  await sink.insert('vendorrating', ['id', 'vendorid', 'rating', 'createdby', 'createddate'], ratings);
  // Vendor Dispatch (Admin): the first five dispatchable vendors of each work-order trade, in order.
  await sink.insert(
    'dispatchvendor',
    ['tradeid', 'vendorid', 'priority'],
    [...dispatchCandidates].flatMap(([tradeid, ids]) =>
      ids.slice(0, 5).map((vendorid, i): Row => [tradeid, vendorid, i + 1]),
    ),
  );
  // A few customers do not want a given vendor sent.
  const exclusions = new Set<string>();
  for (let i = 0; i < 12; i += 1) exclusions.add(`${rng.int(2, 40)}:${rng.int(2, VENDOR_COUNT)}`);
  await sink.insert(
    'customervendorexclusion',
    ['customerid', 'vendorid', 'createddate'],
    [...exclusions].sort().map((pair): Row => {
      const [c, v] = pair.split(':').map(Number);
      return [c as number, v as number, clock.days(-rng.int(1, 300))];
    }),
  );
}
