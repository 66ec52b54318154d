import fc from 'fast-check';
import type { App } from '../../src/app';
import { checkAnswer, requestStrings, type Fault } from './oracle';
import { loadOperations, requestArbitrary, urlOf, type FuzzRequest, type Operation } from './requests';
import type { FuzzWorld } from './world';

// The fuzzing loop (docs/decisions/180): requests drawn with a fixed seed in chunks, sent in-process with
// app.inject, each answer checked by the oracle; between chunks the callers are put back as seeded.

export type FuzzOptions = {
  app: App;
  world: FuzzWorld;
  runs: number;
  seed: number;
  /** Only operations whose `METHOD /path` contains this text. */
  route?: string;
  /** Values no answer may contain besides the world's tokens (database URL, storage key). */
  secrets?: string[];
  /** Progress lines (one per chunk). */
  log?: (line: string) => void;
};

export type FoundFault = Fault & {
  seed: number;
  chunk: number;
  index: number;
  request: FuzzRequest;
  status: number;
};

export type FuzzReport = {
  sent: number;
  operations: number;
  durationMs: number;
  byStatus: Record<number, number>;
  faults: FoundFault[];
  /** Unhandled rejections and exceptions seen while the pass ran. */
  crashes: string[];
  healthyAfter: boolean;
};

const CHUNK = 250;
const REQUEST_TIMEOUT_MS = 30_000;

function payloadOf(request: FuzzRequest): { payload?: string; contentType?: string } {
  if (!request.payload) return {};
  if (request.payload.kind === 'raw')
    return { payload: request.payload.text, contentType: request.payload.contentType };
  const text = JSON.stringify(request.payload.value);
  return text === undefined ? {} : { payload: text, contentType: 'application/json' };
}

async function send(app: App, request: FuzzRequest) {
  const { payload, contentType } = payloadOf(request);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method as 'GET',
        url: urlOf(request),
        headers: { ...request.headers, ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends `runs` requests over the operations of the committed OpenAPI document and reports what came back. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { app, world, runs, seed } = options;
  const rules = new Map(
    app.apiRoutes.map((route) => [
      `${route.method} ${route.url}`,
      route.isPublic ? ('public' as const) : (route.rule ?? (() => false)),
    ]),
  );
  const operations: Operation[] = loadOperations(rules, options.route);
  if (operations.length === 0) throw new Error(`no operation matches ${options.route}`);
  const perOperation = operations.map((operation) => requestArbitrary(operation, world.callers, world.pool));
  const anyRequest = fc
    .integer({ min: 0, max: operations.length - 1 })
    .chain((index) => perOperation[index]!);
  const secrets = [...world.secrets, ...(options.secrets ?? [])];

  const crashes: string[] = [];
  const onCrash = (error: unknown) =>
    crashes.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.on('unhandledRejection', onCrash);
  process.on('uncaughtException', onCrash);

  const byStatus: Record<number, number> = {};
  const faults: FoundFault[] = [];
  const started = Date.now();
  let sent = 0;
  try {
    for (let chunk = 0; sent < runs; chunk += 1) {
      const size = Math.min(CHUNK, runs - sent);
      const requests = fc.sample(anyRequest, { seed: seed + chunk, numRuns: size });
      for (const [index, request] of requests.entries()) {
        let status = 0;
        let found: Fault[];
        try {
          const response = await send(app, request);
          status = response.statusCode;
          const echoes = requestStrings(request.url, request.query, request.payload);
          found = checkAnswer(
            {
              statusCode: status,
              body: response.body,
              contentType: response.headers['content-type'] as string,
            },
            echoes,
            secrets,
          );
        } catch (error) {
          found = [{ kind: '5xx', detail: `no answer: ${(error as Error).message}` }];
        }
        sent += 1;
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        for (const fault of found) faults.push({ ...fault, seed, chunk, index, request, status });
      }
      await world.heal(() => app.invalidateSessionUser());
      options.log?.(
        `${sent}/${runs} requests, ${faults.length} faults, ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
  } finally {
    process.off('unhandledRejection', onCrash);
    process.off('uncaughtException', onCrash);
  }
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  return {
    sent,
    operations: operations.length,
    durationMs: Date.now() - started,
    byStatus,
    faults,
    crashes,
    healthyAfter: health.statusCode === 200,
  };
}

const clip = (text: string, length = 600) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** A fault as a line a developer can replay: seed, chunk and index, caller, method, URL and body. */
export function describeFault(fault: FoundFault): string {
  const body = fault.request.payload
    ? fault.request.payload.kind === 'json'
      ? JSON.stringify(fault.request.payload.value)
      : `(${fault.request.payload.contentType}) ${JSON.stringify(fault.request.payload.text)}`
    : '';
  return (
    `[${fault.kind}] ${fault.status} ${fault.detail}\n` +
    `  replay: --seed ${fault.seed} (chunk ${fault.chunk}, request ${fault.index}) as ${fault.request.caller}\n` +
    `  ${fault.request.method} ${clip(urlOf(fault.request), 400)}${body ? `\n  body: ${clip(body ?? '')}` : ''}`
  );
}

/** The report's summary lines, then each distinct fault (by kind, operation and detail) once with its count. */
export function formatReport(report: FuzzReport, options: { seed: number; every?: boolean }): string {
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const fivexx = report.faults.filter((fault) => fault.kind === '5xx').length;
  const lines = [
    `fuzz: ${report.sent} requests over ${report.operations} operations in ${(report.durationMs / 1000).toFixed(1)} s (seed ${options.seed})`,
    `fuzz: statuses ${statuses}`,
    `fuzz: ${fivexx} 5xx, ${report.faults.length - fivexx} other faults (error shape, leaks), ${report.crashes.length} crashes, health after: ${report.healthyAfter ? 'ok' : 'FAILING'}`,
  ];
  const groups = new Map<string, FoundFault[]>();
  for (const fault of report.faults) {
    const key = `${fault.kind} ${fault.request.method} ${fault.request.url.split('?')[0]} ${fault.detail.slice(0, 60)}`;
    groups.set(key, [...(groups.get(key) ?? []), fault]);
  }
  for (const faults of groups.values()) {
    lines.push(`${faults.length}x ${describeFault(faults[0]!)}`);
    if (options.every) for (const fault of faults.slice(1)) lines.push(`   ${describeFault(fault)}`);
  }
  for (const crash of report.crashes) lines.push(`crash: ${clip(crash, 2000)}`);
  return lines.join('\n');
}
