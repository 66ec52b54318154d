import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { reachableTempDir, startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { AZURITE_KEY, findFreePort, startAzurite } from '../../src/storage/azurite';
import { adminQuery, withDatabaseName } from '../template';
import { formatReport, runFuzz } from './run';
import { createFuzzWorld } from './world';

// `npm run fuzz [-- --runs 10000 --seed 18180 --route workorder --every]` (docs/decisions/180): the long
// fuzzing pass. It fuzzes a throw-away database: on the server of TEST_DATABASE_URL or DATABASE_URL when
// set (a new database there, dropped at the end; the named one is never touched), else on a throw-away
// embedded PostgreSQL in the temp folder; and a throw-away Azurite. Exits 1 on any 5xx, leak or crash.

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '18180' },
    route: { type: 'string' },
    every: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--runs N] [--seed N] [--route TEXT] [--every]');
  process.exit(2);
}

const cleanups: (() => Promise<void>)[] = [];
const cleanUp = async () => {
  for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error(error));
  cleanups.length = 0;
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function databaseServer(): Promise<string> {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return given;
  const dir = reachableTempDir('dw-fuzz-pg-');
  console.log('fuzz: starting a throw-away PostgreSQL…');
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), durable: false });
  cleanups.push(async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return server.adminUrl;
}

let exitCode = 1;
try {
  const serverUrl = await databaseServer();
  const name = `dw_fuzz_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  cleanups.push(() => adminQuery(serverUrl, `drop database if exists ${name} with (force)`));
  const databaseUrl = withDatabaseName(serverUrl, name);
  const database = openDatabase({ url: databaseUrl, poolSize: 4 });
  cleanups.push(() => database.close());
  await migrateDatabase(database);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-fuzz-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const azurite = await startAzurite({ dataDir, port: await findFreePort(10400, 10499) });
  cleanups.push(() => azurite.stop());

  const config = loadConfig({
    PORT: '8080',
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    SEED_ON_EMPTY: 'false',
    DATA_DIR: dataDir,
    AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
  });
  const app = await buildApp({ config, database, webRoot: false, issuer: false });
  cleanups.push(() => app.close());
  const world = await createFuzzWorld({ app, db: database.db, config });

  const report = await runFuzz({
    app,
    world,
    runs,
    seed,
    route: values.route,
    secrets: [AZURITE_KEY, databaseUrl, serverUrl],
    log: (line) => console.log(`fuzz: ${line}`),
  });
  console.log(formatReport(report, { seed, every: values.every }));
  exitCode = report.faults.length || report.crashes.length || !report.healthyAfter ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
