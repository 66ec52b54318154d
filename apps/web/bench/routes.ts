import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/env';
import { signIn, startProduct } from './product';

// `npm run bench:routes [-- --runs 3 --base-url http://localhost:8080 --no-build --only /vendor]`
// Every route of the route table opened in Chromium by the role that uses it, on a cold cache: its first
// contentful paint, when its screen settled, and the scripts it loaded (docs/decisions/189,
// docs/performance.md "Every route"). It prints figures; it asserts nothing.
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'base-url': { type: 'string' },
    port: { type: 'string', default: '8291' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    quiet: { type: 'string', default: '800' },
    scripts: { type: 'boolean', default: false },
    calls: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'npm run bench:routes [-- --runs N --base-url URL --port N --no-build --only PATH[,PATH] --quiet MS --scripts --calls FILE.json]',
  );
  process.exit(0);
}
const runs = Number(values.runs);
/** A screen has settled when nothing in the page changed for this long and no loader shows. */
const quietMs = Number(values.quiet);
const BUDGET_BYTES = 300 * 1024;

const EMAIL = {
  dispatcher: 'dispatcher@dispatchwise.test',
  admin: 'admin@dispatchwise.test',
  accounting: 'accounting@dispatchwise.test',
  vendor: 'vendor@dispatchwise.test',
  tech: 'tech@dispatchwise.test',
  customer: 'customer@dispatchwise.test',
} as const;
type Who = keyof typeof EMAIL | 'anonymous';

/** A record's address is read from its list: the first row's link (the demo data differs per seed). */
type RecordLink = { list: string; link: string };
type Route = { path: string; who: Who; record?: RecordLink };

const ROUTES: Route[] = [
  { path: '/login', who: 'anonymous' },
  { path: '/home', who: 'dispatcher' },
  { path: '/profile', who: 'dispatcher' },
  { path: '/dashboard', who: 'dispatcher' },
  { path: '/workorder', who: 'dispatcher' },
  {
    path: '/workorder/details',
    who: 'dispatcher',
    record: { list: '/workorder', link: '/workorder/details?id=' },
  },
  { path: '/workorder/new?id=0', who: 'dispatcher' },
  { path: '/workorder/import', who: 'dispatcher' },
  { path: '/customer', who: 'dispatcher' },
  {
    path: '/customer/details',
    who: 'dispatcher',
    record: { list: '/customer', link: '/customer/details?id=' },
  },
  { path: '/customer/new', who: 'dispatcher' },
  { path: '/customer/jobsites', who: 'dispatcher' },
  { path: '/customer/importjobsites', who: 'dispatcher' },
  { path: '/customer/importtraderates', who: 'dispatcher' },
  { path: '/customer/reassigndispatcher', who: 'admin' },
  { path: '/vendor', who: 'dispatcher' },
  { path: '/vendor/details', who: 'dispatcher', record: { list: '/vendor', link: '/vendor/details?id=' } },
  { path: '/vendor/new', who: 'dispatcher' },
  { path: '/vendor/search', who: 'dispatcher' },
  { path: '/reports', who: 'dispatcher' },
  { path: '/reports/heatmap/workorder', who: 'dispatcher' },
  { path: '/reports/heatmap/vendorcoverage', who: 'dispatcher' },
  { path: '/reports/heatmap/customerarea', who: 'dispatcher' },
  { path: '/admin', who: 'admin' },
  {
    path: '/admin/users/details',
    who: 'admin',
    record: { list: '/admin', link: '/admin/users/details?id=' },
  },
  { path: '/admin/importvendorzips', who: 'admin' },
  { path: '/admin/quickbooks', who: 'admin' },
  { path: '/accounting/pending', who: 'accounting' },
  { path: '/vendorprofile', who: 'vendor' },
  { path: '/vendorprofile/workorderlist', who: 'vendor' },
  {
    path: '/vendorprofile/workorderdetails',
    who: 'vendor',
    record: { list: '/vendorprofile/workorderlist', link: '/vendorprofile/workorderdetails?id=' },
  },
  { path: '/vendorprofile/proposals', who: 'vendor' },
  { path: '/vendorprofile/invoices', who: 'vendor' },
  { path: '/vendorprofile/today', who: 'tech' },
  { path: '/customerprofile/workorderlist', who: 'customer' },
  {
    path: '/customerprofile/workorderdetails',
    who: 'customer',
    record: { list: '/customerprofile/workorderlist', link: '/customerprofile/workorderdetails?id=' },
  },
  { path: '/customerprofile/workorder/new', who: 'customer' },
  { path: '/customerprofile/proposals', who: 'customer' },
  { path: '/customerprofile/invoices', who: 'customer' },
];

// Runs in the page before its scripts: the time of the last change to the page.
const pageProbe = () => {
  const probe = { lastChange: 0 };
  (window as unknown as { __routes: typeof probe }).__routes = probe;
  new MutationObserver(() => {
    probe.lastChange = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
};

type Script = { url: string; wire: number; raw: number };
type Loaded = { scripts: Script[]; calls: string[] };
type Sample = Loaded & { fcp: number; settled: number };

/**
 * What one navigation loads: its scripts, with their bytes on the wire (as the browser asked: Brotli) and
 * decoded, and the API reads it makes (`/api/...` GETs, for `npm run bench:screens`).
 */
function recordLoads(cdp: CDPSession): () => Loaded {
  const scripts = new Map<string, Script>();
  const calls: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/live')
      calls.push(url.pathname + url.search);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, wire: 0, raw: 0 });
  });
  cdp.on('Network.dataReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.raw += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.wire = event.encodedDataLength;
  });
  return () => {
    // A module preloaded and then imported is asked for twice with the cache off: count each file once.
    const byUrl = new Map<string, Script>();
    for (const script of scripts.values()) {
      const seen = byUrl.get(script.url);
      if (!seen || script.wire > seen.wire) byUrl.set(script.url, script);
    }
    scripts.clear();
    return { scripts: [...byUrl.values()], calls: calls.splice(0) };
  };
}

