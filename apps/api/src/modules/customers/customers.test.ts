import { describe, expect, it } from 'vitest';
import { customerListsSchema, type Role } from '@dispatchwise/shared';
import { createTestContext } from '../../../test/helpers';
import {
  createCustomerTradeRate,
  createCustomerWithSite,
  createJobSite,
} from '../../../test/factories/work-orders';

const ctx = createTestContext();

describe('GET /customer/getlists', () => {
  it('answers the lookups, the four work-order trades, staff and the customer active job sites', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db);
    const closed = await createJobSite(ctx.db, { customerid: customer.id, isactive: false });
    const { jobsite: otherSite } = await createCustomerWithSite(ctx.db);
    const dispatcher = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana' });
    const admin = await ctx.createUser({ roles: ['Admin'], given_name: 'Ada' });
    const employee = await ctx.createUser({ roles: ['Employee'] });
    const blocked = await ctx.createUser({ roles: ['Dispatchers'], blocked: true });
    const rep = await ctx.createUser({ roles: ['Employee'], issalesrep: true });
    const blockedRep = await ctx.createUser({ roles: ['Employee'], issalesrep: true, blocked: true });

    const response = await ctx.asRole('Employee').get('/api/customer/getlists', {
      query: { customerid: customer.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.tradetypes).toEqual([
      { id: 50, tradeid: 50, tradename: 'Electrical' },
      { id: 20, tradeid: 20, tradename: 'General Maintenance' },
      { id: 33, tradeid: 33, tradename: 'HVAC' },
      { id: 34, tradeid: 34, tradename: 'Plumbing' },
    ]);
    expect(body.divisions.find((d: { isdefaultonnew: boolean }) => d.isdefaultonnew)).toEqual({
      id: 1,
      name: 'Facilities Maintenance',
      isdefaultonnew: true,
    });
    expect(body.statuses.find((s: { isdefaultonnew: boolean }) => s.isdefaultonnew)).toMatchObject({
      id: 1,
      name: 'Received',
    });
    expect(body.statuses).toHaveLength(21);
    expect(body.priorities.map((p: { name: string }) => p.name)).toEqual([
      'Emergency',
      'Urgent',
      'High',
      'Normal',
      'Low',
    ]);
    expect(body.requesttypes[0]).toEqual({ id: 1, name: 'Service Request', isdefaultonnew: true });
    expect(body.jobsites).toEqual([
      {
        id: jobsite.id,
        jobsite: jobsite.jobsite,
        jobsitedescription: null,
        city: 'Austin',
        statecode: 'TX',
        postalcode: '78701',
        streetaddress: '12 Main St',
      },
    ]);
    const siteIds = body.jobsites.map((site: { id: number }) => site.id);
    expect(siteIds).not.toContain(closed.id);
    expect(siteIds).not.toContain(otherSite.id);
    const staffIds = body.dispatchers.map((user: { id: number }) => user.id);
    expect(staffIds).toEqual(expect.arrayContaining([dispatcher.id, admin.id]));
    expect(staffIds).not.toContain(employee.id);
    expect(staffIds).not.toContain(blocked.id);
    // Sales reps are the users flagged issalesrep, whatever their role.
    const repIds = body.salesreps.map((user: { id: number }) => user.id);
    expect(repIds).toContain(rep.id);
    expect(repIds).not.toContain(blockedRep.id);
    expect(repIds).not.toContain(dispatcher.id);
    expect(body.dispatchers.find((user: { id: number }) => user.id === dispatcher.id)).toEqual({
      id: dispatcher.id,
      firstname: 'Dana',
      lastname: dispatcher.family_name,
      email: dispatcher.email,
    });
  });

  it('lists the job sites by name, then id, with the fields its schema documents (decision 206)', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db);
    const named = async (name: string, extra: Record<string, unknown> = {}) =>
      (await createJobSite(ctx.db, { customerid: customer.id, jobsite: name, ...extra })).id;
    const zulu = await named('Zulu "quoted" <site>', { jobsitedescription: 'Back door' });
    const alpha = await named('Alpha');
    const alphaTwin = await named('Alpha');
    const response = await ctx.asRole('Admin').get('/api/customer/getlists', {
      query: { customerid: customer.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    // The answer is sent as text, not through the schema's serializer: it must still be what the schema says.
    expect(customerListsSchema.parse(body)).toEqual(body);
    expect(body.jobsites.map((site: { id: number }) => site.id)).toEqual([
      alpha,
      alphaTwin,
      jobsite.id,
      zulu,
    ]);
    expect(body.jobsites.at(-1)).toMatchObject({
      jobsite: 'Zulu "quoted" <site>',
      jobsitedescription: 'Back door',
    });
  });

  it('answers no job sites without a customer and 404 for an unknown one', async () => {
    const none = await ctx.asRole('Admin').get('/api/customer/getlists');
    expect(none.statusCode).toBe(200);
    expect(none.json().jobsites).toEqual([]);
    const unknown = await ctx
      .asRole('Admin')
      .get('/api/customer/getlists', { query: { customerid: 99999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer not found.');
    const bad = await ctx.asRole('Admin').get('/api/customer/getlists', { query: { customerid: 'abc' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to external users', async () => {
    expect((await ctx.anonymous.get('/api/customer/getlists')).statusCode).toBe(401);
    for (const role of ['Vendor', 'Tech', 'Customer'] as Role[])
      expect((await ctx.asRole(role).get('/api/customer/getlists')).statusCode, role).toBe(403);
  });
});

describe('GET /customer/traderates', () => {
  it('lists the customer live rates shown under or covering the state', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const { customer: other } = await createCustomerWithSite(ctx.db);
    await createCustomerTradeRate(ctx.db, {
      customerid: customer.id,
      tradeid: 33,
      statecode: 'TX',
      regularrate: '120.00',
      cities: ['Houston', 'Austin'],
    });
    await createCustomerTradeRate(ctx.db, {
      customerid: customer.id,
      tradeid: 34,
      statecode: 'OK',
      coveredStates: ['OK', 'TX'],
    });
    await createCustomerTradeRate(ctx.db, { customerid: customer.id, tradeid: 50, statecode: 'CA' });
    await createCustomerTradeRate(ctx.db, {
      customerid: customer.id,
      tradeid: 20,
      statecode: 'TX',
      isdeleted: true,
    });
    await createCustomerTradeRate(ctx.db, { customerid: other.id, tradeid: 33, statecode: 'TX' });

    const response = await ctx.asRole('Employee').get('/api/customer/traderates', {
      query: { customerid: customer.id, statecode: 'tx' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rates = response.json();
    expect(rates).toHaveLength(2);
    expect(rates[0]).toEqual({
      name: expect.any(String),
      tradeid: 33,
      tradename: 'HVAC',
      statecode: 'TX',
      regularrate: '120.00',
      overtimerate: '142.50',
      holidayrate: '190.00',
      tripcharge: '65.00',
      markuppercent: '15.00',
      city: 'Austin, Houston',
      county: null,
      zipcode: null,
    });
    expect(rates[1]).toMatchObject({ tradeid: 34, tradename: 'Plumbing', statecode: 'OK', city: null });

    const every = await ctx.asRole('Employee').get('/api/customer/traderates', {
      query: { customerid: customer.id },
    });
    expect(every.json()).toHaveLength(3);
  });

  it('answers 204 with no body when the customer has no rates for the state', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    await createCustomerTradeRate(ctx.db, { customerid: customer.id, tradeid: 33, statecode: 'TX' });
    const response = await ctx.asRole('Admin').get('/api/customer/traderates', {
      query: { customerid: customer.id, statecode: 'NM' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('validates the query, 404 for an unknown customer', async () => {
    const missing = await ctx.asRole('Admin').get('/api/customer/traderates', { query: { statecode: 'TX' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ customerid: 'Customer is required.' });
    const state = await ctx
      .asRole('Admin')
      .get('/api/customer/traderates', { query: { customerid: 1, statecode: 'Texas' } });
    expect(state.json().errors).toEqual({ statecode: 'State code is invalid.' });
    const unknown = await ctx
      .asRole('Admin')
      .get('/api/customer/traderates', { query: { customerid: 99999999, statecode: 'TX' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to external users', async () => {
    const query = { customerid: 1, statecode: 'TX' };
    expect((await ctx.anonymous.get('/api/customer/traderates', { query })).statusCode).toBe(401);
    for (const role of ['Vendor', 'Tech', 'Customer'] as Role[])
      expect((await ctx.asRole(role).get('/api/customer/traderates', { query })).statusCode, role).toBe(403);
  });
});
