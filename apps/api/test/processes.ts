import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../src/storage/azurite';

// The API, the worker and the local test servers as real processes, for the tests that kill them
// (crash, faults) or run several side by side (decision 186). Every process started here is killed by
// `killProcesses`, which each such file calls in its afterAll.

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Started = {
  child: ChildProcess;
  /** Resolves when `ready` matched the output (at once without it); rejects if the process exits first. */
  started: Promise<void>;
  /** The last 8000 characters of stdout and stderr. */
  output: () => string;
};

const children: ChildProcess[] = [];

/** `node --import tsx <script>` in apps/api with `env` over this process's environment. */
export function startProcess(script: string, env: Record<string, string>, ready?: RegExp): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const started = new Promise<void>((resolve, reject) => {
    if (!ready) return resolve();
    child.stdout?.on('data', () => ready.test(output) && resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  started.catch(() => undefined);
  return { child, started, output: () => output };
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export function exited(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGKILL, as an out-of-memory kill or a power cut would, and waits for the exit. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (isRunning(child)) child.kill('SIGKILL');
  await exited(child);
}

/** Every process this file started that still runs: killed (afterAll). */
export async function killProcesses(): Promise<void> {
  await Promise.all(children.splice(0).map((child) => killHard(child)));
}

/** Polls `condition` every 50 ms until it holds; throws with `output()` after `timeoutMs`. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  what: string,
  output: () => string = () => '',
  timeoutMs = 40_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `${base}/api/health` answers 200; fails at once when the process exits. */
export async function waitForHealth(base: string, started: Started, timeoutMs = 180_000): Promise<void> {
  await until(
    async () => {
      if (!isRunning(started.child))
        throw new Error(`the server exited (${started.child.exitCode}): ${started.output()}`);
      try {
        return (await fetch(`${base}/api/health`)).status === 200;
      } catch {
        return false; // Not listening yet.
      }
    },
    'the server to be healthy',
    started.output,
    timeoutMs,
  );
}

/**
 * `src/server.ts` on 127.0.0.1:`port` as the process tests run it (no demo seed, warnings only, background jobs
 * off unless `env` says otherwise, `PUBLIC_URL` http://localhost:8080), once its health answers 200.
 */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<Started> {
  const started = startProcess('src/server.ts', {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: 'http://localhost:8080',
    SEED_ON_EMPTY: 'false',
    BACKGROUND_JOBS: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  await waitForHealth(`http://127.0.0.1:${port}`, started, 240_000);
  return started;
}

/**
 * A free port for a child process to listen on a few seconds later, at random below 32,768: Linux gives
 * ports from 32,768 up to outgoing connections, and one made meanwhile (the other test worker's database
 * connections) took such a port before the child could listen on it. Another run of the same file (another
 * checkout) picks another place.
 */
export async function findListenPort(after?: number): Promise<number> {
  const from = after === undefined ? 20_000 + Math.floor(Math.random() * 11_000) : after + 1;
  return findFreePort(from, 32_700);
}
