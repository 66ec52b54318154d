import { BlobServiceClient, BlockBlobClient } from '@azure/storage-blob';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_CONTAINER,
  ATTACHMENT_TYPE,
  MAX_ATTACHMENT_BYTES,
  UPLOAD_MESSAGES,
} from '@dispatchwise/shared';
import { useAzurite } from '../azurite';
import { createTestContext } from '../helpers';
import { createCustomerWithSite, createWorkOrder } from '../factories/work-order-actions';

// Attachments go from the browser straight to blob storage (decision 064), so the API guards both ends
// (docs/decisions/184): a write SAS only for an allowed type and a declared size under the limit, and
// attachfile checks the stored blob's real size and content type, deleting a refused upload.

const { connectionString } = await useAzurite({ from: 8415, to: 8419 });
const ctx = createTestContext({ env: { AZURE_STORAGE_CONNECTION_STRING: connectionString } });

let workorderid: number;
let sequence = 0;

beforeAll(async () => {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  workorderid = (await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id })).id;
});

const sas = (file: string, extra: Record<string, string | number> = {}) =>
  ctx.asRole('Dispatchers').get('/api/storage/getSAS', {
    query: { area: 'workorder', id: workorderid, file, ...extra },
  });

/** The browser's flow: a write SAS for the declared size, a PUT of the bytes, then the record. */
async function upload(name: string, data: Buffer, contentType: string, declaredSize = data.length) {
  sequence += 1;
  const file = name.replace(/(\.\w+)?$/, `_2026112508000000${sequence}$1`);
  const token = await sas(file, { access: 'write', size: declaredSize });
  expect(token.statusCode).toBe(200);
  const blob = new BlockBlobClient(token.json<{ url: string }>().url);
  await blob.uploadData(data, { blobHTTPHeaders: { blobContentType: contentType } });
  const attach = await ctx.asRole('Dispatchers').post('/api/workorder/attachfile', {
    workorderid,
    attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
    filename: file,
    displayname: name,
    path: `workorder/${workorderid}/${file}`,
  });
  // The write token cannot read: ask with the account's key whether the blob is still there.
  const stored = BlobServiceClient.fromConnectionString(connectionString)
    .getContainerClient(ATTACHMENT_CONTAINER)
    .getBlobClient(`workorder/${workorderid}/${file}`);
  return { attach, isStillStored: await stored.exists() };
}

describe('GET /api/storage/getSAS for an upload', () => {
  it('refuses a write token for a type that is not allowed, or a declared size over the limit', async () => {
    const program = await sas('setup_20261125.exe', { access: 'write', size: 10 });
    expect(program.statusCode).toBe(400);
    expect(program.json()).toEqual({
      message: UPLOAD_MESSAGES.typeNotAllowed('exe'),
      errors: { file: UPLOAD_MESSAGES.typeNotAllowed('exe') },
    });
    const script = await sas('page_20261125.svg', { access: 'write', size: 10 });
    expect(script.json().message).toBe(UPLOAD_MESSAGES.typeNotAllowed('svg'));
    const big = await sas('scan_20261125.pdf', { access: 'write', size: MAX_ATTACHMENT_BYTES + 1 });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      message: UPLOAD_MESSAGES.tooLarge,
      errors: { size: UPLOAD_MESSAGES.tooLarge },
    });
    const bad = await sas('scan_20261125.pdf', { access: 'write', size: '1e3' });
    expect(bad.statusCode).toBe(400);
  });

  it('issues it for an allowed type under the limit; "everything" on another type carries no write', async () => {
    const pdf = await sas('scan_20261125.pdf', { access: 'write', size: MAX_ATTACHMENT_BYTES });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().permissions).toBe('cw');
    const everything = await sas('setup_20261125.exe');
    expect(everything.statusCode).toBe(200);
    expect(everything.json().permissions).toBe('rd');
  });
});

describe('POST /api/workorder/attachfile checks the stored blob', () => {
  it('records an allowed file', async () => {
    const { attach, isStillStored } = await upload(
      'roof.pdf',
      Buffer.from('%PDF-1.4 roof'),
      'application/pdf',
    );
    expect(attach.statusCode).toBe(201);
    expect(isStillStored).toBe(true);
  });

  it('refuses and deletes a blob larger than the limit, whatever size the SAS was asked for', async () => {
    const data = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
    const { attach, isStillStored } = await upload('huge.pdf', data, 'application/pdf', 1000);
    expect(attach.statusCode).toBe(400);
    expect(attach.json()).toEqual({
      message: UPLOAD_MESSAGES.tooLarge,
      errors: { path: UPLOAD_MESSAGES.tooLarge },
    });
    expect(isStillStored).toBe(false);
  }, 60_000);

  it('refuses and deletes a blob whose content type is not what its extension says (a page named .pdf)', async () => {
    const page = Buffer.from('<script>window.__xss=1</script>');
    const { attach, isStillStored } = await upload('invoice.pdf', page, 'text/html');
    expect(attach.statusCode).toBe(400);
    expect(attach.json().errors).toEqual({ filename: UPLOAD_MESSAGES.typeMismatch('pdf') });
    expect(isStillStored).toBe(false);
  });

  it('accepts a file the browser typed only as octet-stream', async () => {
    const { attach } = await upload('photo.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'application/octet-stream');
    expect(attach.statusCode).toBe(201);
  });
});
