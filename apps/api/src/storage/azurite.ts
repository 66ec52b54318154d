import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Azurite's documented development account (public, the same on every machine). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export function azuriteConnectionString(port: number, host = '127.0.0.1'): string {
  return (
    `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};` +
    `BlobEndpoint=http://${host}:${port}/${AZURITE_ACCOUNT};`
  );
}

export type AzuriteHandle = {
  connectionString: string;
  port: number;
  pid: number | undefined;
  stop: () => Promise<void>;
};

const require = createRequire(import.meta.url);

function azuriteBlobMain(): string {
  // The package's blob entry; resolving it from here works from the repo root and from apps/api.
  const pkg = require.resolve('azurite/package.json');
  return path.join(path.dirname(pkg), 'dist', 'src', 'blob', 'main.js');
}

function waitForPort(port: number, host: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`Azurite exited with code ${child.exitCode}`));
        return;
      }
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Azurite did not answer on ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** An Azurite that a killed API left running on this data folder: stopped, so its port is free again. */
async function stopAbandoned(pidFile: string) {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('azurite')) return;
  } catch {
    return;
  }
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, 'SIGKILL');
}

/**
 * Starts Azurite's blob service as a child node process with data under `dataDir/blob`
 * (docs/decisions/064). `--skipApiVersionCheck` because @azure/storage-blob 12.32 speaks a newer
 * API version than Azurite 3.35 knows; `stop()` kills that one process by its PID.
 */
export async function startAzurite(options: {
  dataDir: string;
  port: number;
  host?: string;
  timeoutMs?: number;
}): Promise<AzuriteHandle> {
  const host = options.host ?? '127.0.0.1';
  const location = path.join(options.dataDir, 'blob');
  fs.mkdirSync(location, { recursive: true });
  const pidFile = path.join(options.dataDir, 'azurite.pid');
  await stopAbandoned(pidFile);
  const child = spawn(
    process.execPath,
    [
      azuriteBlobMain(),
      '--blobHost',
      host,
      '--blobPort',
      String(options.port),
      '--location',
      location,
      '--skipApiVersionCheck',
      '--loose',
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (child.pid) fs.writeFileSync(pidFile, String(child.pid));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  try {
    await waitForPort(options.port, host, child, options.timeoutMs ?? 20_000);
  } catch (error) {
    if (child.pid && child.exitCode === null) child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}${stderr ? `: ${stderr.trim()}` : ''}`);
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    connectionString: azuriteConnectionString(options.port, host),
    port: options.port,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || !child.pid) return;
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
      }, 3000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(pidFile, { force: true });
    },
  };
}

/** A free TCP port in [from, to] on 127.0.0.1 (tests start Azurite on one). */
export async function findFreePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}-${to}`);
}
