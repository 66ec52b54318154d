import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isInternalUser,
  listAnswerSchema,
  type ListField,
  type ListFieldType,
  type ListResource,
} from '@dispatchwise/shared';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { customer, customerjobsite } from '../../db/schema/index';
import { listQuerySchema } from './options';
import { defineServerList } from './server-list';

// A list declared the way a new area declares one (docs/decisions/127): a resource, a source, a field
// map and a scope, nothing else. Customers here (the real table), to prove that the declaration is not
// tied to work orders: rows, filter, search, sort, count, groups and totalSummary come from lib/list-query.
const tag = `SL${Math.random().toString(36).slice(2, 7)}`;

const field = (name: string, type: ListFieldType, options: Partial<ListField> = {}): ListField => ({
  name,
  type,
  caption: { tablename: 'customer', datafieldname: name },
  filterable: true,
  sortable: true,
  searchable: false,
  groupable: true,
  ...options,
});

const customersResource: ListResource = {
  key: 'testcustomers',
  defaultSort: [{ selector: 'customername', desc: false }],
  fields: [
    field('id', 'number'),
    field('customername', 'string', { searchable: true }),
    field('city', 'string'),
    field('nte', 'money', { summable: true }),
    // A computed column: a correlated subquery the default row reader runs for the page's rows only.
    field('sites', 'number', { sortable: false, groupable: false }),
    field('provider', 'string', { audience: 'internal' }),
  ],
};

const customerList = defineServerList({
  resource: customersResource,
  source: {
    from: sql`customer c`,
    id: sql`c.id`,
    joins: { provider: sql`left join managementprovider mp on mp.id = c.managementproviderid` },
  },
  fields: {
    id: { expr: sql`c.id`, nullable: false },
    customername: { expr: sql`c.customername`, nullable: false },
    city: { expr: sql`c.city` },
    nte: { expr: sql`c.nte` },
    sites: { expr: sql`(select count(*)::int from customerjobsite j where j.customerid = c.id)` },
    provider: { expr: sql`mp.managementprovider`, joins: ['provider'] },
  },
  // Staff: this file's customers; a Customer user: its own.
  scope: (user) =>
    isInternalUser(user)
      ? sql`c.customername like ${`${tag}%`}`
      : user.customerid == null
        ? sql`false`
        : sql`c.id = ${user.customerid}`,
  cacheScope: (user) => (isInternalUser(user) ? 'internal' : `customer:${user.customerid ?? 0}`),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/test/customers',
    { schema: { querystring: listQuerySchema, response: { 200: listAnswerSchema } } },
    async (request, reply) => customerList.respond(app, request, reply),
  );
};

const ctx = createTestContext({ extraModules: [routes] });
let admin: TestUser;
let customerUser: TestUser;
let ids: Record<string, number>;

beforeAll(async () => {
  admin = await ctx.createUser({ roles: ['Admin'] });
  const rows = await ctx.db
    .insert(customer)
    .values([
      { customername: `${tag} Alpha`, city: 'Phoenix', nte: '100.00', managementproviderid: 1 },
      { customername: `${tag} Bravo`, city: 'Denver', nte: '200.50' },
      { customername: `${tag} Charlie`, city: 'Phoenix', nte: null },
      { customername: `${tag} Delta`, city: null, nte: '400.00' },
      { customername: `${tag} Echo Harbor`, city: 'Austin', nte: '50.00' },
    ])
    .returning();
  ids = Object.fromEntries(rows.map((row) => [row.customername.split(' ')[1] as string, row.id]));
  await ctx.db.insert(customerjobsite).values([
    { customerid: ids.Alpha as number, jobsite: 'A1' },
    { customerid: ids.Alpha as number, jobsite: 'A2' },
  ]);
  customerUser = await ctx.createUser({ roles: ['Customer'], customerid: ids.Bravo as number });
});

type Answer = {
  data: Record<string, unknown>[];
  totalCount: number;
  totalCountIsExact: boolean;
  summary: (number | null)[] | null;
};
const get = (user: TestUser, query: Record<string, string | number | boolean>) =>
  ctx.as(user).get('/api/test/customers', { query });
