import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase } from '../migrate';
import { openConfiguredDatabase } from '../../plugins/db';
import { DEFAULT_WORK_ORDERS, seedDemoData } from './index';

// `npm run seed [-- --work-orders N]`: demo data for DATABASE_URL, or the embedded PostgreSQL under DATA_DIR/pg (decisions 070, 115).
const { values } = parseArgs({
  options: { 'work-orders': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(`npm run seed [-- --work-orders N]
  Fills an empty database with demo data (${DEFAULT_WORK_ORDERS.toLocaleString('en-US')} work orders by default).
  On a database seeded before, adds work orders until there are N. Password of every demo account: dispatchwise.`);
  process.exit(0);
}
const workOrders =
  values['work-orders'] === undefined ? undefined : Number(values['work-orders'].replace(/[_,]/g, ''));
if (workOrders !== undefined && (!Number.isInteger(workOrders) || workOrders < 0)) {
  console.error(`--work-orders must be a whole number, got ${values['work-orders']}`);
  process.exit(2);
}

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
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
