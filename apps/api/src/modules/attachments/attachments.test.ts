import { BlockBlobClient } from '@azure/storage-blob';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE, STATUS, type WorkOrderAttachment } from '@dispatchwise/shared';
import { workorder, workorderattachment } from '../../db/schema/index';
import { useAzurite } from '../../../test/azurite';
import { createTestContext, type Requester, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-order-actions';

// The attachments module through its work-order adapter (docs/decisions/114, 118, 124).

// One Azurite for this file (removeattachment deletes blobs), on a port range of its own.
const { connectionString, uploadBlob } = await useAzurite({ from: 18500, to: 18599 });
const ctx = createTestContext({ env: { AZURE_STORAGE_CONNECTION_STRING: connectionString } });

const ids = {} as {
  orderAX: number;
  orderBY: number;
  lineA: number;
  lineB: number;
  lineC: number;
};
const people = {} as {
  vendorA: TestUser;
  techA: TestUser;
  colleagueOfTechA: TestUser;
  vendorB: TestUser;
  vendorC: TestUser;
  customerX: TestUser;
  customerY: TestUser;
};

beforeAll(async () => {
  const x = await createCustomerWithSite(ctx.db);
  const y = await createCustomerWithSite(ctx.db);
  const [vendorA, vendorB, vendorC] = [
    await createVendor(ctx.db),
    await createVendor(ctx.db),
    await createVendor(ctx.db),
  ];
  const orderAX = await createWorkOrder(ctx.db, { customerid: x.customer.id, jobsiteid: x.jobsite.id });
  const orderBY = await createWorkOrder(ctx.db, { customerid: y.customer.id, jobsiteid: y.jobsite.id });
  const lineA = await attachVendor(ctx.db, { workorderid: orderAX.id, vendorid: vendorA.id });
  const lineC = await attachVendor(ctx.db, { workorderid: orderAX.id, vendorid: vendorC.id });
  const lineB = await attachVendor(ctx.db, { workorderid: orderBY.id, vendorid: vendorB.id });
  Object.assign(ids, {
    orderAX: orderAX.id,
    orderBY: orderBY.id,
    lineA: lineA.id,
    lineB: lineB.id,
    lineC: lineC.id,
  });
  Object.assign(people, {
    vendorA: await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA.id }),
    techA: await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id }),
    colleagueOfTechA: await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id }),
    vendorB: await ctx.createUser({ roles: ['Vendor'], vendorid: vendorB.id }),
    vendorC: await ctx.createUser({ roles: ['Vendor'], vendorid: vendorC.id }),
    customerX: await ctx.createUser({ roles: ['Customer'], customerid: x.customer.id }),
    customerY: await ctx.createUser({ roles: ['Customer'], customerid: y.customer.id }),
  });
  // A Tech reaches only the orders assigned to it (docs/decisions/158).
  await ctx.db
    .update(workorder)
    .set({ techauthid: people.techA.user_id })
    .where(eq(workorder.id, orderAX.id));
});

let fileSequence = 0;
/** The record the web app posts after uploading `{base}_{timestamp}.{ext}`. */
const record = (workorderid: number, fields: Record<string, unknown> = {}) => {
  fileSequence += 1;
  const filename = `photo_${Date.now()}${fileSequence}.jpg`;
  return {
    workorderid,
    attachmenttypeid: ATTACHMENT_TYPE.VendorPhoto,
    filename,
    displayname: 'Roof photo',
    path: `workorder/${workorderid}/${filename}`,
    ...fields,
  };
};

