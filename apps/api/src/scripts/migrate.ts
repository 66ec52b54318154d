import { loadConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import { openConfiguredDatabase } from '../plugins/db';

// `npm run db:migrate`: migrations and reference data for DATABASE_URL (or the embedded PostgreSQL under DATA_DIR/pg).
const config = loadConfig();
const started = Date.now();
const database = await openConfiguredDatabase(config);
try {
  await migrateDatabase(database);
  console.log(`migrated ${database.kind} database in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
