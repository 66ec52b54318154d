import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type AuditRow, type Role } from '@dispatchwise/shared';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';

const ctx = createTestContext();

let dispatcher: TestUser;

beforeAll(async () => {
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' });
});

const newOrder = async () => {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  return createWorkOrder(ctx.db, {
    customerid: customer.id,
    jobsiteid: jobsite.id,
    statusid: STATUS.Dispatched,
    divisionid: 1,
    requesttypeid: 1,
    priorityid: 4,
  });
};

const historyOf = async (as: ReturnType<typeof ctx.asRole>, record: string, id: number) => {
  const response = await as.get('/api/audit/history', { query: { record, id, take: 50 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AuditRow[];
};

/** PUT /workorder/updateworkorder with the editor's fields of `order` and `fields` on top. */
const updateOrder = async (as: TestUser, id: number, fields: Record<string, unknown>) => {
  const current = (await ctx.asRole('Admin').get(`/api/workorder/${id}`)).json();
  return ctx.as(as).put('/api/workorder/updateworkorder', {
    id,
    modifieddate: current.modifieddate,
    customerid: current.customerid,
    jobsiteid: current.jobsiteid,
    divisionid: current.divisionid,
    requesttypeid: current.requesttypeid,
    priorityid: current.priorityid,
    statusid: current.statusid,
    ponumber: current.ponumber,
    nte: current.nte,
    briefdescription: current.briefdescription,
    description: current.description,
    requestedby: current.requestedby,
    salesrepid: current.salesrepid,
    duedate: current.duedate ?? '2025-06-30',
    promisedate: current.promisedate,
    scheduledate: current.scheduledate,
    cancelreason: current.cancelreason,
    tradeids: [],
    ...fields,
  });
};

describe('GET /audit/history', () => {
  it("shows who changed a work order, with the old and new values, and its vendor lines' changes", async () => {
    const order = await newOrder();
    const response = await updateOrder(dispatcher, order.id, {
      priorityid: 2,
      description: '<p>Water on the <strong>floor</strong></p>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const vendor = await createVendor(ctx.db);
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });

    const rows = await historyOf(ctx.as(dispatcher), 'workorder', order.id);
    const [line, update] = rows;
    expect(line).toMatchObject({
      entity: 'workordervendor',
      action: 'insert',
      actorid: null,
      workorderid: order.id,
    });
    expect(update).toMatchObject({
      entity: 'workorder',
      entityid: order.id,
      action: 'update',
      actorid: dispatcher.id,
      actorname: 'Dana Dispatch',
      wonumber: order.wonumber,
    });
    expect(update!.changes).toEqual(
      expect.arrayContaining([
        { field: 'priorityid', old: 4, new: 2 },
        { field: 'description', old: null, new: '<p>Water on the <strong>floor</strong></p>' },
      ]),
    );
    expect(update!.changes.map((change) => change.field)).not.toContain('modifieddate');
    expect(typeof update!.id).toBe('number');
    expect(Number.isNaN(Date.parse(update!.occurredat))).toBe(false);
  });

  it('records nothing for a refused change (a stale update answers 409 and rolls back)', async () => {
    const order = await newOrder();
    const stale = await updateOrder(dispatcher, order.id, {
      modifieddate: '2020-01-01T00:00:00.000Z',
      priorityid: 1,
    });
    expect(stale.statusCode).toBe(409);
    const rows = await historyOf(ctx.as(dispatcher), 'workorder', order.id);
    expect(rows.map((row) => row.action)).toEqual(['insert']);
  });

  it.each(['Vendor', 'Tech', 'Customer'] as const)('answers 403 to a %s user', async (role) => {
    const order = await newOrder();
    const response = await ctx
      .asRole(role)
      .get('/api/audit/history', { query: { record: 'workorder', id: order.id } });
    expect(response.statusCode).toBe(403);
  });

  it.each(['Dispatchers', 'Employee', 'AccountingAdmin'] as const)(
    "answers 403 to %s for a user's or a role's history, the administrator's screens",
    async (role: Role) => {
      const user = await ctx.roleUser('Admin');
      for (const record of ['user', 'role'])
        expect(
          (await ctx.asRole(role).get('/api/audit/history', { query: { record, id: user.id } })).statusCode,
        ).toBe(403);
    },
  );

  it("shows an administrator a user's changes and role links, never the password", async () => {
    const created = await ctx.asRole('Admin').post('/api/admin/createuser', {
      email: `audited-${process.pid}@example.com`,
      email_verified: false,
      given_name: 'Ada',
      family_name: 'Audited',
      isactive: true,
      isdispatcher: false,
      isvendor: false,
      app_metadata: { roles: ['Employee'] },
      reports: [],
      blocked: false,
      password: 'correct horse battery',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const changed = await ctx.asRole('Admin').patch('/api/admin/updateuser', {
      id,
      family_name: 'Renamed',
      app_metadata: { roles: ['Dispatchers'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const admin = await ctx.roleUser('Admin');
    const rows = await historyOf(ctx.asRole('Admin'), 'user', id);
    expect(rows.every((row) => row.actorid === admin.id)).toBe(true);
    expect(rows.find((row) => row.entity === 'users' && row.action === 'update')!.changes).toEqual(
      expect.arrayContaining([{ field: 'family_name', old: 'Audited', new: 'Renamed' }]),
    );
    expect(
      rows
        .filter((row) => row.entity === 'userrole')
        .map((row) => row.action)
        .sort(),
    ).toEqual(expect.arrayContaining(['delete', 'insert']));
    const text = JSON.stringify(rows);
    expect(text).not.toContain('password');
    expect(text).not.toContain('argon2');
  });

  it('refuses an unknown record kind and a missing id with 400', async () => {
    const as = ctx.as(dispatcher);
    expect((await as.get('/api/audit/history', { query: { record: 'mailoutbox', id: 1 } })).statusCode).toBe(
      400,
    );
    expect((await as.get('/api/audit/history', { query: { record: 'workorder' } })).statusCode).toBe(400);
  });
});

describe('GET /audit/getauditlog', () => {
  it('finds a change by record, actor, action and search for an administrator', async () => {
    const order = await newOrder();
    expect(
      (await updateOrder(dispatcher, order.id, { briefdescription: 'Findable brief 7731' })).statusCode,
    ).toBe(200);
    const filter = JSON.stringify([
      [['entity', '=', 'workorder'], 'and', ['entityid', '=', order.id]],
      'and',
      [['actorid', '=', dispatcher.id], 'and', ['action', '=', 'update']],
    ]);
    const response = await ctx
      .asRole('Admin')
      .get('/api/audit/getauditlog', { query: { filter, requireTotalCount: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      totalCount: 1,
      data: [{ entityid: order.id, actorname: 'Dana Dispatch' }],
    });

    const searched = await ctx
      .asRole('Admin')
      .get('/api/audit/getauditlog', { query: { searchValue: 'Findable brief 7731' } });
    expect(searched.json().data.map((row: AuditRow) => row.entityid)).toEqual([order.id]);
  });

  it.each(['Dispatchers', 'Employee', 'AccountingAdmin', 'Vendor', 'Tech', 'Customer'] as const)(
    'answers 403 to %s',
    async (role) => {
      expect((await ctx.asRole(role).get('/api/audit/getauditlog')).statusCode).toBe(403);
    },
  );
});
