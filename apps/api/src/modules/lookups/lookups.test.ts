import { describe, expect, it } from 'vitest';
import { STATUS, type Role } from '@dispatchwise/shared';
import { customer, vendor } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';

const ctx = createTestContext();

const ALL_ROLES: Role[] = [
  'Admin',
  'Dispatchers',
  'Employee',
  'AccountingAdmin',
  'Vendor',
  'Tech',
  'Customer',
];

const OPEN_LOOKUPS = [
  '/api/user/getdispatchers',
  '/api/workorder/getstatuses',
  '/api/geoinfo/getstates',
  '/api/geoinfo/getcounties?statecodes=AZ',
  '/api/geoinfo/getcities?statecodes=AZ',
  '/api/geoinfo/getzipcodes?statecodes=AZ',
  '/api/trades/tradelist',
  '/api/trades/tradelist_nonstore',
  '/api/vendor/getvendorstatustypes',
  '/api/vendor/getvendortiers',
  '/api/site/meta',
];
const STAFF_LOOKUPS = [
  '/api/customer/getcustomers',
  '/api/vendor/getvendorsforlookup',
  '/api/user/getsalesreps',
];

describe('lookups: who may call them', () => {
  it.each([...OPEN_LOOKUPS, ...STAFF_LOOKUPS])('%s answers 401 without a token', async (url) => {
    const response = await ctx.anonymous.get(url);
    expect(response.statusCode).toBe(401);
  });

  it.each(ALL_ROLES)('every signed-in role reads the reference lookups (%s)', async (role) => {
    for (const url of OPEN_LOOKUPS) {
      const response = await ctx.asRole(role).get(url);
      expect(response.statusCode, `${role} ${url}`).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it.each(['Vendor', 'Tech', 'Customer'] as Role[])(
    'the customer and vendor lists are refused to %s (403)',
    async (role) => {
      for (const url of STAFF_LOOKUPS) {
        const response = await ctx.asRole(role).get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ message: 'Forbidden' });
      }
    },
  );

  it.each(['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'] as Role[])(
    'staff read the customer and vendor lists (%s)',
    async (role) => {
      for (const url of STAFF_LOOKUPS) expect((await ctx.asRole(role).get(url)).statusCode, url).toBe(200);
    },
  );
});

describe('GET /api/user/getdispatchers', () => {
  it('lists active users flagged isdispatcher or holding the Dispatchers role, not blocked or inactive ones', async () => {
    const byRole = await ctx.createUser({
      roles: ['Dispatchers'],
      given_name: 'Dana',
      family_name: 'Role',
      isdispatcher: false,
    });
    const byFlag = await ctx.createUser({
      roles: ['Employee'],
      given_name: 'Fred',
      family_name: 'Flag',
      isdispatcher: true,
    });
    const blocked = await ctx.createUser({ roles: ['Dispatchers'], blocked: true });
    const inactive = await ctx.createUser({ roles: ['Dispatchers'], isactive: false });
    const employee = await ctx.createUser({ roles: ['Employee'] });
    const response = await ctx.asRole('Employee').get('/api/user/getdispatchers');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number }[];
    expect(list).toContainEqual({
      id: byRole.id,
      user_id: byRole.user_id,
      firstname: 'Dana',
      lastname: 'Role',
      fullname: 'Dana Role',
      email: byRole.email,
    });
    const ids = list.map((row) => row.id);
    expect(ids).toContain(byFlag.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(employee.id);
  });
});

describe('GET /api/user/getsalesreps', () => {
  it('lists active users flagged issalesrep, with the user_id a customer stores, not blocked or inactive ones', async () => {
    const rep = await ctx.createUser({
      roles: ['Employee'],
      given_name: 'Sally',
      family_name: 'Rep',
      issalesrep: true,
    });
    const blocked = await ctx.createUser({ roles: ['Employee'], issalesrep: true, blocked: true });
    const inactive = await ctx.createUser({ roles: ['Employee'], issalesrep: true, isactive: false });
    const other = await ctx.createUser({ roles: ['Dispatchers'], issalesrep: false });
    const response = await ctx.asRole('Dispatchers').get('/api/user/getsalesreps');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number }[];
    expect(list).toContainEqual({
      id: rep.id,
      user_id: rep.user_id,
      firstname: 'Sally',
      lastname: 'Rep',
      fullname: 'Sally Rep',
      email: rep.email,
    });
    const ids = list.map((row) => row.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(other.id);
  });
});

describe('reference lookups', () => {
  it('GET /api/workorder/getstatuses gives every status with its colour, the spec ids included', async () => {
    const list = (await ctx.asRole('Dispatchers').get('/api/workorder/getstatuses')).json() as {
      id: number;
      name: string;
      color: string;
    }[];
    expect(list.find((s) => s.id === STATUS.Cancelled)).toMatchObject({
      name: 'Cancelled',
      color: expect.stringMatching(/^#/),
    });
    expect(list.find((s) => s.id === STATUS.Dispatched)?.name).toBe('Dispatched');
    for (const id of [2, 6, 7, 9, 12, 13, 16, 18, 21, 25])
      expect(
        list.some((s) => s.id === id),
        `status ${id}`,
      ).toBe(true);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
      color: expect.any(String),
      sortorder: expect.any(Number),
      isactive: expect.any(Boolean),
      isdefaultonnew: expect.any(Boolean),
    });
  });

  it('GET /api/geoinfo/getstates lists the states by name', async () => {
    const list = (await ctx.asRole('Vendor').get('/api/geoinfo/getstates')).json() as {
      statecode: string;
      statename: string;
    }[];
    expect(list).toContainEqual({ id: expect.any(Number), statecode: 'AZ', statename: 'Arizona' });
    expect(list.length).toBeGreaterThanOrEqual(50);
  });

  it('GET /api/geoinfo/getcounties needs a state or a search and pages by 50', async () => {
    const refused = await ctx.asRole('Dispatchers').get('/api/geoinfo/getcounties');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose a state or type at least 2 characters.');

    const arizona = (
      await ctx.asRole('Dispatchers').get('/api/geoinfo/getcounties?statecodes=az')
    ).json() as { county: string; statecode: string }[];
    expect(arizona.some((c) => c.county.startsWith('Maricopa') && c.statecode === 'AZ')).toBe(true);
    expect(arizona.every((c) => c.statecode === 'AZ')).toBe(true);

    const texas = await ctx
      .asRole('Dispatchers')
      .get('/api/geoinfo/getcounties', { query: { statecodes: 'TX' } });
    expect(texas.json()).toHaveLength(50);
    const two = (
      await ctx
        .asRole('Dispatchers')
        .get('/api/geoinfo/getcounties', { query: { statecodes: 'AZ,CA', search: 'san' } })
    ).json() as { county: string; statecode: string }[];
    expect(two.some((c) => c.statecode === 'AZ' && c.county.startsWith('San'))).toBe(true);
    expect(two.some((c) => c.statecode === 'CA' && c.county.startsWith('San'))).toBe(true);
  });

  it('GET /api/geoinfo/getcities filters by states and leading letters, with skip and take', async () => {
    const phoenix = (
      await ctx
        .asRole('Customer')
        .get('/api/geoinfo/getcities', { query: { statecodes: 'AZ', search: 'Phoe' } })
    ).json();
    expect(phoenix).toContainEqual({ id: expect.any(Number), city: 'Phoenix', statecode: 'AZ' });
    const page1 = (
      await ctx.asRole('Customer').get('/api/geoinfo/getcities', { query: { statecodes: 'CA', take: 10 } })
    ).json() as { id: number }[];
    const page2 = (
      await ctx
        .asRole('Customer')
        .get('/api/geoinfo/getcities', { query: { statecodes: 'CA', take: 10, skip: 10 } })
    ).json() as { id: number }[];
    expect(page1).toHaveLength(10);
    expect(page2).toHaveLength(10);
    expect(page2.map((c) => c.id)).not.toContain(page1[0]!.id);
    const searchOnly = (
      await ctx.asRole('Customer').get('/api/geoinfo/getcities', { query: { search: 'Phoenix' } })
    ).json() as { statecode: string }[];
    expect(searchOnly.some((c) => c.statecode === 'AZ')).toBe(true);
    expect(
      (await ctx.asRole('Customer').get('/api/geoinfo/getcities', { query: { search: 'P' } })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.asRole('Customer').get('/api/geoinfo/getcities', { query: { statecodes: 'Arizona' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx
          .asRole('Customer')
          .get('/api/geoinfo/getcities', { query: { statecodes: 'AZ', take: 5000 } })
      ).statusCode,
    ).toBe(400);
  });

  it('GET /api/geoinfo/getzipcodes filters by states, counties and a zip or city prefix', async () => {
    const zips = (
      await ctx
        .asRole('Tech')
        .get('/api/geoinfo/getzipcodes', { query: { statecodes: 'AZ', search: '8500' } })
    ).json() as { zipcode: string }[];
    expect(zips).toContainEqual({
      id: expect.any(Number),
      zipcode: '85001',
      city: 'Phoenix',
      county: expect.stringMatching(/^Maricopa/),
      statecode: 'AZ',
    });
    expect(zips.every((z) => z.zipcode.startsWith('8500'))).toBe(true);

    const maricopa = (
      await ctx.asRole('Tech').get('/api/geoinfo/getzipcodes', { query: { statecodes: 'AZ' } })
    ).json() as { county: string }[];
    const countyName = maricopa.find((z) => z.county?.startsWith('Maricopa'))?.county ?? 'Maricopa';
    const inCounty = (
      await ctx
        .asRole('Tech')
        .get('/api/geoinfo/getzipcodes', { query: { statecodes: 'AZ', counties: countyName, take: 200 } })
    ).json() as { county: string }[];
    expect(inCounty.length).toBeGreaterThan(50);
    expect(inCounty.every((z) => z.county === countyName)).toBe(true);
    expect(maricopa).toHaveLength(50);
  });

  it('GET /api/trades/tradelist lists trades with the spec ids; tradelist_nonstore leaves out store trades', async () => {
    const all = (await ctx.asRole('Dispatchers').get('/api/trades/tradelist')).json() as {
      tradeid: number;
      tradename: string;
      type: string;
    }[];
    for (const id of [20, 33, 34, 50])
      expect(
        all.some((t) => t.tradeid === id),
        `trade ${id}`,
      ).toBe(true);
    expect(Object.keys(all[0]!).sort()).toEqual(['tradeid', 'tradename', 'type']);
    const nonStore = (await ctx.asRole('Dispatchers').get('/api/trades/tradelist_nonstore')).json() as {
      tradeid: number;
    }[];
    const storeIds = (await ctx.db.query.trade.findMany({ where: (t, { eq }) => eq(t.isstore, true) })).map(
      (t) => t.tradeid,
    );
    expect(nonStore.length).toBe(
      all.length - storeIds.filter((id) => all.some((t) => t.tradeid === id)).length,
    );
    for (const id of storeIds) expect(nonStore.some((t) => t.tradeid === id)).toBe(false);
  });

  it('GET /api/vendor/getvendorstatustypes and /getvendortiers give the vendor lookups (tiers 1-6)', async () => {
    const statuses = (await ctx.asRole('Employee').get('/api/vendor/getvendorstatustypes')).json() as {
      id: number;
      type: string;
    }[];
    expect(statuses.some((s) => s.type === 'Redlined')).toBe(true);
    expect(statuses[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      color: expect.any(String),
      isdispatchable: expect.any(Boolean),
    });
    const tiers = (await ctx.asRole('Employee').get('/api/vendor/getvendortiers')).json() as {
      id: number;
      isdispatchable: boolean;
    }[];
    expect(tiers.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(tiers.find((t) => t.id === 6)?.isdispatchable).toBe(false);
  });

  it('GET /api/site/meta gives the captions (tablename, datafieldname, displaynamefield)', async () => {
    const captions = (await ctx.asRole('Customer').get('/api/site/meta')).json() as {
      tablename: string;
      datafieldname: string;
      displaynamefield: string;
    }[];
    expect(captions.length).toBeGreaterThan(20);
    expect(captions.some((c) => c.tablename === 'workorder')).toBe(true);
    expect(Object.keys(captions[0]!).sort()).toEqual(['datafieldname', 'displaynamefield', 'tablename']);
  });

  it('GET /api/customer/getcustomers lists customers by name with isactive', async () => {
    const [row] = await ctx.db
      .insert(customer)
      .values({ customername: 'Lookup Test Customer', isactive: false })
      .returning();
    const list = (await ctx.asRole('Dispatchers').get('/api/customer/getcustomers')).json();
    expect(list).toContainEqual({ id: row!.id, customername: 'Lookup Test Customer', isactive: false });
  });

  it('GET /api/vendor/getvendorsforlookup searches vendor names and pages (default 20)', async () => {
    const [row] = await ctx.db
      .insert(vendor)
      .values({
        name: 'Zyxwv 100% Plumbing',
        address: '1 Main St',
        city: 'Phoenix',
        statecode: 'AZ',
        postalcode: '85001',
      })
      .returning();
    const found = (
      await ctx.asRole('Admin').get('/api/vendor/getvendorsforlookup', { query: { search: 'xwv 100%' } })
    ).json();
    expect(found).toEqual([
      {
        id: row!.id,
        name: 'Zyxwv 100% Plumbing',
        address: '1 Main St',
        city: 'Phoenix',
        statecode: 'AZ',
        postalcode: '85001',
      },
    ]);
    expect(
      (
        await ctx.asRole('Admin').get('/api/vendor/getvendorsforlookup', { query: { search: 'xwv 1000' } })
      ).json(),
    ).toEqual([]);
    expect(
      (await ctx.asRole('Admin').get('/api/vendor/getvendorsforlookup', { query: { take: 0 } })).statusCode,
    ).toBe(400);
  });
});
