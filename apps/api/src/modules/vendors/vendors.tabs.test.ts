import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE, type Role } from '@dispatchwise/shared';
import type { vendor } from '../../db/schema/index';
import { mailoutbox, vendorpayment, vendorpaymentline } from '../../db/schema/index';
import { createTestContext, type Requester } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';
import { createVendorContact, createVendorFile } from '../../../test/factories/vendors';

// The editor's tabs and the list's document actions (spec C 2.4, 2.7; spec A "Vendors list"; decision 142).

const ctx = createTestContext();
const staff = () => ctx.asRole('Dispatchers');

let vendorA: typeof vendor.$inferSelect;
let vendorB: typeof vendor.$inferSelect;
let vendorUserA: Requester;

beforeAll(async () => {
  vendorA = await createVendor(ctx.db, { name: 'Alpha Plumbing', primaryemail: 'office@alpha.test' });
  vendorB = await createVendor(ctx.db, { name: 'Beta Roofing' });
  vendorUserA = ctx.as(await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA.id }));
});

const EXTERNAL: Role[] = ['Vendor', 'Tech', 'Customer'];

describe('contacts', () => {
  it('adds, updates (one primary), lists and deletes a contact', async () => {
    const first = (
      await staff().post('/api/vendor/contact/add', {
        vendorid: vendorA.id,
        firstname: 'Ann',
        isprimary: true,
      })
    ).json();
    const second = await staff().post('/api/vendor/contact/add', {
      vendorid: vendorA.id,
      title: 'Owner',
      firstname: 'Bob',
      emailaddress: 'bob@alpha.test',
    });
    expect(second.statusCode).toBe(200);
    const updated = await staff().put('/api/vendor/contact/update', {
      id: second.json().id,
      isprimary: true,
    });
    expect(updated.json()).toMatchObject({ title: 'Owner', firstname: 'Bob', isprimary: true });
    const list = (await staff().get('/api/vendor/contacts', { query: { vendorid: vendorA.id } })).json();
    expect(list.filter((c: { isprimary: boolean }) => c.isprimary).map((c: { id: number }) => c.id)).toEqual([
      second.json().id,
    ]);
    expect((await staff().delete(`/api/vendor/contact/delete/${first.id}`)).json()).toEqual({ id: first.id });
    expect((await staff().delete(`/api/vendor/contact/delete/${first.id}`)).json().message).toBe(
      'Contact not found.',
    );
  });

  it('refuses a title over 50 characters and a bad e-mail', async () => {
    const response = await staff().post('/api/vendor/contact/add', {
      vendorid: vendorA.id,
      title: 'x'.repeat(51),
      emailaddress: 'nope',
    });
    expect(response.json().errors).toMatchObject({
      title: 'Title must be at most 50 characters.',
      emailaddress: 'Email is invalid.',
    });
  });

  it('lets the vendor’s own users read, never write; nobody reads another vendor’s', async () => {
    const contact = await createVendorContact(ctx.db, vendorB.id);
    expect(
      (await vendorUserA.get('/api/vendor/contacts', { query: { vendorid: vendorA.id } })).statusCode,
    ).toBe(200);
    expect(
      (await vendorUserA.get('/api/vendor/contacts', { query: { vendorid: vendorB.id } })).statusCode,
    ).toBe(403);
    expect((await vendorUserA.post('/api/vendor/contact/add', { vendorid: vendorA.id })).statusCode).toBe(
      403,
    );
    for (const role of EXTERNAL)
      expect((await ctx.asRole(role).put('/api/vendor/contact/update', { id: contact.id })).statusCode).toBe(
        403,
      );
    expect(
      (await ctx.anonymous.get('/api/vendor/contacts', { query: { vendorid: vendorA.id } })).statusCode,
    ).toBe(401);
  });
});

