import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXCLUDED_TIER_ID, TRADE, VENDOR_STATUS_TYPE } from '@dispatchwise/shared';
import type { vendor } from '../../db/schema/index';
import {
  customerjobsite,
  customervendorexclusion,
  dispatchvendor,
  mailattachment,
  mailoutbox,
  workorderevent,
  workordernote,
  workordertrade,
  workordervendor,
} from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createVendorTradeWithRate } from '../../../test/factories/vendors';
import { createCustomerWithSite, createVendor } from '../../../test/factories/work-orders';

// Auto-dispatch (issue 14, docs/decisions/153): a new order with a trade gets the first eligible vendor
// of the Admin dispatch list attached, its TICKET queued in the outbox, and a System note.

const ctx = createTestContext();
const PLUMBING = TRADE.Plumbing;
let dispatcher: TestUser;

beforeAll(async () => {
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'], email: 'dana@dispatch.test' });
});
beforeEach(async () => {
  await ctx.db.delete(dispatchvendor);
});

/** A vendor covering `statecode` for the trade, on the trade's dispatch list at `priority`. */
async function listed(
  name: string,
  priority: number,
  options: { fields?: Partial<typeof vendor.$inferInsert>; statecode?: string; tradeid?: number } = {},
) {
  const { tradeid = PLUMBING, statecode = 'TX' } = options;
  const row = await createVendor(ctx.db, {
    name,
    autoattachenabled: true,
    minnte: '250.00',
    vendorstatustypeid: VENDOR_STATUS_TYPE.Complete,
    tierid: 2,
    ...options.fields,
  });
  await createVendorTradeWithRate(ctx.db, row.id, { tradeid, statecode });
  await ctx.db.insert(dispatchvendor).values({ tradeid, vendorid: row.id, priority });
  return row;
}

