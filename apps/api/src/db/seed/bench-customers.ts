import type { Database } from '../client';
import { anchorOf, createClock } from './clock';
import { CUSTOMER_NOTIFICATION_SEED_COLUMNS, JOB_SITE_SEED_COLUMNS } from './customers';
import { loadMetroPlaces, type Place } from './places';
import { createRng, mixSeed, SEED } from './random';
import { money } from './rates';
import { syncSequences, withSink, type Row } from './sink';

/**
 * Customers and job sites for the bench at scale (`npm run seed -- --customers 2000 --job-sites 200000`,
 * issue 18): tops the customers up to `customers` and the job sites up to `jobSites`. A fifth of the new job
 * sites go to the ten busiest customers (national chains with thousands of stores, the job-site pickers'
 * worst case), the rest round robin over every customer, each in a metro. No work orders, contacts or
 * rates: the lists, pickers and searches of customers and job sites read none of them.
 */
const KINDS = ['Retail', 'Foods', 'Properties', 'Pharmacy', 'Fitness', 'Auto Care', 'Banking', 'Clinics'];
const NAMES = ['Northwind', 'Bluebird', 'Lakeside', 'Silverline', 'Oakmont', 'Redwood', 'Prairie', 'Coastal'];
const BUSIEST = 10;

export async function seedBenchCustomers(
  database: Database,
  options: { customers: number; jobSites: number; now?: Date; log?: (message: string) => void },
): Promise<{ customersAdded: number; jobSitesAdded: number; customers: number; jobSites: number }> {
  const log = options.log ?? (() => undefined);
  const clock = createClock(anchorOf(options.now ?? new Date()));
  return withSink(database, async (sink) => {
    const [state] = await sink.query<{
      customers: number;
      lastcustomer: number;
      jobsites: number;
      lastjobsite: number;
      lastnotification: number;
      dispatcher: string | null;
    }>(
      `SELECT (SELECT count(*) FROM "customer")::int AS customers,
              (SELECT coalesce(max("id"), 0) FROM "customer")::int AS lastcustomer,
              (SELECT count(*) FROM "customerjobsite")::int AS jobsites,
              (SELECT coalesce(max("id"), 0) FROM "customerjobsite")::int AS lastjobsite,
              (SELECT coalesce(max("id"), 0) FROM "customernotification")::int AS lastnotification,
              (SELECT "user_id" FROM "users" WHERE "isdispatcher" AND NOT "blocked" ORDER BY "id" LIMIT 1) AS dispatcher`,
    );
    const existingCustomers = state?.customers ?? 0;
    const existingSites = state?.jobsites ?? 0;
    const customerCount = Math.max(0, options.customers - existingCustomers);
    const siteCount = Math.max(0, options.jobSites - existingSites);
    const metros = await loadMetroPlaces(sink);
    const rng = createRng(mixSeed(SEED, 41, existingCustomers, existingSites));

    const customers: Row[] = [];
    const notifications: Row[] = [];
    for (let n = 1; n <= customerCount; n += 1) {
      const id = (state?.lastcustomer ?? 0) + n;
      const place = rng.pick(rng.pick(metros));
      const created = clock.days(-rng.int(30, 1500));
      customers.push([
        id,
        `${rng.pick(NAMES)} ${rng.pick(KINDS)} ${id}`,
        // Unique, and apart from the demo's letters-only prefixes.
        `B${id}`,
        state?.dispatcher ?? null,
        true,
        `(555) ${String(200 + (id % 800)).padStart(3, '0')}-${String(id % 10_000).padStart(4, '0')}`,
        `facilities${id}@bench-customer.example`,
        `${100 + (id % 900)} Commerce Ave`,
        place.city,
        place.statecode,
        place.zipcode,
        money(rng.pick([350, 500, 750, 1000])),
        created,
        created,
      ]);
      notifications.push([(state?.lastnotification ?? 0) + n, id, rng.chance(0.7), rng.chance(0.6), false]);
    }
    await sink.insert(
      'customer',
      [
        'id',
        'customername',
        'customerprefix',
        'dispatcherauthid',
        'isactive',
        'contactphone',
        'contactemail',
        'streetaddress',
        'city',
        'statecode',
        'postalcode',
        'nte',
        'createddate',
        'modifieddate',
      ],
      customers,
    );
    await sink.insert('customernotification', CUSTOMER_NOTIFICATION_SEED_COLUMNS, notifications);

    const allCustomers = (state?.lastcustomer ?? 0) + customerCount;
    const sites: Row[] = [];
    let turn = 0;
    for (let n = 1; n <= siteCount; n += 1) {
      const id = (state?.lastjobsite ?? 0) + n;
      const isBusiest = n % 5 === 0;
      if (!isBusiest) turn += 1;
      const customerid = isBusiest ? 1 + (n % BUSIEST) : 1 + (turn % Math.max(1, allCustomers));
      const metro = metros[(customerid * 7 + n) % metros.length] as Place[];
      const place = rng.pick(metro);
      const store = 1000 + n;
      const created = clock.days(-rng.int(1, 1500));
      sites.push([
        id,
        customerid,
        `Store #${store}`,
        `Location ${store} - ${place.city}`,
        `${100 + (n % 9000)} Market St`,
        place.city,
        place.statecode,
        place.zipcode,
        `(555) ${String(300 + (n % 700)).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`,
        `Manager ${store}`,
        `store${store}@bench-customer.example`,
        place.latitude + (rng.next() - 0.5) * 0.04,
        place.longitude + (rng.next() - 0.5) * 0.04,
        true,
        created,
        created,
      ]);
    }
    await sink.insert('customerjobsite', JOB_SITE_SEED_COLUMNS, sites);
    await syncSequences(sink, ['customer', 'customernotification', 'customerjobsite']);
    log(
      `${customerCount.toLocaleString('en-US')} bench customers and ${siteCount.toLocaleString('en-US')} job sites`,
    );
    return {
      customersAdded: customerCount,
      jobSitesAdded: siteCount,
      customers: existingCustomers + customerCount,
      jobSites: existingSites + siteCount,
    };
  });
}
