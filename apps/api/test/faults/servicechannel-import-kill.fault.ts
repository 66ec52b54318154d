import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/auth/tokens';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { workorder } from '../../src/db/schema/index';
import { startAzurite, azuriteConnectionString, type AzuriteHandle } from '../../src/storage/azurite';
import { createUser } from '../factories/users';
import { createCustomerWithSite } from '../factories/work-order-actions';
import { openTestDatabase, TEST_ENV } from '../helpers';
import { findListenPort, killHard, killProcesses, startApiProcess, until } from '../processes';
import { startServiceChannelServer, type ScServer } from '../servicechannel-server';
import { reportFault } from './report';

// Decision 182: the API killed with SIGKILL in the middle of a ServiceChannel import (while it downloads the
// order's attachment, held by a proxy in front of the local ServiceChannel server). No order is left
// behind; after a restart the import makes the order once, and a repeat answers that order.

const PUBLIC_URL = 'http://localhost:8080';
const SUBSCRIBER = 778_001;
const PO = 'SC-KILL-1';
const account = {
  clientId: 'kill-client',
  clientSecret: 'kill-secret',
  username: 'kill-user',
  password: 'kill-pass',
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-fault-sc-'));
let database: Database;
let drop: () => Promise<void>;
let sc: ScServer;
let azurite: AzuriteHandle;
let proxy: http.Server;
let port = 0;
const held: string[] = [];
let holdDownloads = true;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  sc = await startServiceChannelServer(account);
  const upstream = new URL(sc.apiUrl);
  // Forwards every call; holds attachment downloads (never answered) while `holdDownloads`.
  proxy = http.createServer((request, response) => {
    if (holdDownloads && /\/attachments\/\d+/.test(request.url ?? '')) {
      held.push(request.url ?? '');
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const azuritePort = await findListenPort();
  azurite = await startAzurite({ dataDir: path.join(dataDir, 'azurite'), port: azuritePort });
  port = await findListenPort(azuritePort);
}, 120_000);

afterAll(async () => {
  await killProcesses();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await sc?.close();
  await azurite?.stop();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startApi() {
  const proxied = `http://127.0.0.1:${(proxy.address() as { port: number }).port}${new URL(sc.apiUrl).pathname}`;
  return startApiProcess(port, {
    DATABASE_URL: String(database.pool.options.connectionString),
    AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(azurite.port),
    DATA_DIR: dataDir,
    SERVICECHANNEL_API_URL: proxied,
    SERVICECHANNEL_LOGIN_URL: sc.loginUrl,
    SERVICECHANNEL_CLIENT_ID: account.clientId,
    SERVICECHANNEL_CLIENT_SECRET: account.clientSecret,
    SERVICECHANNEL_USERNAME: account.username,
    SERVICECHANNEL_PASSWORD: account.password,
  });
}

describe('the API killed in the middle of a ServiceChannel import', () => {
  it('leaves no order behind, and the import after a restart makes it once', async () => {
    const { customer } = await createCustomerWithSite(database.db, {
      servicechannelsubscriberid: String(SUBSCRIBER),
    });
    sc.addWorkOrder(
      {
        Id: 1,
        Number: '61001',
        PurchaseNumber: PO,
        SubscriberId: SUBSCRIBER,
        Status: { Primary: 'OPEN', Extended: null },
        Trade: 'PLUMBING',
        Priority: 'Urgent',
        CallDate: '2026-11-18T09:30:00',
        Description: 'Leak under the sink',
        Location: {
          Id: 9001,
          StoreId: 'ST-1',
          Name: 'Store 1',
          Address1: '1 Market St',
          City: 'Springfield',
          State: 'il',
          Zip: '62704',
        },
      },
      [{ Id: 11, FileName: 'before.jpg', MimeType: 'image/jpeg', data: Buffer.from('jpeg-bytes') }],
    );
    const bearer = await signAccessToken({
      db: database.db,
      config: loadConfig({ ...TEST_ENV, PUBLIC_URL }),
      user: await createUser(database.db, { roles: ['Dispatchers'] }),
    });
    const importPo = () =>
      fetch(`http://127.0.0.1:${port}/api/workorder/importwofromservicechannel?id=${PO}`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
    const orders = () =>
      database.db
        .select({ id: workorder.id })
        .from(workorder)
        .where(and(eq(workorder.customerid, customer.id), eq(workorder.ponumber, PO)));

    const first = await startApi();
    const interrupted = importPo().catch((error: unknown) => String(error));
    await until(() => held.length > 0, 'the attachment download', first.output, 60_000);
    await killHard(first.child);
    expect(String(await interrupted)).toContain('fetch failed');
    const left = (await orders()).length;
    expect(left).toBe(0);

    holdDownloads = false;
    await startApi();
    const imported = await importPo();
    expect(imported.status, await imported.clone().text()).toBe(200);
    const answer = (await imported.json()) as { isexisting: boolean; id: number };
    expect(answer.isexisting).toBe(false);
    const repeat = (await (await importPo()).json()) as { isexisting: boolean; id: number };
    expect([repeat.isexisting, repeat.id]).toEqual([true, answer.id]);
    expect((await orders()).map((row) => row.id)).toEqual([answer.id]);
    reportFault('ServiceChannel import SIGKILL', {
      'orders left by the killed import': left,
      'orders after the re-run and a repeat': (await orders()).length,
      'repeat answered the same order': repeat.id === answer.id ? 'yes' : 'no',
    });
  }, 600_000);
});
