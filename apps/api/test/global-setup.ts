import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateForTests, withDatabaseName, type DbTemplate } from './template';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');

/** Everything the template's content depends on: schema, migrations, reference data, shared constants. */
function templateInputsHash(): string {
  const hash = crypto.createHash('sha256');
  const roots = [
    path.join(apiRoot, 'src/db'),
    path.join(repoRoot, 'packages/shared/src'),
    path.join(apiRoot, 'test/template.ts'),
  ];
  const walk = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      if (path.basename(entry) === 'seed') return;
      for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child));
    } else if (!entry.endsWith('.test.ts')) {
      hash.update(path.relative(repoRoot, entry));
      hash.update(fs.readFileSync(entry));
    }
  };
  roots.forEach(walk);
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'dispatchwise-test-template-';
const STALE_MS = 60 * 60 * 1000;

/** Templates of older schemas nobody used for an hour (a running suite touches its own). */
function removeStaleTemplates(keep: string) {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX)) continue;
    const file = path.join(os.tmpdir(), name);
    if (file === keep) continue;
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > STALE_MS) fs.rmSync(file, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

async function pgliteTemplate(): Promise<{ template: DbTemplate; teardown: () => void }> {
  // Kept across runs while the inputs are unchanged: the migrated template is the slow part.
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateInputsHash()}.tar`);
  removeStaleTemplates(file);
  if (!fs.existsSync(file) || process.env.TEST_TEMPLATE_REBUILD) {
    const database = await openDatabase({});
    try {
      await migrateForTests(database);
      const dump = await database.pglite!.dumpDataDir('none');
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await database.close();
    }
  } else {
    const now = new Date();
    fs.utimesSync(file, now, now);
  }
  return { template: { kind: 'pglite', file }, teardown: () => {} };
}

async function postgresTemplate(
  url: string,
): Promise<{ template: DbTemplate; teardown: () => Promise<void> }> {
  const template = `dw_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabaseName(url, template), poolSize: 1 });
  try {
    await migrateForTests(database);
  } finally {
    await database.close();
  }
  return {
    template: { kind: 'postgres', url, template },
    teardown: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${template} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Makes the migrated template once per run; each test file clones it (test/helpers.ts). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const started = Date.now();
  const { template, teardown } = url ? await postgresTemplate(url) : await pgliteTemplate();
  if (process.env.TEST_TEMPLATE_VERBOSE)
    console.log(`test database template (${template.kind}) ready in ${Date.now() - started} ms`);
  project.provide('dbTemplate', template);
  return teardown;
}
