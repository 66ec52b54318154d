import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { workorder } from '../../src/db/schema/index';
import { requiredId } from '@dispatchwise/shared';
import { createTestContext } from '../helpers';
import { createCustomerWithSite, createWorkOrder } from '../factories/work-order-actions';

// Issue 8 section 3 (docs/decisions/117): hostile input is refused by the platform, with the one
// error format, before any route's code or the database sees it.

/** A route written after the guard, with no precaution of its own: it inherits every rule. */
const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/test/echo', { schema: { body: z.unknown() } }, async (request) => ({ body: request.body }));
  app.get(
    '/test/items/:id',
    { schema: { params: z.object({ id: requiredId('Item') }) } },
    async (request) => ({ id: request.params.id }),
  );
};

const ctx = createTestContext({ extraModules: [sampleRoutes] });

const nested = (levels: number, inner: string) => '['.repeat(levels) + inner + ']'.repeat(levels);
const postJson = (url: string, payload: string) =>
  ctx
    .asRole('Admin')
    .inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

let order2001: typeof workorder.$inferSelect;

beforeAll(async () => {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  order2001 = await createWorkOrder(ctx.db, { id: 2001, customerid: customer.id, jobsiteid: jobsite.id });
});

describe('NUL characters (\\u0000)', () => {
  it('refuses a NUL in a search value with 400 { message, errors } (was a 500)', async () => {
    const response = await ctx.asRole('Vendor').get('/api/workorder/getworkorders?searchValue=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'searchValue must not contain the NUL character (\\u0000).',
      errors: { searchValue: 'searchValue must not contain the NUL character (\\u0000).' },
    });
  });

  it('refuses a NUL in a path parameter, before the route parses it', async () => {
    const response = await ctx.asRole('Admin').get('/api/test/items/1%00');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
  });

  it('refuses a NUL anywhere in a JSON body, in a value or a key, keyed by its path', async () => {
    const deep = await ctx.asRole('Admin').post('/api/test/echo', { a: { b: ['ok', 'x\u0000y'] } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual({ 'a.b.1': 'a.b.1 must not contain the NUL character (\\u0000).' });
    const key = await ctx.asRole('Admin').post('/api/test/echo', { ['k\u0000']: 1 });
    expect(key.statusCode).toBe(400);
    const note = await ctx.asRole('Admin').post('/api/workorder/savenote', {
      workorderid: order2001.id,
      note: 'Tech\u0000arrives',
      notetypeid: 1,
      pertainsto: 2,
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().errors).toHaveProperty('note');
  });

  it('refuses a NUL hidden as \\u0000 in the JSON text of a grid filter', async () => {
    const response = await ctx.asRole('Admin').get('/api/workorder/getworkorders', {
      query: { filter: '["wonumber","contains","a\\u0000b"]' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      filter: 'A filter value must not contain the NUL character (\\u0000).',
    });
  });

  it('lets ordinary text through', async () => {
    const response = await ctx.asRole('Admin').post('/api/test/echo', { text: 'Tab\tnew line\n é ✓' });
    expect(response.statusCode).toBe(200);
  });
});

describe('ids: a positive integer written as decimal digits', () => {
  const flagged = async () =>
    (await ctx.db.select().from(workorder).where(eq(workorder.id, 2001)))[0]!.flagged;

  it('PUT /workorder/taguntag?workorderid=0x7D1 is a 400 and does not toggle order 2001', async () => {
    const before = await flagged();
    const response = await ctx.asRole('Admin').put('/api/workorder/taguntag?workorderid=0x7D1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Work Order is invalid.',
      errors: { workorderid: 'Work Order is invalid.' },
    });
    expect(await flagged()).toBe(before);
  });

  it.each([
    ['%201'],
    ['1%20'],
    ['%2B1'],
    ['1e3'],
    ['1.0'],
    ['-1'],
    ['true'],
    ['2147483648'],
    ['99999999999'],
  ])('refuses workorderid=%s in a query string', async (text) => {
    const response = await ctx.asRole('Admin').put(`/api/workorder/taguntag?workorderid=${text}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ workorderid: 'Work Order is invalid.' });
  });

  it('refuses a repeated id and says "required" for a missing, empty or 0 id', async () => {
    const put = (query: string) => ctx.asRole('Admin').put(`/api/workorder/taguntag${query}`);
    expect((await put('?workorderid=1&workorderid=2')).json().errors).toEqual({
      workorderid: 'Work Order is invalid.',
    });
    for (const query of ['', '?workorderid=', '?workorderid=0']) {
      const response = await put(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual({ workorderid: 'Work Order is required.' });
    }
  });

  it('refuses ids in a path that are not digits', async () => {
    for (const id of ['0x7D1', '%202001', '2001.0', '-2001']) {
      const response = await ctx.asRole('Admin').put(`/api/mobile/${id}/geofence?enabled=false`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors, id).toEqual({ id: 'Work Order is invalid.' });
    }
  });

  it.each([
    ['true', true],
    ['[[[[n]]]]', [[[[2001]]]]],
    ['"0x10"', '0x10'],
    ['" 1"', ' 1'],
    ['1.5', 1.5],
    ['a negative number', -2001],
    ['an object', { id: 2001 }],
  ])('refuses %s as an id in a JSON body', async (_label, value) => {
    const response = await ctx
      .asRole('Admin')
      .put('/api/workorder/updatescheduledate', { id: value, scheduledate: '2025-04-01', reason: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Work Order is invalid.',
      errors: { id: 'Work Order is invalid.' },
    });
  });

  it('takes an id in JSON as a number or as a string of digits (what the web sends)', async () => {
    for (const id of [2001, '2001']) {
      const response = await ctx
        .asRole('Admin')
        .put('/api/workorder/updatescheduledate', { id, scheduledate: '2025-04-01', reason: 'moved' });
      expect(response.statusCode, String(id)).toBe(200);
      expect(response.json().id).toBe(2001);
    }
    expect((await ctx.asRole('Admin').get('/api/test/items/0042')).json()).toEqual({ id: 42 });
  });

  it('refuses a list of ids with one that is not an id instead of dropping it', async () => {
    const response = await ctx.asRole('Admin').post('/api/workorder/savenote', {
      workorderid: 2001,
      note: 'Call the store',
      notetypeid: 2,
      pertainsto: 1,
      emailuserids: '1,abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ emailuserids: 'Users is invalid.' });
  });
});

describe('depth and size of JSON bodies and filter expressions', () => {
  it('refuses a saved view nested 5,000 levels deep with a 400 (was a 500)', async () => {
    const response = await postJson(
      '/api/view/createview?viewName=Deep&viewType=w',
      `{"filterValue":${nested(5000, '1')}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'filterValue must not nest deeper than 32 levels.',
      errors: { filterValue: 'filterValue must not nest deeper than 32 levels.' },
    });
    const objects = await postJson('/api/test/echo', `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`);
    expect(objects.statusCode).toBe(400);
    expect(objects.json().errors).toEqual({ a: 'a must not nest deeper than 32 levels.' });
  });

  it('takes 32 levels of nesting and refuses 33 on any route', async () => {
    expect((await postJson('/api/test/echo', nested(32, '1'))).statusCode).toBe(200);
    const response = await postJson('/api/test/echo', nested(33, '1'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: 'body must not nest deeper than 32 levels.' });
  });

  it('refuses a body over 1 MiB', async () => {
    const response = await ctx.asRole('Admin').post('/api/test/echo', { text: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBeTruthy();
  });

  it('refuses a grid filter nested beyond 10 levels or with more than 100 conditions', async () => {
    let deep: unknown = ['id', '=', 1];
    for (let level = 0; level < 11; level += 1) deep = ['!', deep];
    const tooDeep = await ctx
      .asRole('Admin')
      .get('/api/workorder/getworkorders', { query: { filter: JSON.stringify(deep) } });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors).toEqual({ filter: 'A filter nests at most 10 levels.' });
    const many = Array.from({ length: 101 }, (_, index) => ['id', '=', index + 1]);
    const tooMany = await ctx
      .asRole('Admin')
      .get('/api/workorder/getworkorders', { query: { filter: JSON.stringify(many) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ filter: 'A filter holds at most 100 conditions.' });
  });

  it('refuses a saved view whose filterValue the grid protocol would refuse, and keeps a good one', async () => {
    let deep: unknown = ['id', '=', 1];
    for (let level = 0; level < 11; level += 1) deep = ['!', deep];
    const bad = await ctx
      .asRole('Admin')
      .post('/api/view/createview?viewName=Bad&viewType=w', { pageSize: 20, filterValue: deep });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ filterValue: 'A filter nests at most 10 levels.' });
    const objectValue = await ctx
      .asRole('Admin')
      .post('/api/view/createview?viewName=Bad&viewType=w', { filterValue: ['id', '=', { $gt: 1 }] });
    expect(objectValue.statusCode).toBe(400);
    const good = await ctx.asRole('Admin').post('/api/view/createview?viewName=Good&viewType=w', {
      pageSize: 20,
      filterValue: [['statusid', '=', 9], 'or', ['!', ['wonumber', 'contains', '12']]],
    });
    expect(good.statusCode, good.body).toBe(201);
  });
});
