import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_COUNT_KEYS,
  NOTE_TYPE,
  PRIORITY,
  STATUS,
  TRADE,
  isListFieldVisibleTo,
  workOrderListResource,
  type ListViewer,
  type SessionUser,
} from '@dispatchwise/shared';
import { createTestContext, type TestUser } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { findListPage, readRows, type RawRow, type RowReader } from '../../lib/list-query/index';
import { listAnswerJson } from '../../lib/list-query/answer-json';
import { createListWorld, type ListWorld } from './work-orders.list.fixtures';
import { workOrderListJoins, workOrderRowReader } from './work-orders.list.repository';
import { workOrderList, workOrderListConditions, workOrderListQuerySchema } from './work-orders.list.service';

/**
 * The list's read model (docs/decisions/130): the page rows come from `workorderlistrow`, kept by
 * triggers. These tests hold it to (1) the answers of the reader it replaced, byte for byte, (2) a
 * fresh computation after writes of every kind, and (3) that under two concurrent writers.
 */
const ctx = createTestContext();
let world: ListWorld;
let staff: TestUser;
let vendorUser: TestUser;
let customerUser: TestUser;
let special: { id: number; jobsiteid: number; customerid: number };

beforeAll(async () => {
  staff = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' });
  world = await createListWorld(ctx.db, { dispatcherid: staff.id });
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: world.plumber.id });
  customerUser = await ctx.createUser({ roles: ['Customer'], customerid: world.acme.id });
  special = await addAwkwardOrder(ctx.db);
});

/** An Acme order whose values test the JSON text: escapes, microseconds, nulls, long notes, money. */
async function addAwkwardOrder(db: Db) {
  const [order] = await readRows<{ id: number; jobsiteid: number; customerid: number }>(
    db,
    sql`insert into workorder (wonumber, ponumber, customerid, jobsiteid, statusid, priorityid, dispatcherid,
        customerdispatcherid, createddate, promisedate, onsitedate, onsitetime, duedate, nte, briefdescription,
        customercalled, vendorcalled)
      values (${`A${world.tag}-"q"`}, null, ${world.acme.id},
        (select id from customerjobsite where customerid = ${world.acme.id} limit 1), ${STATUS.Dispatched},
        null, ${staff.id}, ${staff.id}, now() - interval '1 minute' + interval '0.123456 second',
        '2030-01-02 03:04:05.999999+00', '0999-12-31 23:59:59.0005+00', '07:30', now() + interval '2 days',
        0, ${'Quote " backslash \\ newline \n tab \t bell \u0007 unicode é ✓ 😀 </script>'}, true, true)
      returning id, jobsiteid, customerid`,
  );
  if (!order) throw new Error('order');
  const long = `${'x'.repeat(498)}é✓ and more past the 500th character`;
  await db.execute(sql`insert into workordernote (workorderid, note, notetypeid, canvendorsee, isvisibletocustomer, createddate)
    values (${order.id}, ${long}, ${NOTE_TYPE.Customer}, false, true, now() - interval '3 hours'),
      (${order.id}, ${'vendor "sees" this'}, ${NOTE_TYPE.Vendor}, true, false, now() - interval '2 hours'),
      (${order.id}, 'staff only, same time', ${NOTE_TYPE.Internal}, false, false, now() - interval '1 hour'),
      (${order.id}, 'staff only, same time, later id', ${NOTE_TYPE.Internal}, false, false, now() - interval '1 hour')`);
  await db.execute(sql`insert into workordertrade (workorderid, tradeid)
    values (${order.id}, ${TRADE.Plumbing}), (${order.id}, ${TRADE.Hvac}), (${order.id}, ${TRADE.GeneralMaintenance})`);
  await db.execute(sql`insert into invoice (workorderid, amount, isrejected)
    values (${order.id}, 10.10, false), (${order.id}, 0.05, false), (${order.id}, 99, true)`);
  await db.execute(sql`insert into workorderproposal (workorderid, grandtotal, isrejected)
    values (${order.id}, 500.5, false), (${order.id}, 700, true)`);
  const lines = await readRows<{ id: number }>(
    db,
    sql`insert into workordervendor (workorderid, vendorid, quotedamount, status)
      values (${order.id}, ${world.plumber.id}, 12.3, 'Cancelled'), (${order.id}, ${world.sparky.id}, 0, 'Attached')
      returning id`,
  );
  await db.execute(sql`insert into workorderevent (workorderid, workordervendorid, vendorid, actiontype)
    values (${order.id}, ${lines[1]?.id}, ${world.sparky.id}, 'TOS'), (${order.id}, ${lines[1]?.id}, ${world.sparky.id}, 'PPV'),
      (${order.id}, ${lines[1]?.id}, ${world.sparky.id}, 'PPV'), (${order.id}, ${lines[0]?.id}, ${world.plumber.id}, 'NOD_QUALITY')`);
  return order;
}

