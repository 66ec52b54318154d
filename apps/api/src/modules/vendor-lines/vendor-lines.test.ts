import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE, STATUS, TRADE, type VendorLineDetail } from '@dispatchwise/shared';
import {
  customervendorexclusion,
  workorderattachment,
  workorderevent,
  workordernote,
  workordertrade,
  workorder,
  workordervendor,
  workordervendorqc,
} from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createCoveringVendor, orderAt } from './vendor-lines.test-fixtures';

// The Vendor tab's lines and their verbs (spec B sections 2, 4 "Vendor line", 5; issue 10 "Beyond the
// spec": the NTE guard; docs/decisions/132).

const ctx = createTestContext();
const PLUMBING = TRADE.Plumbing;

const dispatcher = () => ctx.asRole('Dispatchers');
const accounting = () => ctx.asRole('AccountingAdmin');

const newVendor = async (fields = {}) =>
  (
    await createCoveringVendor(ctx.db, {
      zip: '78702',
      tradeid: PLUMBING,
      coverage: { states: ['TX'] },
      fields,
    })
  ).vendor;

const attach = async (workorderid: number, vendorid: number, body: Record<string, unknown> = {}) => {
  const response = await dispatcher().post('/api/workorder/savevendor', { workorderid, vendorid, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VendorLineDetail>();
};

const notesOf = async (workorderid: number) =>
  (await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, workorderid))).map(
    (n) => n.note,
  );

const eventsOf = async (lineid: number, actiontype: string) =>
  ctx.db
    .select()
    .from(workorderevent)
    .where(and(eq(workorderevent.workordervendorid, lineid), eq(workorderevent.actiontype, actiontype)));

