import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_SITE_MESSAGES, type JobSite } from '@dispatchwise/shared';
import { customerjobsite } from '../../db/schema/index';
import { createTestContext, type Requester } from '../../../test/helpers';
import { addProcedure, createJobSite, createWorkOrder } from '../../../test/factories/work-orders';
import { createCustomerWithSite } from '../../../test/factories/work-order-actions';

// One job site: list, read, add, update, remove (spec A "Job-site list and imports", section 5; spec C
// 2.3 Job Sites tab; docs/decisions/148).

const ctx = createTestContext();
const staff = () => ctx.asRole('Dispatchers');
const admin = () => ctx.asRole('Admin');

let mine: Awaited<ReturnType<typeof createCustomerWithSite>>;
let other: Awaited<ReturnType<typeof createCustomerWithSite>>;
let customerUser: Requester;

beforeAll(async () => {
  mine = await createCustomerWithSite(ctx.db, { customername: `Acme Stores ${Date.now()}` });
  other = await createCustomerWithSite(ctx.db);
  await addProcedure(ctx.db, mine.jobsite.id, 'Sign in at the front desk', 0);
  customerUser = ctx.as(await ctx.createUser({ roles: ['Customer'], customerid: mine.customer.id }));
});

const newSite = (fields: Record<string, unknown> = {}) => ({
  customerid: mine.customer.id,
  jobsite: `S-${Math.random().toString(36).slice(2, 8)}`,
  jobsitedescription: 'Downtown store',
  streetaddress: '100 Elm St',
  city: 'Dallas',
  statecode: 'tx',
  postalcode: '75201',
  ...fields,
});

