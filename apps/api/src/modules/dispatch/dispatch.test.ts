import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DISPATCH_MESSAGES,
  EXCLUDED_TIER_ID,
  TRADE,
  VENDOR_BLOCK_MESSAGES,
  VENDOR_STATUS_TYPE,
  type DispatchVendor,
  type DispatchVendorChoice,
} from '@dispatchwise/shared';
import { dispatchvendor, vendor } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createVendorTradeWithRate } from '../../../test/factories/vendors';
import { createVendor } from '../../../test/factories/work-orders';
import { makeRoom } from './dispatch.service';

// Admin > Dispatch (spec A "Admin", section 7; docs/decisions/153): a trade's prioritised vendors.

const ctx = createTestContext();
const HVAC = TRADE.Hvac;
const admin = () => ctx.asRole('Admin');

beforeEach(async () => {
  await ctx.db.delete(dispatchvendor);
});

async function hvacVendor(name: string, fields: Partial<typeof vendor.$inferInsert> = {}) {
  const row = await createVendor(ctx.db, {
    name,
    city: 'Austin',
    statecode: 'TX',
    postalcode: '78701',
    vendorstatustypeid: VENDOR_STATUS_TYPE.Complete,
    ...fields,
  });
  await createVendorTradeWithRate(ctx.db, row.id, { tradeid: HVAC });
  return row;
}

