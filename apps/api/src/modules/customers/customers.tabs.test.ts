import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE, TRADE, type Role } from '@dispatchwise/shared';
import { customerattachment, customernote } from '../../db/schema/index';
import { createTestContext, type Requester } from '../../../test/helpers';
import { createCustomerWithSite, createVendor } from '../../../test/factories/work-orders';

// The editor's tabs: contacts, notes, attachments, excluded vendors, trades and rates (spec C 2.3, 2.6,
// 2.7; decisions 124, 143, 147).

const ctx = createTestContext();
const staff = () => ctx.asRole('Dispatchers');
const EXTERNAL: Role[] = ['Vendor', 'Tech', 'Customer'];

let customerA: number;
let customerB: number;
let customerUserA: Requester;

beforeAll(async () => {
  customerA = (await createCustomerWithSite(ctx.db)).customer.id;
  customerB = (await createCustomerWithSite(ctx.db)).customer.id;
  customerUserA = ctx.as(await ctx.createUser({ roles: ['Customer'], customerid: customerA }));
});

describe('contacts', () => {
  it('adds, updates, lists and deletes a contact; a field not sent is kept', async () => {
    const added = await staff().post('/api/customer/contact/add', {
      customerid: customerA,
      title: 'Manager',
      firstname: 'Ann',
      emailaddress: 'ann@acme.test',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id;
    const updated = await staff().put('/api/customer/contact/update', { id, isprimary: true });
    expect(updated.json()).toMatchObject({ title: 'Manager', firstname: 'Ann', isprimary: true });
    const list = (await staff().get('/api/customer/contacts', { query: { customerid: customerA } })).json();
    expect(list.map((c: { id: number }) => c.id)).toContain(id);
    expect((await staff().delete(`/api/customer/contact/delete/${id}`)).json()).toEqual({ id });
    expect((await staff().delete(`/api/customer/contact/delete/${id}`)).json().message).toBe(
      'Contact not found.',
    );
  });

  it('answers the title and e-mail messages', async () => {
    const response = await staff().post('/api/customer/contact/add', {
      customerid: customerA,
      title: 'x'.repeat(51),
      emailaddress: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: 'Title must be at most 50 characters.',
      emailaddress: 'Email is invalid.',
    });
  });

  it('is staff only: 401, 403 per external role, and the customer is checked', async () => {
    expect(
      (await ctx.anonymous.get('/api/customer/contacts', { query: { customerid: customerA } })).statusCode,
    ).toBe(401);
    for (const role of EXTERNAL) {
      expect(
        (await ctx.asRole(role).get('/api/customer/contacts', { query: { customerid: customerA } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await ctx.asRole(role).post('/api/customer/contact/add', { customerid: customerB, firstname: 'X' }))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await staff().get('/api/customer/contacts', { query: { customerid: 2_000_000_000 } })).json().message,
    ).toBe('Customer not found.');
  });
});

describe('notes', () => {
  it('adds a sanitized note; a Customer user reads only the visible notes of their own customer', async () => {
    const hidden = await staff().post('/api/customer/savenote', {
      customerid: customerA,
      note: '<p>Internal <script>alert(1)</script></p>',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ isvisibletocustomer: false, createdbyuser: expect.any(String) });
    expect(hidden.json().note).not.toContain('<script');
    const shown = (
      await staff().post('/api/customer/savenote', {
        customerid: customerA,
        note: 'Visible',
        isvisibletocustomer: true,
      })
    ).json();
    const asStaff = (await staff().get(`/api/customer/notes/${customerA}`)).json();
    expect(asStaff.map((n: { id: number }) => n.id)).toEqual([shown.id, hidden.json().id]);
    const asCustomer = await customerUserA.get(`/api/customer/notes/${customerA}`);
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.json().map((n: { id: number }) => n.id)).toEqual([shown.id]);
    expect((await customerUserA.get(`/api/customer/notes/${customerB}`)).statusCode).toBe(403);
    expect(
      (await customerUserA.post('/api/customer/savenote', { customerid: customerA, note: 'x' })).statusCode,
    ).toBe(403);
    expect((await ctx.asRole('Vendor').get(`/api/customer/notes/${customerA}`)).statusCode).toBe(403);
  });

  it('requires the note text', async () => {
    const response = await staff().post('/api/customer/savenote', { customerid: customerA, note: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.note).toBe('Note is required.');
    await ctx.db.delete(customernote);
  });
});

describe('attachments', () => {
  it('offers the customer types; staff and the own Customer user list the files, another customer is refused', async () => {
    const types = (await staff().get('/api/customer/getattachmenttypes')).json();
    const ids = types.map((t: { id: number }) => t.id);
    expect(ids).toEqual(expect.arrayContaining([27, 28, 29, 30, ATTACHMENT_TYPE.Other]));
    expect(ids).not.toContain(ATTACHMENT_TYPE.W9);
    const [file] = await ctx.db
      .insert(customerattachment)
      .values({
        customerid: customerA,
        attachmenttypeid: 28,
        filename: 'rates_20250314000000.pdf',
        path: `customer/${customerA}/rates_20250314000000.pdf`,
      })
      .returning();
    const list = await staff().get('/api/customer/attachments', { query: { customerid: customerA } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((f: { id: number }) => f.id)).toEqual([file!.id]);
    expect(
      (await customerUserA.get('/api/customer/attachments', { query: { customerid: customerA } })).statusCode,
    ).toBe(200);
    expect(
      (await customerUserA.get('/api/customer/attachments', { query: { customerid: customerB } })).statusCode,
    ).toBe(403);
    expect((await customerUserA.delete(`/api/customer/removeattachment/${file!.id}`)).statusCode).toBe(403);
    expect(
      (await ctx.asRole('Tech').get('/api/customer/attachments', { query: { customerid: customerA } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('excluded vendors', () => {
  it('excludes a vendor once, lists it and removes it', async () => {
    const vendor = await createVendor(ctx.db, { name: 'Gamma HVAC' });
    const body = { customerid: customerA, vendorid: vendor.id };
    const added = await staff().post('/api/customer/excludevendor', body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ ...body, name: 'Gamma HVAC' });
    expect((await staff().post('/api/customer/excludevendor', body)).statusCode).toBe(200);
    const list = (
      await staff().get('/api/customer/excludedvendors', { query: { customerid: customerA } })
    ).json();
    expect(list.map((v: { vendorid: number }) => v.vendorid)).toEqual([vendor.id]);
    expect((await staff().delete(`/api/customer/excludevendor/${customerA}/${vendor.id}`)).json()).toEqual(
      body,
    );
    const again = await staff().delete(`/api/customer/excludevendor/${customerA}/${vendor.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The vendor is not excluded for this customer.');
  });

  it('names a missing vendor and refuses external users', async () => {
    const missing = await staff().post('/api/customer/excludevendor', {
      customerid: customerA,
      vendorid: 2_000_000_000,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Vendor not found.');
    const invalid = await staff().post('/api/customer/excludevendor', { customerid: customerA });
    expect(invalid.statusCode).toBe(400);
    for (const role of EXTERNAL)
      expect(
        (await ctx.asRole(role).get('/api/customer/excludedvendors', { query: { customerid: customerA } }))
          .statusCode,
      ).toBe(403);
  });
});

describe('trades and rates', () => {
  it('adds a trade, a rate, updates and removes them through the customer routes', async () => {
    const added = await staff().post('/api/customer/trade/add', {
      customerid: customerB,
      tradeid: TRADE.Plumbing,
    });
    expect(added.statusCode, added.body).toBe(200);
    const trade = added.json().trades[0];
    expect(trade).toMatchObject({ customerid: customerB, tradeid: TRADE.Plumbing, rates: [] });
    const rate = await staff().post('/api/customer/rate/add', {
      customertradeid: trade.id,
      statecodes: ['TX'],
      regularrate: '60',
    });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(rate.json()).toMatchObject({ customertradeid: trade.id, regularrate: '60.00' });
    const updated = await staff().put('/api/customer/rate/update', {
      id: rate.json().id,
      overtimerate: '90',
    });
    expect(updated.json()).toMatchObject({ regularrate: '60.00', overtimerate: '90.00' });
    const list = (await staff().get('/api/customer/gettrades', { query: { customerid: customerB } })).json();
    expect(list[0].rates.map((r: { id: number }) => r.id)).toEqual([rate.json().id]);
    expect((await staff().delete(`/api/customer/rate/delete/${rate.json().id}`)).statusCode).toBe(200);
    const removed = await staff().put('/api/customer/trade/remove', { id: trade.id });
    expect(removed.statusCode).toBe(200);
  });

  it('answers "Trade is required." and refuses external users', async () => {
    const missing = await staff().post('/api/customer/trade/add', { customerid: customerB });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Trade is required.');
    for (const role of EXTERNAL)
      expect(
        (await ctx.asRole(role).get('/api/customer/gettrades', { query: { customerid: customerA } }))
          .statusCode,
      ).toBe(403);
  });
});
