import { BlockBlobClient, RestError } from '@azure/storage-blob';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE, STATUS } from '@dispatchwise/shared';
import {
  customer,
  customerattachment,
  vendor,
  vendorattachment,
  workorder,
  workorderattachment,
  workordervendor,
} from '../../db/schema/index';
import { useAzurite } from '../../../test/azurite';
import { createTestContext, type TestUser } from '../../../test/helpers';

const { port, connectionString } = await useAzurite({ from: 18400, to: 18499 });
const ctx = createTestContext({ env: { AZURE_STORAGE_CONNECTION_STRING: connectionString } });

type Sas = {
  sasToken: string;
  url: string;
  container: string;
  path: string;
  blobName: string;
  permissions: string;
  expiresOn: string;
};

const records = {} as {
  vendorA: number;
  vendorB: number;
  customerX: number;
  customerY: number;
  orderAX: number;
  orderBY: number;
};
const people = {} as { vendorA: TestUser; techA: TestUser; customerX: TestUser };

beforeAll(async () => {
  const [vA, vB] = await ctx.db
    .insert(vendor)
    .values([{ name: 'Vendor A' }, { name: 'Vendor B' }])
    .returning();
  const [cX, cY] = await ctx.db
    .insert(customer)
    .values([{ customername: 'Customer X' }, { customername: 'Customer Y' }])
    .returning();
  const [wAX, wBY] = await ctx.db
    .insert(workorder)
    .values([
      { customerid: cX!.id, statusid: STATUS.Dispatched },
      { customerid: cY!.id, statusid: STATUS.Dispatched },
    ])
    .returning();
  await ctx.db.insert(workordervendor).values([
    { workorderid: wAX!.id, vendorid: vA!.id },
    { workorderid: wBY!.id, vendorid: vB!.id },
  ]);
  // Registered files portal users may read (decision 118): one order-wide, one of each record.
  await registerOrderFile(wAX!.id, 'registered_1.pdf');
  await ctx.db.insert(vendorattachment).values({
    vendorid: vA!.id,
    attachmenttypeid: ATTACHMENT_TYPE.Coi,
    filename: 'coi_1.pdf',
    path: `vendor/${vA!.id}/coi_1.pdf`,
  });
  await ctx.db.insert(customerattachment).values({
    customerid: cX!.id,
    attachmenttypeid: ATTACHMENT_TYPE.MsaAgreement,
    filename: 'msa_1.pdf',
    path: `customer/${cX!.id}/msa_1.pdf`,
  });
  Object.assign(records, {
    vendorA: vA!.id,
    vendorB: vB!.id,
    customerX: cX!.id,
    customerY: cY!.id,
    orderAX: wAX!.id,
    orderBY: wBY!.id,
  });
  people.vendorA = await ctx.createUser({ roles: ['Vendor'], vendorid: vA!.id });
  people.techA = await ctx.createUser({ roles: ['Tech'], vendorid: vA!.id });
  // A Tech reaches only the orders assigned to it (docs/decisions/158).
  await ctx.db.update(workorder).set({ techauthid: people.techA.user_id }).where(eq(workorder.id, wAX!.id));
  people.customerX = await ctx.createUser({ roles: ['Customer'], customerid: cX!.id });
});

/** An order-wide attachment record for `file` (what POST /workorder/attachfile stores). */
async function registerOrderFile(workorderid: number, file: string) {
  await ctx.db.insert(workorderattachment).values({
    workorderid,
    attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
    filename: file,
    path: `workorder/${workorderid}/${file}`,
  });
}

const getSas = (requester: ReturnType<typeof ctx.as>, query: Record<string, string | number>) =>
  requester.get('/api/storage/getSAS', { query });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof RestError) return error.statusCode ?? 0;
    throw error;
  }
}

describe('GET /api/storage/getSAS: validation', () => {
  it('answers 401 without a token', async () => {
    expect(
      (await ctx.anonymous.get('/api/storage/getSAS', { query: { area: 'vendor', id: 1, file: 'a.txt' } }))
        .statusCode,
    ).toBe(401);
  });

  it('needs a known area, a positive id and a plain file name', async () => {
    const staff = ctx.asRole('Dispatchers');
    const noFile = await getSas(staff, { area: 'workorder', id: records.orderAX });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'File is required.', errors: { file: 'File is required.' } });
    for (const file of ['../secret.txt', 'a/b.txt', 'a\\b.txt', '..']) {
      expect(
        (await getSas(staff, { area: 'workorder', id: records.orderAX, file })).json().errors,
        file,
      ).toEqual({ file: 'File is invalid.' });
    }
    expect((await getSas(staff, { area: 'invoices', id: 1, file: 'a.txt' })).statusCode).toBe(400);
    expect((await getSas(staff, { area: 'vendor', id: 0, file: 'a.txt' })).statusCode).toBe(400);
    expect((await getSas(staff, { area: 'workorder', id: 99_999_999, file: 'a.txt' })).statusCode).toBe(404);
    expect((await getSas(staff, { area: 'vendor', id: 99_999_999, file: 'a.txt' })).statusCode).toBe(404);
    expect((await getSas(staff, { area: 'customer', id: 99_999_999, file: 'a.txt' })).statusCode).toBe(404);
  });
});

