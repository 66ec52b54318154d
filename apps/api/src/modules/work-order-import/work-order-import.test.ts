import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BlobServiceClient } from '@azure/storage-blob';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_CONTAINER,
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  PRIORITY,
  type SessionUser,
  STATUS,
  TRADE,
  WORK_ORDER_IMPORT_MESSAGES,
} from '@dispatchwise/shared';
import {
  customerjobsite,
  workorder,
  workorderattachment,
  workordernote,
  workordertrade,
} from '../../db/schema/index';
import { renderPdf } from '../../lib/documents/pdf';
import { importFromServiceChannel } from './servicechannel/import-servicechannel';
import { useAzurite } from '../../../test/azurite';
import { multipartUpload } from '../../../test/factories/imports';
import { createCustomerWithSite } from '../../../test/factories/work-order-actions';
import { createTestContext, type Requester } from '../../../test/helpers';
import { startServiceChannelServer, type ScServerWorkOrder } from '../../../test/servicechannel-server';

// The work-order import (spec C 2.11 and 7; issue 16; docs/decisions/169-171): by PO from a local server that
// speaks ServiceChannel's API, and from the committed Brightway PDF and Harborview .msg fixtures, each into one
// order with its files in Azurite; a repeat answers the first order; hostile files create nothing.

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/work-order-import',
);
const brightwayPdf = fs.readFileSync(path.join(fixtures, 'brightway-work-order.pdf'));
const harborviewMsg = fs.readFileSync(path.join(fixtures, 'harborview-service-request.msg'));

const SUBSCRIBER = 777_001;
const account = {
  clientId: 'dw-client',
  clientSecret: 'dw-secret',
  username: 'dw-provider',
  password: 'dw-pass',
};
const scOrder = (Id: number, fields: Partial<ScServerWorkOrder>): ScServerWorkOrder => ({
  Id,
  Number: String(50_000 + Id),
  PurchaseNumber: `SC-${Id}`,
  SubscriberId: SUBSCRIBER,
  Status: { Primary: 'OPEN', Extended: null },
  Trade: 'PLUMBING',
  Priority: 'Urgent',
  Nte: 450,
  CallDate: '2026-11-18T09:30:00',
  ScheduledDate: '2026-11-20T08:00:00',
  Description: 'Toilet overflowing in the back room\nSecond line <script>alert(1)</script>',
  Caller: 'Jane Store',
  Category: 'REPAIR',
  Location: {
    Id: 9000 + Id,
    StoreId: `ST-${Id}`,
    Name: `Store ${Id}`,
    Address1: `${Id} Market St`,
    City: 'Springfield',
    State: 'il',
    Zip: '62704',
    Latitude: 39.78,
    Longitude: -89.65,
  },
  ...fields,
});

const sc = await startServiceChannelServer({ ...account });
const azurite = await useAzurite({ from: 19400, to: 19499 });
const ctx = createTestContext({
  env: {
    AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
    SERVICECHANNEL_API_URL: sc.apiUrl,
    SERVICECHANNEL_LOGIN_URL: sc.loginUrl,
    SERVICECHANNEL_CLIENT_ID: account.clientId,
    SERVICECHANNEL_CLIENT_SECRET: account.clientSecret,
    SERVICECHANNEL_USERNAME: account.username,
    SERVICECHANNEL_PASSWORD: account.password,
  },
});
afterAll(() => sc.close());

const dispatcher = () => ctx.asRole('Dispatchers');
let subscriber: Awaited<ReturnType<typeof createCustomerWithSite>>;
let brightway: Awaited<ReturnType<typeof createCustomerWithSite>>;
let harborview: Awaited<ReturnType<typeof createCustomerWithSite>>;
let customerUser: Requester;
let vendorUser: Requester;

beforeAll(async () => {
  subscriber = await createCustomerWithSite(ctx.db, { servicechannelsubscriberid: String(SUBSCRIBER) });
  brightway = await createCustomerWithSite(ctx.db, { customerprefix: 'BRG' });
  harborview = await createCustomerWithSite(ctx.db, { customerprefix: 'HG' });
  customerUser = ctx.as(await ctx.createUser({ roles: ['Customer'], customerid: subscriber.customer.id }));
  vendorUser = ctx.asRole('Vendor');
});

