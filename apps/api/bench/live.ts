import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users, workorder } from '../src/db/schema/index';
import { createUser } from '../test/factories/users';
import { openLiveStream, type LiveStream } from '../test/live-stream';
import { percentile } from './measure';

// `DATABASE_URL=postgres://... npm run bench:live -w apps/api [-- --browsers 200 --writes 60 --seconds 60]`
// The live lists under load (docs/decisions/183): an API process (a child, so its CPU and memory are its
// own) with `--browsers` open streams of mixed roles, each acting as the web app does on an event (a
// jittered read of its list page when the event touches it, a later one when it might), while orders
// are changed and created at a steady rate. Prints events delivered, delivery latency, requests caused,
// and the server's CPU and memory.
const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    browsers: { type: 'string', default: '200' },
    writes: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '60' },
  },
});
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('npm run bench:live needs DATABASE_URL=postgres://... (a seeded database).');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });

if (values.serve) {
  // The child: the real app on a free port; it counts the list reads the browsers cause.
  const database = openDatabase({ url });
  const app = await buildApp({ config, database, webRoot: false, issuer: false });
  let reads = 0;
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.server.on('request', (request: { url?: string }) => {
    if (request.url?.startsWith('/api/workorder/getworkorders')) reads += 1;
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.on('message', (message) => {
    if (message === 'reads') process.send?.({ reads });
  });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
} else {
  await runBench();
}

/** The child's CPU seconds (user + system) and resident memory in MB, from /proc. */
function usageOf(pid: number): { cpu: number; rssMb: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rssPages = Number(stat[21]);
  return { cpu: ticks / 100, rssMb: (rssPages * 4096) / 1024 / 1024 };
}

async function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

async function runBench() {
  const browsers = Number(values.browsers);
  const writes = Number(values.writes);
  const seconds = Number(values.seconds);
  const database = openDatabase({ url: url! });
  const { db } = database;

  // Who is looking: 70% staff, 15% vendor users (10 vendors), 15% customer users (10 customers), each
  // on the vendors and customers with the most orders, so their events are not all empty.
  const vendors = (await db.execute(sql`select vendorid as id from workordervendor
    group by vendorid order by count(*) desc limit 10`)) as unknown as { rows: { id: number }[] };
  const customers = (await db.execute(sql`select customerid as id from workorder
    group by customerid order by count(*) desc limit 10`)) as unknown as { rows: { id: number }[] };
  const [dispatcher] = await db.select().from(users).where(eq(users.email, 'dispatcher@dispatchwise.test'));
  if (!dispatcher) throw new Error('seed the database first (npm run seed)');
  const viewers: { role: string; user: typeof dispatcher }[] = [];
  for (let i = 0; i < browsers; i += 1) {
    const slot = i % 20;
    if (slot < 14) viewers.push({ role: 'staff', user: dispatcher });
    else if (slot < 17) {
      const vendorid = vendors.rows[i % vendors.rows.length]!.id;
      viewers.push({ role: 'vendor', user: await createUser(db, { roles: ['Vendor'], vendorid }) });
    } else {
      const customerid = customers.rows[i % customers.rows.length]!.id;
      viewers.push({ role: 'customer', user: await createUser(db, { roles: ['Customer'], customerid }) });
    }
  }

  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve as never));
  const base = `http://127.0.0.1:${port}`;

  const tokens = new Map<number, string>();
  const tokenOf = async (user: typeof dispatcher) => {
    let token = tokens.get(user.id);
    if (!token) tokens.set(user.id, (token = await signAccessToken({ db, config, user, expiresIn: 3600 })));
    return token;
  };
  // Each browser: its page 1 (20 rows), then its stream; on an event, what the web app's grid does.
  let browserReads = 0;
  const streams: LiveStream[] = [];
  const timers = new Set<NodeJS.Timeout>();
  for (const viewer of viewers) {
    const token = await tokenOf(viewer.user);
    const readPage = async () => {
      browserReads += 1;
      const answer = await fetch(
        `${base}/api/workorder/getworkorders?take=20&skip=0&requireTotalCount=true`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      const body = (await answer.json()) as { data?: { id: number }[] };
      return new Set((body.data ?? []).map((row) => row.id));
    };
    let shown = await readPage();
    const stream = await openLiveStream(base, token);
    streams.push(stream);
    let pending: { timer: NodeJS.Timeout; isNow: boolean } | undefined;
    const react = async () => {
      for (;;) {
        const event = await stream.next(seconds * 1000 + 30_000);
        if (!event) return;
        const touches = [...event.changed, ...event.deleted].some((id) => shown.has(id));
        const isNow = event.many || event.created.length > 0 || touches;
        if (!isNow && event.changed.length === 0) continue;
        if (pending && (pending.isNow || !isNow)) continue;
        if (pending) clearTimeout(pending.timer);
        const wait = isNow ? Math.random() * 1_500 : 5_000 + Math.random() * 10_000;
        const timer = setTimeout(() => {
          timers.delete(timer);
          pending = undefined;
          void readPage().then((ids) => (shown = ids));
        }, wait);
        timers.add(timer);
        pending = { timer, isNow };
      }
    };
    void react();
  }
  const readsBefore = (await ask<{ reads: number }>(child, 'reads')).reads;
  const browserReadsBefore = browserReads;
  const before = usageOf(child.pid!);

  // The writes: a change of a random order (its description), one in five a new order, evenly spread.
  const orders = (await db.execute(sql`select id, customerid, jobsiteid from workorder
    order by random() limit 500`)) as unknown as {
    rows: { id: number; customerid: number; jobsiteid: number }[];
  };
  const committedAt = new Map<number, number>();
  const started = performance.now();
  for (let i = 0; i < writes; i += 1) {
    const due = started + (i * seconds * 1000) / writes;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const order = orders.rows[i % orders.rows.length]!;
    if (i % 5 === 4) {
      const [row] = await db
        .insert(workorder)
        .values({
          customerid: order.customerid,
          jobsiteid: order.jobsiteid,
          statusid: 1,
          briefdescription: `Live bench ${i}`,
        })
        .returning({ id: workorder.id });
      committedAt.set(row!.id, performance.now());
    } else {
      await db
        .update(workorder)
        .set({ briefdescription: `Live bench ${i} ${Date.now()}` })
        .where(eq(workorder.id, order.id));
      committedAt.set(order.id, performance.now());
    }
  }
  // The last events and the later reads they cause.
  await new Promise((resolve) => setTimeout(resolve, 16_000));
  const after = usageOf(child.pid!);
  const reads = (await ask<{ reads: number }>(child, 'reads')).reads - readsBefore;
  const elapsed = (performance.now() - started) / 1000;

  const latencies: number[] = [];
  let events = 0;
  let many = 0;
  for (const stream of streams) {
    for (const event of stream.events) {
      events += 1;
      if (event.many) many += 1;
      for (const id of [...event.created, ...event.changed]) {
        const at = committedAt.get(id);
        if (at !== undefined && event.at >= at) latencies.push(event.at - at);
      }
    }
  }
  latencies.sort((a, b) => a - b);
  const byRole = (role: string) =>
    streams.filter((_, i) => viewers[i]!.role === role).reduce((sum, s) => sum + s.events.length, 0);
  console.log(
    `live bench: ${browsers} browsers (${viewers.filter((v) => v.role === 'staff').length} staff), ${writes} writes in ${seconds} s`,
  );
  console.log(
    `  events delivered: ${events} (staff ${byRole('staff')}, vendor ${byRole('vendor')}, customer ${byRole('customer')}; 'many' ${many})`,
  );
  console.log(
    `  delivery latency (commit -> event at the browser): p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms over ${latencies.length} deliveries`,
  );
  console.log(
    `  list reads caused: ${reads} at the API (${browserReads - browserReadsBefore} by the browsers), ${(reads / elapsed).toFixed(1)}/s`,
  );
  console.log(
    `  server CPU: ${(after.cpu - before.cpu).toFixed(1)} s over ${elapsed.toFixed(0)} s (${(((after.cpu - before.cpu) / elapsed) * 100).toFixed(0)}% of one core); memory ${after.rssMb.toFixed(0)} MB resident`,
  );

  for (const timer of timers) clearTimeout(timer);
  streams.forEach((stream) => stream.close());
  child.kill('SIGTERM');
  await database.close();
}
