import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@dispatchwise/shared';
import { customernotification, invoice, mailoutbox, workorderproposal } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createInvoiceWithLine } from '../../../test/factories/invoices';
import { createProposalWithLine } from '../../../test/factories/proposals';
import {
  addCustomerContact,
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';

// The customer's Notifications (issue 16, docs/decisions/168): proposal added (staff complete it), invoice
// added (staff approve it) and every status change, through the outbox to the customer's contact, cc and
// primary contacts' e-mails, only when its flag is on; readable and escaped.

const ctx = createTestContext();

let admin: TestUser;
/** A customer with every notification on (and an awkward name), and one with them off. */
let wanted: { customerid: number; order: number };
let unwanted: { customerid: number; order: number };

async function customerWith(flags: boolean, name: string) {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db, {
    customername: name,
    contactemail: flags ? 'contact@wanted.test' : 'contact@unwanted.test',
    ccemails: flags ? 'cc1@wanted.test; CC1@wanted.test, cc2@wanted.test' : null,
  });
  await ctx.db
    .insert(customernotification)
    .values({ customerid: customer.id, proposaladded: flags, invoiceadded: flags, statuschange: flags });
  const order = await createWorkOrder(ctx.db, {
    customerid: customer.id,
    jobsiteid: jobsite.id,
    ponumber: 'PO <7>',
  });
  return { customerid: customer.id, order: order.id };
}

const mailsOf = async (kind: string, key: number | string) =>
  ctx.db
    .select()
    .from(mailoutbox)
    .where(like(mailoutbox.idempotencykey, `customer-${kind}:${key}:%`));

beforeAll(async () => {
  admin = await ctx.createUser({ roles: ['Admin'] });
  wanted = await customerWith(true, 'Acme <Stores> & Co');
  await addCustomerContact(ctx.db, { customerid: wanted.customerid, emailaddress: 'primary@wanted.test' });
  unwanted = await customerWith(false, 'Quiet Customer');
});

describe('proposal added', () => {
  it('mails each customer address once when staff complete a proposal, with the portal link', async () => {
    const proposal = await createProposalWithLine(ctx.db, wanted.order);
    await ctx.db
      .update(workorderproposal)
      .set({ externalproposalnumber: 'CP-<1>' })
      .where(eq(workorderproposal.id, proposal.id));
    const response = await ctx.as(admin).put('/api/workorder/completeproposal', { id: proposal.id });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsOf('proposaladded', proposal.id);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      ['cc1@wanted.test', 'cc2@wanted.test', 'contact@wanted.test', 'primary@wanted.test'].sort(),
    );
    const [mail] = mails;
    expect(mail!.kind).toBe('customer-proposaladded');
    expect(mail!.subject).toMatch(/^Work Order .+ - Proposal CP-<1> is ready for your approval$/);
    const link = `${ctx.config.publicUrl}/customerprofile/workorderdetails?id=${wanted.order}`;
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Proposed Amount: $100.00');
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('Acme &lt;Stores&gt; &amp; Co');
    expect(mail!.html).toContain('CP-&lt;1&gt;');
    expect(mail!.html).not.toContain('<Stores>');
    expect(`${mail!.html} ${mail!.text}`).not.toMatch(/70\.00|Quoted|Margin/);
  });

  it('sends nothing when the customer has it off', async () => {
    const proposal = await createProposalWithLine(ctx.db, unwanted.order);
    expect((await ctx.as(admin).put('/api/workorder/completeproposal', { id: proposal.id })).statusCode).toBe(
      200,
    );
    expect(await mailsOf('proposaladded', proposal.id)).toEqual([]);
  });
});