async function load(query: Record<string, string | number | boolean>, user = admin): Promise<Answer> {
  const response = await get(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}
const names = (answer: Answer) => answer.data.map((row) => String(row.customername).slice(tag.length + 1));
const summary = (items: [string, string][]) =>
  JSON.stringify(items.map(([selector, summaryType]) => ({ selector, summaryType })));

describe('defineServerList: a list from a resource, a source, a field map and a scope', () => {
  it('reads the page rows from the field map: every visible field, joins and computed columns', async () => {
    const answer = await load({ take: 2, requireTotalCount: true });
    expect(names(answer)).toEqual(['Alpha', 'Bravo']);
    expect(answer).toMatchObject({ totalCount: 5, totalCountIsExact: true, summary: null });
    expect(answer.data[0]).toEqual({
      id: ids.Alpha,
      customername: `${tag} Alpha`,
      city: 'Phoenix',
      nte: '100.00',
      sites: 2,
      provider: expect.any(String),
    });
    expect(answer.data[1]).toMatchObject({ sites: 0, provider: null });
  });

  it('filters, searches, sorts, pages by keyset and groups without list-specific code', async () => {
    expect(names(await load({ filter: JSON.stringify(['city', '=', 'Phoenix']) }))).toEqual([
      'Alpha',
      'Charlie',
    ]);
    expect(names(await load({ searchValue: 'harbor' }))).toEqual(['Echo Harbor']);
    const sorted = await load({ sort: JSON.stringify([{ selector: 'nte', desc: true }]), take: 2 });
    // Nulls sort first descending (last ascending), as everywhere in the protocol.
    expect(names(sorted)).toEqual(['Charlie', 'Delta']);
    const next = await load({
      sort: JSON.stringify([{ selector: 'nte', desc: true }]),
      take: 2,
      after: (sorted as unknown as { nextCursor: string }).nextCursor,
    });
    expect(names(next)).toEqual(['Bravo', 'Alpha']);
    const groups = await load({ group: JSON.stringify([{ selector: 'city' }]) });
    expect(groups.data).toEqual([
      { key: 'Austin', count: 1 },
      { key: 'Denver', count: 1 },
      { key: 'Phoenix', count: 2 },
      { key: null, count: 1 },
    ]);
  });

  it('applies the scope and leaves out restricted fields for an external viewer', async () => {
    const answer = await load({ requireTotalCount: true }, customerUser);
    expect(names(answer)).toEqual(['Bravo']);
    expect(answer.totalCount).toBe(1);
    expect(answer.data[0]).not.toHaveProperty('provider');
    const hidden = await get(customerUser, { filter: JSON.stringify(['provider', '=', 'x']) });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe("Unknown field 'provider'.");
  });

  it('refuses a resource field without SQL', () => {
    expect(() =>
      defineServerList({
        resource: { ...customersResource, fields: [...customersResource.fields, field('missing', 'string')] },
        source: { from: sql`customer c`, id: sql`c.id` },
        fields: {},
        scope: () => sql`true`,
        cacheScope: () => '',
      }),
    ).toThrow(/no SQL for id, customername/);
  });
});

describe('totalSummary', () => {
  it('answers sum, avg, min, max and count over the whole filtered result, in the order asked', async () => {
    const answer = await load({
      take: 1,
      totalSummary: summary([
        ['nte', 'sum'],
        ['nte', 'avg'],
        ['nte', 'min'],
        ['nte', 'max'],
        ['customername', 'count'],
      ]),
    });
    expect(answer.data).toHaveLength(1);
    // 100 + 200.50 + 400 + 50 over four non-null values; count counts the five rows.
    expect(answer.summary).toEqual([750.5, 187.625, 50, 400, 5]);
    const phoenix = await load({
      filter: JSON.stringify(['city', '=', 'Phoenix']),
      totalSummary: summary([
        ['nte', 'sum'],
        ['id', 'count'],
        ['nte', 'avg'],
      ]),
    });
    expect(phoenix.summary).toEqual([100, 2, 100]);
  });

  it('sums nothing to 0 and answers null for avg, min and max of no rows', async () => {
    const none = await load({
      filter: JSON.stringify(['city', '=', 'Nowhere']),
      totalSummary: summary([
        ['nte', 'sum'],
        ['nte', 'count'],
        ['nte', 'avg'],
        ['nte', 'min'],
        ['nte', 'max'],
      ]),
    });
    expect(none.summary).toEqual([0, 0, null, null, null]);
  });

  it('keeps to the scope of the caller', async () => {
    const own = await load({ totalSummary: summary([['nte', 'sum']]) }, customerUser);
    expect(own.summary).toEqual([200.5]);
  });

  it('is a 400 naming the field for a field that is not summable, unknown or hidden', async () => {
    const refused = async (items: [string, string][], user = admin) => {
      const response = await get(user, { totalSummary: summary(items) });
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { message: string; errors?: Record<string, string> }).message;
    };
    expect(await refused([['customername', 'sum']])).toBe(
      "Field 'customername' cannot be summarized with sum.",
    );
    expect(await refused([['sites', 'avg']])).toBe("Field 'sites' cannot be summarized with avg.");
    expect(await refused([['nosuch', 'count']])).toBe("Unknown field 'nosuch'.");
    expect(await refused([['provider', 'count']], customerUser)).toBe("Unknown field 'provider'.");
    expect(await refused([['nte', 'median']])).toBe('summaryType is one of sum, count, avg, min, max.');
    const notJson = await get(admin, { totalSummary: '[{' });
    expect(notJson.statusCode).toBe(400);
  });
});
