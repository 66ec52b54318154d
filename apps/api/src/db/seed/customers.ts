import { DEFAULT_TERM_ID, TRADES, WORK_ORDER_TRADE_IDS } from '@dispatchwise/shared';
import type { Clock } from './clock';
import type { Place } from './places';
import { addRate, money, rateTables, writeRateTables } from './rates';
import { weightTable, type Rng } from './random';
import type { Row, Sink } from './sink';
import type { TextPools } from './text';
import { userName, type SeedUser } from './users';

/** Fictional retail, restaurant and service chains; the first is the demo customer's. */
const CUSTOMER_NAMES = [
  'Brightway Retail Group',
  'Cedar & Pine Outfitters',
  'Harborview Grocers',
  'Summit Fitness Clubs',
  'Maple Street Pharmacy',
  'Bluebird Cafe Co.',
  'Northgate Auto Service',
  'Lakeside Dental Partners',
  'Golden Spoon Restaurants',
  'Pioneer Hardware',
  'Urban Threads Apparel',
  'Silverline Bank',
  'Evergreen Pet Supply',
  'Redstone Property Management',
  'Coastal Urgent Care',
  'Prairie Home Furnishings',
  'Ironwood Self Storage',
  'Sunrise Bakery',
  'Metro Mobile Stores',
  'Riverbend Senior Living',
  'Crescent Hotels',
  'Timberline Sporting Goods',
  'Bright Smile Orthodontics',
  'Copper Kettle Diners',
  'Atlas Logistics Centers',
  'Willow Creek Academies',
  'Beacon Credit Union',
  'Highland Coffee Roasters',
  'Fresh Basket Markets',
  'Keystone Car Wash',
  'Orchard Family Clinics',
  'Starlight Cinemas',
  'Granite Office Parks',
  'Parkside Veterinary Hospitals',
  'Velocity Tire & Lube',
  'Magnolia Salons',
  'Ledger Tax Offices',
  'Oak & Ember Grill',
  'Cornerstone Event Centers',
  'Trailhead Outdoor Co.',
];

const CONTACT_TITLES = [
  'Facilities Manager',
  'Regional Manager',
  'Operations Director',
  'Store Manager',
  'Accounts Payable',
];
const CUSTOMER_NOTES = [
  'Prefers e-mail updates over phone calls.',
  'All invoices need the PO number and signed ticket.',
  'After-hours work needs approval from the regional manager.',
  'NTE increases over $500 must be approved in writing.',
  'Renewed the service agreement for another year.',
];
const SITE_PROCEDURES = [
  'Check in with the manager on duty.',
  'Sign the vendor log at the front desk.',
  'Take before and after photos.',
  'No work on the sales floor during business hours.',
];

export type SeedJobsite = { id: number; statecode: string };
export type SeedCustomer = {
  id: number;
  customerprefix: string;
  dispatcherid: number;
  salesrepid: number | null;
  nte: number;
  jobsites: SeedJobsite[];
};

const prefixOf = (name: string, used: Set<string>) => {
  const letters = name
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
  let prefix = letters.length >= 2 ? letters : name.slice(0, 3).toUpperCase();
  for (let i = 2; used.has(prefix); i += 1) prefix = `${letters}${i}`;
  used.add(prefix);
  return prefix;
};

const jitter = (rng: Rng) => (rng.next() - 0.5) * 0.04;

/** The columns of a seeded job site row, in order (the demo and the bench customers write the same rows). */
export const JOB_SITE_SEED_COLUMNS = [
  'id',
  'customerid',
  'jobsite',
  'jobsitedescription',
  'streetaddress',
  'city',
  'statecode',
  'postalcode',
  'phone',
  'contactperson',
  'email',
  'latitude',
  'longitude',
  'isactive',
  'createddate',
  'updateddate',
];

/** The columns of a seeded customer's notification settings, in order. */
export const CUSTOMER_NOTIFICATION_SEED_COLUMNS = [
  'id',
  'customerid',
  'proposaladded',
  'invoiceadded',
  'statuschange',
];

