import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import os from 'node:os';
import pg from 'pg';
import {
  findRunningPostmaster,
  isAlive,
  reachableTempDir,
  startEmbeddedPostgres,
} from '../src/db/embedded-postgres';
import { adminQuery, migrateForTests, withDatabaseName } from './template';

/**
 * The server the API tests run on: the machine's PostgreSQL when TEST_DATABASE_URL is set, otherwise
 * a throw-away embedded PostgreSQL (no fsync) in the system's temp folder, which the `postgres` user
 * can enter when the tests run as root (decision 116).
 */
const PREFIX = 'dw-test-pg-';
const OWNER_FILE = 'owner.pid';

/** Clusters of earlier runs that were killed before their teardown: stopped and removed. */
async function removeAbandonedClusters() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    const owner = Number(fs.readFileSync(path.join(dir, OWNER_FILE), { encoding: 'utf8', flag: 'a+' }));
    if (owner && isAlive(owner)) continue;
    const running = findRunningPostmaster(path.join(dir, 'pg'));
    if (running) {
      process.kill(running.pid, 'SIGQUIT');
      for (let i = 0; i < 50 && isAlive(running.pid); i++) await new Promise((r) => setTimeout(r, 100));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function testServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url, stop: async () => {} };
  await removeAbandonedClusters();
  const dir = reachableTempDir(PREFIX);
  fs.writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), durable: false });
  return {
    url: server.adminUrl,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Drops the test files' databases of this run (`dw_test_<pid>_<random>`) and of runs whose process has ended. */
async function dropFilesDatabases(url: string, prefix: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^dw_test_[0-9]+_'`,
    );
    for (const { datname } of rows)
      if (datname.startsWith(prefix) || !isAlive(Number(datname.split('_')[2])))
        await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

/** Makes the migrated template once per run; each test file creates its database from it (test/helpers.ts). */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const server = await testServer();
  const template = `dw_template_${process.pid}`;
  const filesPrefix = `dw_test_${process.pid}_`;
  // On the machine's PostgreSQL (fsync on) every DROP DATABASE forces an immediate checkpoint that writes and
  // syncs every dirty page of the server: a file's teardown waited 1-6 s for it while the other worker's tests
  // wrote. There the files' databases are dropped together at the end, when the checkpoints have little to
  // write; an embedded server (no fsync) drops each one as before (decision 209).
  const isDropAtEnd = Boolean(process.env.TEST_DATABASE_URL);
  try {
    await adminQuery(server.url, `drop database if exists ${template} with (force)`);
    await adminQuery(server.url, `create database ${template}`);
    const database = openDatabase({ url: withDatabaseName(server.url, template), poolSize: 1 });
    try {
      await migrateForTests(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  if (process.env.TEST_TEMPLATE_VERBOSE)
    console.log(`test database template ready in ${Date.now() - started} ms`);
  project.provide('dbTemplate', { url: server.url, template, filesPrefix, isDropAtEnd });
  return async () => {
    if (isDropAtEnd) await dropFilesDatabases(server.url, filesPrefix).catch(() => undefined);
    await adminQuery(server.url, `drop database if exists ${template} with (force)`).catch(() => undefined);
    await server.stop();
  };
}
