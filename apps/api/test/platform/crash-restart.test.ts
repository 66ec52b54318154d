import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findRunningPostmaster, reachableTempDir } from '../../src/db/embedded-postgres';
import { findListenPort } from '../processes';

// The product as `npm start` runs it (embedded PostgreSQL and Azurite, demo data), killed with
// SIGKILL as an out-of-memory kill or a power cut would, then started again (decision 115).

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = reachableTempDir('dw-crash-');
const children: ChildProcess[] = [];

const ports = { http: 0, azurite: 0 };
const env = () => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(ports.http),
  AZURITE_PORT: String(ports.azurite),
  LOG_LEVEL: 'warn',
  SEED_ON_EMPTY: 'true',
  DATABASE_URL: '',
});
const base = () => `http://127.0.0.1:${ports.http}`;

async function waitForHealth(child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(`${base()}/api/health`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy: ${output()}`);
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForHealth(child, () => output);
  // The server answering is this one, not another process that had the port.
  expect(fs.readFileSync(path.join(dataDir, 'dispatchwise.pid'), 'utf8').trim()).toBe(String(child.pid));
  return child;
}

/** `npm run token` beside the running server. */
function token(email: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/token.ts', email], {
    cwd: apiRoot,
    env: env(),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`token failed: ${result.stderr}`);
  return result.stdout.trim();
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function kill(pid: number | undefined) {
  if (pid) process.kill(pid, 'SIGKILL');
}

const api = (bearer: string) => ({
  createView: (name: string) =>
    fetch(`${base()}/api/view/createview?viewName=${encodeURIComponent(name)}&viewType=w`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ columns: [name] }),
    }),
  viewNames: async () => {
    const response = await fetch(`${base()}/api/view/getuserviews?pagetype=w`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { viewname: string }[]).map((view) => view.viewname);
  },
});

/** Writes `count` views one after the other and, at the same time, more that the kill interrupts. */
async function writeThenKill(bearer: string, prefix: string, count: number, killNow: () => void) {
  const acknowledged: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${prefix} ${i}`;
    const response = await api(bearer).createView(name);
    expect(response.status).toBe(201);
    acknowledged.push(name);
  }
  // Writes in flight when the process dies: acknowledged ones must survive, the rest may not.
  const inFlight = Array.from({ length: 20 }, (_, i) =>
    api(bearer)
      .createView(`${prefix} in flight ${i}`)
      .then((response) => (response.status === 201 ? `${prefix} in flight ${i}` : undefined))
      .catch(() => undefined),
  );
  await new Promise((resolve) => setTimeout(resolve, 15));
  killNow();
  for (const name of await Promise.all(inFlight)) if (name) acknowledged.push(name);
  return acknowledged;
}

describe('the embedded database after a crash', () => {
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    const postmaster = findRunningPostmaster(path.join(dataDir, 'pg'));
    kill(postmaster?.pid);
    const azurite = Number(
      fs.readFileSync(path.join(dataDir, 'azurite.pid'), { flag: 'a+', encoding: 'utf8' }),
    );
    if (azurite) {
      try {
        kill(azurite);
      } catch {
        // Already gone.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write when the API, or the API and PostgreSQL, are killed', async () => {
    ports.http = await findListenPort();
    ports.azurite = await findListenPort(ports.http);
    const first = await startServer();
    // A second start on the same data folder refuses, and says why.
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...env(), PORT: String(ports.http + 1) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`Dispatchwise is already running on ${dataDir}`);

    const bearer = token('dispatcher@dispatchwise.test');
    expect(
      (await fetch(`${base()}/api/user/profile`, { headers: { authorization: `Bearer ${bearer}` } })).status,
    ).toBe(200);

    // 1. The API process dies; its PostgreSQL is left running without it.
    const before = await writeThenKill(bearer, 'api killed', 30, () => kill(first.pid));
    await exited(first);
    const afterApiKill = await startServer();
    expect(await api(bearer).viewNames()).toEqual(expect.arrayContaining(before));

    // 2. The API and PostgreSQL die together (a power cut): PostgreSQL recovers from its log.
    const postmaster = findRunningPostmaster(path.join(dataDir, 'pg'));
    expect(postmaster).toBeDefined();
    const during = await writeThenKill(bearer, 'both killed', 30, () => {
      kill(afterApiKill.pid);
      kill(postmaster!.pid);
    });
    await exited(afterApiKill);
    const third = await startServer();
    const names = await api(bearer).viewNames();
    expect(names).toEqual(expect.arrayContaining([...before, ...during]));

    // A clean stop leaves no server behind and frees the data folder.
    third.kill('SIGTERM');
    await exited(third);
    expect(findRunningPostmaster(path.join(dataDir, 'pg'))).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'dispatchwise.pid'))).toBe(false);
  }, 600_000);
});
