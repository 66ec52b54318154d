import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { REPORTS } from '@dispatchwise/shared';
import { buildApp } from '../src/app';
import { displayName, signAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema/index';

// `DATABASE_URL=postgres://... npm run bench:reports -w apps/api [-- --user admin@dispatchwise.test --runs 3]`
// Times each report (decision 151: under 2 s at 1M work orders for a one-year range) through
// POST /reports/getreportdata as an Admin: the first page (100 rows) with its count, and the count alone
// (take 1), for the year before today; heat maps 14 for all orders and 24 at 78701 within 50 miles.
const { values } = parseArgs({
  options: {
    user: { type: 'string', default: 'admin@dispatchwise.test' },
    runs: { type: 'string', default: '3' },
  },
});
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('the reports bench needs DATABASE_URL=postgres://...');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
const database = await openDatabase({ url });
const [user] = await database.db.select().from(users).where(eq(users.email, values.user));
if (!user) {
  console.error(`no user ${values.user}`);
  process.exit(2);
}
const app = await buildApp({ config, database, webRoot: false, issuer: false });
const headers = {
  authorization: `Bearer ${await signAccessToken({ db: database.db, config, user, expiresIn: 3600 })}`,
  'x-user-name': displayName(user),
};
const today = new Date();
const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);
const runs = Math.max(1, Number(values.runs));

async function time(payload: Record<string, unknown>) {
  let best = Number.POSITIVE_INFINITY;
  let body: { totalCount?: number; totalCountIsExact?: boolean; count?: number; data?: unknown[] } = {};
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/reports/getreportdata',
      headers,
      payload,
    });
    best = Math.min(best, performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${JSON.stringify(payload)}: ${response.statusCode} ${response.body}`);
    body = response.json();
  }
  return { ms: best, body };
}

const rows: string[][] = [];
for (const report of REPORTS) {
  const params =
    report.id === 24
      ? { zipcode: '78701', radius: 50 }
      : report.id === 14
        ? {}
        : { startDate: day(yearAgo), endDate: day(today) };
  const page = await time({ reportid: report.id, ...params, requireTotalCount: true, take: 100 });
  const count =
    report.reporttype === 'heatmap'
      ? page
      : await time({ reportid: report.id, ...params, requireTotalCount: true, take: 1 });
  const total = page.body.count ?? page.body.totalCount ?? 0;
  rows.push([
    String(report.id),
    report.reportname,
    `${total}${page.body.totalCountIsExact === false ? '+' : ''}`,
    page.ms.toFixed(0),
    count.ms.toFixed(0),
  ]);
}
const head = ['id', 'report', 'rows', 'page ms', 'count ms'];
const widths = head.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
console.log(`best of ${runs}, range ${day(yearAgo)} .. ${day(today)}`);
console.log(line(head));
for (const row of rows) console.log(line(row));
await app.close();
await database.close();