const listOf = async (tradeId: number) => {
  const response = await admin().get('/api/admin/getvendorsbytradeid', {
    query: { tradeId: String(tradeId) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DispatchVendor[]>();
};
const save = (body: object) => admin().post('/api/admin/savedispatchvendor', body);
const order = (list: DispatchVendor[]) => list.map((row) => [row.name, row.priority]);

describe('Vendor Dispatch lists', () => {
  it('adds vendors, keeps priorities unique by moving the run below down, moves and removes', async () => {
    const a = await hvacVendor('Alpha Air', { autoattachenabled: true });
    const b = await hvacVendor('Bravo Air');
    const c = await hvacVendor('Charlie Air');
    const d = await hvacVendor('Delta Air');
    expect((await save({ priority: 1, tradeid: HVAC, vendorid: a.id })).statusCode).toBe(200);
    await save({ priority: 2, tradeid: HVAC, vendorid: b.id });
    await save({ priority: 5, tradeid: HVAC, vendorid: c.id });
    const added = await save({ priority: 1, tradeid: HVAC, vendorid: d.id });
    expect(added.statusCode, added.body).toBe(200);
    // Delta takes 1: Alpha and Bravo (an unbroken run) move down; Charlie at 5 keeps its number.
    expect(order(added.json())).toEqual([
      ['Delta Air', 1],
      ['Alpha Air', 2],
      ['Bravo Air', 3],
      ['Charlie Air', 5],
    ]);
    expect(added.json<DispatchVendor[]>()[1]).toEqual({
      tradeid: HVAC,
      vendorid: a.id,
      priority: 2,
      name: 'Alpha Air',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
      autoattachenabled: true,
      isactive: true,
      blockedreason: null,
    });

    const moved = await admin().put('/api/admin/updatedispatchvendor', {
      tradeid: HVAC,
      vendorid: c.id,
      priority: '2',
    });
    expect(order(moved.json())).toEqual([
      ['Delta Air', 1],
      ['Charlie Air', 2],
      ['Alpha Air', 3],
      ['Bravo Air', 4],
    ]);
    const removed = await admin().put('/api/admin/updatedispatchvendor', {
      tradeid: HVAC,
      vendorid: d.id,
      priority: 0,
    });
    expect(order(removed.json())).toEqual([
      ['Charlie Air', 2],
      ['Alpha Air', 3],
      ['Bravo Air', 4],
    ]);
    expect(order(await listOf(HVAC))).toEqual(order(removed.json()));
    expect(await listOf(TRADE.Plumbing)).toEqual([]);
  });

  it('offers the active, dispatchable vendors with the trade that are not listed yet', async () => {
    const listedOne = await hvacVendor('Listed Air');
    const offered = await hvacVendor('Offered Air', { address: '1 Main St' });
    await hvacVendor('Redlined Air', { vendorstatustypeid: VENDOR_STATUS_TYPE.Redlined });
    await hvacVendor('Tier Six Air', { tierid: EXCLUDED_TIER_ID });
    await hvacVendor('Inactive Air', { isactive: false });
    await createVendor(ctx.db, { name: 'Plumbing Only' });
    await save({ priority: 1, tradeid: HVAC, vendorid: listedOne.id });
    const response = await admin().get('/api/admin/getallvendorsbytradeid', {
      query: { tradeId: String(HVAC) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json<DispatchVendorChoice[]>().map((row) => row.name);
    expect(names).toContain('Offered Air');
    for (const name of ['Listed Air', 'Redlined Air', 'Tier Six Air', 'Inactive Air', 'Plumbing Only'])
      expect(names).not.toContain(name);
    expect(response.json<DispatchVendorChoice[]>().find((row) => row.vendorid === offered.id)).toEqual({
      vendorid: offered.id,
      name: 'Offered Air',
      address: '1 Main St',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
      autoattachenabled: false,
    });
  });

  it('shows why a listed vendor would be passed over', async () => {
    const row = await hvacVendor('Later Redlined');
    await save({ priority: 1, tradeid: HVAC, vendorid: row.id });
    await ctx.db
      .update(vendor)
      .set({ vendorstatustypeid: VENDOR_STATUS_TYPE.Redlined })
      .where(eq(vendor.id, row.id));
    expect(await listOf(HVAC)).toMatchObject([{ vendorid: row.id, blockedreason: 'Redlined' }]);
  });

  it('answers the validation messages as 400s, an unlisted update as 404', async () => {
    const ok = await hvacVendor('Valid Air');
    const cases: [object, string][] = [
      [{ tradeid: HVAC, vendorid: ok.id }, DISPATCH_MESSAGES.priorityRequired],
      [{ priority: -1, tradeid: HVAC, vendorid: ok.id }, DISPATCH_MESSAGES.priorityNegative],
      [{ priority: 1.5, tradeid: HVAC, vendorid: ok.id }, DISPATCH_MESSAGES.priorityInvalid],
      [{ priority: 'first', tradeid: HVAC, vendorid: ok.id }, DISPATCH_MESSAGES.priorityInvalid],
      [{ priority: 10_000, tradeid: HVAC, vendorid: ok.id }, DISPATCH_MESSAGES.priorityTooLarge],
      [{ priority: 1, vendorid: ok.id }, 'Trade is required.'],
      [{ priority: 1, tradeid: 999_999, vendorid: ok.id }, DISPATCH_MESSAGES.tradeInvalid],
      [{ priority: 1, tradeid: HVAC }, 'Vendor is required.'],
      [{ priority: 1, tradeid: HVAC, vendorid: 999_999 }, DISPATCH_MESSAGES.vendorInvalid],
      [{ priority: 1, tradeid: TRADE.Plumbing, vendorid: ok.id }, DISPATCH_MESSAGES.vendorLacksTrade],
    ];
    for (const [body, message] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    const redlined = await hvacVendor('Red Air', { vendorstatustypeid: VENDOR_STATUS_TYPE.Redlined });
    expect((await save({ priority: 1, tradeid: HVAC, vendorid: redlined.id })).json().message).toBe(
      VENDOR_BLOCK_MESSAGES.Redlined,
    );
    const inactive = await hvacVendor('Idle Air', { isactive: false });
    expect((await save({ priority: 1, tradeid: HVAC, vendorid: inactive.id })).json().message).toBe(
      DISPATCH_MESSAGES.vendorInactive,
    );
    const unlisted = await admin().put('/api/admin/updatedispatchvendor', {
      priority: 1,
      tradeid: HVAC,
      vendorid: ok.id,
    });
    expect(unlisted.statusCode).toBe(404);
    expect(unlisted.json().message).toBe(DISPATCH_MESSAGES.notOnList);
    for (const query of [{}, { tradeId: 'x' }, { tradeId: '999999' }]) {
      const response = await admin().get('/api/admin/getvendorsbytradeid', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(await listOf(HVAC)).toEqual([]);
  });

  it('is Admin only', async () => {
    const row = await hvacVendor('Guarded Air');
    expect(
      (
        await ctx
          .asRole('Dispatchers')
          .post('/api/admin/savedispatchvendor', { priority: 1, tradeid: HVAC, vendorid: row.id })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx
          .asRole('Employee')
          .get('/api/admin/getvendorsbytradeid', { query: { tradeId: String(HVAC) } })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.anonymous.get('/api/admin/getallvendorsbytradeid', { query: { tradeId: String(HVAC) } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('makeRoom', () => {
  const list = [
    { vendorid: 1, priority: 1 },
    { vendorid: 2, priority: 2 },
    { vendorid: 3, priority: 4 },
  ];
  it('moves the holder of the priority and the unbroken run after it', () => {
    expect(makeRoom(list, 9, 1)).toEqual(
      new Map([
        [1, 2],
        [2, 3],
      ]),
    );
    expect(makeRoom(list, 9, 2)).toEqual(new Map([[2, 3]]));
    expect(makeRoom(list, 9, 3)).toEqual(new Map());
    expect(makeRoom(list, 3, 1)).toEqual(
      new Map([
        [1, 2],
        [2, 3],
      ]),
    );
    expect(makeRoom(list, 1, 2)).toEqual(new Map([[2, 3]]));
    expect(makeRoom(list, 1, 0)).toEqual(new Map());
  });
});
