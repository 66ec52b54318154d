import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VendorSearchResult } from '@dispatchwise/shared';
import { county, zipcode } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createVendor } from '../../../test/factories/work-orders';
import { createVendorTradeWithRate } from '../../../test/factories/vendors';

// The vendor search (spec A "Vendor search"; decision 142): by radius around a zip and by geography.

const ctx = createTestContext();
const staff = () => ctx.asRole('Dispatchers');
const zipRow = async (code: string) =>
  (await ctx.db.select().from(zipcode).where(eq(zipcode.zipcode, code)))[0]!;
const idsOf = (rows: VendorSearchResult[]) => rows.map((row) => row.id);

const TAG = `S${Date.now()}`;
let near: number;
let nearby: number;
let far: number;
let inactive: number;
let otherTrade: number;

beforeAll(async () => {
  const austin = await zipRow('78701');
  const roundRock = await zipRow('78664');
  const dallas = await zipRow('75201');
  const at = (zip: typeof austin) => ({
    postalcode: zip.zipcode,
    latitude: zip.latitude,
    longitude: zip.longitude,
  });
  near = (await createVendor(ctx.db, { name: `${TAG} Near`, ...at(austin) })).id;
  // No coordinates: found at its zip's centre.
  nearby = (await createVendor(ctx.db, { name: `${TAG} Nearby`, postalcode: roundRock.zipcode })).id;
  far = (await createVendor(ctx.db, { name: `${TAG} Far`, ...at(dallas) })).id;
  inactive = (await createVendor(ctx.db, { name: `${TAG} Inactive`, isactive: false, ...at(austin) })).id;
  otherTrade = (await createVendor(ctx.db, { name: `${TAG} Other`, ...at(austin) })).id;
  for (const id of [near, nearby, far, inactive]) await createVendorTradeWithRate(ctx.db, id, { tradeid: 1 });
  await createVendorTradeWithRate(ctx.db, otherTrade, { tradeid: 2, statecode: 'OK' });
});

describe('POST /vendor/searchbyradius', () => {
  it('answers active vendors of the trades within the radius, nearest first, with miles to 1 decimal', async () => {
    const response = await staff().post('/api/vendor/searchbyradius', {
      trades: [1],
      radius: 30,
      zip: '78701',
    });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as VendorSearchResult[]).filter((row) => row.name.startsWith(TAG));
    expect(idsOf(rows)).toEqual([near, nearby]);
    expect(rows[0]).toMatchObject({ distancefromjob: 0, vendorstatus: 'Incomplete', wocount: 0 });
    expect(rows[1]!.distancefromjob).toBeGreaterThan(5);
    expect(rows[1]!.distancefromjob).toBeLessThan(30);
    expect(String(rows[1]!.distancefromjob)).toMatch(/^\d+(\.\d)?$/);
  });

  it('takes every trade when none is chosen', async () => {
    const rows = (
      await staff().post('/api/vendor/searchbyradius', { trades: [], radius: 10, zip: '78701' })
    ).json();
    expect(idsOf(rows.filter((row: VendorSearchResult) => row.name.startsWith(TAG)))).toEqual(
      expect.arrayContaining([near, otherTrade]),
    );
    expect(idsOf(rows)).not.toContain(far);
    expect(idsOf(rows)).not.toContain(inactive);
  });

  it('400 for an unknown zip or a radius not offered; staff only', async () => {
    expect(
      (await staff().post('/api/vendor/searchbyradius', { trades: [], radius: 50, zip: '00000' })).json(),
    ).toMatchObject({
      message: 'Zip code not found.',
    });
    expect(
      (await staff().post('/api/vendor/searchbyradius', { trades: [], radius: 15, zip: '78701' })).json()
        .message,
    ).toBe('Radius must be one of 10, 20, 30, 40, 50, 75, 100.');
    expect(
      (
        await ctx
          .asRole('Vendor')
          .post('/api/vendor/searchbyradius', { trades: [], radius: 50, zip: '78701' })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.anonymous.post('/api/vendor/searchbyradius', {})).statusCode).toBe(401);
  });
});

describe('POST /vendor/searchbygeography', () => {
  it('finds the vendors covering a state, or a county of it, for the trades; no distance', async () => {
    const byState = (
      await staff().post('/api/vendor/searchbygeography', { trades: [1], statecodes: ['TX'] })
    ).json();
    expect(idsOf(byState)).toEqual(expect.arrayContaining([near, nearby, far]));
    expect(idsOf(byState)).not.toContain(otherTrade);
    expect(byState[0].distancefromjob).toBeNull();
    const [travis] = await ctx.db
      .select()
      .from(county)
      .where(and(eq(county.statecode, 'TX'), eq(county.county, 'Travis')));
    const byCounty = (
      await staff().post('/api/vendor/searchbygeography', { statecodes: ['TX'], countyids: [travis!.id] })
    ).json();
    expect(idsOf(byCounty)).toEqual(expect.arrayContaining([near, nearby, far]));
    const oklahoma = (await staff().post('/api/vendor/searchbygeography', { statecodes: ['OK'] })).json();
    expect(idsOf(oklahoma)).toContain(otherTrade);
    expect(idsOf(oklahoma)).not.toContain(near);
  });

  it('400 without a place; staff only', async () => {
    expect((await staff().post('/api/vendor/searchbygeography', { trades: [1] })).json().message).toBe(
      'Choose at least one state, county, city or zip code.',
    );
    expect(
      (await ctx.asRole('Customer').post('/api/vendor/searchbygeography', { statecodes: ['TX'] })).statusCode,
    ).toBe(403);
  });
});
