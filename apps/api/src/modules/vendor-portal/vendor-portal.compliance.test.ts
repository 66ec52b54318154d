import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE, VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS } from '@dispatchwise/shared';
import { vendor as vendorTable, type vendor } from '../../db/schema/index';
import { useAzurite } from '../../../test/azurite';
import { createTestContext, type Requester } from '../../../test/helpers';
import { createVendor } from '../../../test/factories/work-orders';
import { createVendorFile } from '../../../test/factories/vendors';

// Compliance uploads from the portal and staff's review (spec C 2.8; docs/decisions/124, 157).

const { connectionString, uploadBlob } = await useAzurite({ from: 18800, to: 18899 });
const ctx = createTestContext({ env: { AZURE_STORAGE_CONNECTION_STRING: connectionString } });
const staff = () => ctx.asRole('Dispatchers');

let vendorA: typeof vendor.$inferSelect;
let vendorB: typeof vendor.$inferSelect;
let ownerA: Requester;

beforeAll(async () => {
  vendorA = await createVendor(ctx.db, { name: 'Alpha Plumbing' });
  vendorB = await createVendor(ctx.db, { name: 'Beta Roofing' });
  ownerA = ctx.as(await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA.id }));
});

let sequence = 0;
/** Uploads a blob to the vendor's folder and posts its record, as the portal's uploader does. */
async function upload(caller: Requester, vendorid: number, attachmenttypeid: number) {
  const filename = `doc_2026031400000${++sequence}.pdf`;
  const path = `vendor/${vendorid}/${filename}`;
  await uploadBlob(path);
  return caller.post('/api/vendor/attachfile', { vendorid, attachmenttypeid, filename, path });
}

const datesOf = async (id: number) =>
  (await ctx.db.select().from(vendorTable).where(eq(vendorTable.id, id)))[0]!;

describe('portal uploads (POST /vendor/attachfile by the Vendor user)', () => {
  it('offers the four compliance types and records an upload as waiting for review', async () => {
    const types = await ownerA.get('/api/vendor/getattachmenttypes');
    expect(types.json().map((type: { id: number }) => type.id)).toEqual([
      ...VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS,
    ]);

    const response = await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.Coi);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ vendorid: vendorA.id, attachmenttypeid: 13, isreviewed: false });
    // The portal lists its own files; staff see the upload on the vendor's Attachments tab.
    const mine = (await ownerA.get('/api/vendor/attachments', { query: { vendorid: vendorA.id } })).json();
    expect(mine.map((row: { id: number }) => row.id)).toContain(response.json().id);
    const tab = (await staff().get('/api/vendor/attachments', { query: { vendorid: vendorA.id } })).json();
    expect(tab.find((row: { id: number }) => row.id === response.json().id)).toMatchObject({
      isreviewed: false,
    });
    // Staff's own files need no review.
    const filename = `staff_2026031400000${++sequence}.pdf`;
    await uploadBlob(`vendor/${vendorA.id}/${filename}`);
    const byStaff = await staff().post('/api/vendor/attachfile', {
      vendorid: vendorA.id,
      attachmenttypeid: ATTACHMENT_TYPE.Coi,
      filename,
      path: `vendor/${vendorA.id}/${filename}`,
    });
    expect(byStaff.json()).toMatchObject({ isreviewed: true });
  });

  it("refuses other types, another vendor's id, a Tech, and edits or deletes by the vendor", async () => {
    const other = await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.Ach);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Type is invalid.');
    expect((await upload(ownerA, vendorB.id, ATTACHMENT_TYPE.W9)).statusCode).toBe(403);
    expect(
      (await ownerA.get('/api/vendor/attachments', { query: { vendorid: vendorB.id } })).statusCode,
    ).toBe(403);
    const tech = ctx.as(await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id }));
    expect((await upload(tech, vendorA.id, ATTACHMENT_TYPE.W9)).statusCode).toBe(403);
    expect((await upload(ctx.anonymous, vendorA.id, ATTACHMENT_TYPE.W9)).statusCode).toBe(401);

    const saved = (await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.W9)).json();
    const rename = { id: saved.id, displayname: 'Mine', attachmenttypeid: ATTACHMENT_TYPE.W9 };
    expect((await ownerA.put('/api/vendor/updateattachment', rename)).statusCode).toBe(403);
    expect((await ownerA.delete(`/api/vendor/removeattachment/${saved.id}`)).statusCode).toBe(403);
  });
});