const attach = async (requester: Requester, payload: object) => {
  const response = await requester.post('/api/workorder/attachfile', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as WorkOrderAttachment;
};

const listOf = async (requester: Requester, workorderid: number) => {
  const response = await requester.get('/api/workorder/attachments', { query: { workorderid } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WorkOrderAttachment[];
};

const blobs = () => ctx.app.storage.blobs.serviceClient.getContainerClient('attachments');

/** The record, once its file is in the container: the browser uploads first, then posts it. */
const uploaded = async (workorderid: number, fields: Record<string, unknown> = {}) => {
  const payload = record(workorderid, fields);
  await uploadBlob(payload.path);
  return payload;
};

describe('attachments: who may call', () => {
  it('answers 401 without a token', async () => {
    const calls = [
      ctx.anonymous.get('/api/workorder/getattachmenttypes'),
      ctx.anonymous.get('/api/workorder/attachments', { query: { workorderid: ids.orderAX } }),
      ctx.anonymous.post('/api/workorder/attachfile', record(ids.orderAX)),
      ctx.anonymous.put('/api/workorder/updateattachment', { id: 1, displayname: 'x', attachmenttypeid: 1 }),
      ctx.anonymous.delete('/api/workorder/removeattachment/1'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });

  it('refuses users without read:workorders, and edits to anyone but staff with update:workorder', async () => {
    const nobody = ctx.as(await ctx.createUser({ roles: [] }));
    expect((await nobody.get('/api/workorder/getattachmenttypes')).statusCode).toBe(403);
    expect((await nobody.post('/api/workorder/attachfile', record(ids.orderAX))).statusCode).toBe(403);
    const existing = await attach(ctx.asRole('Dispatchers'), await uploaded(ids.orderAX));
    const edit = { id: existing.id, displayname: 'Renamed', attachmenttypeid: ATTACHMENT_TYPE.VendorPhoto };
    for (const requester of [
      ctx.asRole('Employee'),
      ctx.as(people.vendorA),
      ctx.as(people.customerX),
      nobody,
    ]) {
      expect((await requester.put('/api/workorder/updateattachment', edit)).statusCode).toBe(403);
      expect((await requester.delete(`/api/workorder/removeattachment/${existing.id}`)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/workorder/getattachmenttypes', () => {
  it('lists the work-order types to staff, and the portal types to portal users', async () => {
    const staff = (await ctx.asRole('Dispatchers').get('/api/workorder/getattachmenttypes')).json();
    expect(staff.map((t: { id: number }) => t.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31, 32, 33, 34, 35,
    ]);
    expect(staff[0]).toEqual({ id: 1, attachmenttype: 'Customer Work Request' });
    const vendor = (await ctx.as(people.vendorA).get('/api/workorder/getattachmenttypes')).json();
    expect(vendor.map((t: { id: number }) => t.id)).toEqual([1, 3, 7, 8, 9, 10]);
  });
});

describe('POST /api/workorder/attachfile', () => {
  it('stores the record for staff (201) with its type name, uploader and the file name as default display name', async () => {
    const dispatcher = await ctx.roleUser('Dispatchers');
    const payload = await uploaded(ids.orderAX, { displayname: '' });
    const saved = await attach(ctx.asRole('Dispatchers'), payload);
    expect(saved).toMatchObject({
      workorderid: ids.orderAX,
      workordervendorid: null,
      attachmenttypeid: ATTACHMENT_TYPE.VendorPhoto,
      attachmenttype: 'Vendor Photo',
      filename: payload.filename,
      displayname: payload.filename,
      path: payload.path,
      createdbyuser: `${dispatcher.given_name} ${dispatcher.family_name}`,
    });
    expect(typeof saved.createddate).toBe('string');
    const invoice = await attach(
      ctx.asRole('AccountingAdmin'),
      await uploaded(ids.orderAX, {
        attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice,
        workordervendorid: ids.lineA,
      }),
    );
    expect(invoice.workordervendorid).toBe(ids.lineA);
  });

  it('checks type, file name, path and vendor line with the form messages', async () => {
    const staff = ctx.asRole('Dispatchers');
    const errorsOf = async (payload: object) => {
      const response = await staff.post('/api/workorder/attachfile', payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json();
    };
    const { attachmenttypeid: _omit, ...noType } = record(ids.orderAX);
    expect(await errorsOf(noType)).toEqual({
      message: 'Type is required.',
      errors: { attachmenttypeid: 'Type is required.' },
    });
    expect((await errorsOf(record(ids.orderAX, { attachmenttypeid: 0 }))).message).toBe('Type is required.');
    // A vendor-record type (W9) and an unknown one are not work-order types.
    for (const attachmenttypeid of [ATTACHMENT_TYPE.W9, 999]) {
      expect(await errorsOf(await uploaded(ids.orderAX, { attachmenttypeid }))).toEqual({
        message: 'Type is invalid.',
        errors: { attachmenttypeid: 'Type is invalid.' },
      });
    }
    expect((await errorsOf(record(ids.orderAX, { filename: '' }))).errors).toEqual({
      filename: 'File Name is required.',
    });
    for (const filename of ['../x.jpg', 'a/b.jpg', '..']) {
      expect(
        (await errorsOf(record(ids.orderAX, { filename, path: `workorder/${ids.orderAX}/${filename}` })))
          .errors,
        filename,
      ).toEqual({ filename: 'File Name is invalid.' });
    }
    for (const wrongPath of [
      `workorder/${ids.orderBY}/a.jpg`,
      'vendor/1/a.jpg',
      `workorder/${ids.orderAX}/`,
    ]) {
      expect((await errorsOf(record(ids.orderAX, { path: wrongPath }))).errors).toEqual({
        path: 'Path is invalid.',
      });
    }
    expect((await errorsOf(await uploaded(ids.orderAX, { workordervendorid: ids.lineB }))).errors).toEqual({
      workordervendorid: 'Vendor is invalid.',
    });
    expect((await errorsOf({})).errors).toMatchObject({
      workorderid: 'Work Order is required.',
      attachmenttypeid: 'Type is required.',
      filename: 'File Name is required.',
      path: 'Path is required.',
    });
  });

  it('answers 400 when the file is not in storage, and stores nothing', async () => {
    const payload = record(ids.orderAX);
    for (const user of [await ctx.roleUser('Dispatchers'), people.vendorA, people.customerX]) {
      const response = await ctx.as(user).post('/api/workorder/attachfile', {
        ...payload,
        attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: 'The file was not uploaded.',
        errors: { path: 'The file was not uploaded.' },
      });
    }
    const rows = await ctx.db
      .select()
      .from(workorderattachment)
      .where(eq(workorderattachment.path, payload.path));
    expect(rows).toEqual([]);
    // Once the browser's upload has landed, the same record goes through.
    await uploadBlob(payload.path, 'roof photo');
    expect((await attach(ctx.asRole('Dispatchers'), payload)).path).toBe(payload.path);
  });

  it('lets a Vendor or Tech user attach to their order, tied to their vendor line', async () => {
    for (const user of [people.vendorA, people.techA]) {
      const saved = await attach(ctx.as(user), await uploaded(ids.orderAX));
      expect(saved.workordervendorid).toBe(ids.lineA);
    }
    const explicit = await attach(
      ctx.as(people.vendorA),
      await uploaded(ids.orderAX, { workordervendorid: ids.lineA }),
    );
    expect(explicit.workordervendorid).toBe(ids.lineA);
    // Another vendor's line on the same order, a staff-only type, another vendor's order.
    const otherLine = await ctx
      .as(people.vendorA)
      .post('/api/workorder/attachfile', await uploaded(ids.orderAX, { workordervendorid: ids.lineC }));
    expect(otherLine.json().errors).toEqual({ workordervendorid: 'Vendor is invalid.' });
    const staffType = await ctx
      .as(people.vendorA)
      .post(
        '/api/workorder/attachfile',
        await uploaded(ids.orderAX, { attachmenttypeid: ATTACHMENT_TYPE.VendorNteEmail }),
      );
    expect(staffType.json().errors).toEqual({ attachmenttypeid: 'Type is invalid.' });
    // Another vendor, and a Tech of the same vendor the order is not assigned to.
    for (const user of [people.vendorB, people.colleagueOfTechA]) {
      const refused = await ctx.as(user).post('/api/workorder/attachfile', record(ids.orderAX));
      expect(refused.statusCode).toBe(403);
    }
  });

  it("lets a Customer user attach to their customer's order, never to a vendor line", async () => {
    const saved = await attach(
      ctx.as(people.customerX),
      await uploaded(ids.orderAX, { attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest }),
    );
    expect(saved.workordervendorid).toBeNull();
    const withLine = await ctx
      .as(people.customerX)
      .post('/api/workorder/attachfile', await uploaded(ids.orderAX, { workordervendorid: ids.lineA }));
    expect(withLine.json().errors).toEqual({ workordervendorid: 'Vendor is invalid.' });
    expect(
      (await ctx.as(people.customerY).post('/api/workorder/attachfile', record(ids.orderAX))).statusCode,
    ).toBe(403);
  });

  it('answers 404 for a missing order and keeps attaching on Invoiced and Cancelled orders', async () => {
    const missing = await ctx.asRole('Dispatchers').post('/api/workorder/attachfile', record(99_999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found.' });
    const { customer } = await createCustomerWithSite(ctx.db);
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const order = await createWorkOrder(ctx.db, { customerid: customer.id, statusid });
      await attach(ctx.asRole('Dispatchers'), await uploaded(order.id));
    }
  });
});

describe('GET /api/workorder/attachments', () => {
  it('lists newest first to staff; vendors see the order-wide files and their own, customers the order-wide ones', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const order = await createWorkOrder(ctx.db, { customerid: customer.id });
    const vendorA = people.vendorA.vendorid!;
    const lineA = await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendorA });
    const lineOther = await attachVendor(ctx.db, {
      workorderid: order.id,
      vendorid: (await createVendor(ctx.db)).id,
    });
    const customerUser = await ctx.createUser({ roles: ['Customer'], customerid: customer.id });
    const staff = ctx.asRole('Dispatchers');
    const orderWide = await attach(staff, await uploaded(order.id, { displayname: 'Work request' }));
    const ofA = await attach(
      staff,
      await uploaded(order.id, { displayname: 'A invoice', workordervendorid: lineA.id }),
    );
    const ofOther = await attach(
      staff,
      await uploaded(order.id, { displayname: 'Other invoice', workordervendorid: lineOther.id }),
    );

    expect((await listOf(staff, order.id)).map((a) => a.id)).toEqual([ofOther.id, ofA.id, orderWide.id]);
    expect((await listOf(ctx.as(people.vendorA), order.id)).map((a) => a.id)).toEqual([ofA.id, orderWide.id]);
    expect((await listOf(ctx.as(customerUser), order.id)).map((a) => a.id)).toEqual([orderWide.id]);
  });

  it("refuses another vendor's or customer's order (403), a missing one (404) and a missing id (400)", async () => {
    for (const user of [people.vendorB, people.customerY]) {
      const response = await ctx
        .as(user)
        .get('/api/workorder/attachments', { query: { workorderid: ids.orderAX } });
      expect(response.statusCode).toBe(403);
    }
    const staff = ctx.asRole('Dispatchers');
    expect(
      (await staff.get('/api/workorder/attachments', { query: { workorderid: 99_999_999 } })).statusCode,
    ).toBe(404);
    const noId = await staff.get('/api/workorder/attachments');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual({ workorderid: 'Work Order is required.' });
  });
});

describe('PUT /api/workorder/updateattachment', () => {
  it('changes display name and type (200)', async () => {
    const saved = await attach(ctx.asRole('Dispatchers'), await uploaded(ids.orderAX));
    const response = await ctx.asRole('AccountingAdmin').put('/api/workorder/updateattachment', {
      id: saved.id,
      displayname: '  Signed ticket ',
      attachmenttypeid: ATTACHMENT_TYPE.VendorSignOff,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: saved.id,
      displayname: 'Signed ticket',
      attachmenttypeid: ATTACHMENT_TYPE.VendorSignOff,
      attachmenttype: 'Vendor Sign Off',
      filename: saved.filename,
      path: saved.path,
    });
  });

  it('checks its fields and answers 404 for a missing attachment', async () => {
    const saved = await attach(ctx.asRole('Dispatchers'), await uploaded(ids.orderAX));
    const staff = ctx.asRole('Dispatchers');
    const noName = await staff.put('/api/workorder/updateattachment', {
      id: saved.id,
      displayname: ' ',
      attachmenttypeid: 1,
    });
    expect(noName.json()).toEqual({
      message: 'Display Name is required.',
      errors: { displayname: 'Display Name is required.' },
    });
    const noType = await staff.put('/api/workorder/updateattachment', { id: saved.id, displayname: 'x' });
    expect(noType.json().errors).toEqual({ attachmenttypeid: 'Type is required.' });
    const badType = await staff.put('/api/workorder/updateattachment', {
      id: saved.id,
      displayname: 'x',
      attachmenttypeid: ATTACHMENT_TYPE.MsaAgreement,
    });
    expect(badType.json().errors).toEqual({ attachmenttypeid: 'Type is invalid.' });
    const missing = await staff.put('/api/workorder/updateattachment', {
      id: 99_999_999,
      displayname: 'x',
      attachmenttypeid: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Attachment not found.' });
  });
});

describe('DELETE /api/workorder/removeattachment/:id', () => {
  it('deletes the record and its blob (200 { id })', async () => {
    const saved = await attach(ctx.asRole('Dispatchers'), await uploaded(ids.orderAX));
    expect(await blobs().getBlobClient(saved.path).exists()).toBe(true);
    const response = await ctx.asRole('Dispatchers').delete(`/api/workorder/removeattachment/${saved.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: saved.id });
    expect(await blobs().getBlobClient(saved.path).exists()).toBe(false);
    const rows = await ctx.db.select().from(workorderattachment).where(eq(workorderattachment.id, saved.id));
    expect(rows).toEqual([]);
    const again = await ctx.asRole('Dispatchers').delete(`/api/workorder/removeattachment/${saved.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Attachment not found.' });
  });

  it('deletes a record whose blob is already gone', async () => {
    const saved = await attach(ctx.asRole('Dispatchers'), await uploaded(ids.orderAX));
    await blobs().deleteBlob(saved.path);
    const response = await ctx.asRole('Admin').delete(`/api/workorder/removeattachment/${saved.id}`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('keeps a blob another record still names', async () => {
    const payload = await uploaded(ids.orderAX);
    const first = await attach(ctx.asRole('Dispatchers'), payload);
    const second = await attach(ctx.asRole('Dispatchers'), payload);
    expect(
      (await ctx.asRole('Dispatchers').delete(`/api/workorder/removeattachment/${first.id}`)).statusCode,
    ).toBe(200);
    expect(await blobs().getBlobClient(payload.path).exists()).toBe(true);
    expect(
      (await ctx.asRole('Dispatchers').delete(`/api/workorder/removeattachment/${second.id}`)).statusCode,
    ).toBe(200);
    expect(await blobs().getBlobClient(payload.path).exists()).toBe(false);
  });
});

describe('Invoiced and Cancelled orders (decision 114)', () => {
  it('refuses edits and deletes on an Invoiced order, allows them on a Cancelled one', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const invoiced = await createWorkOrder(ctx.db, { customerid: customer.id, statusid: STATUS.Invoiced });
    const cancelled = await createWorkOrder(ctx.db, { customerid: customer.id, statusid: STATUS.Cancelled });
    const staff = ctx.asRole('Dispatchers');

    const onInvoiced = await attach(staff, await uploaded(invoiced.id));
    const edit = await staff.put('/api/workorder/updateattachment', {
      id: onInvoiced.id,
      displayname: 'x',
      attachmenttypeid: 1,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: 'This work order is read-only.' });
    const remove = await staff.delete(`/api/workorder/removeattachment/${onInvoiced.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json()).toEqual({ message: 'This work order is read-only.' });
    expect(await blobs().getBlobClient(onInvoiced.path).exists()).toBe(true);
    expect(await listOf(staff, invoiced.id)).toHaveLength(1);

    const onCancelled = await attach(staff, await uploaded(cancelled.id));
    expect(
      (
        await staff.put('/api/workorder/updateattachment', {
          id: onCancelled.id,
          displayname: 'Cancellation letter',
          attachmenttypeid: ATTACHMENT_TYPE.CustomerCancellation,
        })
      ).statusCode,
    ).toBe(200);
    expect((await staff.delete(`/api/workorder/removeattachment/${onCancelled.id}`)).statusCode).toBe(200);
  });
});

describe('files the user may not see (decision 118)', () => {
  /** Vendor A's invoice on its line of order AX: customers and other vendors must never see it. */
  const vendorInvoice = async () => {
    const payload = await uploaded(ids.orderAX, {
      attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice,
      workordervendorid: ids.lineA,
    });
    await uploadBlob(payload.path, 'invoice: cost 1234.56');
    await attach(ctx.asRole('Dispatchers'), payload);
    return payload;
  };
  const madeUpName = () => `invoice_${Date.now()}999.pdf`;
  const readSas = (requester: Requester, file: string) =>
    requester.get(`/api/storage/getSAS?area=workorder&id=${ids.orderAX}&file=${file}&access=read`);
  const attachAs = (requester: Requester, filename: string) =>
    requester.post('/api/workorder/attachfile', {
      workorderid: ids.orderAX,
      attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
      filename,
      path: `workorder/${ids.orderAX}/${filename}`,
    });
  const recordsNaming = async (path: string) =>
    (await ctx.db.select().from(workorderattachment).where(eq(workorderattachment.path, path))).length;

  it("answers a Customer's and another Vendor's read SAS for a vendor's file as for a made-up name: 404", async () => {
    const invoice = await vendorInvoice();
    for (const user of [people.customerX, people.vendorC]) {
      const real = await readSas(ctx.as(user), invoice.filename);
      const madeUp = await readSas(ctx.as(user), madeUpName());
      expect(real.statusCode, real.body).toBe(404);
      expect(real.json()).toEqual({ message: 'File not found.' });
      expect(madeUp.statusCode).toBe(404);
      expect(madeUp.json()).toEqual(real.json());
      // A token without `access` carries create only: nothing to read with it.
      const any = await ctx
        .as(user)
        .get(`/api/storage/getSAS?area=workorder&id=${ids.orderAX}&file=${invoice.filename}`);
      expect(any.statusCode).toBe(200);
      expect(any.json().permissions).toBe('c');
    }
    expect((await listOf(ctx.as(people.customerX), ids.orderAX)).map((a) => a.path)).not.toContain(
      invoice.path,
    );
  });

  it('still gives the owning Vendor, its Tech and staff a read SAS that downloads the file', async () => {
    const invoice = await vendorInvoice();
    for (const requester of [
      ctx.as(people.vendorA),
      ctx.as(people.techA),
      ctx.asRole('Dispatchers'),
      ctx.asRole('AccountingAdmin'),
    ]) {
      const response = await readSas(requester, invoice.filename);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().permissions).toBe('r');
      const content = await new BlockBlobClient(response.json().url).downloadToBuffer();
      expect(content.toString()).toBe('invoice: cost 1234.56');
    }
    // Staff read any file of an order they see, registered or not.
    expect((await readSas(ctx.asRole('Dispatchers'), madeUpName())).statusCode).toBe(200);
    // Not a Tech of the vendor the order is not assigned to (docs/decisions/158).
    expect((await readSas(ctx.as(people.colleagueOfTechA), invoice.filename)).statusCode).toBe(403);
  });

  it('gives the Customer a read SAS for an order-wide file', async () => {
    const orderWide = await attach(ctx.asRole('Dispatchers'), await uploaded(ids.orderAX));
    const response = await readSas(ctx.as(people.customerX), orderWide.filename);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().permissions).toBe('r');
  });

  it("refuses a Customer's and another Vendor's attachfile of a vendor's file exactly as a made-up name", async () => {
    const invoice = await vendorInvoice();
    for (const user of [people.customerX, people.vendorC]) {
      const real = await attachAs(ctx.as(user), invoice.filename);
      const madeUp = await attachAs(ctx.as(user), madeUpName());
      expect(real.statusCode, real.body).toBe(400);
      expect(real.json()).toEqual({
        message: 'The file was not uploaded.',
        errors: { path: 'The file was not uploaded.' },
      });
      expect(madeUp.statusCode).toBe(real.statusCode);
      expect(madeUp.json()).toEqual(real.json());
      expect((await readSas(ctx.as(user), invoice.filename)).statusCode).toBe(404);
    }
    expect(await recordsNaming(invoice.path)).toBe(1);
  });

  it('lets the owning Vendor and staff attach a file they see again', async () => {
    const invoice = await vendorInvoice();
    const byVendor = await attachAs(ctx.as(people.vendorA), invoice.filename);
    expect(byVendor.statusCode, byVendor.body).toBe(201);
    expect(byVendor.json().workordervendorid).toBe(ids.lineA);
    const byStaff = await attachAs(ctx.asRole('Dispatchers'), invoice.filename);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(await recordsNaming(invoice.path)).toBe(3);
    // Staff made it order-wide: from now on the customer sees it, as decision 114 says.
    expect((await readSas(ctx.as(people.customerX), invoice.filename)).statusCode).toBe(200);
  });

  it('keeps answering 403 for an order the user may not see, before any file question', async () => {
    const invoice = await vendorInvoice();
    for (const user of [people.vendorB, people.customerY]) {
      expect((await readSas(ctx.as(user), invoice.filename)).statusCode).toBe(403);
      expect((await attachAs(ctx.as(user), invoice.filename)).statusCode).toBe(403);
    }
  });
});
