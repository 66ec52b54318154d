import type { LoadResult, Timing } from './measure';

/**
 * list: a grid page; count: a dashboard counter; record: one order's editor reads (issue 4);
 * search: the Select Vendor search over every vendor covering a job site (issue 10).
 */
export type Row = {
  name: string;
  kind: 'list' | 'count' | 'record' | 'search';
  raw: Timing;
  api: Timing;
  /** Issue 9's goal for this call at 1M orders, cache off, through HTTP (docs/decisions/128). */
  goal?: { p50: number; p99?: number };
};

// The figures of issue 3 "Speed" (docs/decisions/093).
const LIST_P99_MS = 25;
const COUNT_MS = 10;
const MIN_RPS = 1_000;
// Issue 10: the vendor search at 20,000 vendors under 20 ms p50 (its p99 bound is ours).
const SEARCH_MS = { p50: 20, p99: 50 };

const ms = (value: number) => `${value.toFixed(2)} ms`;
const pad = (text: string, width: number) => text.padStart(width);

function targets(row: Row): { p50: number; p99: number } {
  if (row.kind === 'list') return { p50: 3 * row.raw.p50 + 1, p99: LIST_P99_MS };
  if (row.kind === 'search') return SEARCH_MS;
  return { p50: COUNT_MS, p99: COUNT_MS };
}

/** The fixed-width table `npm run bench` prints. */
export function printReport(options: {
  facts: {
    orders: number;
    active: number;
    version: string;
    runs: number;
    user: string;
    connections: number;
    seconds: number;
    loadAverage: number[];
  };
  rows: readonly Row[];
  load: LoadResult;
  /** The same load while a write every 100 ms empties the list cache. */
  loadWithWrites: LoadResult & { writes: number };
}) {
  const { facts, rows, load, loadWithWrites } = options;
  const nameWidth = Math.max(30, ...rows.map((row) => row.name.length));
  const cells = ['raw p50', 'raw p99', 'API p50', 'API p99', 'target p50', 'target p99', ''];
  const widths = [10, 10, 10, 10, 12, 12, 5];
  const line = (name: string, values: string[]) =>
    `${name.padEnd(nameWidth)}${values.map((value, index) => pad(value, widths[index] ?? 10)).join('')}`;
  const rule = '-'.repeat(nameWidth + widths.reduce((sum, width) => sum + width, 0));
  console.log('');
  console.log(
    `PostgreSQL ${facts.version}, ${facts.orders.toLocaleString('en-US')} work orders (${facts.active.toLocaleString('en-US')} active); ` +
      `${facts.runs} sequential runs each, as ${facts.user}; load average at start ${facts.loadAverage.map((value) => value.toFixed(2)).join(' ')}`,
  );
  console.log(
    'raw = the service/repository function in-process (same SQL, same pool); API = HTTP GET with token check, ' +
      'list cache off; ", cached" rows: the same GET with the list response cache on (docs/decisions/110)',
  );
  console.log(rule);
  console.log(line('query', cells));
  console.log(rule);
  let failures = 0;
  for (const row of rows) {
    const target = targets(row);
    const ok = row.api.p50 < target.p50 && row.api.p99 < target.p99;
    if (!ok) failures += 1;
    console.log(
      line(row.name, [
        ms(row.raw.p50),
        ms(row.raw.p99),
        ms(row.api.p50),
        ms(row.api.p99),
        `< ${target.p50.toFixed(2)}`,
        `< ${target.p99.toFixed(0)}`,
        ok ? 'ok' : 'MISS',
      ]),
    );
  }
  console.log(rule);
  const loadOk = load.requestsPerSecond >= MIN_RPS && load.non2xx === 0 && load.errors === 0;
  if (!loadOk) failures += 1;
  console.log(
    `load: page 1 of All Active, ${facts.connections} connections for ${facts.seconds} s: ` +
      `${Math.round(load.requestsPerSecond).toLocaleString('en-US')} req/s (target >= ${MIN_RPS.toLocaleString('en-US')}), ` +
      `latency p50 ${load.latencyP50} ms / p99 ${load.latencyP99} ms, ${load.requests.toLocaleString('en-US')} requests, ` +
      `${load.non2xx} non-2xx, ${load.errors} errors  ${loadOk ? 'ok' : 'MISS'}`,
  );
  console.log(
    `load with a write every 100 ms (${loadWithWrites.writes} writes, each empties the list cache): ` +
      `${Math.round(loadWithWrites.requestsPerSecond).toLocaleString('en-US')} req/s, latency p50 ${loadWithWrites.latencyP50} ms / ` +
      `p99 ${loadWithWrites.latencyP99} ms, ${loadWithWrites.requests.toLocaleString('en-US')} requests, ` +
      `${loadWithWrites.non2xx} non-2xx, ${loadWithWrites.errors} errors`,
  );
  console.log(rule);
  console.log('issue 9 and 10 goals (1M orders, 20,000 vendors, list cache off, through HTTP):');
  for (const row of rows) {
    if (!row.goal) continue;
    const { p50, p99 } = row.goal;
    const ok = row.api.p50 <= p50 && (p99 === undefined || row.api.p99 <= p99);
    if (!ok) failures += 1;
    const wanted = `p50 <= ${p50} ms${p99 === undefined ? '' : `, p99 <= ${p99} ms`}`;
    const got = `p50 ${ms(row.api.p50)}${p99 === undefined ? '' : `, p99 ${ms(row.api.p99)}`}`;
    console.log(`  ${row.name}: ${got} (goal ${wanted})  ${ok ? 'ok' : 'MISS'}`);
  }
  console.log(failures === 0 ? 'all targets met' : `${failures} target(s) missed`);
}