/**
 * The page-row reader the list used before the read model (decision 110, as of 0e4124d), kept here as
 * the reference: the order's own columns per page id, then the child columns in one set-based statement.
 */
function referenceRowReader(viewer: ListViewer): RowReader {
  const mayRead = (name: string) =>
    isListFieldVisibleTo(workOrderListResource.fields.find((field) => field.name === name) ?? {}, viewer);
  const restricted = (name: string) => (mayRead(name) ? sql`, null as ${sql.raw(name)}` : sql``);
  const lookup = (expr: string) => sql.raw(`(${expr})`);
  const person = (column: string) =>
    lookup(
      `select nullif(trim(u.given_name || ' ' || u.family_name), '') from users u where u.id = w.${column}`,
    );
  const managementprovider = mayRead('managementprovider')
    ? sql`, ${lookup('select mp.managementprovider from managementprovider mp where mp.id = c.managementproviderid')} as managementprovider`
    : sql``;
  const byOrder = (query: SQL) => sql`(select json_object_agg(x.k, x.v) from (${query}) x)`;
  const counts = sql.join(
    Object.entries(EVENT_COUNT_KEYS).map(
      ([key, code]) => sql`count(ev.id) filter (where ev.actiontype = ${code})::int as ${sql.raw(key)}`,
    ),
    sql`, `,
  );
  const eventObject = sql.raw(
    `json_build_object('wovendorid', e.wovendorid, 'vendorid', e.vendorid, ${Object.keys(EVENT_COUNT_KEYS)
      .map((key) => `'${key}', e.${key}`)
      .join(', ')})`,
  );
  const visible =
    viewer === 'vendor'
      ? sql` and n.canvendorsee`
      : viewer === 'customer'
        ? sql` and n.isvisibletocustomer`
        : sql``;
  const extraColumns = (ids: SQL) =>
    [
      {
        name: 'invoiceamount',
        empty: null,
        expr: byOrder(sql`select i.workorderid as k, sum(i.amount)::text as v from invoice i
          where i.workorderid = any(${ids}) and not i.isrejected group by 1`),
      },
      {
        name: 'trades',
        empty: [],
        expr: byOrder(sql`select wt.workorderid as k, array_agg(t.tradename order by t.tradename) as v
          from workordertrade wt left join trade t on t.tradeid = wt.tradeid
          where wt.workorderid = any(${ids}) group by 1`),
      },
      {
        name: 'vendors',
        empty: [],
        expr: byOrder(sql`select wv.workorderid as k, json_agg(json_build_object('wovendorid', wv.id,
            'vendorid', wv.vendorid, 'vendorname', v.name, 'quotedamount', wv.quotedamount::text,
            'status', wv.status) order by wv.id) as v
          from workordervendor wv join vendor v on v.id = wv.vendorid
          where wv.workorderid = any(${ids}) group by 1`),
      },
      {
        name: 'lastnote',
        empty: null,
        expr: byOrder(sql`select distinct on (n.workorderid) n.workorderid as k, left(n.note, 500) as v
          from workordernote n where n.workorderid = any(${ids})${visible}
          order by n.workorderid, n.createddate desc, n.id desc`),
      },
      {
        name: 'events',
        empty: [],
        expr: byOrder(sql`select e.workorderid as k, json_agg(${eventObject} order by e.wovendorid) as v
          from (select wv.workorderid, wv.id as wovendorid, wv.vendorid, ${counts}
            from workordervendor wv left join workorderevent ev
              on ev.workordervendorid = wv.id and ev.workorderid = any(${ids})
            where wv.workorderid = any(${ids}) group by wv.workorderid, wv.id, wv.vendorid) e
          group by e.workorderid`),
      },
      {
        name: 'proposalamount',
        empty: null,
        expr: byOrder(sql`select distinct on (pr.workorderid) pr.workorderid as k, pr.grandtotal::text as v
          from workorderproposal pr where pr.workorderid = any(${ids}) and not pr.isrejected
          order by pr.workorderid, pr.id desc`),
      },
    ].filter((column) => mayRead(column.name));
  return {
    select: (id) => sql`select w.id, w.id as workorderid, w.wonumber, w.ponumber
      ${restricted('invoiceamount')},
      c.customername, j.jobsite, j.jobsitedescription as sitenumber, j.streetaddress, j.city, j.statecode,
      j.postalcode, w.createddate, w.createddate as receivedate, w.modifieddate,
      ${lookup('select x.name from priority x where x.id = w.priorityid')} as priority, w.priorityid,
      w.promisedate, w.onsitedate, w.onsitetime::text as onsitetime, w.completedate,
      ${person('dispatcherid')} as dispatcher, w.dispatcherid,
      ${person('customerdispatcherid')} as customerdispatcher, w.customerdispatcherid,
      st.name as status, w.statusid, st.color as statuscolor, w.dispatchdate, w.scheduledate, w.briefdescription,
      null as trades, w.duedate, w.nte, coalesce(w.nte > 0, false) as hasnte
      ${restricted('vendors')} ${managementprovider},
      null as lastnote, w.flagged, w.customercalled, w.vendorcalled, w.overridegeofencing
      ${restricted('events')} ${restricted('proposalamount')}
      from workorder w ${workOrderListJoins.customer} ${workOrderListJoins.status} ${workOrderListJoins.jobsite}
      where w.id = ${id}`,
    attach: async (db: Db, rows: RawRow[]) => {
      const ids = sql`${`{${rows.map((row) => Number(row.id)).join(',')}}`}::int4[]`;
      const columns = extraColumns(ids);
      const [values = {}] = await readRows<Record<string, Record<string, unknown> | null>>(
        db,
        sql`select ${sql.join(
          columns.map((column) => sql`${column.expr} as ${sql.raw(column.name)}`),
          sql`, `,
        )}`,
      );
      for (const column of columns) {
        const byId = values[column.name] ?? {};
        for (const row of rows) row[column.name] = byId[String(row.id)] ?? column.empty;
      }
    },
  };
}