const importPo = (po: string, who: Requester = dispatcher()) =>
  who.get('/api/workorder/importwofromservicechannel', { query: { id: po } });

const postFile = (
  url: string,
  file: { name: string; data: Buffer | string },
  query: Record<string, string>,
  who: Requester = dispatcher(),
) => {
  const upload = multipartUpload(file.name, file.data);
  return who.post(url, upload.payload, { headers: upload.headers, query });
};
const PDF = { type: 'pdf', product: 'brightway-pdf' };
const MSG = { type: 'msg', product: 'harborview-msg' };

const orderOf = async (id: number) => (await ctx.db.select().from(workorder).where(eq(workorder.id, id)))[0]!;
const notesOf = async (id: number) =>
  (await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, id)))
    .map((n) => n.note)
    .join('\n');
const attachmentsOf = (id: number) =>
  ctx.db.select().from(workorderattachment).where(eq(workorderattachment.workorderid, id));
const blobText = async (blobName: string) => {
  const blob = BlobServiceClient.fromConnectionString(azurite.connectionString)
    .getContainerClient(ATTACHMENT_CONTAINER)
    .getBlobClient(blobName);
  return (await blob.downloadToBuffer()).toString('latin1');
};
const orderCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(workorder))[0]!.n;

describe('GET /workorder/importwofromservicechannel', () => {
  it('makes one Received order for the subscriber, adds the store, copies the attachments and notes what it did', async () => {
    sc.addWorkOrder(scOrder(1, {}), [
      { Id: 11, FileName: 'before.jpg', MimeType: 'image/jpeg', data: Buffer.from('jpeg-bytes') },
      { Id: 12, FileName: 'scope.pdf', MimeType: 'application/pdf', data: Buffer.from('%PDF-1.4 scope') },
    ]);
    sc.addWorkOrder(scOrder(2, { PurchaseNumber: 'SC-10' }));
    const response = await importPo('SC-1');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      isexisting: false,
      source: 'servicechannel',
      externalid: '1',
      jobsite: 'ST-1',
      isnewjobsite: true,
      attachments: 2,
    });
    const order = await orderOf(answer.id);
    expect(order).toMatchObject({
      customerid: subscriber.customer.id,
      statusid: STATUS.Received,
      externalsource: 'servicechannel',
      externalid: '1',
      ponumber: 'SC-1',
      priorityid: PRIORITY.Urgent,
      nte: '450.00',
      briefdescription: 'Toilet overflowing in the back room',
      requestedby: 'Jane Store',
    });
    expect(order.createddate.toISOString()).toBe('2026-11-18T09:30:00.000Z');
    expect(order.scheduledate?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(order.description).toContain('&lt;script&gt;');
    expect(order.description).not.toContain('<script>');
    const [site] = await ctx.db
      .select()
      .from(customerjobsite)
      .where(eq(customerjobsite.id, order.jobsiteid!));
    expect(site).toMatchObject({
      customerid: subscriber.customer.id,
      jobsite: 'ST-1',
      streetaddress: '1 Market St',
      statecode: 'IL',
      postalcode: '62704',
      latitude: 39.78,
    });
    const trades = await ctx.db.select().from(workordertrade).where(eq(workordertrade.workorderid, order.id));
    expect(trades.map((t) => t.tradeid)).toEqual([TRADE.Plumbing]);
    const files = await attachmentsOf(order.id);
    expect(files.map((f) => [f.displayname, f.attachmenttypeid])).toEqual([
      ['before.jpg', 1],
      ['scope.pdf', 1],
    ]);
    expect(files[0]!.path).toMatch(new RegExp(`^workorder/${order.id}/before_\\d{17}\\.jpg$`));
    expect(await blobText(files[0]!.path)).toBe('jpeg-bytes');
    expect(await blobText(files[1]!.path)).toBe('%PDF-1.4 scope');
    const notes = await notesOf(order.id);
    expect(notes).toContain('Imported from ServiceChannel work order 1.');
    expect(notes).toContain('Job site ST-1 was added from the import.');
    expect(notes).toContain('Caller: Jane Store');
  });

  it('copies no program: an attachment users may not upload is named in the System note (decision 184)', async () => {
    sc.addWorkOrder(scOrder(184, {}), [
      { Id: 1841, FileName: 'tool.exe', MimeType: 'application/octet-stream', data: Buffer.from('MZ') },
      { Id: 1842, FileName: 'before.jpg', MimeType: 'image/jpeg', data: Buffer.from('jpeg-bytes') },
    ]);
    const answer = (await importPo('SC-184')).json();
    expect(answer.attachments).toBe(1);
    expect((await attachmentsOf(answer.id)).map((f) => f.displayname)).toEqual(['before.jpg']);
    expect(await notesOf(answer.id)).toContain(
      'Attachment tool.exe was not copied: Files of type .exe cannot be uploaded.',
    );
  });

  it('answers the first order on a second import, flagged, and makes no duplicate', async () => {
    const first = (await importPo('SC-1')).json();
    const again = await importPo('SC-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, wonumber: first.wonumber, isexisting: true });
    const rows = await ctx.db
      .select({ id: workorder.id })
      .from(workorder)
      .where(and(eq(workorder.externalsource, 'servicechannel'), eq(workorder.externalid, '1')));
    expect(rows).toHaveLength(1);
    expect(await attachmentsOf(first.id)).toHaveLength(2);
  });

  it('makes one order when two imports of a new PO run at once', async () => {
    sc.addWorkOrder(scOrder(3, {}));
    const answers = (await Promise.all([importPo('SC-3'), importPo('SC-3')])).map((r) => r.json());
    expect(answers[0].id).toBe(answers[1].id);
    expect(answers.map((a) => a.isexisting).sort()).toEqual([false, true]);
  });

  it('uses the job site with the store number, else the one at the same address', async () => {
    sc.addWorkOrder(scOrder(4, { Location: { StoreId: subscriber.jobsite.jobsite, Address1: 'elsewhere' } }));
    const byNumber = (await importPo('SC-4')).json();
    expect(byNumber).toMatchObject({ isnewjobsite: false });
    expect((await orderOf(byNumber.id)).jobsiteid).toBe(subscriber.jobsite.id);
    sc.addWorkOrder(scOrder(5, { Location: { StoreId: 'NEW-5', Address1: ' 12 MAIN ST ', Zip: '78701' } }));
    const byAddress = (await importPo('SC-5')).json();
    expect(byAddress).toMatchObject({ isnewjobsite: false, jobsite: subscriber.jobsite.jobsite });
    expect((await orderOf(byAddress.id)).jobsiteid).toBe(subscriber.jobsite.id);
  });

  it('leaves an unknown trade empty and an unknown priority at the default, and says so in the note', async () => {
    sc.addWorkOrder(scOrder(6, { Trade: 'Underwater Welding', Priority: 'P9' }));
    const answer = (await importPo('SC-6')).json();
    expect(answer.notes).toContain('Trade "Underwater Welding" is not one of ours: left empty.');
    expect(answer.notes).toContain('Priority "P9" is not one of ours: Normal used.');
    expect(
      await ctx.db.select().from(workordertrade).where(eq(workordertrade.workorderid, answer.id)),
    ).toEqual([]);
    expect((await orderOf(answer.id)).priorityid).toBe(PRIORITY.Normal);
  });

  it('refuses a PO ServiceChannel does not have, an unknown subscriber and a missing PO, creating nothing', async () => {
    const before = await orderCount();
    const missing = await importPo('NOPE');
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      WORK_ORDER_IMPORT_MESSAGES.notFound('NOPE'),
    ]);
    sc.addWorkOrder(scOrder(7, { SubscriberId: 123 }));
    const stranger = await importPo('SC-7');
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      400,
      WORK_ORDER_IMPORT_MESSAGES.unknownSubscriber(123),
    ]);
    const empty = await importPo('  ');
    expect([empty.statusCode, empty.json().message]).toEqual([400, WORK_ORDER_IMPORT_MESSAGES.poRequired]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a PO that two ServiceChannel work orders carry, and answers "not configured" without an account', async () => {
    sc.addWorkOrder(scOrder(8, { PurchaseNumber: 'SC-DUP' }));
    sc.addWorkOrder(scOrder(9, { PurchaseNumber: 'SC-DUP' }));
    const twice = await importPo('SC-DUP');
    expect([twice.statusCode, twice.json().message]).toEqual([
      400,
      WORK_ORDER_IMPORT_MESSAGES.several('SC-DUP', 2),
    ]);
    const user = (await dispatcher().get('/api/user/profile')).json<SessionUser>();
    await expect(
      importFromServiceChannel({ db: ctx.db, storage: ctx.app.storage, user, client: undefined, po: 'SC-1' }),
    ).rejects.toMatchObject({ status: 400, message: WORK_ORDER_IMPORT_MESSAGES.notConfigured });
  });

  it("answers ServiceChannel's fault with its reason", async () => {
    sc.failNext(500, { ErrorCodes: ['SC-500'], ErrorMessage: 'Maintenance window.' });
    sc.throttleNext(0, 0);
    const response = await importPo('SC-1-fault');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('ServiceChannel work-order search: Maintenance window. (SC-500)');
  });

  it('is for staff who may add work orders', async () => {
    expect((await ctx.anonymous.get('/api/workorder/importwofromservicechannel?id=SC-1')).statusCode).toBe(
      401,
    );
    expect((await importPo('SC-1', customerUser)).statusCode).toBe(403);
    expect((await importPo('SC-1', vendorUser)).statusCode).toBe(403);
    expect((await importPo('SC-1', ctx.asRole('Employee'))).statusCode).toBe(403);
  });
});

