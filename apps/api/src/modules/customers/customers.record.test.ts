import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '@dispatchwise/shared';
import { customer as customerTable, customerjobsite, term } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import {
  createCustomerWithSite,
  createJobSite,
  createManagementProvider,
} from '../../../test/factories/work-orders';

// The customer record and list (spec A "Customers list"; spec C 2.3, 3, 5, 7; decision 147).

const ctx = createTestContext();
const staff = () => ctx.asRole('Dispatchers');
const EXTERNAL: Role[] = ['Vendor', 'Tech', 'Customer'];

const NEW_CUSTOMER = {
  customername: 'Acme Facilities',
  streetaddress: '1 Congress Ave',
  city: 'Austin',
  statecode: 'tx',
  postalcode: '78701',
};

describe('GET /customer/getcustomerlist (the grid protocol)', () => {
  it('answers the list rows with the contact name, and pages by keyset on the default sort', async () => {
    const prefix = `Keyset ${Date.now()}`;
    for (const name of ['C', 'A', 'B'])
      await ctx.db.insert(customerTable).values({
        customername: `${prefix} ${name}`,
        contactfirstname: 'Ann',
        contactlastname: name,
      });
    const first = await staff().get('/api/customer/getcustomerlist', {
      query: { searchValue: prefix, take: 2 },
    });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.data.map((row: { customername: string }) => row.customername)).toEqual([
      `${prefix} A`,
      `${prefix} B`,
    ]);
    expect(page1.data[0]).toMatchObject({ contactname: 'Ann A', isactive: true });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await staff().get('/api/customer/getcustomerlist', {
      query: { searchValue: prefix, take: 2, after: page1.nextCursor },
    });
    expect(second.json().data.map((row: { customername: string }) => row.customername)).toEqual([
      `${prefix} C`,
    ]);
    expect(second.json().nextCursor).toBeNull();
  });

  it('is staff only: 401 without a token, 403 for Vendor, Tech and Customer users', async () => {
    expect((await ctx.anonymous.get('/api/customer/getcustomerlist')).statusCode).toBe(401);
    for (const role of EXTERNAL)
      expect((await ctx.asRole(role).get('/api/customer/getcustomerlist')).statusCode).toBe(403);
  });
});

