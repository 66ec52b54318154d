import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { displayName, signAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema/index';
import { openConfiguredDatabase } from '../src/plugins/db';

// The cost of the audit trail on a write request (docs/decisions/181, docs/performance.md "Audit trail"):
// `npx tsx bench/audit-overhead.ts` against DATABASE_URL or the embedded server under DATA_DIR, on a seeded
// database. PUT /workorder/updateworkorder through app.inject (token check, validation, the update with its
// list-row and audit triggers), alternating the priority so every call changes the row. Run it on the
// commit before the audit trail too for the "before" figure; it prints figures and asserts none.
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '300' }, warmup: { type: 'string', default: '50' } },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
const database = await openConfiguredDatabase(config);
const { db } = database;
try {
  const [user] = await db.select().from(users).where(eq(users.email, 'dispatcher@dispatchwise.test'));
  if (!user) throw new Error('no dispatcher@dispatchwise.test: seed the database first (npm run seed)');
  const app = await buildApp({ config, database, webRoot: false, issuer: false });
  const headers = {
    authorization: `Bearer ${await signAccessToken({ db, config, user, expiresIn: 3600 })}`,
    'x-user-name': displayName(user),
  };
  const { rows } = await database.pool.query<{ id: number }>(
    'select id from workorder where statusid = 3 and duedate is not null order by id limit 1',
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no dispatched work order with a due date');
  const read = async () => (await app.inject({ method: 'GET', url: `/api/workorder/${id}`, headers })).json();
  const detail = await read();
  let modifieddate = detail.modifieddate as string;
  let call = 0;
  const put = async () => {
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/workorder/updateworkorder',
      headers,
      payload: {
        id,
        modifieddate,
        customerid: detail.customerid,
        jobsiteid: detail.jobsiteid,
        divisionid: detail.divisionid,
        requesttypeid: detail.requesttypeid,
        priorityid: call++ % 2 === 0 ? 1 : 2,
        statusid: detail.statusid,
        ponumber: detail.ponumber,
        nte: detail.nte,
        requestedby: detail.requestedby,
        salesrepid: detail.salesrepid,
        duedate: detail.duedate,
        promisedate: detail.promisedate,
        scheduledate: detail.scheduledate,
        cancelreason: detail.cancelreason,
        briefdescription: detail.briefdescription,
        description: detail.description,
        tradeids: (detail.trades as { tradeid: number }[]).map((trade) => trade.tradeid),
      },
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`PUT answered ${response.statusCode}: ${response.body}`);
    modifieddate = response.json().modifieddate;
    return ms;
  };
  // One UPDATE of the order through the pool, as a write request's service runs it (no HTTP).
  const update = async () => {
    const started = process.hrtime.bigint();
    await database.pool.query(
      'update workorder set priorityid = case priorityid when 1 then 2 else 1 end where id = $1',
      [id],
    );
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const hasAudit = await database.pool
    .query(`select 1 from pg_trigger where tgname = 'workorder_audit'`)
    .then((result) => result.rowCount === 1);
  const setAudit = (on: boolean) =>
    database.pool.query(`alter table workorder ${on ? 'enable' : 'disable'} trigger workorder_audit`);
  for (let i = 0; i < warmup; i++) await put();

  // The machine is shared, so on and off alternate in small batches: a load spike hits both sides alike.
  const batch = 25;
  const measure = async (name: string, step: () => Promise<number>) => {
    const sides: Record<'on' | 'off', number[]> = { on: [], off: [] };
    for (let round = 0; round < Math.ceil(runs / batch); round++)
      for (const side of hasAudit ? (['on', 'off'] as const) : (['off'] as const)) {
        if (hasAudit) await setAudit(side === 'on');
        for (let i = 0; i < batch; i++) sides[side].push(await step());
      }
    if (hasAudit) await setAudit(true);
    const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
    const mean = (times: number[]) => times.reduce((sum, t) => sum + t, 0) / times.length;
    for (const side of ['on', 'off'] as const)
      if (sides[side].length > 0)
        console.log(
          `${name}, audit trigger ${side}: x${sides[side].length} p50 ${p50(sides[side]).toFixed(3)} ms, mean ${mean(sides[side]).toFixed(3)} ms`,
        );
  };
  await measure('PUT /workorder/updateworkorder (app.inject)', put);
  await measure('UPDATE workorder (one statement through the pool)', update);
  // What the actor costs a write checkout: the set and the reset of dw.actorid/dw.actorname.
  if (hasAudit) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      await database.pool.query(
        `select set_config('dw.actorid', $1, false), set_config('dw.actorname', $2, false)`,
        ['1', 'Bench'],
      );
      await database.pool.query(
        `select set_config('dw.actorid', '', false), set_config('dw.actorname', '', false)`,
      );
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(
      `actor set + reset (two statements): x${runs} p50 ${times[Math.floor(times.length / 2)]!.toFixed(3)} ms`,
    );
  }
  await app.close();
} finally {
  await database.close();
}
