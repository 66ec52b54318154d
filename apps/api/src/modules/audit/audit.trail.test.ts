import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAsActor, type Actor } from '../../db/actor';
import { openDatabase } from '../../db/client';
import {
  auditlog,
  customer,
  invoice,
  role,
  rolepermission,
  userrole,
  users,
  vendor,
  workorder,
  workorderproposal,
  workordervendor,
} from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createInvoice,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';
import { createVendorProposal } from '../../../test/factories/vendor-proposals';

const ctx = createTestContext();
const actor: Actor = { id: 4242, name: 'Audra Auditor' };

const trailOf = (entity: string, entityid: number) =>
  ctx.db
    .select()
    .from(auditlog)
    .where(and(eq(auditlog.entity, entity), eq(auditlog.entityid, entityid)))
    .orderBy(auditlog.id);

const newOrder = async () => {
  const { customer: owner, jobsite } = await createCustomerWithSite(ctx.db);
  return createWorkOrder(ctx.db, { customerid: owner.id, jobsiteid: jobsite.id });
};

describe('the audit trigger', () => {
  it('records a work order insert, update and delete with old and new values and the actor', async () => {
    const order = await runAsActor(actor, newOrder);
    await runAsActor(actor, async () => {
      await ctx.db
        .update(workorder)
        .set({ priorityid: 2, briefdescription: 'Changed' })
        .where(eq(workorder.id, order.id));
    });
    await runAsActor(actor, async () => {
      await ctx.db.delete(workorder).where(eq(workorder.id, order.id));
    });
    const rows = await trailOf('workorder', order.id);
    expect(rows.map((r) => r.action)).toEqual(['insert', 'update', 'delete']);
    expect(rows.every((r) => r.actorid === actor.id && r.actorname === actor.name)).toBe(true);
    expect(rows.every((r) => r.workorderid === order.id)).toBe(true);
    expect(rows[0]!.changes).toMatchObject({
      briefdescription: [null, order.briefdescription],
      nte: [null, 750],
    });
    // Only what changed, never the timestamps every write bumps.
    expect(rows[1]!.changes).toEqual({
      priorityid: [order.priorityid, 2],
      briefdescription: [order.briefdescription, 'Changed'],
    });
    expect(rows[2]!.changes).toMatchObject({ briefdescription: ['Changed', null] });
    expect(Object.keys(rows[0]!.changes as object)).not.toContain('modifieddate');
  });

  it("puts vendor lines, proposals, invoices and vendor documents on their order's history", async () => {
    const order = await newOrder();
    const seller = await createVendor(ctx.db);
    await runAsActor(actor, async () => {
      const line = await attachVendor(ctx.db, { workorderid: order.id, vendorid: seller.id });
      await ctx.db
        .update(workordervendor)
        .set({ quotedamount: '612.50' })
        .where(eq(workordervendor.id, line.id));
      await ctx.db.insert(workorderproposal).values({ workorderid: order.id, amount: '100.00' });
      const bill = await createInvoice(ctx.db, { workorderid: order.id, amount: '250.00' });
      await ctx.db.update(invoice).set({ amountreceived: '250.00' }).where(eq(invoice.id, bill.id));
      await createVendorProposal(ctx.db, { workorderid: order.id, vendorid: seller.id });
    });
    const rows = await ctx.db
      .select()
      .from(auditlog)
      .where(eq(auditlog.workorderid, order.id))
      .orderBy(auditlog.id);
    expect(rows.map((r) => `${r.entity} ${r.action}`)).toEqual(
      expect.arrayContaining([
        'workordervendor insert',
        'workordervendor update',
        'workorderproposal insert',
        'invoice insert',
        'invoice update',
        'vendorproposal insert',
      ]),
    );
    const lineUpdate = rows.find((r) => r.entity === 'workordervendor' && r.action === 'update')!;
    expect(lineUpdate.changes).toEqual({ quotedamount: [500, 612.5] });
    expect(rows.find((r) => r.entity === 'invoice' && r.action === 'update')!.changes).toEqual({
      amountreceived: [null, 250],
    });
  });

  it('records customers, vendors, users, their roles, roles and role permissions', async () => {
    const { customer: owner } = await createCustomerWithSite(ctx.db);
    const seller = await createVendor(ctx.db);
    const person = await ctx.createUser({ roles: ['Employee'] });
    const [made] = await ctx.db
      .insert(role)
      .values({ name: `Audit role ${Date.now()}` })
      .returning();
    await runAsActor(actor, async () => {
      await ctx.db
        .update(customer)
        .set({ customername: 'Renamed customer' })
        .where(eq(customer.id, owner.id));
      await ctx.db.update(vendor).set({ minnte: '99.00' }).where(eq(vendor.id, seller.id));
      await ctx.db.update(users).set({ family_name: 'Renamed' }).where(eq(users.id, person.id));
      await ctx.db.insert(userrole).values({ userid: person.id, roleid: made!.id });
      await ctx.db.update(role).set({ description: 'For the audit test' }).where(eq(role.id, made!.id));
      await ctx.db.insert(rolepermission).values({ roleid: made!.id, permissionid: 1 });
      await ctx.db.delete(rolepermission).where(eq(rolepermission.roleid, made!.id));
    });
    expect((await trailOf('customer', owner.id)).at(-1)).toMatchObject({
      action: 'update',
      actorid: actor.id,
      changes: { customername: [owner.customername, 'Renamed customer'] },
    });
    expect((await trailOf('vendor', seller.id)).at(-1)!.changes).toEqual({ minnte: [null, 99] });
    expect((await trailOf('users', person.id)).at(-1)!.changes).toEqual({
      family_name: [person.family_name, 'Renamed'],
    });
    expect((await trailOf('userrole', person.id)).at(-1)).toMatchObject({
      action: 'insert',
      changes: { userid: [null, person.id], roleid: [null, made!.id] },
    });
    expect((await trailOf('role', made!.id)).map((r) => r.action)).toEqual(['insert', 'update']);
    expect((await trailOf('rolepermission', made!.id)).map((r) => r.action)).toEqual(['insert', 'delete']);
  });

  it('never records a password hash or sign-in bookkeeping', async () => {
    const person = await ctx.createUser({ roles: ['Employee'] });
    await runAsActor(actor, async () => {
      await ctx.db
        .update(users)
        .set({
          password_hash: '$argon2id$secret-hash',
          logins_count: 5,
          last_login: new Date(),
          failed_logins: 2,
        })
        .where(eq(users.id, person.id));
    });
    const rows = await trailOf('users', person.id);
    expect(rows.filter((r) => r.action === 'update')).toEqual([]);
    expect(JSON.stringify(rows)).not.toContain('argon2');
    expect(JSON.stringify(rows)).not.toContain('password_hash');
  });

  it('writes nothing for a change that is rolled back', async () => {
    const order = await newOrder();
    await expect(
      runAsActor(actor, () =>
        ctx.db.transaction(async (tx) => {
          await tx
            .update(workorder)
            .set({ briefdescription: 'Never saved' })
            .where(eq(workorder.id, order.id));
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect((await trailOf('workorder', order.id)).map((r) => r.action)).toEqual(['insert']);
  });

  it('records a change outside a request (worker, sync, script) with no actor', async () => {
    const order = await newOrder();
    await ctx.db.update(workorder).set({ flagged: true }).where(eq(workorder.id, order.id));
    expect((await trailOf('workorder', order.id)).at(-1)).toMatchObject({
      action: 'update',
      actorid: null,
      actorname: null,
      changes: { flagged: [false, true] },
    });
  });

  it('does not carry an actor on a pooled connection into the next checkout', async () => {
    // One connection, so the second change surely reuses the first one's session.
    const single = openDatabase({ url: ctx.database.pool.options.connectionString!, poolSize: 1 });
    try {
      const order = await newOrder();
      // A query builder runs when awaited: the await has to be inside runAsActor.
      await runAsActor(actor, async () => {
        await single.db.update(workorder).set({ priorityid: 1 }).where(eq(workorder.id, order.id));
      });
      await runAsActor(actor, () =>
        single.db.transaction(async (tx) => {
          await tx.update(workorder).set({ priorityid: 3 }).where(eq(workorder.id, order.id));
        }),
      );
      await single.db.update(workorder).set({ priorityid: 2 }).where(eq(workorder.id, order.id));
      const [session] = (
        await single.pool.query<{ actor: string | null }>(
          `select current_setting('dw.actorid', true) as actor`,
        )
      ).rows;
      expect(session?.actor ?? '').toBe('');
      const rows = await trailOf('workorder', order.id);
      expect(rows.slice(1).map((r) => [r.changes, r.actorid])).toEqual([
        [{ priorityid: [order.priorityid, 1] }, actor.id],
        [{ priorityid: [1, 3] }, actor.id],
        [{ priorityid: [3, 2] }, null],
      ]);
    } finally {
      await single.close();
    }
  });

  it('writes nothing in a session that turned auditing off (the seeds)', async () => {
    const order = await newOrder();
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('dw.audit', 'off', true)`);
      await tx.update(workorder).set({ flagged: true }).where(eq(workorder.id, order.id));
    });
    const rows = await ctx.db
      .select()
      .from(auditlog)
      .where(eq(auditlog.entityid, order.id))
      .orderBy(desc(auditlog.id));
    expect(rows.filter((r) => r.entity === 'workorder' && r.action === 'update')).toEqual([]);
  });
});