describe('staff review: GET /vendor/documentreviews, POST /vendor/acceptdocument', () => {
  it("lists the vendor's unreviewed uploads with the date Accept sets; Accept sets it and clears the item", async () => {
    const coi = (await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.Coi)).json();
    const wc = (await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.Wc)).json();
    const reviewed = await createVendorFile(ctx.db, vendorA.id);

    const list = await staff().get('/api/vendor/documentreviews', { query: { vendorid: vendorA.id } });
    expect(list.statusCode).toBe(200);
    const items = list.json();
    expect(items.map((item: { id: number }) => item.id)).not.toContain(reviewed.id);
    expect(items.find((item: { id: number }) => item.id === coi.id)).toMatchObject({
      vendorid: vendorA.id,
      vendorname: 'Alpha Plumbing',
      attachmenttype: 'COI (G/L)',
      datefield: 'glexpirationdate',
      currentdate: null,
    });
    // Every vendor's queue (the Vendors list's marks) holds it too.
    const all = (await staff().get('/api/vendor/documentreviews')).json();
    expect(all.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([coi.id, wc.id]));

    const accepted = await staff().post('/api/vendor/acceptdocument', { id: coi.id, date: '2027-03-31' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      id: coi.id,
      vendorid: vendorA.id,
      attachmenttypeid: ATTACHMENT_TYPE.Coi,
      datefield: 'glexpirationdate',
      date: '2027-03-31T00:00:00.000Z',
      isreviewed: true,
    });
    await staff().post('/api/vendor/acceptdocument', { id: wc.id, date: '2026-12-01' });
    const dates = await datesOf(vendorA.id);
    expect(dates.glexpirationdate?.toISOString()).toBe('2027-03-31T00:00:00.000Z');
    expect(dates.wcexpirationdate?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    const left = (
      await staff().get('/api/vendor/documentreviews', { query: { vendorid: vendorA.id } })
    ).json();
    expect(left.map((item: { id: number }) => item.id)).not.toEqual(expect.arrayContaining([coi.id]));
    // The portal's profile shows the accepted expiries under its names.
    const profile = (await ownerA.get('/api/vendorprofile/currentvendor')).json();
    expect(profile.vendor).toMatchObject({
      coi_enddate: '2027-03-31T00:00:00.000Z',
      wc_enddate: '2026-12-01T00:00:00.000Z',
    });

    const again = await staff().post('/api/vendor/acceptdocument', { id: coi.id, date: '2028-01-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This document has already been reviewed.');
    expect((await datesOf(vendorA.id)).glexpirationdate?.toISOString()).toBe('2027-03-31T00:00:00.000Z');
  });

  it('W9 sets w9date and the profile profiledate', async () => {
    const w9 = (await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.W9)).json();
    const profile = (await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.VendorProfile)).json();
    await staff().post('/api/vendor/acceptdocument', { id: w9.id, date: '2026-02-01' });
    await staff().post('/api/vendor/acceptdocument', { id: profile.id, date: '2026-02-02' });
    const dates = await datesOf(vendorA.id);
    expect(dates.w9date?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(dates.profiledate?.toISOString()).toBe('2026-02-02T00:00:00.000Z');
  });

  it('answers its messages: a date required and valid, an unknown file, a type without a date', async () => {
    const coi = (await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.Coi)).json();
    const missing = await staff().post('/api/vendor/acceptdocument', { id: coi.id });
    expect(missing.json().errors).toEqual({ date: 'Date is required.' });
    const bad = await staff().post('/api/vendor/acceptdocument', { id: coi.id, date: 'March' });
    expect(bad.json().errors).toEqual({ date: 'Date is invalid.' });
    const unknown = await staff().post('/api/vendor/acceptdocument', {
      id: 2_000_000_000,
      date: '2027-01-01',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Attachment not found.');
    // Staff changed the type to one without a date: nothing to accept into.
    const other = await staff().put('/api/vendor/updateattachment', {
      id: coi.id,
      displayname: 'ACH form',
      attachmenttypeid: ATTACHMENT_TYPE.Ach,
    });
    expect(other.statusCode).toBe(200);
    const noDate = await staff().post('/api/vendor/acceptdocument', { id: coi.id, date: '2027-01-01' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('This document type has no date to set.');
  });

  it("is staff's: 401 anonymous, 403 for Vendor, Tech and Customer users (their own vendor too)", async () => {
    const coi = (await upload(ownerA, vendorA.id, ATTACHMENT_TYPE.Coi)).json();
    const tech = ctx.as(await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id }));
    const body = { id: coi.id, date: '2030-01-01' };
    expect((await ctx.anonymous.post('/api/vendor/acceptdocument', body)).statusCode).toBe(401);
    expect((await ctx.anonymous.get('/api/vendor/documentreviews')).statusCode).toBe(401);
    for (const caller of [ownerA, tech, ctx.asRole('Customer')]) {
      expect((await caller.post('/api/vendor/acceptdocument', body)).statusCode).toBe(403);
      const query = { vendorid: vendorA.id };
      expect((await caller.get('/api/vendor/documentreviews', { query })).statusCode).toBe(403);
    }
    expect((await datesOf(vendorA.id)).glexpirationdate?.toISOString()).not.toBe('2030-01-01T00:00:00.000Z');
  });
});