/** POST /workorder/saveworkorder at an Austin, TX site; answers the new order and its customer. */
async function createOrder(fields: Record<string, unknown> = {}) {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  const response = await ctx.as(dispatcher).post('/api/workorder/saveworkorder', {
    customerid: customer.id,
    jobsiteid: jobsite.id,
    nte: '500.00',
    duedate: '2025-06-30',
    priorityid: 4,
    briefdescription: 'Leaking pipe under the sink',
    tradeids: [PLUMBING],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json<{ id: number; wonumber: string }>(), customer };
}

const linesOf = (workorderid: number) =>
  ctx.db.select().from(workordervendor).where(eq(workordervendor.workorderid, workorderid));
const notesOf = async (workorderid: number) =>
  (
    await ctx.db
      .select({ note: workordernote.note })
      .from(workordernote)
      .where(eq(workordernote.workorderid, workorderid))
      .orderBy(workordernote.id)
  ).map((row) => row.note);
const mailTo = (to: string) => ctx.db.select().from(mailoutbox).where(eq(mailoutbox.to, to));

describe('auto-dispatch on POST /workorder/saveworkorder', () => {
  it('attaches the first vendor by priority, queues its TICKET with the work ticket, and notes it', async () => {
    const second = await listed('Second Plumbing', 2);
    const first = await listed('First Plumbing', 1);
    const { order } = await createOrder();

    const lines = await linesOf(order.id);
    expect(lines).toMatchObject([
      { vendorid: first.id, tradeid: PLUMBING, quotedamount: '250.00', quoteonly: false },
    ]);
    const [event] = await ctx.db
      .select()
      .from(workorderevent)
      .where(and(eq(workorderevent.workorderid, order.id), eq(workorderevent.actiontype, 'TICKET')));
    expect(event).toMatchObject({ vendorid: first.id, workordervendorid: lines[0]!.id });
    const [mail] = await mailTo(first.dispatchemail!);
    expect(mail).toMatchObject({ kind: 'vendor_notice', idempotencykey: `vendor_notice:${event!.id}` });
    expect(mail!.subject).toContain(order.wonumber);
    const files = await ctx.db.select().from(mailattachment).where(eq(mailattachment.mailid, mail!.id));
    expect(files).toHaveLength(1);
    expect(files[0]!.contenttype).toBe('application/pdf');
    expect(await mailTo(second.dispatchemail!)).toEqual([]);
    expect(await notesOf(order.id)).toEqual([
      'Work order created.',
      'Vendor First Plumbing attached.',
      'Auto-dispatch: First Plumbing (priority 1 for Plumbing) attached. Its work ticket was e-mailed with a quoted amount of $250.00.',
    ]);
  });

  it('passes over Redlined, Tier 6, excluded, inactive, not covering and auto-attach-off vendors', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    await listed('Redlined', 1, { fields: { vendorstatustypeid: VENDOR_STATUS_TYPE.Redlined } });
    await listed('Tier Six', 2, { fields: { tierid: EXCLUDED_TIER_ID } });
    const excluded = await listed('Excluded', 3);
    await ctx.db.insert(customervendorexclusion).values({ customerid: customer.id, vendorid: excluded.id });
    await listed('Inactive', 4, { fields: { isactive: false } });
    await listed('Oklahoma Only', 5, { statecode: 'OK' });
    await listed('Manual Only', 6, { fields: { autoattachenabled: false } });
    await listed('Electrician', 1, { tradeid: TRADE.Electrical });
    const chosen = await listed('Seventh Plumbing', 7);

    const [site] = await ctx.db
      .select()
      .from(customerjobsite)
      .where(eq(customerjobsite.customerid, customer.id));
    const response = await ctx.as(dispatcher).post('/api/workorder/saveworkorder', {
      customerid: customer.id,
      jobsiteid: site!.id,
      duedate: '2025-06-30',
      priorityid: 4,
      briefdescription: 'Leaking pipe',
      tradeids: [PLUMBING],
    });
    expect(response.statusCode, response.body).toBe(201);
    const lines = await linesOf(response.json<{ id: number }>().id);
    expect(lines.map((line) => line.vendorid)).toEqual([chosen.id]);
  });

  it('leaves the order unchanged without a candidate, and without a trade', async () => {
    await listed('Redlined Only', 1, { fields: { vendorstatustypeid: VENDOR_STATUS_TYPE.Redlined } });
    const { order } = await createOrder();
    expect(await linesOf(order.id)).toEqual([]);
    expect(await notesOf(order.id)).toEqual(['Work order created.']);

    await listed('Good Plumbing', 2);
    const { order: noTrade } = await createOrder({ tradeids: [] });
    expect(await linesOf(noTrade.id)).toEqual([]);
    expect(await notesOf(noTrade.id)).toEqual(['Work order created.']);
  });

  it("quotes the order's NTE without a minimum NTE, and sends no ticket at a quote of 0", async () => {
    const vendorRow = await listed('No Minimum', 1, { fields: { minnte: null } });
    const { order } = await createOrder({ nte: '480.00' });
    expect(await linesOf(order.id)).toMatchObject([{ vendorid: vendorRow.id, quotedamount: '480.00' }]);
    expect(await mailTo(vendorRow.dispatchemail!)).toHaveLength(1);

    const { order: unpriced } = await createOrder({ nte: null });
    expect(await linesOf(unpriced.id)).toMatchObject([{ vendorid: vendorRow.id, quotedamount: '0.00' }]);
    expect(await mailTo(vendorRow.dispatchemail!)).toHaveLength(1);
    expect((await notesOf(unpriced.id)).at(-1)).toBe(
      'Auto-dispatch: No Minimum (priority 1 for Plumbing) attached. No work ticket was sent: the quoted amount is 0 (set it, then Send WO Ticket).',
    );
  });

  it('attaches a vendor without an e-mail address and says why no ticket went', async () => {
    const silent = await listed('Silent Plumbing', 1, {
      fields: { dispatchemail: null, primaryemail: null },
    });
    const { order } = await createOrder();
    expect(await linesOf(order.id)).toMatchObject([{ vendorid: silent.id }]);
    expect((await notesOf(order.id)).at(-1)).toBe(
      'Auto-dispatch: Silent Plumbing (priority 1 for Plumbing) attached. No work ticket was sent: The vendor has no e-mail address.',
    );
  });

  it('dispatches a child order too (POST /workorder/createchildworkorder)', async () => {
    const { order } = await createOrder({ tradeids: [] });
    const first = await listed('Child Plumbing', 1);
    // The parent's trade, added after its creation so that only the child is dispatched.
    await ctx.db.insert(workordertrade).values({ workorderid: order.id, tradeid: PLUMBING });
    const response = await ctx
      .as(dispatcher)
      .post('/api/workorder/createchildworkorder', undefined, { query: { id: String(order.id) } });
    expect(response.statusCode, response.body).toBe(201);
    const child = response.json<{ id: number }>();
    expect(await linesOf(child.id)).toMatchObject([{ vendorid: first.id }]);
    expect(await linesOf(order.id)).toEqual([]);
  });
});