export async function seedCustomers(options: {
  sink: Sink;
  rng: Rng;
  pools: TextPools;
  clock: Clock;
  metros: Place[][];
  dispatchers: SeedUser[];
  salesreps: SeedUser[];
  staff: SeedUser[];
}): Promise<SeedCustomer[]> {
  const { sink, rng, pools, clock, metros, dispatchers, salesreps, staff } = options;
  const customers: Row[] = [];
  const notifications: Row[] = [];
  const jobsites: Row[] = [];
  const procedures: Row[] = [];
  const contacts: Row[] = [];
  const notes: Row[] = [];
  const trades: Row[] = [];
  const rates = rateTables('customer', 1);
  const result: SeedCustomer[] = [];
  const usedPrefixes = new Set<string>();
  const termWeights = weightTable<number>([
    [2, 1],
    [DEFAULT_TERM_ID, 6],
    [4, 2],
    [5, 1],
  ]);
  const otherTrades = TRADES.map((t) => t.tradeid).filter((id) => !WORK_ORDER_TRADE_IDS.includes(id));

  CUSTOMER_NAMES.forEach((customername, index) => {
    const id = index + 1;
    const isDemo = id === 1;
    const prefix = prefixOf(customername, usedPrefixes);
    const home = rng.pick(rng.pick(metros));
    const regions = rng.sample(metros, isDemo ? 8 : rng.int(1, 6));
    const siteCount = isDemo
      ? 24
      : rng.weighted(
          weightTable<number>([
            [3, 3],
            [6, 3],
            [10, 2],
            [16, 1],
            [24, 1],
          ]),
        );
    const dispatcher = dispatchers[index % dispatchers.length] as SeedUser;
    const salesrep = rng.chance(0.8) ? rng.pick(salesreps) : null;
    const first = rng.pick(pools.firstNames);
    const last = rng.pick(pools.lastNames);
    const domain = customername
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 16);
    const provider = rng.chance(0.45) ? rng.int(1, 4) : null;
    const nte = rng.pick([350, 500, 750, 1000, 1500]);
    const created = clock.days(-rng.int(760, 1500));
    customers.push([
      id,
      customername,
      prefix,
      dispatcher.user_id,
      salesrep?.user_id ?? null,
      id !== 40,
      first,
      last,
      rng.pick(pools.phones),
      rng.pick(pools.phones),
      `${first.toLowerCase()}.${last.toLowerCase()}@${domain}.example`,
      `facilities@${domain}.example`,
      rng.pick(pools.streets),
      home.city,
      home.statecode,
      home.zipcode,
      rng.pick(pools.firstNames),
      rng.pick(pools.lastNames),
      rng.pick(pools.phones),
      `ap@${domain}.example`,
      rng.weighted(termWeights),
      money(nte),
      provider,
      provider === 1 ? String(2_000_000_000 + id * 7_919) : null,
      rng.chance(0.3) ? 'Call the site 30 minutes before arrival.' : null,
      rng.chance(0.8) ? `QB-C${1000 + id}` : null,
      created,
      created,
    ]);
    notifications.push([id, id, rng.chance(0.7), rng.chance(0.6), rng.chance(0.4)]);

    const seedJobsites: SeedJobsite[] = [];
    const siteStates = new Set<string>();
    const siteCounties = new Map<number, string>();
    for (let s = 0; s < siteCount; s += 1) {
      const place = rng.pick(regions[s % regions.length] as Place[]);
      const siteId = jobsites.length + 1;
      const storeNumber = 100 + rng.int(1, 89) * 10 + s;
      jobsites.push([
        siteId,
        id,
        `${customername} #${storeNumber}`,
        `Location ${storeNumber} - ${place.city}`,
        rng.pick(pools.streets),
        place.city,
        place.statecode,
        place.zipcode,
        rng.pick(pools.phones),
        `${rng.pick(pools.firstNames)} ${rng.pick(pools.lastNames)}`,
        `store${storeNumber}@${domain}.example`,
        place.latitude + jitter(rng),
        place.longitude + jitter(rng),
        !(s === siteCount - 1 && siteCount > 6),
        created,
        created,
      ]);
      if (rng.chance(0.3))
        rng
          .sample(SITE_PROCEDURES, 2)
          .forEach((p, i) => procedures.push([procedures.length + 1, siteId, p, i]));
      seedJobsites.push({ id: siteId, statecode: place.statecode });
      siteStates.add(place.statecode);
      if (place.countyid !== null) siteCounties.set(place.countyid, place.statecode);
    }

    for (let c = 0; c < rng.int(1, 3); c += 1) {
      const cf = rng.pick(pools.firstNames);
      const cl = rng.pick(pools.lastNames);
      contacts.push([
        contacts.length + 1,
        id,
        rng.pick(CONTACT_TITLES),
        cf,
        cl,
        `${cf.toLowerCase()}.${cl.toLowerCase()}@${domain}.example`,
        rng.pick(pools.phones),
        rng.pick(pools.phones),
        c === 0,
      ]);
    }
    for (let n = 0; n < rng.int(0, 3); n += 1) {
      const author = rng.pick(staff);
      const date = clock.days(-rng.int(1, 700));
      notes.push([
        notes.length + 1,
        id,
        rng.pick(CUSTOMER_NOTES),
        rng.chance(0.2),
        author.id,
        userName(author),
        date,
        date,
      ]);
    }

    // Every customer buys the four work-order trades, priced by state, with metro premiums by county.
    const tradeIds = [...WORK_ORDER_TRADE_IDS, ...rng.sample(otherTrades, rng.int(0, 3))];
    for (const tradeid of tradeIds) {
      const customertradeid = trades.length + 1;
      trades.push([customertradeid, id, tradeid, false, created]);
      const lastupdated = clock.days(-rng.int(5, 400));
      for (const statecode of [...siteStates].sort()) {
        addRate(rates, {
          rng,
          ownerTradeId: customertradeid,
          tradeid,
          statecode,
          name: `${statecode} standard`,
          coverage: { states: [statecode] },
          markup: 1.35,
          lastupdated,
        });
      }
      for (const [countyid, statecode] of siteCounties) {
        if (rng.chance(0.15))
          addRate(rates, {
            rng,
            ownerTradeId: customertradeid,
            tradeid,
            statecode,
            name: 'Metro rate',
            coverage: { countyids: [countyid] },
            markup: 1.5,
            lastupdated,
          });
      }
    }
    const cityPlace = rng.pick(regions[0] as Place[]);
    const cityTrade = trades.length - tradeIds.length + 1;
    addRate(rates, {
      rng,
      ownerTradeId: cityTrade,
      tradeid: tradeIds[0] as number,
      statecode: cityPlace.statecode,
      name: `${cityPlace.city} downtown`,
      coverage: { cityids: [cityPlace.cityid] },
      markup: 1.45,
      lastupdated: created,
    });
    if (rng.chance(0.5)) {
      const zips = [...new Set(rng.sample(regions[0] as Place[], 3).map((p) => p.zipcodeid))];
      addRate(rates, {
        rng,
        ownerTradeId: cityTrade + 1,
        tradeid: tradeIds[1] as number,
        statecode: cityPlace.statecode,
        name: 'Airport zone',
        coverage: { zipcodeids: zips },
        markup: 1.6,
        lastupdated: created,
      });
    }
    result.push({
      id,
      customerprefix: prefix,
      dispatcherid: dispatcher.id,
      salesrepid: salesrep?.id ?? null,
      nte,
      jobsites: seedJobsites,
    });
  });

  await sink.insert(
    'customer',
    [
      'id',
      'customername',
      'customerprefix',
      'dispatcherauthid',
      'salesrepauthid',
      'isactive',
      'contactfirstname',
      'contactlastname',
      'contactphone',
      'contactcellphone',
      'contactemail',
      'ccemails',
      'streetaddress',
      'city',
      'statecode',
      'postalcode',
      'billingfirstname',
      'billinglastname',
      'billingphone',
      'billingemail',
      'termid',
      'nte',
      'managementproviderid',
      'servicechannelsubscriberid',
      'specialprocedure',
      'billingcustomerid',
      'createddate',
      'modifieddate',
    ],
    customers,
  );
  await sink.insert('customernotification', CUSTOMER_NOTIFICATION_SEED_COLUMNS, notifications);
  await sink.insert('customerjobsite', JOB_SITE_SEED_COLUMNS, jobsites);
  await sink.insert('customerjobsiteprocedure', ['id', 'jobsiteid', 'procedure', 'sortorder'], procedures);
  await sink.insert(
    'customercontact',
    [
      'id',
      'customerid',
      'title',
      'firstname',
      'lastname',
      'emailaddress',
      'phone',
      'mobilephone',
      'isprimary',
    ],
    contacts,
  );
  await sink.insert(
    'customernote',
    [
      'id',
      'customerid',
      'note',
      'isvisibletocustomer',
      'createdby',
      'createdbyuser',
      'createddate',
      'updateddate',
    ],
    notes,
  );
  await sink.insert('customertrade', ['id', 'customerid', 'tradeid', 'isdeleted', 'createddate'], trades);
  await writeRateTables(sink, rates);
  return result;
}
