import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { displayName, signAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { createHttpClient, time, type Timing } from './measure';

// `DATABASE_URL=... npm run bench:screens -- --calls calls.json [--runs 50 --warmup 5]`
// Every API read that each screen makes when it opens, replayed through HTTP as the screen's user with the
// list cache off (issue 18, docs/performance.md "Every screen at scale"). The calls come from
// `npm run bench:routes -- --calls calls.json` (Chromium opening every route as its role), so the bench asks
// exactly what the screens ask, grid options included. Grid pages (`take=`) are held to the 5 ms p50 goal.
const { values } = parseArgs({
  options: {
    calls: { type: 'string' },
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || !values.calls) {
  console.log('npm run bench:screens -- --calls FILE.json [--runs N --warmup N]');
  process.exit(values.help ? 0 : 2);
}
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('npm run bench:screens needs DATABASE_URL=postgres://... (a seeded PostgreSQL).');
  process.exit(2);
}
const LIST_GOAL_P50_MS = 5;
const runs = Number(values.runs);
const warmup = Number(values.warmup);
type ScreenCalls = { route: string; email: string | null; calls: string[] };
const screens = JSON.parse(readFileSync(values.calls, 'utf8')) as ScreenCalls[];

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
const database = openDatabase({ url });
const { db } = database;
const app = await buildApp({ config, database, webRoot: false, issuer: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
app.listCache.setEnabled(false);

const clients = new Map<string | null, ReturnType<typeof createHttpClient>>();
async function clientOf(email: string | null) {
  let client = clients.get(email);
  if (client) return client;
  let headers: Record<string, string> = {};
  if (email) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}: seed the database first`);
    headers = {
      authorization: `Bearer ${await signAccessToken({ db, config, user, expiresIn: 3600 })}`,
      'x-user-name': displayName(user),
    };
  }
  client = createHttpClient(base, headers);
  clients.set(email, client);
  return client;
}

type Line = { routes: string[]; call: string; status: number; timing?: Timing };
const lines = new Map<string, Line>();
try {
  for (const screen of screens) {
    const client = await clientOf(screen.email);
    // A read that several screens (or one screen twice) make is measured once, as the first one's user.
    for (const call of screen.calls) {
      const key = `${screen.email ?? ''} ${call}`;
      const seen = lines.get(key);
      if (seen) {
        if (!seen.routes.includes(screen.route)) seen.routes.push(screen.route);
        continue;
      }
      const probe = await client.get(call);
      const line: Line = { routes: [screen.route], call, status: probe.status };
      if (probe.status === 200) line.timing = await time(() => client.get(call), { runs, warmup });
      lines.set(key, line);
      process.stderr.write(`measured ${screen.route} ${call.slice(0, 80)}\n`);
    }
  }
  const screensOf = (routes: string[]) =>
    routes.length > 3 ? `${routes.slice(0, 3).join(', ')} and ${routes.length - 3} more` : routes.join(', ');
  const ms = (n: number | undefined) => (n === undefined ? '' : n.toFixed(1));
  console.log(
    `\n${new Date().toISOString()}  runs=${runs}  list cache off  load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| API read | screens | p50 ms | p99 ms | goal |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const line of lines.values()) {
    const isGridPage = /[?&]take=/.test(line.call);
    const goal = !isGridPage
      ? ''
      : line.timing && line.timing.p50 <= LIST_GOAL_P50_MS
        ? `ok (${LIST_GOAL_P50_MS})`
        : `MISS (${LIST_GOAL_P50_MS})`;
    const call = line.call.length > 110 ? `${line.call.slice(0, 107)}...` : line.call;
    console.log(
      `| \`${call}\`${line.status === 200 ? '' : ` (${line.status})`} | ${screensOf(line.routes)} | ${ms(line.timing?.p50)} | ${ms(line.timing?.p99)} | ${goal} |`,
    );
  }
} finally {
  for (const client of clients.values()) client.close();
  await app.close();
  await database.close();
}