describe('invoice added', () => {
  it('mails the customer when staff approve an invoice (the moment it shows in the portal)', async () => {
    const row = await createInvoiceWithLine(ctx.db, wanted.order);
    await ctx.db
      .update(invoice)
      .set({ invoicenumber: 'INV-42', duedate: new Date('2030-03-01T00:00:00Z') })
      .where(eq(invoice.id, row.id));
    const response = await ctx.as(admin).put('/api/workorder/approveinvoice', { invoiceid: row.id });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsOf('invoiceadded', row.id);
    expect(mails).toHaveLength(4);
    expect(mails[0]!.subject).toMatch(/ - Invoice INV-42$/);
    expect(mails[0]!.text).toContain('Invoice Amount: $100.00');
    expect(mails[0]!.text).toContain('Due Date: 03/01/2030');
    // Un-approve and approve again: the customer was already told.
    await ctx.as(admin).put('/api/workorder/unapproveinvoice', { invoiceid: row.id });
    await ctx.as(admin).put('/api/workorder/approveinvoice', { invoiceid: row.id });
    expect(await mailsOf('invoiceadded', row.id)).toHaveLength(4);
  });

  it('sends nothing when the customer has it off', async () => {
    const row = await createInvoiceWithLine(ctx.db, unwanted.order);
    expect((await ctx.as(admin).put('/api/workorder/approveinvoice', { invoiceid: row.id })).statusCode).toBe(
      200,
    );
    expect(await mailsOf('invoiceadded', row.id)).toEqual([]);
  });
});

describe('status change', () => {
  const changeStatus = (workorderid: number, extra: object = {}) =>
    ctx.as(admin).post('/api/workorder/updateworkorderstatus', {
      workorderid,
      statusid: STATUS.InProcess,
      note: 'Tech booked',
      ...extra,
    });

  it('mails every status change, from and to, and never the internal status note', async () => {
    const before = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'customer-statuschange'));
    const response = await changeStatus(wanted.order);
    expect(response.statusCode, response.body).toBe(200);
    const mails = (
      await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'customer-statuschange'))
    ).filter((mail) => !before.some((old) => old.id === mail.id));
    expect(mails).toHaveLength(4);
    expect(mails[0]!.subject).toMatch(/ - Status changed to In Process$/);
    expect(mails[0]!.text).toContain('changed from Dispatched to In Process');
    expect(mails[0]!.text).not.toContain('Tech booked');
    expect(mails[0]!.html).toContain('PO &lt;7&gt;');
  });

  it('sends one e-mail, the status note, when staff tick notify customer for the same change', async () => {
    const count = async () =>
      (await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'customer-statuschange'))).length;
    const before = await count();
    const response = await changeStatus(wanted.order, { statusid: STATUS.TBS, notifycustomer: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await count()).toBe(before);
    const notes = await ctx.db.select().from(mailoutbox).where(like(mailoutbox.idempotencykey, 'status:%'));
    expect(notes.filter((mail) => mail.to === 'cc2@wanted.test')).toHaveLength(1);
  });

  it('mails a Re-Open, and nothing for a customer who has it off', async () => {
    const count = async () =>
      (await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'customer-statuschange'))).length;
    const before = await count();
    expect((await changeStatus(unwanted.order)).statusCode).toBe(200);
    expect(await count()).toBe(before);
    const cancelled = await ctx.as(admin).post('/api/workorder/updateworkorderstatus', {
      workorderid: wanted.order,
      statusid: STATUS.Cancelled,
      cancelreason: 'Duplicate',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reopened = await ctx.as(admin).put(`/api/workorder/reopenworkorder?id=${wanted.order}`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await count()).toBe(before + 8);
  });

  it('mails the move to TOS when a technician checks in', async () => {
    const { customerid } = wanted;
    const order = await createWorkOrder(ctx.db, { customerid });
    const vendor = await createVendor(ctx.db);
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });
    const vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id });
    const response = await ctx
      .as(vendorUser)
      .post('/api/vendorprofile/checkin', { workorderid: order.id, latitude: 30.27, longitude: -97.74 });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'customer-statuschange'));
    const about = mails.filter((mail) => mail.subject.startsWith(`Work Order ${order.wonumber} `));
    expect(about).toHaveLength(4);
    expect(about[0]!.subject).toMatch(/Status changed to TOS$/);
  });
});
