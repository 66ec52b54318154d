import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, VendorRecord } from '@dispatchwise/shared';
import { vendor, vendorservicestate, zipcode } from '../../db/schema/index';
import { createTestContext, type Requester } from '../../../test/helpers';
import { createVendor } from '../../../test/factories/work-orders';
import { createVendorTradeWithRate } from '../../../test/factories/vendors';

// The vendor record, list and rating (spec A "Vendors list", spec C 2.4, 2.5, 3, 5, 7; decision 142).

const ctx = createTestContext();
const staff = () => ctx.asRole('Dispatchers');

type Zip = { zipcode: string; city: string; statecode: string; latitude: number; longitude: number };
let austin: Zip;
let vendorA: typeof vendor.$inferSelect;
let vendorB: typeof vendor.$inferSelect;
let vendorUserA: Requester;
let techUserA: Requester;

const zipRow = async (code: string) =>
  (await ctx.db.select().from(zipcode).where(eq(zipcode.zipcode, code)))[0]! as Zip;

beforeAll(async () => {
  austin = await zipRow('78701');
  vendorA = await createVendor(ctx.db, {
    name: 'Alpha Plumbing',
    postalcode: '78701',
    primaryemail: 'a@alpha.test',
  });
  vendorB = await createVendor(ctx.db, { name: 'Beta Roofing' });
  vendorUserA = ctx.as(await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA.id }));
  techUserA = ctx.as(await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id }));
});

const newVendor = (fields: Record<string, unknown> = {}) => ({
  name: `Gamma Electric ${Math.random().toString(36).slice(2, 8)}`,
  address: '100  Congress Ave',
  city: austin.city,
  statecode: austin.statecode,
  postalcode: austin.zipcode,
  primaryphone: '5125550100',
  primaryemail: 'office@gamma.test',
  tierid: 2,
  termid: 3,
  ...fields,
});

describe('GET /vendor/getvendors (the grid protocol)', () => {
  it('answers the list rows with WO count, rating, trades and the expired paperwork marks', async () => {
    const expired = await createVendor(ctx.db, {
      name: `Zeta Expired ${Date.now()}`,
      glexpirationdate: new Date('2020-01-01T00:00:00Z'),
      wcexpirationdate: new Date('2020-01-01T00:00:00Z'),
      wcexempt: true,
      w9date: new Date('2019-01-01T00:00:00Z'),
    });
    await createVendorTradeWithRate(ctx.db, expired.id, { tradeid: 1 });
    const response = await staff().get('/api/vendor/getvendors', {
      query: { searchValue: expired.name, requireTotalCount: true },
    });
    expect(response.statusCode).toBe(200);
    const [row] = response.json().data;
    expect(row).toMatchObject({
      id: expired.id,
      name: expired.name,
      workordercount: 0,
      vendorratings: null,
      glexpired: true,
      wcexpired: false,
      w9expired: true,
    });
    expect(row.tradearray).toHaveLength(1);
    const byTrade = await staff().get('/api/vendor/getvendors', {
      query: { filter: JSON.stringify(['tradeid', 'anyof', [1]]), searchValue: expired.name },
    });
    expect(byTrade.json().data.map((r: { id: number }) => r.id)).toEqual([expired.id]);
  });

  it('is staff only: 401 without a token, 403 for Vendor, Tech and Customer users', async () => {
    expect((await ctx.anonymous.get('/api/vendor/getvendors')).statusCode).toBe(401);
    for (const role of ['Vendor', 'Tech', 'Customer'] as Role[])
      expect((await ctx.asRole(role).get('/api/vendor/getvendors')).statusCode).toBe(403);
  });
});