describe('GET /jobsites/getjobsites (the grid protocol)', () => {
  it("answers one customer's sites, and every customer's without customerid (Show All)", async () => {
    const one = await staff().get('/api/jobsites/getjobsites', {
      query: { customerid: mine.customer.id, requireTotalCount: true },
    });
    expect(one.statusCode).toBe(200);
    const rows = one.json().data as { id: number; customername: string; customerid: number }[];
    expect(rows.every((row) => row.customerid === mine.customer.id)).toBe(true);
    expect(rows.find((row) => row.id === mine.jobsite.id)?.customername).toBe(mine.customer.customername);
    const all = await staff().get('/api/jobsites/getjobsites', {
      query: { searchValue: other.jobsite.jobsite, requireTotalCount: true },
    });
    expect(all.statusCode).toBe(200);
    expect((all.json().data as { id: number }[]).map((row) => row.id)).toContain(other.jobsite.id);
  });

  it('refuses anonymous callers, Customer users (their own id too) and a bad customerid', async () => {
    expect((await ctx.anonymous.get('/api/jobsites/getjobsites')).statusCode).toBe(401);
    const own = await customerUser.get('/api/jobsites/getjobsites', {
      query: { customerid: mine.customer.id },
    });
    expect(own.statusCode).toBe(403);
    const bad = await staff().get('/api/jobsites/getjobsites', { query: { customerid: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Customer is invalid.');
  });
});

describe('GET /jobsites/getjobsite', () => {
  it('answers the site with its customer name, procedures and dates', async () => {
    const response = await ctx.asRole('Employee').get('/api/jobsites/getjobsite', {
      query: { jobsiteid: mine.jobsite.id },
    });
    expect(response.statusCode).toBe(200);
    const site = response.json() as JobSite & { createdDate: string };
    expect(site).toMatchObject({
      id: mine.jobsite.id,
      customerid: mine.customer.id,
      customername: mine.customer.customername,
      procedures: [{ procedure: 'Sign in at the front desk' }],
    });
    expect(new Date(site.createdDate).getTime()).not.toBeNaN();
  });

  it('answers 404 for an unknown site and 403 to a Customer user, even for another customer', async () => {
    const missing = await staff().get('/api/jobsites/getjobsite', { query: { jobsiteid: 2_000_000_000 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(JOB_SITE_MESSAGES.notFound);
    const foreign = await customerUser.get('/api/jobsites/getjobsite', {
      query: { jobsiteid: other.jobsite.id },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /customer/addjobsite', () => {
  it('adds the site with its procedures, the phone kept as digits', async () => {
    const response = await staff().post(
      '/api/customer/addjobsite',
      newSite({
        phone: '+1 (214) 555-0100',
        procedures: [{ procedure: 'Call ahead' }, { procedure: 'Badge in' }],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statecode: 'TX',
      phone: '2145550100',
      procedures: [{ procedure: 'Call ahead' }, { procedure: 'Badge in' }],
    });
  });

  it('names every required field, the phone format and a bad e-mail', async () => {
    const response = await staff().post('/api/customer/addjobsite', {
      customerid: mine.customer.id,
      phone: '+1 (114) 555-0100',
      email: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      jobsite: 'Job Site is required.',
      jobsitedescription: 'Job Site Description is required.',
      streetaddress: 'Street Address is required.',
      city: 'City is required.',
      statecode: 'State is required.',
      postalcode: 'Postal Code is required.',
      phone: 'The phone must have a correct USA phone format',
      email: 'Email is invalid.',
    });
  });

  it('refuses a site number the customer already has, and an unknown customer', async () => {
    const twice = await staff().post('/api/customer/addjobsite', newSite({ jobsite: mine.jobsite.jobsite }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ jobsite: JOB_SITE_MESSAGES.duplicate });
    const unknown = await staff().post('/api/customer/addjobsite', newSite({ customerid: 2_000_000_000 }));
    expect(unknown.statusCode).toBe(404);
  });

  it('is staff with edit:jobsites only', async () => {
    expect((await ctx.anonymous.post('/api/customer/addjobsite', newSite())).statusCode).toBe(401);
    expect((await ctx.asRole('Employee').post('/api/customer/addjobsite', newSite())).statusCode).toBe(403);
    expect((await customerUser.post('/api/customer/addjobsite', newSite())).statusCode).toBe(403);
  });
});

describe('PUT /customer/updatejobsite', () => {
  it('changes what it names and keeps the rest (procedures too)', async () => {
    const site = await createJobSite(ctx.db, {
      customerid: mine.customer.id,
      contactperson: 'Kim',
      email: 'kim@x.test',
    });
    await addProcedure(ctx.db, site.id, 'Keep me');
    const response = await staff().put('/api/customer/updatejobsite', { id: site.id, city: 'Plano' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      city: 'Plano',
      contactperson: 'Kim',
      email: 'kim@x.test',
      procedures: [{ procedure: 'Keep me' }],
    });
    const cleared = await staff().put('/api/customer/updatejobsite', {
      id: site.id,
      email: null,
      procedures: [],
    });
    expect(cleared.json()).toMatchObject({ email: null, procedures: [], city: 'Plano' });
  });

  it('refuses a required field sent blank and an unknown site', async () => {
    const blank = await staff().put('/api/customer/updatejobsite', { id: mine.jobsite.id, jobsite: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ jobsite: 'Job Site is required.' });
    const missing = await staff().put('/api/customer/updatejobsite', { id: 2_000_000_000, city: 'X' });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a Customer user, for their own site and another customer's", async () => {
    for (const id of [mine.jobsite.id, other.jobsite.id]) {
      const response = await customerUser.put('/api/customer/updatejobsite', { id, city: 'X' });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('DELETE /customer/removejobsite/{id}', () => {
  it('removes a site no work order names', async () => {
    const site = await createJobSite(ctx.db, { customerid: mine.customer.id });
    await addProcedure(ctx.db, site.id, 'Gone too');
    const response = await admin().delete(`/api/customer/removejobsite/${site.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: site.id, message: JOB_SITE_MESSAGES.removed });
    expect(await ctx.db.select().from(customerjobsite).where(eq(customerjobsite.id, site.id))).toEqual([]);
  });

  it('refuses with 409 a site that work orders name, and keeps it', async () => {
    const site = await createJobSite(ctx.db, { customerid: mine.customer.id });
    await createWorkOrder(ctx.db, { customerid: mine.customer.id, jobsiteid: site.id });
    const response = await admin().delete(`/api/customer/removejobsite/${site.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(JOB_SITE_MESSAGES.inUse(1));
    expect(await ctx.db.select().from(customerjobsite).where(eq(customerjobsite.id, site.id))).toHaveLength(
      1,
    );
  });

  it('needs delete:jobsites: a dispatcher and a Customer user are refused', async () => {
    expect((await staff().delete(`/api/customer/removejobsite/${mine.jobsite.id}`)).statusCode).toBe(403);
    expect((await customerUser.delete(`/api/customer/removejobsite/${other.jobsite.id}`)).statusCode).toBe(
      403,
    );
    expect((await ctx.anonymous.delete(`/api/customer/removejobsite/${mine.jobsite.id}`)).statusCode).toBe(
      401,
    );
  });
});
