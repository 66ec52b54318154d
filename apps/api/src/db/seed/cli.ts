import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase } from '../migrate';
import { openConfiguredDatabase } from '../../plugins/db';
import { seedBenchCustomers } from './bench-customers';
import { seedBenchVendors } from './bench-vendors';
import { DEFAULT_WORK_ORDERS, seedDemoData } from './index';

// `npm run seed [-- --work-orders N]`: demo data for DATABASE_URL, or the embedded PostgreSQL under DATA_DIR/pg (decisions 070, 115).
const { values } = parseArgs({
  options: {
    'work-orders': { type: 'string' },
    vendors: { type: 'string' },
    customers: { type: 'string' },
    'job-sites': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(`npm run seed [-- --work-orders N] [--vendors N] [--customers N --job-sites N]
  Fills an empty database with demo data (${DEFAULT_WORK_ORDERS.toLocaleString('en-US')} work orders by default).
  On a database seeded before, adds work orders until there are N. Password of every demo account: dispatchwise.
  --vendors N adds vendors with trades and coverage until there are N (the vendor-search bench: 20000).
  --customers N and --job-sites N add customers and job sites until there are N of each (the bench at
  scale: 2000 and 200000).`);
  process.exit(0);
}
const wholeNumber = (name: 'work-orders' | 'vendors' | 'customers' | 'job-sites') => {
  const text = values[name];
  if (text === undefined) return undefined;
  const value = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, got ${text}`);
    process.exit(2);
  }
  return value;
};
const workOrders = wholeNumber('work-orders');
const vendors = wholeNumber('vendors');
const customers = wholeNumber('customers');
const jobSites = wholeNumber('job-sites');

const started = Date.now();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
try {
  await migrateDatabase(database);
  console.log(`migrated ${database.kind} database (${elapsed()})`);
  const result = await seedDemoData(database, {
    workOrders,
    log: (message) => console.log(`${message} (${elapsed()})`),
  });
  console.log(
    result.workOrdersAdded === 0 && !result.seededBase
      ? `already seeded: ${result.workOrders.toLocaleString('en-US')} work orders (${elapsed()})`
      : `seeded ${result.workOrdersAdded.toLocaleString('en-US')} work orders (${result.workOrders.toLocaleString('en-US')} in all), ${result.rows.toLocaleString('en-US')} work-order rows, in ${elapsed()}`,
  );
  if (vendors !== undefined) {
    const added = await seedBenchVendors(database, {
      total: vendors,
      log: (message) => console.log(`${message} (${elapsed()})`),
    });
    // As the demo seed does: COPY'd rows are not all-visible until a VACUUM (docs/decisions/074).
    if (added.added > 0)
      await database.exec(
        'VACUUM (ANALYZE) vendor, vendortrade, vendortraderate, vendortraderatestate, vendortraderatecounty, vendortraderatecity, vendortraderatezip, vendorcoverage',
      );
    console.log(`${added.vendors.toLocaleString('en-US')} vendors (${elapsed()})`);
  }
  if (customers !== undefined || jobSites !== undefined) {
    const added = await seedBenchCustomers(database, {
      customers: customers ?? 0,
      jobSites: jobSites ?? 0,
      log: (message) => console.log(`${message} (${elapsed()})`),
    });
    if (added.customersAdded + added.jobSitesAdded > 0)
      await database.exec('VACUUM (ANALYZE) customer, customernotification, customerjobsite');
    console.log(
      `${added.customers.toLocaleString('en-US')} customers, ${added.jobSites.toLocaleString('en-US')} job sites (${elapsed()})`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