describe('POST /customer/save and PUT /customer/update', () => {
  it('saves a new customer with its prefix and notifications, answers the record', async () => {
    const provider = await createManagementProvider(ctx.db, { webaddress: 'https://portal.test' });
    const prefix = `P${Date.now() % 100000}`;
    const [net30] = await ctx.db.select({ id: term.id }).from(term).where(eq(term.days, 30));
    const response = await staff().post('/api/customer/save', {
      ...NEW_CUSTOMER,
      customerprefix: prefix.toLowerCase(),
      ccemails: 'a@acme.test, b@acme.test',
      nte: '$1,250.50',
      termid: net30!.id,
      managementproviderid: provider.id,
      notifications: { proposaladded: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      customername: 'Acme Facilities',
      customerprefix: prefix,
      statecode: 'TX',
      nte: '1250.50',
      termid: net30!.id,
      isactive: true,
      notifications: { customerid: saved.id, proposaladded: true, invoiceadded: false, statuschange: false },
      managementprovider: { id: provider.id, webaddress: 'https://portal.test' },
    });
    const again = await staff().post('/api/customer/save', { ...NEW_CUSTOMER, customerprefix: prefix });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.customerprefix).toBe('Customer Prefix is already used by another customer.');
  });

  it('answers the spec C 5 messages with the customer captions', async () => {
    const response = await staff().post('/api/customer/save', { contactemail: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      customername: 'Customer Name is required.',
      streetaddress: 'Street Address is required.',
      city: 'City is required.',
      statecode: 'State is required.',
      postalcode: 'Postal Code is required.',
      contactemail: 'Email is invalid.',
    });
    const { customer } = await createCustomerWithSite(ctx.db);
    const blank = await staff().put('/api/customer/update', { id: customer.id, customername: ' ' });
    expect(blank.json().errors).toMatchObject({ customername: 'Customer Name is required.' });
    const badTerm = await staff().put('/api/customer/update', { id: customer.id, termid: 999 });
    expect(badTerm.json().errors).toMatchObject({ termid: 'Terms is invalid.' });
  });

  it('updates only the fields sent, never the prefix, and the notification flags one by one', async () => {
    const created = (
      await staff().post('/api/customer/save', {
        ...NEW_CUSTOMER,
        customerprefix: `Q${Date.now() % 100000}`,
        contactphone: '512-555-0100',
        notifications: { invoiceadded: true },
      })
    ).json();
    const response = await staff().put('/api/customer/update', {
      id: created.id,
      city: 'Dallas',
      customerprefix: 'CHANGED',
      notifications: { statuschange: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      city: 'Dallas',
      contactphone: '512-555-0100',
      customerprefix: created.customerprefix,
      notifications: { invoiceadded: true, statuschange: true, proposaladded: false },
    });
  });

  it('refuses external users and answers 404 for a missing customer', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    expect((await ctx.anonymous.put('/api/customer/update', { id: customer.id })).statusCode).toBe(401);
    for (const role of EXTERNAL) {
      expect((await ctx.asRole(role).post('/api/customer/save', NEW_CUSTOMER)).statusCode).toBe(403);
      expect((await ctx.asRole(role).put('/api/customer/update', { id: customer.id })).statusCode).toBe(403);
    }
    const missing = await staff().put('/api/customer/update', { id: 2_000_000_000, city: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Customer not found.');
  });
});

describe('GET /customer/{id}', () => {
  it('answers the record with default notifications and the lookups', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const response = await staff().get(`/api/customer/${customer.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.customer).toMatchObject({
      id: customer.id,
      notifications: { id: null, proposaladded: false },
      managementprovider: null,
    });
    expect(body.terms.map((t: { days: number }) => t.days)).toContain(30);
    expect(body.states.length).toBeGreaterThan(49);
    expect(Array.isArray(body.dispatchers) && Array.isArray(body.salesreps)).toBe(true);
    expect(Array.isArray(body.managementproviders)).toBe(true);
  });

  it('refuses a Customer user, even for their own customer, and 404s a missing one', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const own = ctx.as(await ctx.createUser({ roles: ['Customer'], customerid: customer.id }));
    expect((await own.get(`/api/customer/${customer.id}`)).statusCode).toBe(403);
    expect((await ctx.anonymous.get(`/api/customer/${customer.id}`)).statusCode).toBe(401);
    expect((await staff().get('/api/customer/2000000000')).statusCode).toBe(404);
  });
});

describe('POST /jobsites/updateallspecialprocedures', () => {
  it('writes the text on every job site of the customer and no other', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db);
    const closed = await createJobSite(ctx.db, { customerid: customer.id, isactive: false });
    const other = await createCustomerWithSite(ctx.db);
    const response = await staff().post('/api/jobsites/updateallspecialprocedures', {
      customerid: customer.id,
      specialprocedure: 'Sign in at the front desk.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ customerid: customer.id, jobsites: 2 });
    const sites = await ctx.db
      .select({ id: customerjobsite.id, text: customerjobsite.specialprocedure })
      .from(customerjobsite)
      .where(eq(customerjobsite.customerid, customer.id));
    expect(sites.map((site) => site.text)).toEqual([
      'Sign in at the front desk.',
      'Sign in at the front desk.',
    ]);
    expect(sites.map((site) => site.id).sort()).toEqual([jobsite.id, closed.id].sort());
    const [untouched] = await ctx.db
      .select({ text: customerjobsite.specialprocedure })
      .from(customerjobsite)
      .where(eq(customerjobsite.id, other.jobsite.id));
    expect(untouched!.text).not.toBe('Sign in at the front desk.');
  });

  it('requires the text and refuses external users', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const empty = await staff().post('/api/jobsites/updateallspecialprocedures', {
      customerid: customer.id,
      specialprocedure: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.specialprocedure).toBe('Special Instructions is required.');
    for (const role of EXTERNAL) {
      const refused = await ctx.asRole(role).post('/api/jobsites/updateallspecialprocedures', {
        customerid: customer.id,
        specialprocedure: 'x',
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('GET /managementprovider/getproviders', () => {
  it('lists the providers for staff only', async () => {
    const provider = await createManagementProvider(ctx.db, { userid: 'acme', password: 'secret' });
    const list = (await staff().get('/api/managementprovider/getproviders')).json();
    expect(list).toContainEqual({ ...provider });
    for (const role of EXTERNAL)
      expect((await ctx.asRole(role).get('/api/managementprovider/getproviders')).statusCode).toBe(403);
  });
});
