import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/env';
import { signIn, startProduct } from './product';

// `npm run bench:web [-- --runs 7 --base-url http://localhost:8080 --no-build --profile out.cpuprofile]`
// How fast the grid pages show their first rows in Chromium (docs/performance.md "Web: first rows").
// Without --base-url it builds the web app and starts the product on a fresh data folder, as the e2e
// journeys do. It prints figures; it asserts nothing.
// `--compare URL` measures a second running product too, alternating one run on each: two builds under the
// same machine load (the shared machine's load moves by minutes), e.g. before and after a change.
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'base-url': { type: 'string' },
    compare: { type: 'string' },
    port: { type: 'string', default: '8281' },
    'no-build': { type: 'boolean', default: false },
    user: { type: 'string', default: 'dispatcher@dispatchwise.test' },
    password: { type: 'string', default: 'dispatchwise' },
    only: { type: 'string' },
    profile: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
    settle: { type: 'string', default: '1000' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'npm run bench:web [-- --runs N --base-url URL --port N --no-build --user EMAIL --password P --only NAME[,NAME]' +
      ' --profile FILE.cpuprofile --waterfall --settle MS --compare URL]',
  );
  process.exit(0);
}
const runs = Number(values.runs);
/** Long tasks are counted from the start until this long after the rows showed. */
const settleMs = Number(values.settle);

type Sample = {
  ms: number;
  rows: number;
  longCount: number;
  longMax: number;
  longTotal: number;
  /** CPU time of the page's main thread (all its tasks) from the start until the settle time ended. */
  cpu: number;
};

// Chromium's own counters in thread time (CDP Performance, `threadTicks`): the main thread's work,
// which the machine's load does not stretch as it stretches wall-clock times.
const cdpOf = new WeakMap<Page, CDPSession>();