describe('POST /workorder/savevendor (attach)', () => {
  it('attaches with the trade the vendor has on the order, its minimum NTE as the quote, and a System note', async () => {
    const { order } = await orderAt(ctx.db, '78701', { tradeids: [TRADE.Hvac, PLUMBING] });
    const vendor = await newVendor({ minnte: '150.00', name: 'Attach Me' });
    const line = await attach(order.id, vendor.id);
    expect(line).toMatchObject({
      workorderid: order.id,
      vendorid: vendor.id,
      vendorname: 'Attach Me',
      wovendorid: line.id,
      workordervendorid: line.id,
      tradeid: PLUMBING,
      tradename: 'Plumbing',
      quotedamount: '150.00',
      quoteonly: false,
      status: 'Attached',
      isapproved: false,
      hold: null,
      qc: null,
      tradearray: ['Plumbing'],
    });
    expect(line.eventcounts.woticketcount).toBe(0);
    expect(await notesOf(order.id)).toContain('Vendor Attach Me attached.');

    const given = await attach((await orderAt(ctx.db, '78701')).order.id, vendor.id, {
      tradeid: TRADE.Hvac,
      quoteonly: true,
      quotedamount: '0',
    });
    expect(given).toMatchObject({ tradeid: TRADE.Hvac, quoteonly: true, quotedamount: '0.00' });
  });

  it('refuses Redlined, tier 6 and customer-excluded vendors with the reason, and a vendor already attached', async () => {
    const { order, customer } = await orderAt(ctx.db, '78701');
    const cases: [Record<string, unknown>, string][] = [
      [{ vendorstatustypeid: 4 }, 'This vendor is Redlined and cannot be attached.'],
      [{ tierid: 6 }, 'This vendor is Tier 6 (Do Not Use) and cannot be attached.'],
    ];
    for (const [fields, message] of cases) {
      const vendor = await newVendor(fields);
      const response = await dispatcher().post('/api/workorder/savevendor', {
        workorderid: order.id,
        vendorid: vendor.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const excluded = await newVendor();
    await ctx.db.insert(customervendorexclusion).values({ customerid: customer.id, vendorid: excluded.id });
    const refused = await dispatcher().post('/api/workorder/savevendor', {
      workorderid: order.id,
      vendorid: excluded.id,
    });
    expect(refused.json()).toEqual({ message: 'The customer excluded this vendor: it cannot be attached.' });

    const vendor = await newVendor();
    await attach(order.id, vendor.id);
    const twice = await dispatcher().post('/api/workorder/savevendor', {
      workorderid: order.id,
      vendorid: vendor.id,
    });
    expect(twice.json()).toEqual({ message: 'This vendor is already attached to this work order.' });
    expect(
      await ctx.db.select().from(workordervendor).where(eq(workordervendor.workorderid, order.id)),
    ).toHaveLength(1);
  });

  it('refuses Invoiced orders (read-only), allows Cancelled ones, and answers 404 for unknown records', async () => {
    const vendor = await newVendor();
    const invoiced = await orderAt(ctx.db, '78701', { fields: { statusid: STATUS.Invoiced } });
    const response = await dispatcher().post('/api/workorder/savevendor', {
      workorderid: invoiced.order.id,
      vendorid: vendor.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This work order is read-only.' });
    const cancelled = await orderAt(ctx.db, '78701', { fields: { statusid: STATUS.Cancelled } });
    await attach(cancelled.order.id, vendor.id);
    const noVendor = await dispatcher().post('/api/workorder/savevendor', {
      workorderid: cancelled.order.id,
      vendorid: 99999999,
    });
    expect(noVendor.statusCode).toBe(404);
    const noOrder = await dispatcher().post('/api/workorder/savevendor', {
      workorderid: 99999999,
      vendorid: vendor.id,
    });
    expect(noOrder.statusCode).toBe(404);
    const badTrade = await dispatcher().post('/api/workorder/savevendor', {
      workorderid: (await orderAt(ctx.db, '78701')).order.id,
      vendorid: vendor.id,
      tradeid: 999999,
    });
    expect(badTrade.json()).toEqual({
      message: 'Trade is invalid.',
      errors: { tradeid: 'Trade is invalid.' },
    });
  });

  it('is refused to Employee (no update:workorder) and to Vendor, Tech and Customer users', async () => {
    const { order } = await orderAt(ctx.db, '78701');
    const vendor = await newVendor();
    for (const role of ['Employee', 'Vendor', 'Tech', 'Customer'] as const) {
      const response = await ctx
        .asRole(role)
        .post('/api/workorder/savevendor', { workorderid: order.id, vendorid: vendor.id });
      expect(response.statusCode, role).toBe(403);
    }
  });
});

describe('the Vendor tab: GET /workorder/vendors and the edit form', () => {
  it('lists the lines with their counts, QC and hold; updatevendor changes the form fields', async () => {
    const { order } = await orderAt(ctx.db, '78701', { tradeids: [PLUMBING] });
    const line = await attach(order.id, (await newVendor()).id);
    const updated = await dispatcher().put('/api/workorder/updatevendor', {
      id: line.id,
      paidbycc: true,
      quotedamount: '800.50',
      invnumber: 'INV-77',
      note: 'Call ahead',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      paidbycc: true,
      quotedamount: '800.50',
      invnumber: 'INV-77',
      note: 'Call ahead',
    });
    await ctx.db.insert(workorderevent).values({
      workorderid: order.id,
      workordervendorid: line.id,
      vendorid: line.vendorid,
      actiontype: 'TICKET',
    });
    const response = await ctx
      .asRole('Employee')
      .get('/api/workorder/vendors', { query: { workorderid: order.id } });
    expect(response.statusCode).toBe(200);
    const [row] = response.json<VendorLineDetail[]>();
    expect(row).toMatchObject({
      id: line.id,
      workorderstatus: 'Dispatched',
      paidbycc: true,
      invnumber: 'INV-77',
    });
    expect(row!.eventcounts.woticketcount).toBe(1);
    // 800.50 over the order's NTE of 750.00: approving it would be held.
    expect(row!.hold).toEqual({
      reason: 'over-nte',
      amount: '800.50',
      nte: '750.00',
      message:
        'The vendor invoice ($800.50) exceeds the work order NTE ($750.00): approving it needs an override reason.',
    });
    expect(row!.scorecard).toMatchObject({ tradeid: PLUMBING });

    const cleared = await dispatcher().put('/api/workorder/updatevendor', {
      id: line.id,
      invnumber: '',
      note: null,
    });
    expect(cleared.json()).toMatchObject({ invnumber: null, note: null, paidbycc: true });
    const invalid = await dispatcher().put('/api/workorder/updatevendor', {
      id: line.id,
      quotedamount: '12.345',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ quotedamount: 'Quoted Amount is invalid.' });
    expect(
      (await dispatcher().put('/api/workorder/updatevendor', { id: 99999999, note: 'x' })).statusCode,
    ).toBe(404);
  });

  it('GET /workorder/vendor/attachments/{id} answers the files of that line only', async () => {
    const { order } = await orderAt(ctx.db, '78701');
    const first = await attach(order.id, (await newVendor()).id);
    const second = await attach(order.id, (await newVendor()).id);
    const file = (workordervendorid: number | null, filename: string) =>
      ctx.db.insert(workorderattachment).values({
        workorderid: order.id,
        workordervendorid,
        attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice,
        filename,
        path: `workorder/${order.id}/${filename}`,
      });
    await file(first.id, 'inv_20250314000000.pdf');
    await file(second.id, 'other_20250314000000.pdf');
    await file(null, 'order_20250314000000.pdf');
    const response = await dispatcher().get(`/api/workorder/vendor/attachments/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        workordervendorid: first.id,
        filename: 'inv_20250314000000.pdf',
        attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice,
        attachmenttype: 'Vendor Invoice',
      }),
    ]);
    expect((await dispatcher().get('/api/workorder/vendor/attachments/99999999')).statusCode).toBe(404);
    expect((await ctx.asRole('Vendor').get(`/api/workorder/vendor/attachments/${first.id}`)).statusCode).toBe(
      403,
    );
  });
});

describe('approved lines, detach and NOD', () => {
  it('flags and clears NOD (201) while unapproved; edit, detach and NOD are refused once approved', async () => {
    const { order } = await orderAt(ctx.db, '78701');
    const line = await attach(order.id, (await newVendor()).id, { quotedamount: '500' });
    const on = await dispatcher().put(`/api/workorder/flagnod/${line.id}/true`);
    expect(on.statusCode).toBe(201);
    expect(on.json().nodflagged).toBe(true);
    const off = await dispatcher().put(`/api/workorder/flagnod/${line.id}/false`);
    expect(off.json().nodflagged).toBe(false);
    expect((await dispatcher().put(`/api/workorder/flagnod/${line.id}/maybe`)).statusCode).toBe(400);

    await ctx.db.update(workordervendor).set({ isapproved: true }).where(eq(workordervendor.id, line.id));
    const approved = { message: 'The vendor invoice is approved: unapprove it first.' };
    expect((await dispatcher().put(`/api/workorder/flagnod/${line.id}/true`)).json()).toEqual(approved);
    expect(
      (await dispatcher().put('/api/workorder/updatevendor', { id: line.id, note: 'x' })).json(),
    ).toEqual(approved);
    const detach = await dispatcher().delete(`/api/workorder/removevendor/${line.id}`);
    expect(detach.statusCode).toBe(400);
    expect(detach.json()).toEqual(approved);
  });

  it('detaches a line (200) with a System note; a line with files, or on an Invoiced order, is refused', async () => {
    const { order } = await orderAt(ctx.db, '78701');
    const line = await attach(order.id, (await newVendor({ name: 'Gone Co' })).id);
    const withFile = await attach(order.id, (await newVendor()).id);
    await ctx.db.insert(workorderattachment).values({
      workorderid: order.id,
      workordervendorid: withFile.id,
      attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice,
      filename: 'inv_20250314000000.pdf',
      path: `workorder/${order.id}/inv_20250314000000.pdf`,
    });
    const removed = await dispatcher().delete(`/api/workorder/removevendor/${line.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: line.id, workorderid: order.id });
    expect(await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, line.id))).toEqual([]);
    expect(await notesOf(order.id)).toContain('Vendor Gone Co detached.');
    const refused = await dispatcher().delete(`/api/workorder/removevendor/${withFile.id}`);
    expect(refused.json()).toEqual({
      message: 'This vendor line has files: remove them first, or cancel the vendor instead.',
    });
    const invoiced = await orderAt(ctx.db, '78701');
    const late = await attach(invoiced.order.id, (await newVendor()).id);
    await ctx.db
      .update(workorder)
      .set({ statusid: STATUS.Invoiced })
      .where(eq(workorder.id, invoiced.order.id));
    for (const response of [
      await dispatcher().delete(`/api/workorder/removevendor/${late.id}`),
      await dispatcher().put('/api/workorder/updatevendor', { id: late.id, note: 'x' }),
      await dispatcher().put(`/api/workorder/flagnod/${late.id}/true`),
    ])
      expect(response.json()).toEqual({ message: 'This work order is read-only.' });
  });
});

describe('vendor invoice approval and the NTE guard', () => {
  let order: Awaited<ReturnType<typeof orderAt>>['order'];
  beforeAll(async () => {
    ({ order } = await orderAt(ctx.db, '78701'));
  });

  it('needs approve:vendorinvoice and an invoice number, and records APPROVE_VENDOR_INVOICE', async () => {
    const line = await attach(order.id, (await newVendor({ name: 'Billing Co' })).id, {
      quotedamount: '700',
    });
    const body = { workordervendorid: line.id };
    expect((await dispatcher().put('/api/workorder/approvevendorinvoice', body)).statusCode).toBe(403);
    const noNumber = await accounting().put('/api/workorder/approvevendorinvoice', body);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toEqual({
      message: 'An invoice number is required to approve the vendor invoice.',
    });
    await dispatcher().put('/api/workorder/updatevendor', { id: line.id, invnumber: 'INV-1' });
    const approved = await accounting().put('/api/workorder/approvevendorinvoice', body);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ isapproved: true, hold: null });
    expect(approved.json().approvedby).toMatch(/AccountingAdmin/);
    expect(await eventsOf(line.id, 'APPROVE_VENDOR_INVOICE')).toHaveLength(1);
    expect(await notesOf(order.id)).toContain('Vendor invoice INV-1 of Billing Co ($700.00) approved.');
    const twice = await accounting().put('/api/workorder/approvevendorinvoice', body);
    expect(twice.json()).toEqual({ message: 'The vendor invoice is already approved.' });

    const unapproved = await accounting().put('/api/workorder/unapprovevendorinvoice', body);
    expect(unapproved.json()).toMatchObject({ isapproved: false, approvedby: null, approveddate: null });
    expect(await eventsOf(line.id, 'UNAPPROVE_VENDOR_INVOICE')).toHaveLength(1);
    expect((await accounting().put('/api/workorder/unapprovevendorinvoice', body)).json()).toEqual({
      message: 'The vendor invoice is not approved.',
    });
  });

  it('holds an invoice over the order NTE until a reason is given, kept as a System note', async () => {
    const line = await attach(order.id, (await newVendor({ name: 'Pricey Co' })).id, { quotedamount: '900' });
    await dispatcher().put('/api/workorder/updatevendor', { id: line.id, invnumber: 'INV-9' });
    const held = await accounting().put('/api/workorder/approvevendorinvoice', {
      workordervendorid: line.id,
    });
    expect(held.statusCode).toBe(400);
    expect(held.json()).toEqual({
      message:
        'The vendor invoice ($900.00) exceeds the work order NTE ($750.00): approving it needs an override reason.',
      errors: { overridereason: 'An override reason is required to approve over the NTE.' },
    });
    const blank = await accounting().put('/api/workorder/approvevendorinvoice', {
      workordervendorid: line.id,
      overridereason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const approved = await accounting().put('/api/workorder/approvevendorinvoice', {
      workordervendorid: line.id,
      overridereason: 'Customer approved the extra valve by phone',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ isapproved: true, hold: null });
    const [note] = await ctx.db
      .select()
      .from(workordernote)
      .where(and(eq(workordernote.workorderid, order.id), eq(workordernote.notetypeid, 6)))
      .then((rows) => rows.filter((row) => row.note.includes('INV-9')));
    expect(note?.note).toBe(
      'Vendor invoice INV-9 of Pricey Co ($900.00) approved over the work order NTE ($750.00). Override reason: Customer approved the extra valve by phone',
    );
  });

  it('refuses to unapprove a bill already sent to accounting', async () => {
    const line = await attach(order.id, (await newVendor()).id, { quotedamount: '100' });
    await ctx.db
      .update(workordervendor)
      .set({ isapproved: true, invnumber: 'INV-S', syncedtoaccountingdate: new Date() })
      .where(eq(workordervendor.id, line.id));
    const response = await accounting().put('/api/workorder/unapprovevendorinvoice', {
      workordervendorid: line.id,
    });
    expect(response.json()).toEqual({ message: 'This vendor bill was already sent to accounting.' });
  });
});

describe('POST /workorder/savevendorqc', () => {
  it('answers every required message of spec B section 5 at once', async () => {
    const response = await dispatcher().post('/api/workorder/savevendorqc', { workordervendorid: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      reviewername: 'Reviewer Name is Required.',
      totalscore: 'Total Score is Required.',
      techarrivedonschedule: 'Required.',
      techwasprofessional: 'Required.',
      repairsmade: 'Required.',
      metexpectations: 'Required.',
      overallrating: 'Required.',
    });
    const incurred = await dispatcher().post('/api/workorder/savevendorqc', {
      workordervendorid: 1,
      incurredonly: true,
    });
    expect(incurred.json().errors).toEqual({
      reviewername: 'Reviewer Name is Required.',
      totalscore: 'Total Score is Required.',
    });
    const badRating = await dispatcher().post('/api/workorder/savevendorqc', {
      workordervendorid: 1,
      incurredonly: true,
      reviewername: 'Q',
      totalscore: 10,
      overallrating: 4,
    });
    expect(badRating.json().errors).toEqual({ overallrating: 'Overall Rating is invalid.' });
  });

  it('saves one review per line (a save replaces it), on any status', async () => {
    const { order } = await orderAt(ctx.db, '78701');
    const line = await attach(order.id, (await newVendor()).id);
    const review = {
      workordervendorid: line.id,
      techarrivedonschedule: true,
      techwasprofessional: true,
      repairsmade: false,
      metexpectations: true,
      expectationcomment: 'Needs a second visit',
      overallrating: 2,
      totalscore: '75.5',
      comments: 'Polite',
      reviewername: 'Quinn Reviewer',
      reviewdate: '2025-03-20',
    };
    const saved = await dispatcher().post('/api/workorder/savevendorqc', review);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      workordervendorid: line.id,
      overallrating: 2,
      totalscore: 75.5,
      reviewername: 'Quinn Reviewer',
      reviewdate: '2025-03-20T00:00:00.000Z',
      incurredonly: false,
    });
    await ctx.db.update(workorder).set({ statusid: STATUS.Invoiced }).where(eq(workorder.id, order.id));
    const replaced = await dispatcher().post('/api/workorder/savevendorqc', {
      workordervendorid: line.id,
      incurredonly: true,
      reviewername: 'Quinn Reviewer',
      totalscore: 0,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      incurredonly: true,
      overallrating: null,
      techarrivedonschedule: null,
    });
    const rows = await ctx.db
      .select()
      .from(workordervendorqc)
      .where(eq(workordervendorqc.workordervendorid, line.id));
    expect(rows).toHaveLength(1);
    const lines = await dispatcher().get('/api/workorder/vendors', { query: { workorderid: order.id } });
    expect(lines.json()[0].qc).toMatchObject({ incurredonly: true, totalscore: 0 });
    expect(
      (
        await ctx
          .asRole('Customer')
          .post('/api/workorder/savevendorqc', { ...review, workordervendorid: line.id })
      ).statusCode,
    ).toBe(403);
  });
});

describe('vendor notices on a line (createwoemailitem)', () => {
  it('refuses Send WO Ticket on a quote-only line and Send Quote Only Request on a line that is not', async () => {
    const { order } = await orderAt(ctx.db, '78701');
    const quote = await attach(order.id, (await newVendor()).id, { quoteonly: true, quotedamount: '300' });
    const work = await attach(order.id, (await newVendor()).id, { quotedamount: '300' });
    const send = (line: VendorLineDetail, actionType: string) =>
      dispatcher().post('/api/workorder/createwoemailitem', {
        workOrderId: order.id,
        workOrderVendorId: line.id,
        actionType,
        type: 'email',
      });
    expect((await send(quote, 'TICKET')).json()).toEqual({
      message: 'Send WO Ticket needs a quoted amount and a line that is not quote only.',
    });
    expect((await send(work, 'QUOTE')).json()).toEqual({
      message: 'Send Quote Only Request is only for a quote-only vendor line.',
    });
    expect((await send(quote, 'QUOTE')).statusCode).toBe(201);
    expect((await send(work, 'TICKET')).statusCode).toBe(201);
  });
});

describe('GET /vendor/history', () => {
  it('answers the vendor’s work orders newest first on the grid protocol', async () => {
    const vendor = await newVendor();
    const orders = [];
    for (let i = 0; i < 3; i += 1) {
      const { order } = await orderAt(ctx.db, '78701');
      await ctx.db.insert(workordervendor).values({
        workorderid: order.id,
        vendorid: vendor.id,
        tradeid: PLUMBING,
        invnumber: `INV-H${i}`,
        createddate: new Date(Date.UTC(2025, 0, 10 + i)),
      });
      orders.push(order);
    }
    await ctx.db.insert(workordertrade).values({ workorderid: orders[0]!.id, tradeid: PLUMBING });
    const response = await ctx.asRole('Employee').get('/api/vendor/history', {
      query: { vendorid: vendor.id, take: 2, requireTotalCount: 'true' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.totalCount).toBe(3);
    expect(answer.data.map((row: { wonumber: string }) => row.wonumber)).toEqual([
      orders[2]!.wonumber,
      orders[1]!.wonumber,
    ]);
    expect(answer.data[0]).toMatchObject({
      invnumber: 'INV-H2',
      trade: 'Plumbing',
      status: 'Dispatched',
      quotedamount: '0.00',
    });
    expect(
      (await ctx.asRole('Customer').get('/api/vendor/history', { query: { vendorid: vendor.id } }))
        .statusCode,
    ).toBe(403);
  });
});