describe('POST /workorder/parseWOHTML and /workorder/importwofromfile', () => {
  it('previews the Brightway PDF as the order it would make, writing nothing', async () => {
    const before = await orderCount();
    const response = await postFile(
      '/api/workorder/parseWOHTML',
      { name: 'wo.pdf', data: brightwayPdf },
      PDF,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: 'pdf',
      externalid: 'BWR-204518',
      customerid: brightway.customer.id,
      ponumber: 'BRG-PO-88412',
      site: {
        jobsite: '1042',
        jobsitedescription: 'Brightway Riverside',
        streetaddress: '1450 Riverside Dr',
        city: 'Springfield',
        statecode: 'IL',
        postalcode: '62704',
      },
      trade: 'Plumbing',
      priority: 'Urgent',
      nte: '750.00',
      calldate: '2026-11-18T09:42:00.000Z',
      scheduledate: '2026-11-20T12:00:00.000Z',
      briefdescription:
        "Men's restroom sink is leaking under the vanity and water is reaching the sales floor.",
      caller: 'Dana Whitfield',
      files: ['wo.pdf'],
      existing: null,
    });
    expect(response.json().description).toContain('bring a wet vacuum.');
    expect(await orderCount()).toBe(before);
  });

  it('imports the PDF once, with the file attached as type 1', async () => {
    const response = await postFile(
      '/api/workorder/importwofromfile',
      { name: 'wo.pdf', data: brightwayPdf },
      PDF,
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      isexisting: false,
      source: 'pdf',
      externalid: 'BWR-204518',
      isnewjobsite: true,
    });
    const order = await orderOf(answer.id);
    expect(order).toMatchObject({
      customerid: brightway.customer.id,
      ponumber: 'BRG-PO-88412',
      nte: '750.00',
    });
    const [file] = await attachmentsOf(answer.id);
    expect(file).toMatchObject({ displayname: 'wo.pdf', attachmenttypeid: 1 });
    expect(file!.path).toBe(`workorder/${answer.id}/${file!.filename}`);
    expect(await blobText(file!.path)).toBe(brightwayPdf.toString('latin1'));
    const again = await postFile(
      '/api/workorder/importwofromfile',
      { name: 'copy.pdf', data: brightwayPdf },
      PDF,
    );
    expect(again.json()).toMatchObject({ id: answer.id, isexisting: true });
    const preview = await postFile('/api/workorder/parseWOHTML', { name: 'wo.pdf', data: brightwayPdf }, PDF);
    expect(preview.json().existing).toEqual({ id: answer.id, wonumber: answer.wonumber });
  });

  it('imports the Harborview Outlook message with the message and its photo attached', async () => {
    const response = await postFile(
      '/api/workorder/importwofromfile',
      { name: 'sr.msg', data: harborviewMsg },
      MSG,
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ source: 'msg', externalid: 'SR-55821', jobsite: '214', attachments: 2 });
    const order = await orderOf(answer.id);
    expect(order).toMatchObject({
      customerid: harborview.customer.id,
      ponumber: 'HG-77120',
      priorityid: PRIORITY.Emergency,
      nte: '1500.00',
      requestedby: 'Luis Ortega, Store Manager',
    });
    expect(order.createddate.toISOString()).toBe('2026-11-19T14:05:00.000Z');
    const trades = await ctx.db.select().from(workordertrade).where(eq(workordertrade.workorderid, order.id));
    expect(trades).toHaveLength(1);
    const files = await attachmentsOf(answer.id);
    expect(files.map((f) => f.displayname)).toEqual(['sr.msg', 'controller-display.png']);
    expect((await blobText(files[1]!.path)).slice(1, 4)).toBe('PNG');
  });

  it('refuses hostile files with the reason and creates nothing', async () => {
    const before = await orderCount();
    const refusal = async (file: { name: string; data: Buffer | string }, query: Record<string, string>) => {
      const response = await postFile('/api/workorder/importwofromfile', file, query);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await refusal({ name: 'wo.pdf', data: 'not a pdf at all' }, PDF)).toBe(
      WORK_ORDER_IMPORT_MESSAGES.notPdf,
    );
    expect(await refusal({ name: 'wo.pdf', data: '%PDF-1.7 broken' }, PDF)).toBe(
      WORK_ORDER_IMPORT_MESSAGES.notPdf,
    );
    expect(await refusal({ name: 'sr.msg', data: brightwayPdf }, MSG)).toBe(
      WORK_ORDER_IMPORT_MESSAGES.notMsg,
    );
    expect(await refusal({ name: 'wo.msg', data: brightwayPdf }, PDF)).toBe(
      WORK_ORDER_IMPORT_MESSAGES.wrongExtension('.pdf'),
    );
    expect(await refusal({ name: 'wo.pdf', data: brightwayPdf }, { type: 'pdf', product: 'acme' })).toBe(
      WORK_ORDER_IMPORT_MESSAGES.unknownFormat,
    );
    const otherLayout = await renderPdf({
      defaultStyle: { font: 'Helvetica' },
      content: ['ACME CORP purchase order', 'Order: 1'],
    });
    expect(await refusal({ name: 'po.pdf', data: otherLayout }, PDF)).toBe(
      WORK_ORDER_IMPORT_MESSAGES.wrongFormat('Brightway Retail Group work order (PDF)'),
    );
    const noStore = await renderPdf({
      defaultStyle: { font: 'Helvetica' },
      content: [
        'BRIGHTWAY RETAIL GROUP',
        'Work Order #: BWR-1',
        'Problem Description',
        'Leak',
        'End of Work Order',
      ],
    });
    expect(await refusal({ name: 'wo.pdf', data: noStore }, PDF)).toBe(
      WORK_ORDER_IMPORT_MESSAGES.missingField('Store #'),
    );
    const badNte = await renderPdf({
      defaultStyle: { font: 'Helvetica' },
      content: [
        'BRIGHTWAY RETAIL GROUP',
        'Work Order #: BWR-2',
        'Store #: 9',
        'NTE: lots',
        'Problem Description',
        'x',
      ],
    });
    expect(await refusal({ name: 'wo.pdf', data: badNte }, PDF)).toBe(
      WORK_ORDER_IMPORT_MESSAGES.invalidField('NTE'),
    );
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_IMPORT_BYTES + 10, 32)]);
    expect(await refusal({ name: 'wo.pdf', data: huge }, PDF)).toBe(IMPORT_MESSAGES.tooLarge);
    const wrongType = await postFile(
      '/api/workorder/importwofromfile',
      { name: 'wo.pdf', data: brightwayPdf },
      {
        type: 'docx',
        product: 'brightway-pdf',
      },
    );
    expect(wrongType.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('is for staff who may add work orders', async () => {
    for (const url of ['/api/workorder/parseWOHTML', '/api/workorder/importwofromfile']) {
      const file = { name: 'wo.pdf', data: brightwayPdf };
      expect((await postFile(url, file, PDF, ctx.anonymous)).statusCode).toBe(401);
      expect((await postFile(url, file, PDF, customerUser)).statusCode).toBe(403);
      expect((await postFile(url, file, PDF, vendorUser)).statusCode).toBe(403);
    }
  });
});