describe('GET /api/storage/getSAS: who gets a token for what', () => {
  it('gives staff read, create, write and delete on any record, for 15 minutes, scoped to one blob', async () => {
    const before = Date.now();
    const response = await getSas(ctx.asRole('Dispatchers'), {
      area: 'workorder',
      id: records.orderAX,
      file: 'photo_20250101.jpg',
    });
    expect(response.statusCode).toBe(200);
    const sas = response.json() as Sas;
    expect(sas).toMatchObject({
      container: 'attachments',
      path: `workorder/${records.orderAX}/`,
      blobName: `workorder/${records.orderAX}/photo_20250101.jpg`,
      permissions: 'rcwd',
    });
    expect(sas.url).toBe(
      `http://127.0.0.1:${port}/devstoreaccount1/attachments/workorder/${records.orderAX}/photo_20250101.jpg?${sas.sasToken}`,
    );
    const params = new URLSearchParams(sas.sasToken);
    expect(params.get('sr')).toBe('b');
    expect(params.get('sp')).toBe('rcwd');
    const lifetime = Date.parse(sas.expiresOn) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000);

    for (const role of ['Admin', 'Employee', 'AccountingAdmin'] as const) {
      for (const [area, id] of [
        ['vendor', records.vendorB],
        ['customer', records.customerY],
        ['workorder', records.orderBY],
      ] as const) {
        expect(
          (await getSas(ctx.asRole(role), { area, id, file: 'a.pdf' })).statusCode,
          `${role} ${area}`,
        ).toBe(200);
      }
    }
  });

  it('narrows the token to one use with access=read|write|delete', async () => {
    const staff = ctx.asRole('Dispatchers');
    const read = (
      await getSas(staff, { area: 'vendor', id: records.vendorA, file: 'w9.pdf', access: 'read' })
    ).json() as Sas;
    expect(read.permissions).toBe('r');
    const write = (
      await getSas(staff, { area: 'vendor', id: records.vendorA, file: 'w9.pdf', access: 'write' })
    ).json() as Sas;
    expect(write.permissions).toBe('cw');
    const portalDelete = await getSas(ctx.as(people.vendorA), {
      area: 'vendor',
      id: records.vendorA,
      file: 'w9.pdf',
      access: 'delete',
    });
    expect(portalDelete.statusCode).toBe(403);
  });

  it('gives Vendor and Tech users create on their vendor and its work orders, and read of registered files', async () => {
    for (const user of [people.vendorA, people.techA]) {
      const permissionsOf = async (area: 'workorder' | 'vendor', id: number, file: string) =>
        ((await getSas(ctx.as(user), { area, id, file })).json() as Sas).permissions;
      expect(await permissionsOf('workorder', records.orderAX, 'registered_1.pdf')).toBe('rc');
      expect(await permissionsOf('workorder', records.orderAX, 'invoice.pdf')).toBe('c');
      expect(await permissionsOf('vendor', records.vendorA, 'coi_1.pdf')).toBe('rc');
      expect(await permissionsOf('vendor', records.vendorA, 'coi.pdf')).toBe('c');
      const unregistered = await getSas(ctx.as(user), {
        area: 'vendor',
        id: records.vendorA,
        file: 'coi.pdf',
        access: 'read',
      });
      expect(unregistered.statusCode).toBe(404);
      expect(unregistered.json()).toEqual({ message: 'File not found.' });

      expect(
        (await getSas(ctx.as(user), { area: 'workorder', id: records.orderBY, file: 'invoice.pdf' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await getSas(ctx.as(user), { area: 'vendor', id: records.vendorB, file: 'coi.pdf' })).statusCode,
      ).toBe(403);
      expect(
        (await getSas(ctx.as(user), { area: 'customer', id: records.customerX, file: 'msa.pdf' })).statusCode,
      ).toBe(403);
    }
    // Not a Tech of the vendor the order is not assigned to (docs/decisions/158); its vendor's files still.
    const colleague = ctx.as(await ctx.createUser({ roles: ['Tech'], vendorid: records.vendorA }));
    const unassigned = await getSas(colleague, {
      area: 'workorder',
      id: records.orderAX,
      file: 'invoice.pdf',
    });
    expect(unassigned.statusCode).toBe(403);
    const vendorFile = await getSas(colleague, { area: 'vendor', id: records.vendorA, file: 'coi.pdf' });
    expect(vendorFile.statusCode).toBe(200);
  });

  it('gives Customer users create on their customer and its work orders, and read of registered files', async () => {
    const user = ctx.as(people.customerX);
    const permissionsOf = async (area: 'workorder' | 'customer', id: number, file: string) =>
      ((await getSas(user, { area, id, file })).json() as Sas).permissions;
    expect(await permissionsOf('workorder', records.orderAX, 'registered_1.pdf')).toBe('rc');
    expect(await permissionsOf('workorder', records.orderAX, 'request.pdf')).toBe('c');
    expect(await permissionsOf('customer', records.customerX, 'msa_1.pdf')).toBe('rc');
    expect(await permissionsOf('customer', records.customerX, 'msa.pdf')).toBe('c');
    expect(
      (await getSas(user, { area: 'customer', id: records.customerX, file: 'msa.pdf', access: 'read' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await getSas(user, { area: 'workorder', id: records.orderBY, file: 'request.pdf' })).statusCode,
    ).toBe(403);
    expect(
      (await getSas(user, { area: 'customer', id: records.customerY, file: 'msa.pdf' })).statusCode,
    ).toBe(403);
    expect((await getSas(user, { area: 'vendor', id: records.vendorA, file: 'w9.pdf' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a Vendor user without a vendor link', async () => {
    const unlinked = await ctx.createUser({ roles: ['Vendor'] });
    expect(
      (await getSas(ctx.as(unlinked), { area: 'workorder', id: records.orderAX, file: 'a.pdf' })).statusCode,
    ).toBe(403);
  });
});

describe('the SAS works against Azurite', () => {
  it('has created the attachments container with CORS for the web app', async () => {
    const storage = ctx.app.storage.blobs;
    expect(await storage.serviceClient.getContainerClient('attachments').exists()).toBe(true);
    const properties = await storage.serviceClient.getProperties();
    expect(properties.cors?.[0]?.allowedOrigins).toContain('http://localhost:8080');
  });

  it('uploads with one token and downloads with another, and nothing beyond the permissions', async () => {
    const file = `report_${Date.now()}.txt`;
    const staff = (
      await getSas(ctx.asRole('Dispatchers'), { area: 'workorder', id: records.orderAX, file })
    ).json() as Sas;
    await new BlockBlobClient(staff.url).upload('hello from the office', 21);
    // Portal users read registered files only (decision 118): staff attach it to the whole order.
    await registerOrderFile(records.orderAX, file);

    const customerRead = (
      await getSas(ctx.as(people.customerX), { area: 'workorder', id: records.orderAX, file, access: 'read' })
    ).json() as Sas;
    const downloaded = await new BlockBlobClient(customerRead.url).downloadToBuffer();
    expect(downloaded.toString()).toBe('hello from the office');
    // A read token cannot write.
    expect(await statusOf(new BlockBlobClient(customerRead.url).upload('x', 1))).toBe(403);

    // The vendor may add a new file but not replace one (create without write).
    const vendorToken = (
      await getSas(ctx.as(people.vendorA), { area: 'workorder', id: records.orderAX, file })
    ).json() as Sas;
    expect(await statusOf(new BlockBlobClient(vendorToken.url).upload('overwritten', 11))).toBe(403);
    const newFile = `photo_${Date.now()}.txt`;
    const vendorNew = (
      await getSas(ctx.as(people.vendorA), { area: 'workorder', id: records.orderAX, file: newFile })
    ).json() as Sas;
    expect(vendorNew.permissions).toBe('c');
    await new BlockBlobClient(vendorNew.url).upload('from the field', 14);
    const staffReadsNew = (
      await getSas(ctx.asRole('Dispatchers'), {
        area: 'workorder',
        id: records.orderAX,
        file: newFile,
        access: 'read',
      })
    ).json() as Sas;
    expect((await new BlockBlobClient(staffReadsNew.url).downloadToBuffer()).toString()).toBe(
      'from the field',
    );
    // Nor may the vendor read back a file no record names yet.
    expect(await statusOf(new BlockBlobClient(vendorNew.url).downloadToBuffer())).toBe(403);

    // A token is for its blob only: the same signature on another name is refused.
    const otherBlob = staff.url.replace(file, 'someone-else.txt');
    expect(await statusOf(new BlockBlobClient(otherBlob).downloadToBuffer())).toBe(403);

    // Staff may delete.
    await new BlockBlobClient(staff.url).delete();
    expect(await statusOf(new BlockBlobClient(customerRead.url).downloadToBuffer())).toBe(404);
  });
});
