import { beforeAll, describe, expect, it } from 'vitest';
import type { vendor } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createVendor } from '../../../test/factories/work-orders';

// GET /vendorprofile/currentvendor (spec C 2.8 Details; docs/decisions/157).

const ctx = createTestContext();
let vendorA: typeof vendor.$inferSelect;
let vendorB: typeof vendor.$inferSelect;

beforeAll(async () => {
  vendorA = await createVendor(ctx.db, {
    name: 'Alpha Plumbing',
    glexpirationdate: new Date('2027-01-31T00:00:00Z'),
    wcexpirationdate: new Date('2026-12-31T00:00:00Z'),
    wcexempt: false,
  });
  vendorB = await createVendor(ctx.db, { name: 'Beta Roofing' });
});

describe('GET /vendorprofile/currentvendor', () => {
  it("answers the Vendor user's own vendor with the portal's expiry names and the form's lookups", async () => {
    const user = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA.id });
    const response = await ctx.as(user).get('/api/vendorprofile/currentvendor');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.vendor).toMatchObject({
      id: vendorA.id,
      name: 'Alpha Plumbing',
      glexpirationdate: '2027-01-31T00:00:00.000Z',
      coi_enddate: '2027-01-31T00:00:00.000Z',
      wcexpirationdate: '2026-12-31T00:00:00.000Z',
      wc_enddate: '2026-12-31T00:00:00.000Z',
      wcexempt: false,
    });
    expect(body.vendor.servicestates).toEqual({ states: expect.any(Array) });
    for (const list of ['terms', 'statuses', 'states']) expect(body[list].length).toBeGreaterThan(0);
  });

  it("answers a Tech their vendor's record; the vendor is always the caller's, never another", async () => {
    const tech = await ctx.createUser({ roles: ['Tech'], vendorid: vendorB.id });
    const response = await ctx.as(tech).get('/api/vendorprofile/currentvendor');
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor).toMatchObject({ id: vendorB.id, coi_enddate: null, wc_enddate: null });
  });

  it('refuses anonymous (401), staff, customers and a vendor user without a vendor (403)', async () => {
    expect((await ctx.anonymous.get('/api/vendorprofile/currentvendor')).statusCode).toBe(401);
    for (const role of ['Admin', 'Dispatchers', 'Customer'] as const)
      expect((await ctx.asRole(role).get('/api/vendorprofile/currentvendor')).statusCode).toBe(403);
    const unlinked = await ctx.createUser({ roles: ['Vendor'] });
    const refused = await ctx.as(unlinked).get('/api/vendorprofile/currentvendor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Forbidden' });
  });
});