describe('GET /vendor/{id}', () => {
  it('answers the record with States Serviced, rating and the lookups', async () => {
    await ctx.db.insert(vendorservicestate).values({ vendorid: vendorA.id, statecode: 'TX' });
    const response = await staff().get(`/api/vendor/${vendorA.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.vendor).toMatchObject({ id: vendorA.id, name: 'Alpha Plumbing', numberofratings: 0 });
    expect(body.vendor.servicestates.states).toEqual([{ id: expect.any(Number), statecode: 'TX' }]);
    for (const list of ['tiers', 'terms', 'trades', 'statuses', 'states'])
      expect(body[list].length).toBeGreaterThan(0);
  });

  it('lets Vendor and Tech users read their own vendor only; never a Customer user', async () => {
    expect((await vendorUserA.get(`/api/vendor/${vendorA.id}`)).statusCode).toBe(200);
    expect((await techUserA.get(`/api/vendor/${vendorA.id}`)).statusCode).toBe(200);
    expect((await vendorUserA.get(`/api/vendor/${vendorB.id}`)).statusCode).toBe(403);
    expect((await ctx.asRole('Customer').get(`/api/vendor/${vendorA.id}`)).statusCode).toBe(403);
    expect((await ctx.anonymous.get(`/api/vendor/${vendorA.id}`)).statusCode).toBe(401);
  });

  it('404 for a vendor that does not exist, 400 for an id that is not one', async () => {
    expect((await staff().get('/api/vendor/2000000000')).json()).toMatchObject({
      message: 'Vendor not found.',
    });
    expect((await staff().get('/api/vendor/abc')).statusCode).toBe(400);
  });
});

describe('POST /vendor/save and PUT /vendor/update', () => {
  it('creates a vendor with its coordinates from the zip and its States Serviced', async () => {
    const response = await staff().post(
      '/api/vendor/save',
      newVendor({ servicestates: { states: [{ statecode: 'tx' }, { statecode: 'OK' }] }, minnte: '150' }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json() as VendorRecord;
    expect(saved).toMatchObject({ tierid: 2, termid: 3, minnte: '150.00', vendorstatustypeid: 1 });
    expect(saved.servicestates.states.map((s) => s.statecode)).toEqual(['OK', 'TX']);
    const [row] = await ctx.db.select().from(vendor).where(eq(vendor.id, saved.id));
    expect([row!.latitude, row!.longitude]).toEqual([austin.latitude, austin.longitude]);
  });

  it('answers the spec’s required messages', async () => {
    const response = await staff().post('/api/vendor/save', { name: '' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      name: 'Name is required.',
      address: 'Address is required.',
      city: 'City is required.',
      statecode: 'State is required.',
      postalcode: 'Zip is required.',
      primaryphone: 'Primary Phone is required.',
      primaryemail: 'Primary Email is required.',
      tierid: 'Tier is required.',
      termid: 'Term is required.',
    });
    const invalid = await staff().post('/api/vendor/save', newVendor({ primaryemail: 'nope', tierid: 99 }));
    expect(invalid.json().errors).toMatchObject({ primaryemail: 'Primary Email is invalid.' });
    const unknownTier = await staff().post('/api/vendor/save', newVendor({ tierid: 99 }));
    expect(unknownTier.json().errors).toMatchObject({ tierid: 'Tier is invalid.' });
  });

  it('updates only the fields sent, keeps States Serviced, moves the coordinates with the zip', async () => {
    const created = (
      await staff().post(
        '/api/vendor/save',
        newVendor({ firstname: 'Gina', servicestates: { states: [{ statecode: 'TX' }] } }),
      )
    ).json() as VendorRecord;
    const dallas = await zipRow('75201');
    const response = await staff().put('/api/vendor/update', {
      id: created.id,
      postalcode: dallas.zipcode,
      city: dallas.city,
      minnte: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstname: 'Gina', postalcode: '75201', minnte: null });
    expect(response.json().servicestates.states).toEqual([{ id: expect.any(Number), statecode: 'TX' }]);
    const [row] = await ctx.db.select().from(vendor).where(eq(vendor.id, created.id));
    expect([row!.latitude, row!.longitude]).toEqual([dallas.latitude, dallas.longitude]);
    const empty = await staff().put('/api/vendor/update', { id: created.id, name: ' ' });
    expect(empty.json().errors).toMatchObject({ name: 'Name is required.' });
  });

  it('refuses external users (403) and a missing vendor (404)', async () => {
    for (const role of ['Vendor', 'Tech', 'Customer'] as Role[]) {
      expect((await ctx.asRole(role).post('/api/vendor/save', newVendor())).statusCode).toBe(403);
      expect(
        (await ctx.asRole(role).put('/api/vendor/update', { id: vendorA.id, name: 'X' })).statusCode,
      ).toBe(403);
    }
    expect((await vendorUserA.put('/api/vendor/update', { id: vendorA.id, name: 'X' })).statusCode).toBe(403);
    expect((await staff().put('/api/vendor/update', { id: 2_000_000_000, name: 'X' })).statusCode).toBe(404);
  });
});

describe('POST /vendor/validateaddress', () => {
  it('normalises the city and state to the zip’s and says the address changed', async () => {
    const response = await staff().post('/api/vendor/validateaddress', {
      name: `Unique ${Date.now()}`,
      address: '1 Main   St',
      city: austin.city.toLowerCase(),
      statecode: 'ok',
      postalcode: austin.zipcode,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isValid: true,
      addressChanged: true,
      address: '1 Main St',
      city: austin.city,
      state: 'TX',
      postalCode: '78701',
      existingAddress: false,
      existingVendorName: null,
    });
  });

  it('finds an existing vendor with the same address or the same name; an unknown zip is not valid', async () => {
    const other = await createVendor(ctx.db, {
      name: 'Delta HVAC',
      address: '9 Elm St',
      postalcode: '78701',
    });
    const sameAddress = await staff().post('/api/vendor/validateaddress', {
      name: 'Someone Else',
      address: '9 ELM  st',
      city: austin.city,
      statecode: 'TX',
      postalcode: '78701',
    });
    expect(sameAddress.json()).toMatchObject({
      existingAddress: true,
      existingVendorName: 'Delta HVAC',
      existingVendor: { id: other.id, address: '9 Elm St' },
      addressChanged: false,
    });
    const sameName = await staff().post('/api/vendor/validateaddress', {
      name: 'delta hvac',
      address: '1 Other Rd',
      city: 'Nowhere',
      statecode: 'TX',
      postalcode: '00000',
    });
    expect(sameName.json()).toMatchObject({
      existingAddress: false,
      existingVendorName: 'Delta HVAC',
      isValid: false,
      message: 'Zip code not found.',
    });
    expect((await ctx.asRole('Vendor').post('/api/vendor/validateaddress', {})).statusCode).toBe(403);
  });
});

describe('POST /vendor/addvendorrating/{vendorid}/{rating}', () => {
  it('adds the user’s rating, replaces it on a second one, averages everyone’s', async () => {
    const rated = await createVendor(ctx.db);
    const first = await staff().post(`/api/vendor/addvendorrating/${rated.id}/4.5`);
    expect(first.json()).toEqual({ vendorrating: 4.5, numberofratings: 1, myrating: 4.5 });
    const again = await staff().post(`/api/vendor/addvendorrating/${rated.id}/3`);
    expect(again.json()).toEqual({ vendorrating: 3, numberofratings: 1, myrating: 3 });
    const other = await ctx.asRole('Admin').post(`/api/vendor/addvendorrating/${rated.id}/4`);
    expect(other.json()).toEqual({ vendorrating: 3.5, numberofratings: 2, myrating: 4 });
    expect((await staff().get(`/api/vendor/${rated.id}`)).json().vendor).toMatchObject({
      vendorrating: 3.5,
      numberofratings: 2,
      myrating: 3,
    });
    const listed = await staff().get('/api/vendor/getvendors', {
      query: { searchValue: rated.name, sort: JSON.stringify([{ selector: 'vendorratings', desc: true }]) },
    });
    expect(listed.json().data[0]).toMatchObject({ id: rated.id, vendorratings: 3.5 });
  });

  it('accepts 1 to 5 in half steps only; staff only', async () => {
    for (const rating of ['0.5', '5.5', '4.3', 'x'])
      expect((await staff().post(`/api/vendor/addvendorrating/${vendorB.id}/${rating}`)).json().message).toBe(
        'Rating must be 1 to 5 in steps of 0.5.',
      );
    expect((await vendorUserA.post(`/api/vendor/addvendorrating/${vendorA.id}/5`)).statusCode).toBe(403);
  });
});
