import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE } from '@dispatchwise/shared';
import { workorderattachment } from '../../src/db/schema/index';
import { STORAGE_UNAVAILABLE } from '../../src/plugins/storage';
import { azuriteConnectionString, startAzurite, type AzuriteHandle } from '../../src/storage/azurite';
import { createOrder } from '../factories/orders';
import { createTestContext, type Response } from '../helpers';
import { findListenPort } from '../processes';
import { reportFault } from './report';

// Decision 182: blob storage (Azurite) stopped while the API runs. Every call that needs it answers 503
// 'File storage is not available.' within a bounded time; everything else (lists, a record, its attachment
// rows and notes) keeps answering from PostgreSQL.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-fault-blob-'));
// Below the ports Linux gives outgoing connections (`findListenPort`): one taken meanwhile failed Azurite's listen.
const port = await findListenPort();
const ctx = createTestContext({ env: { AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(port) } });
let azurite: AzuriteHandle | undefined;
let order: { id: number };
let attachmentId = 0;

beforeAll(async () => {
  azurite = await startAzurite({ dataDir, port });
  order = await createOrder(ctx.db);
  const [row] = await ctx.db
    .insert(workorderattachment)
    .values({
      workorderid: order.id,
      attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
      filename: 'request_1.pdf',
      path: `workorder/${order.id}/request_1.pdf`,
    })
    .returning({ id: workorderattachment.id });
  attachmentId = row!.id;
});

afterAll(async () => {
  await azurite?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const staff = () => ctx.asRole('Dispatchers');
const sas = (file: string, access: 'read' | 'write') =>
  staff().get('/api/storage/getSAS', { query: { area: 'workorder', id: order.id, file, access } });

async function timed(call: () => Promise<Response>) {
  const started = Date.now();
  const response = await call();
  return { response, ms: Date.now() - started };
}

describe('blob storage down', () => {
  it('answers 503 with a clear message on file calls, in bounded time, and serves the rest', async () => {
    expect((await sas('photo.pdf', 'write')).statusCode).toBe(200);
    await azurite!.stop();
    azurite = undefined;

    // A SAS is signed here with the account key once the container is set up: no call to storage, so the
    // browser learns of the outage from storage itself when it uploads or downloads (decision 182).
    expect((await sas('photo.pdf', 'write')).statusCode).toBe(200);
    const fileCalls = {
      'remove an attachment (deletes its blob)': () =>
        staff().delete(`/api/workorder/removeattachment/${attachmentId}`),
      'attach an uploaded file (checks its blob)': () =>
        staff().post('/api/workorder/attachfile', {
          workorderid: order.id,
          attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
          filename: 'photo.pdf',
          path: `workorder/${order.id}/photo.pdf`,
        }),
    };
    const figures: Record<string, string | number> = {};
    for (const [name, call] of Object.entries(fileCalls)) {
      const { response, ms } = await timed(call);
      figures[`${name} ms`] = ms;
      expect(`${name}: ${response.statusCode} ${response.json<{ message: string }>().message}`).toBe(
        `${name}: 503 ${STORAGE_UNAVAILABLE}`,
      );
      expect(ms).toBeLessThan(15_000);
    }

    const otherCalls = {
      'work-order list': () =>
        staff().get('/api/workorder/getworkorders', {
          query: { filter: JSON.stringify(['id', '=', order.id]), statusFilter: 'all' },
        }),
      'work order': () => staff().get(`/api/workorder/${order.id}`),
      'its attachment rows': () =>
        staff().get('/api/workorder/attachments', { query: { workorderid: order.id } }),
      'its notes': () => staff().get(`/api/workorder/notes/${order.id}`),
    };
    for (const [name, call] of Object.entries(otherCalls)) {
      const { response, ms } = await timed(call);
      figures[`${name} ms`] = ms;
      expect(`${name}: ${response.statusCode}`).toBe(`${name}: 200`);
    }
    // The refused removal changed nothing: its row is still there.
    const rows = await staff().get('/api/workorder/attachments', { query: { workorderid: order.id } });
    expect(rows.json<{ id: number }[]>().map((row) => row.id)).toEqual([attachmentId]);
    reportFault('blob storage down', figures);
  }, 120_000);
});