async function mainThreadSeconds(page: Page): Promise<number> {
  const { metrics } = await cdpOf.get(page)!.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

// Runs in the page before its scripts: records long tasks, and the moment a new first row is painted.
const pageProbe = () => {
  type Probe = {
    longTasks: { start: number; duration: number }[];
    watch: (previous: string | null, selector: string) => void;
    shownAt: number | null;
    shownRows: number;
  };
  const probe: Probe = {
    longTasks: [],
    shownAt: null,
    shownRows: 0,
    watch(previous, selector) {
      probe.shownAt = null;
      const check = () => {
        const first = document.querySelector(selector);
        const text = first?.textContent?.trim() ?? null;
        if (!first || text === previous) return false;
        observer.disconnect();
        // The frame that paints the row.
        requestAnimationFrame(() => {
          probe.shownAt = performance.now();
          probe.shownRows = document.querySelectorAll('tbody tr').length;
        });
        return true;
      };
      const observer = new MutationObserver(() => void check());
      if (!check()) observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
  };
  (window as unknown as { __bench: Probe }).__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * The first data row's link: every grid page's first column links to its record (order, vendor, customer,
 * or the portals' /vendorprofile/workorderdetails and /customerprofile/workorderdetails).
 */
const FIRST_ROW = 'tbody tr a[href*="details?id="]';

async function firstRowText(page: Page) {
  return page.evaluate(
    (selector) => document.querySelector(selector)?.textContent?.trim() ?? null,
    FIRST_ROW,
  );
}

async function watch(page: Page, previous: string | null) {
  await page.evaluate(
    ([prev, selector]) =>
      (window as unknown as { __bench: { watch: (p: string | null, s: string) => void } }).__bench.watch(
        prev,
        selector!,
      ),
    [previous, FIRST_ROW] as const,
  );
}

/** Waits for the probe's paint time, then the settle time, and reads the long tasks since `start`. */
async function collect(page: Page, start: number, cpuBefore: number): Promise<Sample> {
  await page.waitForFunction(
    () => (window as unknown as { __bench: { shownAt: number | null } }).__bench?.shownAt != null,
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  await page.waitForTimeout(settleMs);
  const cpuAfter = await mainThreadSeconds(page);
  // A load starts a new document, whose counters start at 0.
  const cpu = (cpuAfter - (cpuAfter >= cpuBefore ? cpuBefore : 0)) * 1000;
  const figures = await page.evaluate(
    ({ start: from, settle }) => {
      const probe = (
        window as unknown as {
          __bench: { shownAt: number; shownRows: number; longTasks: { start: number; duration: number }[] };
        }
      ).__bench;
      const tasks = probe.longTasks.filter((t) => t.start >= from && t.start <= probe.shownAt + settle);
      return {
        ms: probe.shownAt - from,
        rows: probe.shownRows,
        longCount: tasks.length,
        longMax: Math.max(0, ...tasks.map((t) => t.duration)),
        longTotal: tasks.reduce((sum, t) => sum + t.duration, 0),
      };
    },
    { start, settle: settleMs },
  );
  return { ...figures, cpu };
}

/** Full page load: from navigation start (performance.now() = 0) to the painted first row. */
async function measureLoad(page: Page, url: string): Promise<Sample> {
  await page.goto('about:blank');
  const cpuBefore = await mainThreadSeconds(page);
  await page.goto(url, { waitUntil: 'commit' });
  await watch(page, null);
  return collect(page, 0, cpuBefore);
}

/** An in-page click (no Playwright actionability delay) from `performance.now()` to the painted row. */
async function measureClick(page: Page, target: Locator, previous: string | null): Promise<Sample> {
  await target.waitFor({ state: 'visible' });
  await watch(page, previous);
  const cpuBefore = await mainThreadSeconds(page);
  const start = await target.evaluate((element) => {
    const at = performance.now();
    (element as HTMLElement).click();
    return at;
  });
  return collect(page, start, cpuBefore);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function goHome(page: Page, base: string) {
  await page.goto(`${base}/home`);
  await menu(page).waitFor();
}

/** The Work Order List item sits in the Work Orders section: open the section first (not timed). */
async function workOrderListItem(page: Page) {
  const item = menu(page).getByRole('link', { name: 'Work Order List' });
  if (!(await item.isVisible())) await menu(page).getByText('Work Orders', { exact: true }).click();
  return item;
}

/**
 * `isOptIn`: a screen of another role (a Vendor, Tech or Customer portal, the AccountingAdmin's Accounting),
 * measured only when named by --only with such a --user.
 */
type Scenario = { name: string; isOptIn?: boolean; run: (page: Page, base: string) => Promise<Sample> };

const scenarios: Scenario[] = [
  {
    name: 'load /workorder',
    run: (page, base) => measureLoad(page, `${base}/workorder`),
  },
  {
    name: 'menu Home -> Work Order List',
    run: async (page, base) => {
      await goHome(page, base);
      return measureClick(page, await workOrderListItem(page), null);
    },
  },
  {
    name: 'load /dashboard (alerts)',
    run: (page, base) => measureLoad(page, `${base}/dashboard`),
  },
  {
    name: 'menu Home -> Dashboard',
    run: async (page, base) => {
      await goHome(page, base);
      return measureClick(page, menu(page).getByRole('link', { name: 'Dashboard', exact: true }), null);
    },
  },
  {
    name: 'load /vendor',
    run: (page, base) => measureLoad(page, `${base}/vendor`),
  },
  {
    name: 'menu Home -> Vendor List',
    run: async (page, base) => {
      await goHome(page, base);
      const item = menu(page).getByRole('link', { name: 'Vendor List' });
      if (!(await item.isVisible())) await menu(page).getByText('Vendors', { exact: true }).click();
      return measureClick(page, item, null);
    },
  },
  {
    name: 'load /customer',
    run: (page, base) => measureLoad(page, `${base}/customer`),
  },
  {
    name: 'menu Home -> Customer List',
    run: async (page, base) => {
      await goHome(page, base);
      const item = menu(page).getByRole('link', { name: 'Customer List' });
      if (!(await item.isVisible())) await menu(page).getByText('Customers', { exact: true }).click();
      return measureClick(page, item, null);
    },
  },
  ...[
    '/vendorprofile/workorderlist?status=open',
    '/vendorprofile/proposals',
    '/vendorprofile/invoices',
    '/customerprofile/workorderlist?status=open',
    '/customerprofile/proposals',
    '/customerprofile/invoices',
  ].map((path): Scenario => ({
    name: `load ${path}`,
    isOptIn: true,
    run: (page, base) => measureLoad(page, `${base}${path}`),
  })),
  // The Accounting screen (--user accounting@dispatchwise.test): three pending lists in one call, then the
  // tab's transmission log (decision 179); the first row is the first pending row's work-order link.
  {
    name: 'load /accounting/pending',
    isOptIn: true,
    run: (page, base) => measureLoad(page, `${base}/accounting/pending`),
  },
  {
    name: 'next page /workorder',
    run: async (page, base) => {
      // From a freshly loaded first page to page 2 (the demo data's active orders may fill only two pages).
      await measureLoad(page, `${base}/workorder`);
      const next = page.getByRole('button', { name: 'Go to next page' });
      return measureClick(page, next, await firstRowText(page));
    },
  },
];

function quantile(sorted: number[], q: number) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summarize(name: string, samples: Sample[]) {
  const of = (pick: (s: Sample) => number) => {
    const sorted = samples.map(pick).sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
  };
  const ms = of((s) => s.ms);
  const count = of((s) => s.longCount);
  const max = of((s) => s.longMax);
  const total = of((s) => s.longTotal);
  const cpu = of((s) => s.cpu);
  return {
    scenario: name,
    runs: samples.length,
    rows: Math.max(...samples.map((s) => s.rows)),
    'rows ms p50': Math.round(ms.p50),
    'rows ms p90': Math.round(ms.p90),
    'long tasks p50': count.p50,
    'longest ms p50': Math.round(max.p50),
    'longest ms p90': Math.round(max.p90),
    'long total ms p50': Math.round(total.p50),
    'long total ms p90': Math.round(total.p90),
    'cpu ms p50': Math.round(cpu.p50),
    'cpu ms p90': Math.round(cpu.p90),
  };
}

const product = values['base-url']
  ? { base: values['base-url'], stop: async () => {} }
  : await startProduct({ port: Number(values.port), isBuilt: values['no-build'] });
const browser = await chromium.launch(chromiumLaunchOptions);

async function openSignedIn(base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  // tsx keeps function names with a `__name` helper that the page lacks.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  cdpOf.set(page, cdp);
  await signIn(page, base, values.user, values.password);
  return page;
}

try {
  const page = await openSignedIn(product.base);
  const targets = [{ base: product.base, page }];
  if (values.compare) targets.push({ base: values.compare, page: await openSignedIn(values.compare) });
  const chosen = values.only
    ? scenarios.filter((s) => values.only!.split(',').some((part) => s.name.includes(part)))
    : scenarios.filter((s) => !s.isOptIn);

  if (values.profile) {
    // One load of the first chosen scenario under Chromium's sampling profiler (open in DevTools).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await chosen[0]!.run(page, product.base); // warm the caches
    await cdp.send('Profiler.start');
    const sample = await chosen[0]!.run(page, product.base);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(values.profile, JSON.stringify(profile));
    console.log(`profile of "${chosen[0]!.name}" (${Math.round(sample.ms)} ms) written to ${values.profile}`);
  }

  if (values.waterfall) {
    // One load of each chosen scenario after a warm-up: when each request started and ended, and when the
    // rows showed, in ms from navigation start (where the time before the first row goes).
    for (const scenario of chosen) {
      await scenario.run(page, product.base);
      const sample = await scenario.run(page, product.base);
      const entries = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const marks = [
          { name: '(document)', start: 0, end: navigation.responseEnd },
          {
            name: '(DOMContentLoaded)',
            start: navigation.domContentLoadedEventStart,
            end: navigation.domContentLoadedEventEnd,
          },
        ];
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (r) => ({
            name: new URL(r.name).pathname + new URL(r.name).search.slice(0, 60),
            start: r.startTime,
            end: r.responseEnd,
          }),
        );
        return [...marks, ...resources].sort((a, b) => a.start - b.start);
      });
      console.log(`\nwaterfall of "${scenario.name}" (first row at ${Math.round(sample.ms)} ms):`);
      for (const e of entries) {
        console.log(
          `${String(Math.round(e.start)).padStart(6)} -> ${String(Math.round(e.end)).padStart(6)}  ${e.name}`,
        );
      }
    }
  }

  const table = [];
  for (const scenario of chosen) {
    // A warm-up on each, not counted; then one run on each in turn.
    for (const target of targets) await scenario.run(target.page, target.base);
    const samples: Sample[][] = targets.map(() => []);
    for (let i = 0; i < runs; i += 1) {
      for (const [index, target] of targets.entries()) {
        samples[index]!.push(await scenario.run(target.page, target.base));
      }
    }
    for (const [index, target] of targets.entries()) {
      const name = targets.length > 1 ? `${scenario.name} @ ${target.base}` : scenario.name;
      const line = summarize(name, samples[index]!);
      console.log(JSON.stringify(line));
      table.push(line);
    }
  }
  console.log(
    `\n${new Date().toISOString()}  ${values.user}  runs=${runs}  load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(table);
} finally {
  await browser.close();
  await product.stop();
}
