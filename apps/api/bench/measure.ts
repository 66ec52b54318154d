import http from 'node:http';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export type Timing = { p50: number; p99: number; runs: number };

/** Nearest-rank percentile of milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Runs `work` `warmup` times unmeasured, then `runs` times one after another; milliseconds. */
export async function time(
  work: () => Promise<unknown>,
  options: { runs: number; warmup: number },
): Promise<Timing> {
  for (let i = 0; i < options.warmup; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), runs: samples.length };
}

/** One keep-alive connection, as a browser tab reusing its socket: sequential GETs, body read whole. */
export function createHttpClient(baseUrl: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const data = payload === undefined ? undefined : JSON.stringify(payload);
      const sent =
        data === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) };
      const request = http.request(
        new URL(path, baseUrl),
        { method, agent, headers: { ...headers, ...sent } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(data);
    });
  return {
    /** A GET whatever its status (a screen's read that may answer 404 for a record this data lacks). */
    get: (path: string) => send('GET', path),
    async json<T>(path: string): Promise<T> {
      const { status, body } = await send('GET', path);
      if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${body.slice(0, 300)}`);
      return JSON.parse(body) as T;
    },
    /** A POST search (a JSON body), as the vendor search screen sends it. */
    async postJson<T>(path: string, payload: unknown): Promise<T> {
      const { status, body } = await send('POST', path, payload);
      if (status !== 200) throw new Error(`POST ${path} answered ${status}: ${body.slice(0, 300)}`);
      return JSON.parse(body) as T;
    },
    close: () => agent.destroy(),
  };
}

export type LoadResult = {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  requests: number;
  non2xx: number;
  errors: number;
};

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};

/**
 * autocannon in a child process (its own event loop and core), so the load generator does not take
 * turns with the API it measures.
 */
export function runLoad(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [cli, '-j', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [key, value] of Object.entries(options.headers)) args.push('-H', `${key}=${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1);
      if (code !== 0 || !line)
        return reject(new Error(`autocannon exited with ${code}: ${err.slice(0, 500)}`));
      const result = JSON.parse(line) as AutocannonJson;
      resolve({
        requestsPerSecond: result.requests.average,
        latencyP50: result.latency.p50,
        latencyP99: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
