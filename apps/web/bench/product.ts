import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

// The product as the web benches run it: built and started as the e2e journeys do, on a fresh data folder
// (embedded PostgreSQL, Azurite, the demo data), stopped with SIGTERM to its process group.

export const repositoryRoot = path.join(import.meta.dirname, '../../..');

/** The demo users' password (apps/api/src/db/seed). */
export const DEMO_PASSWORD = 'dispatchwise';

export type Product = { base: string; stop: () => Promise<void> };

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode != null) throw new Error(`the product stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base}/api/health did not answer within 4 minutes`);
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

/** Builds the web app (unless `isBuilt`) and starts the product on `port` (Azurite on port + 2). */
export async function startProduct(options: { port: number; isBuilt: boolean }): Promise<Product> {
  const { port } = options;
  const base = `http://localhost:${port}`;
  if (!options.isBuilt) await run('npm', ['run', 'build']);
  const dataDir = path.join(os.tmpdir(), `dispatchwise-bench-web-${port}-${process.pid}`);
  // Its own process group, so SIGTERM reaches the server, which stops its PostgreSQL and Azurite.
  const server = spawn('npm', ['run', 'start', '-w', '@dispatchwise/api'], {
    cwd: repositoryRoot,
    detached: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      AZURITE_PORT: String(port + 2),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'true',
    },
  });
  const stop = async () => {
    if (server.exitCode != null || server.pid == null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Signs in through the real login page and waits for the signed-in shell (staff) or a portal. */
export async function signIn(page: Page, base: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}
