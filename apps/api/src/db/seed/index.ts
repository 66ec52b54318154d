import { hashPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { WORK_ORDER_TABLES } from './batch';
import { anchorOf, createClock, type Clock } from './clock';
import { seedCustomers } from './customers';
import { loadMetroPlaces } from './places';
import { createRng, mixSeed, SEED } from './random';
import { syncSequences, withSink, type Sink } from './sink';
import { buildTextPools, type TextPools } from './text';
import { DEMO_DOMAIN, DEMO_PASSWORD, insertUsers, portalAccounts, staffAccounts } from './users';
import { seedVendors } from './vendors';
import { seedWorkOrders } from './work-orders';

export { DEMO_DOMAIN, DEMO_PASSWORD } from './users';

/** Work orders of the default demo (`npm run seed`, `npm start` on an empty database). */
export const DEFAULT_WORK_ORDERS = 2_000;

export type SeedOptions = {
  /** Total work orders wanted; an already seeded database is topped up to it (decision 070). */
  workOrders?: number;
  log?: (message: string) => void;
  /** The moment generated dates are relative to (default: now), truncated to the hour. */
  now?: Date;
};

export type SeedResult = {
  /** False when the users, customers and vendors were already there. */
  seededBase: boolean;
  workOrdersAdded: number;
  workOrders: number;
  rows: number;
  ms: number;
};

/** Tables whose serial id the seed writes explicitly. */
const SERIAL_TABLES = [
  'users',
  'customer',
  'customernotification',
  'customerjobsite',
  'customerjobsiteprocedure',
  'customercontact',
  'customernote',
  'customertrade',
  'customertraderate',
  'vendor',
  'vendortrade',
  'vendortraderate',
  'vendorcontact',
  'vendornote',
  'vendorrating',
  'vendorpayment',
  'vendorpaymentline',
  ...WORK_ORDER_TABLES,
];

async function seedBase(
  sink: Sink,
  clock: Clock,
  pools: TextPools,
  log: (message: string) => void,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const metros = await loadMetroPlaces(sink);
  const staff = await insertUsers({
    sink,
    rng: createRng(mixSeed(SEED, 1)),
    accounts: staffAccounts(createRng(mixSeed(SEED, 1)), pools),
    firstId: 1,
    passwordHash,
    createddate: clock.days(-800),
  });
  const active = staff.filter((u) => !u.blocked);
  const customers = await seedCustomers({
    sink,
    rng: createRng(mixSeed(SEED, 2)),
    pools,
    clock,
    metros,
    dispatchers: active.filter((u) => u.isdispatcher),
    salesreps: active.filter((u) => u.issalesrep),
    staff: active,
  });
  await seedVendors({ sink, rng: createRng(mixSeed(SEED, 3)), pools, clock, metros, staff: active });
  const demoCustomer = customers[0];
  if (!demoCustomer) throw new Error('seed: no customers were generated');
  await insertUsers({
    sink,
    rng: createRng(mixSeed(SEED, 4)),
    accounts: portalAccounts(1, demoCustomer.id),
    firstId: staff.length + 1,
    passwordHash,
    createddate: clock.days(-400),
  });
  log(`users, ${customers.length} customers and vendors seeded`);
}

/**
 * Demo data (docs/platform.md "Demo data", decisions 070-075): on an empty database, users of
 * every role, customers, vendors and `workOrders` work orders; on a database this seed filled
 * before, only the work orders missing to reach `workOrders`. One transaction either way.
 */
export async function seedDemoData(database: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const target = options.workOrders ?? DEFAULT_WORK_ORDERS;
  const clock = createClock(anchorOf(options.now ?? new Date()));
  const pools = buildTextPools();
  const result = await withSink(database, async (sink) => {
    const [state] = await sink.query<{ users: number; demo: number; workorders: number }>(
      `SELECT (SELECT count(*) FROM "users")::int AS users,
              (SELECT count(*) FROM "users" WHERE lower("email") = 'admin@${DEMO_DOMAIN}')::int AS demo,
              (SELECT count(*) FROM "workorder")::int AS workorders`,
    );
    const users = state?.users ?? 0;
    const existing = state?.workorders ?? 0;
    if (users > 0 && (state?.demo ?? 0) === 0) {
      throw new Error(
        'seed: this database has users but no demo data; demo data goes into an empty database',
      );
    }
    if (users === 0) await seedBase(sink, clock, pools, log);
    const count = Math.max(0, target - existing);
    const { rows } =
      count > 0 ? await seedWorkOrders({ sink, clock, pools, existing, count, log }) : { rows: 0 };
    await syncSequences(sink, SERIAL_TABLES);
    return { seededBase: users === 0, workOrdersAdded: count, workOrders: existing + count, rows };
  });
  if (result.seededBase || result.workOrdersAdded > 0) {
    // VACUUM as well as ANALYZE: rows written by COPY are not yet all-visible, so every index-only
    // scan of the lists would visit the heap until autovacuum catches up (page 1 of All Active took
    // ~30 ms instead of ~8 ms at 1M orders; docs/decisions/074).
    log('vacuum analyze');
    await database.exec('VACUUM (ANALYZE)');
  }
  return { ...result, ms: Date.now() - started };
}
