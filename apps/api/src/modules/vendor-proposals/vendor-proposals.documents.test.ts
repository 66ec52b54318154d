import { describe, expect, it } from 'vitest';
import { VENDOR_DOCUMENT_STATUS, type Role } from '@dispatchwise/shared';
import { createTestContext } from '../../../test/helpers';
import { pdfText } from '../../../test/documents';
import { attachVendor, createVendor } from '../../../test/factories/work-orders';
import { createOrder } from '../../../test/factories/orders';
import { createVendorProposal } from '../../../test/factories/vendor-proposals';

// The vendor proposal's Preview and PDF: POST /vendorprofile/generatevendorproposal?proposalid&preview (spec C;
// spec B section 2 "Preview popup 1200x750"; docs/decisions/140).

const ctx = createTestContext();
const PATH = '/api/vendorprofile/generatevendorproposal';

async function orderWithProposal() {
  const order = await createOrder(ctx.db);
  const vendor = await createVendor(ctx.db);
  const line = await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });
  const proposal = await createVendorProposal(ctx.db, {
    workorderid: order.id,
    vendorid: vendor.id,
    workordervendorid: line.id,
  });
  return { order, vendor, proposal };
}

const generate = (query: Record<string, string | number | boolean>, role: Role = 'Dispatchers') =>
  ctx.asRole(role).post(PATH, undefined, { query });

describe('POST /vendorprofile/generatevendorproposal', () => {
  it("answers the Preview's HTML with preview=true, otherwise the PDF named by the filename header", async () => {
    const { order, vendor, proposal } = await orderWithProposal();
    const preview = await generate({ proposalid: proposal.id, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const expected of [
      order.wonumber,
      `Vendor Proposal ${proposal.proposalnumber}`,
      '$357.19',
      '$408.36',
    ])
      expect(preview.body).toContain(expected);
    expect(preview.body).not.toContain('<script');

    const pdf = await generate({ proposalid: proposal.id });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const filename = `${order.wonumber}_vendor_proposal_${proposal.id}.pdf`.replace(/[^A-Za-z0-9_.-]/g, '_');
    expect(pdf.headers.filename).toBe(filename);
    const { text } = await pdfText(pdf.rawPayload);
    for (const expected of [
      vendor.name,
      'Technician Overtime 2 $95.25 1.25 $357.19',
      'Fan motor',
      'Total $408.36',
    ])
      expect(text).toContain(expected);

    const a4 = await generate({ proposalid: proposal.id, preview: false, pageSize: 'A4' });
    expect(a4.statusCode, a4.body).toBe(200);
  });

  it("404 for an unknown proposal or the vendor's draft; 400 for a bad id, preview or page size", async () => {
    const { order, vendor } = await orderWithProposal();
    const draft = await createVendorProposal(ctx.db, {
      workorderid: order.id,
      vendorid: vendor.id,
      proposalstatusid: VENDOR_DOCUMENT_STATUS.Draft,
    });
    for (const proposalid of [draft.id, 2_000_000_000]) {
      const missing = await generate({ proposalid, preview: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Vendor proposal not found.' });
    }
    const { proposal } = await orderWithProposal();
    const refused: Record<string, string | number>[] = [
      {},
      { proposalid: '1e3' },
      { proposalid: proposal.id, preview: 'yes' },
      { proposalid: proposal.id, pageSize: 'B5' },
    ];
    for (const query of refused) {
      const response = await generate(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it("staff print; the proposal's own vendor prints it (decision 163); a Tech off the order, another vendor 404; the customer 403; anonymous 401", async () => {
    const { order, vendor, proposal } = await orderWithProposal();
    for (const role of ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'] as Role[])
      expect((await generate({ proposalid: proposal.id, preview: true }, role)).statusCode, role).toBe(200);
    const as = async (user: Parameters<typeof ctx.as>[0]) =>
      ctx.as(user).post(PATH, undefined, { query: { proposalid: proposal.id, preview: true } });
    const own = await as(await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id }));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(`Vendor Proposal ${proposal.proposalnumber}`);
    const otherVendor = (await createVendor(ctx.db)).id;
    for (const user of [
      await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id }),
      await ctx.createUser({ roles: ['Vendor'], vendorid: otherVendor }),
    ]) {
      const response = await as(user);
      expect(response.statusCode, user.roles.join()).toBe(404);
      expect(response.json().message).toBe('Proposal not found.');
    }
    const customer = await as(await ctx.createUser({ roles: ['Customer'], customerid: order.customerid }));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: 'Forbidden' });
    const anonymous = await ctx.anonymous.post(PATH, undefined, { query: { proposalid: proposal.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});