describe('notes', () => {
  it('adds a sanitized note; the vendor’s users see only canvendorsee notes', async () => {
    const hidden = await staff().post('/api/vendor/savenote', {
      vendorid: vendorA.id,
      note: '<p>Internal <script>alert(1)</script>only</p>',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().note).not.toContain('<script');
    await staff().post('/api/vendor/savenote', {
      vendorid: vendorA.id,
      note: 'For the vendor',
      canvendorsee: true,
    });
    const seenByStaff = (await staff().get(`/api/vendor/notes/${vendorA.id}`)).json();
    expect(seenByStaff).toHaveLength(2);
    const seenByVendor = (await vendorUserA.get(`/api/vendor/notes/${vendorA.id}`)).json();
    expect(seenByVendor.map((n: { note: string }) => n.note)).toEqual(['For the vendor']);
    expect((await vendorUserA.get(`/api/vendor/notes/${vendorB.id}`)).statusCode).toBe(403);
    expect(
      (await staff().post('/api/vendor/savenote', { vendorid: vendorA.id, note: ' ' })).json().errors,
    ).toMatchObject({
      note: 'Note is required.',
    });
    expect(
      (await vendorUserA.post('/api/vendor/savenote', { vendorid: vendorA.id, note: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('attachments', () => {
  // Attaching itself (blob storage) is the generic module's test (attachments.test.ts).
  it('lists the vendor types; the vendor’s users read their own files, never another vendor’s', async () => {
    const types = (await staff().get('/api/vendor/getattachmenttypes')).json();
    expect(types.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b)).toEqual([
      11, 12, 13, 14, 15, 23,
    ]);
    const body = {
      vendorid: vendorA.id,
      attachmenttypeid: ATTACHMENT_TYPE.W9,
      filename: 'w9_20250314000000.pdf',
      path: `vendor/${vendorA.id}/w9_20250314000000.pdf`,
    };
    await createVendorFile(ctx.db, vendorA.id);
    const seen = await vendorUserA.get('/api/vendor/attachments', { query: { vendorid: vendorA.id } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().length).toBeGreaterThan(0);
    expect(
      (
        await vendorUserA.post('/api/vendor/attachfile', {
          ...body,
          vendorid: vendorB.id,
          path: `vendor/${vendorB.id}/w9_20250314000000.pdf`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await vendorUserA.get('/api/vendor/attachments', { query: { vendorid: vendorB.id } })).statusCode,
    ).toBe(403);
  });
});

describe('GET /vendor/payments', () => {
  it('answers the payments with their lines, newest first (empty until the accounting sync)', async () => {
    expect((await staff().get('/api/vendor/payments', { query: { vendorid: vendorB.id } })).json()).toEqual(
      [],
    );
    const [older] = await ctx.db
      .insert(vendorpayment)
      .values({
        vendorid: vendorA.id,
        txnDate: new Date('2026-01-05T00:00:00Z'),
        amount: '100.00',
        refNumber: '1001',
      })
      .returning();
    const [newer] = await ctx.db
      .insert(vendorpayment)
      .values({
        vendorid: vendorA.id,
        txnDate: new Date('2026-02-05T00:00:00Z'),
        amount: '250.50',
        paymentType: 'Check',
      })
      .returning();
    await ctx.db.insert(vendorpaymentline).values({
      vendorpaymentid: newer!.id,
      memo: 'WO-1',
      appliedToTxnRefNumber: 'INV-7',
      appliedToTxnAmount: '250.50',
    });
    const payments = (
      await vendorUserA.get('/api/vendor/payments', { query: { vendorid: vendorA.id } })
    ).json();
    expect(payments.map((p: { id: number }) => p.id)).toEqual([newer!.id, older!.id]);
    expect(payments[0]).toMatchObject({
      amount: '250.50',
      paymentType: 'Check',
      paymentLines: [{ memo: 'WO-1', appliedToTxnRefNumber: 'INV-7', appliedToTxnAmount: '250.50' }],
    });
    expect(
      (await vendorUserA.get('/api/vendor/payments', { query: { vendorid: vendorB.id } })).statusCode,
    ).toBe(403);
  });
});

describe('POST /vendor/senddoc/{vendorid}/{doctype}', () => {
  it('queues one e-mail to the primary and dispatch addresses with the portal link', async () => {
    const response = await staff().post(`/api/vendor/senddoc/${vendorA.id}/1`);
    expect(response.statusCode).toBe(200);
    const { recipients, mailoutboxid } = response.json();
    expect(recipients).toEqual(['office@alpha.test', vendorA.dispatchemail]);
    const [mail] = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.id, mailoutboxid));
    expect(mail).toMatchObject({ kind: 'vendor_doc_request', subject: 'W9 requested' });
    expect(mail!.text).toContain(`${ctx.config.publicUrl}/vendorprofile`);
    for (const doctype of [2, 4, 5])
      expect((await staff().post(`/api/vendor/senddoc/${vendorA.id}/${doctype}`)).statusCode).toBe(200);
  });

  it('400 for another document type or a vendor without e-mail; staff only', async () => {
    expect((await staff().post(`/api/vendor/senddoc/${vendorA.id}/3`)).json().message).toBe(
      'Document type must be 1 (W9), 2 (profile), 4 (COI or WC) or 5 (expired GL/WC).',
    );
    const silent = await createVendor(ctx.db, { dispatchemail: null });
    expect((await staff().post(`/api/vendor/senddoc/${silent.id}/1`)).json().message).toBe(
      'The vendor has no primary or dispatch e-mail address.',
    );
    expect((await vendorUserA.post(`/api/vendor/senddoc/${vendorA.id}/1`)).statusCode).toBe(403);
  });
});

describe('GET /vendor/history for the vendor’s own users', () => {
  it('answers their own vendor’s lines and refuses another vendor', async () => {
    const { customer, jobsite: site } = await createCustomerWithSite(ctx.db);
    const order = await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: site.id });
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendorA.id });
    const own = await vendorUserA.get('/api/vendor/history', { query: { vendorid: vendorA.id } });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((row: { workorderid: number }) => row.workorderid)).toContain(order.id);
    expect(
      (await vendorUserA.get('/api/vendor/history', { query: { vendorid: vendorB.id } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.asRole('Customer').get('/api/vendor/history', { query: { vendorid: vendorA.id } }))
        .statusCode,
    ).toBe(403);
    expect((await staff().get('/api/vendor/history', { query: { vendorid: vendorB.id } })).statusCode).toBe(
      200,
    );
  });
});