const viewers = (): [ListViewer, TestUser][] => [
  ['internal', staff],
  ['vendor', vendorUser],
  ['customer', customerUser],
];

/** The answer's JSON text with the read model and with the reference reader, for one user and query. */
/** The user as the API sees it (roles and permissions loaded). */
const sessions = new Map<number, SessionUser>();
async function sessionOf(user: TestUser) {
  let session = sessions.get(user.id);
  if (!session) {
    session = (await ctx.as(user).get('/api/user/profile')).json() as SessionUser;
    sessions.set(user.id, session);
  }
  return session;
}

async function bothAnswers(testUser: TestUser, viewer: ListViewer, raw: Record<string, unknown>) {
  const user = await sessionOf(testUser);
  const query = workOrderListQuerySchema.parse({ take: 100, requireTotalCount: true, ...raw });
  const compiled = workOrderList.compile({
    user,
    query,
    conditions: workOrderListConditions(user, query),
  });
  const read = async (row: RowReader) =>
    listAnswerJson(await findListPage({ db: ctx.db, source: workOrderList.source, compiled, row }));
  return {
    stored: await read(workOrderRowReader(viewer)),
    reference: await read(referenceRowReader(viewer)),
  };
}

const own = () => ['customername', 'contains', world.tag];

describe('the read model answers what the list answered before, byte for byte', () => {
  const queries = () => [
    { quick: 'all' },
    {},
    { quick: 'all', sort: JSON.stringify([{ selector: 'customername', desc: false }]) },
    { quick: 'all', sort: JSON.stringify([{ selector: 'wonumber', desc: true }]), skip: 3, take: 7 },
    { quick: 'all', filter: JSON.stringify(own()) },
    { quick: 'all', searchValue: 'Fix item' },
    { quick: 'all', searchValue: world.tag },
  ];

  it('for staff, a vendor and a customer, over several pages, sorts and searches', async () => {
    let compared = 0;
    for (const [viewer, user] of viewers()) {
      for (const query of queries()) {
        const { stored, reference } = await bothAnswers(user, viewer, query);
        expect(stored, `${viewer} ${JSON.stringify(query)}`).toBe(reference);
        compared += (JSON.parse(stored) as { data: unknown[] }).data.length;
      }
      // Keyset pages: the cursor of each page leads to the same next page.
      let after: string | null | undefined;
      do {
        const { stored, reference } = await bothAnswers(user, viewer, { quick: 'all', take: 4, after });
        expect(stored, `${viewer} after ${after}`).toBe(reference);
        after = (JSON.parse(stored) as { nextCursor: string | null }).nextCursor;
        compared += 1;
      } while (after);
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('holds the awkward values and hides restricted keys from external viewers', async () => {
    const rowOf = async (user: TestUser, viewer: ListViewer) => {
      const { stored, reference } = await bothAnswers(user, viewer, {
        quick: 'all',
        filter: JSON.stringify(['id', '=', special.id]),
      });
      expect(stored).toBe(reference);
      return (JSON.parse(stored) as { data: Record<string, unknown>[] }).data[0];
    };
    const row = await rowOf(staff, 'internal');
    expect(row).toMatchObject({
      invoiceamount: '10.15',
      proposalamount: '500.50',
      nte: '0.00',
      hasnte: false,
      priority: null,
      dispatcher: 'Dana Dispatch',
      trades: ['General Maintenance', 'HVAC', 'Plumbing'],
      lastnote: 'staff only, same time, later id',
      promisedate: '2030-01-02 03:04:05.999999+00',
      onsitedate: '0999-12-31 23:59:59.0005+00',
    });
    expect(row?.events).toEqual([
      expect.objectContaining({ nodqualitycount: 1, toscount: 0 }),
      expect.objectContaining({ pendingproposalcount: 2, toscount: 1 }),
    ]);
    const customerRow = await rowOf(customerUser, 'customer');
    expect((customerRow?.lastnote as string).length).toBe(500);
    expect(Object.keys(customerRow ?? {})).not.toContain('invoiceamount');
    expect(customerRow).toHaveProperty('proposalamount', '500.50');
    // The plumber's line on this order is Cancelled, so the order is in Sparky's lists only (decision 158).
    expect(await rowOf(vendorUser, 'vendor')).toBeUndefined();
    const sparkyUser = await ctx.createUser({ roles: ['Vendor'], vendorid: world.sparky.id });
    const vendorRow = await rowOf(sparkyUser, 'vendor');
    expect(vendorRow?.lastnote).toBe('vendor "sees" this');
    for (const key of ['invoiceamount', 'vendors', 'managementprovider', 'events', 'proposalamount'])
      expect(Object.keys(vendorRow ?? {})).not.toContain(key);
  });

  it('sends the same text through the route', async () => {
    const query = { quick: 'all', filter: JSON.stringify(own()), requireTotalCount: true, take: 100 };
    const response = await ctx.as(staff).get('/api/workorder/getworkorders', { query });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe((await bothAnswers(staff, 'internal', query)).reference);
  });
});

/** Stored rows that differ from a fresh computation (expected: none). */
async function staleRows(db: Db = ctx.db) {
  return readRows<{ workorderid: number }>(
    db,
    sql`select coalesce(s.workorderid, f.workorderid) as workorderid
      from workorderlistrow s full join workorderlistrow_fresh f on f.workorderid = s.workorderid
      where s is distinct from f`,
  );
}

describe('the read model stays equal to a fresh computation', () => {
  const step = async (name: string, statement: SQL) => {
    await ctx.db.execute(statement);
    expect(await staleRows(), name).toEqual([]);
  };

  it('after writes of every kind', async () => {
    const order = special.id;
    const other = (world.acmeOrders[2] as { id: number }).id;
    expect(await staleRows()).toEqual([]);
    expect(
      (await readRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from workorderlistrow`))[0]?.n,
    ).toBe(world.acmeOrders.length + world.zetaOrders.length + 1);

    await step(
      'order: own columns',
      sql`update workorder set ponumber = 'P"1', nte = 12.5, flagged = true,
      scheduledate = now(), statusid = ${STATUS.TBS}, priorityid = ${PRIORITY.High} where id = ${order}`,
    );
    await step('order: an update that changes nothing', sql`update workorder set flagged = flagged`);
    await step(
      'order: parents',
      sql`update workorder set customerid = ${world.zeta.id}, jobsiteid = null,
      dispatcherid = null where id = ${order}`,
    );
    await step(
      'order: back',
      sql`update workorder set customerid = ${special.customerid},
      jobsiteid = ${special.jobsiteid}, dispatcherid = ${staff.id} where id = ${order}`,
    );
    await step(
      'note: insert',
      sql`insert into workordernote (workorderid, note, notetypeid, canvendorsee)
      values (${order}, 'newest', ${NOTE_TYPE.Vendor}, true), (${other}, 'other', ${NOTE_TYPE.Internal}, false)`,
    );
    await step(
      'note: update',
      sql`update workordernote set isvisibletocustomer = true, note = 'edited'
      where workorderid = ${order} and note = 'newest'`,
    );
    await step(
      'note: delete',
      sql`delete from workordernote where workorderid = ${order} and note = 'edited'`,
    );
    await step('invoice: insert', sql`insert into invoice (workorderid, amount) values (${other}, 1.01)`);
    await step(
      'invoice: reject',
      sql`update invoice set isrejected = true where workorderid = ${order} and amount = 0.05`,
    );
    await step('invoice: delete', sql`delete from invoice where workorderid = ${other}`);
    await step(
      'proposal: insert',
      sql`insert into workorderproposal (workorderid, grandtotal) values (${order}, 42)`,
    );
    await step(
      'proposal: reject',
      sql`update workorderproposal set isrejected = true where workorderid = ${order} and grandtotal = 42`,
    );
    await step(
      'proposal: delete',
      sql`delete from workorderproposal where workorderid = ${order} and grandtotal = 42`,
    );
    await step(
      'trade: insert',
      sql`insert into workordertrade (workorderid, tradeid) values (${other}, ${TRADE.Electrical})`,
    );
    await step(
      'trade: move',
      sql`update workordertrade set workorderid = ${order} where workorderid = ${other}`,
    );
    await step(
      'trade: delete',
      sql`delete from workordertrade where workorderid = ${order} and tradeid = ${TRADE.Hvac}`,
    );
    await step(
      'vendor line: insert',
      sql`insert into workordervendor (workorderid, vendorid) values (${other}, ${world.sparky.id})`,
    );
    await step(
      'vendor line: update',
      sql`update workordervendor set quotedamount = 77.7, status = 'Cancelled' where workorderid = ${other}`,
    );
    await step(
      'event: insert',
      sql`insert into workorderevent (workorderid, workordervendorid, vendorid, actiontype)
      select workorderid, id, vendorid, 'TBS' from workordervendor where workorderid = ${other}`,
    );
    await step(
      'event: delete',
      sql`delete from workorderevent where workorderid = ${order} and actiontype = 'PPV'`,
    );
    await step(
      'vendor line: delete (its events cascade)',
      sql`delete from workordervendor where workorderid = ${other}`,
    );
    await step(
      'customer: rename',
      sql`update customer set customername = customername || ' "renamed"' where id = ${world.acme.id}`,
    );
    await step(
      'customer: provider',
      sql`update customer set managementproviderid = null where id = ${world.acme.id}`,
    );
    await step(
      'customer: provider back',
      sql`update customer set managementproviderid = 1 where id = ${world.acme.id}`,
    );
    await step(
      'provider: rename',
      sql`update managementprovider set managementprovider = managementprovider || ' 2' where id = 1`,
    );
    await step(
      'job site: rename',
      sql`update customerjobsite set jobsite = 'Acme \\ 102', city = null where id = ${special.jobsiteid}`,
    );
    await step('user: rename', sql`update users set given_name = 'Dina' where id = ${staff.id}`);
    await step(
      'user: delete (dispatcher set null)',
      sql`delete from users where id = ${(await ctx.createUser({ roles: ['Dispatchers'] })).id}`,
    );
    await step('vendor: rename', sql`update vendor set name = 'Sparky ✓' where id = ${world.sparky.id}`);
    await step(
      'trade: rename',
      sql`update trade set tradename = tradename || ' (all)' where tradeid = ${TRADE.Plumbing}`,
    );
    await step('priority: rename', sql`update priority set name = name || '!' where id = ${PRIORITY.High}`);
    await step('status: colour', sql`update workorderstatus set color = '#000001' where id = ${STATUS.TBS}`);
    await step(
      'order: insert',
      sql`insert into workorder (customerid, statusid, briefdescription)
      values (${world.zeta.id}, ${STATUS.Received}, 'new'), (${world.acme.id}, ${STATUS.TBS}, 'new too')`,
    );
    await step('order: delete', sql`delete from workorder where briefdescription = 'new'`);
    const [found] = await readRows<{ head: string; customerlastnote: string }>(
      ctx.db,
      sql`select head, customerlastnote from workorderlistrow where workorderid = ${order}`,
    );
    expect(found?.head).toContain('"ponumber":"P\\"1"');
  });
});

describe('two transactions writing at once', () => {
  type Client = pg.PoolClient;

  /** Whether `pid` comes to wait for a lock before `done` settles (the second writer queued behind the first). */
  const waitsForLock = async (pid: number, done: Promise<void>) => {
    let settled = false;
    void done.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let i = 0; i < 200 && !settled; i += 1) {
      const [row] = await readRows<{ wait: string | null }>(
        ctx.db,
        sql`select wait_event_type as wait from pg_stat_activity where pid = ${pid}`,
      );
      if (row?.wait === 'Lock') return true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return false;
  };

  /**
   * `first` runs and stays open while `second` runs in another transaction; once `second` waits for a
   * lock (or has finished), `first` commits, then `second`. Returns whether `second` had to wait.
   */
  const race = async (first: string[], second: string[]) => {
    const a = await ctx.database.pool.connect();
    const b = await ctx.database.pool.connect();
    let secondDone: Promise<void> | undefined;
    try {
      const pidOf = async (client: Client) =>
        Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid);
      const bPid = await pidOf(b);
      await a.query('begin');
      for (const text of first) await a.query(text);
      await b.query('begin');
      secondDone = (async () => {
        for (const text of second) await b.query(text);
      })();
      const waited = await waitsForLock(bPid, secondDone);
      await a.query('commit');
      await secondDone;
      await b.query('commit');
      return waited;
    } finally {
      await a.query('rollback').catch(() => undefined);
      await secondDone?.catch(() => undefined);
      await b.query('rollback').catch(() => undefined);
      a.release();
      b.release();
    }
  };

  it('two children of one order: the second writer computes after the first commits', async () => {
    const order = (world.zetaOrders[1] as { id: number }).id;
    const waited = await race(
      [`insert into workordernote (workorderid, note, notetypeid) values (${order}, 'note from A', 1)`],
      [`insert into invoice (workorderid, amount) values (${order}, 321.09)`],
    );
    expect(waited).toBe(true);
    const [row] = await readRows<{ lastnote: string; invoiceamount: string }>(
      ctx.db,
      sql`select lastnote, invoiceamount from workorderlistrow where workorderid = ${order}`,
    );
    expect(row).toEqual({ lastnote: '"lastnote":"note from A"', invoiceamount: '"invoiceamount":"321.09"' });
    expect(await staleRows()).toEqual([]);
  });

  it('a rename while another transaction moves an order to the renamed customer, either way round', async () => {
    const [moved, back] = [world.zetaOrders[2], world.zetaOrders[3]] as { id: number }[];
    const name = (suffix: string) => `Acme ${world.tag} ${suffix}`;
    const renameWaited = await race(
      [`update workorder set customerid = ${world.acme.id} where id = ${moved?.id}`],
      [`update customer set customername = '${name('one')}' where id = ${world.acme.id}`],
    );
    expect(await staleRows()).toEqual([]);
    expect(renameWaited).toBe(true);
    const moveWaited = await race(
      [`update customer set customername = '${name('two')}' where id = ${world.acme.id}`],
      [`update workorder set customerid = ${world.acme.id} where id = ${back?.id}`],
    );
    expect(await staleRows()).toEqual([]);
    expect(moveWaited).toBe(true);
    const rows = await readRows<{ body: string }>(
      ctx.db,
      sql`select body from workorderlistrow where workorderid in (${moved?.id}, ${back?.id})`,
    );
    for (const row of rows) expect(row.body).toContain(`"customername":"${name('two')}"`);
  });
});