/** What a client without Brotli would download: the file's gzip answer, measured over HTTP. */
const gzipBytes = new Map<string, Promise<number>>();
function gzipSize(url: string): Promise<number> {
  let size = gzipBytes.get(url);
  if (!size) {
    size = new Promise((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });
    gzipBytes.set(url, size);
  }
  return size;
}

async function waitUntilSettled(page: Page): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = await page.evaluate(() => ({
      now: performance.now(),
      lastChange: (window as unknown as { __routes: { lastChange: number } }).__routes.lastChange,
      isLoading: document.querySelector('[role="progressbar"], [aria-busy="true"]') != null,
      hasPainted: performance.getEntriesByName('first-contentful-paint').length > 0,
    }));
    // Before the app's first change the page is blank, not settled.
    const isDrawn = state.hasPainted && state.lastChange > 0;
    if (isDrawn && !state.isLoading && state.now - state.lastChange >= quietMs) return state.lastChange;
    if (Date.now() > deadline) return Number.NaN;
    await page.waitForTimeout(100);
  }
}

async function openAs(browser: Browser, base: string, who: Who) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  // tsx keeps function names with a `__name` helper that the page lacks.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  if (who !== 'anonymous') await signIn(page, base, EMAIL[who]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A cold cache on every load: the scripts a first visit downloads.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, takeLoads: recordLoads(cdp) };
}

async function resolvePath(page: Page, base: string, route: Route): Promise<string | undefined> {
  if (!route.record) return route.path;
  await page.goto(`${base}${route.record.list}`);
  const link = page.locator(`a[href*="${route.record.link}"]`).first();
  await link.waitFor({ timeout: 30_000 }).catch(() => undefined);
  const href = await link.getAttribute('href').catch(() => null);
  return href ? new URL(href, base).pathname + new URL(href, base).search : undefined;
}

async function measure(page: Page, url: string, takeLoads: () => Loaded): Promise<Sample> {
  takeLoads();
  await page.goto(url, { waitUntil: 'commit' });
  const settled = await waitUntilSettled(page);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  return { fcp, settled, ...takeLoads() };
}

const median = (numbers: number[]) => {
  const sorted = numbers.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
};
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const product = values['base-url']
  ? { base: values['base-url'], stop: async () => {} }
  : await startProduct({ port: Number(values.port), isBuilt: values['no-build'] });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const chosen = values.only
    ? ROUTES.filter((route) => values.only!.split(',').some((part) => route.path.startsWith(part)))
    : ROUTES;
  const sessions = new Map<Who, Awaited<ReturnType<typeof openAs>>>();
  const table = [];
  const screenCalls: { route: string; email: string | null; calls: string[] }[] = [];
  for (const route of chosen) {
    if (!sessions.has(route.who)) sessions.set(route.who, await openAs(browser, product.base, route.who));
    const { page, takeLoads } = sessions.get(route.who)!;
    const target = await resolvePath(page, product.base, route);
    if (!target) {
      console.log(`${route.path}: no record in ${route.record!.list}, skipped`);
      continue;
    }
    await measure(page, `${product.base}${target}`, takeLoads); // warm-up: the server's caches
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i += 1)
      samples.push(await measure(page, `${product.base}${target}`, takeLoads));
    const { scripts, calls } = samples.at(-1)!;
    screenCalls.push({
      route: route.path,
      email: route.who === 'anonymous' ? null : EMAIL[route.who],
      calls,
    });
    const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
    const gzip = (await Promise.all(scripts.map((s) => gzipSize(s.url)))).reduce((sum, n) => sum + n, 0);
    const line = {
      route: route.path,
      as: route.who,
      'fcp ms': Math.round(median(samples.map((s) => s.fcp))),
      'settled ms': Math.round(median(samples.map((s) => s.settled))),
      scripts: scripts.length,
      'JS KB br': kb(wire),
      'JS KB gzip': kb(gzip),
      'JS KB raw': kb(scripts.reduce((sum, s) => sum + s.raw, 0)),
      'over 300 KB': gzip > BUDGET_BYTES ? 'yes' : '',
    };
    console.log(JSON.stringify(line));
    if (values.scripts) {
      // The route's scripts, heaviest first: what to split when a route is over its budget.
      for (const script of [...scripts].sort((a, b) => b.raw - a.raw))
        console.log(`  ${kb(script.wire).toFixed(1).padStart(7)} KB  ${new URL(script.url).pathname}`);
    }
    table.push(line);
  }
  console.log(
    `\n${new Date().toISOString()}  runs=${runs}  quiet=${quietMs} ms  load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(table);
  if (values.calls) {
    writeFileSync(values.calls, `${JSON.stringify(screenCalls, null, 2)}\n`);
    console.log(
      `the API reads of each route written to ${values.calls} (npm run bench:screens -- --calls FILE)`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
