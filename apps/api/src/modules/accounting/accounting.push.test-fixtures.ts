import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect } from 'vitest';
import type { PendingSyncs } from '@dispatchwise/shared';
import {
  accountingsyncrecord,
  accountingsyncstate,
  transmissionlog,
  type vendor,
} from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createVendor } from '../../../test/factories/work-orders';
import { connectQuickBooks } from '../../../test/quickbooks-connect';
import { startQuickBooksServer } from '../../../test/quickbooks-server';
import { pushQueued } from './accounting.push';

// The push's tests (decision 177): a local QuickBooks server over real HTTP with the vendors 'Acme HVAC' and
// 'Bolt Electric', a test app connected to it before each test, and what the tests read back.

export async function usePushTests() {
  const server = await startQuickBooksServer({
    clientId: 'qb-client',
    clientSecret: 'qb-secret',
    vendors: ['Acme HVAC', 'Bolt Electric'],
  });
  afterAll(() => server.close());
  const ctx = createTestContext({ env: server.env });
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const accounting = () => ctx.asRole('AccountingAdmin');
  /** Our 'Acme HVAC', matched by name on its first push. */
  let acme: typeof vendor.$inferSelect | undefined;
  beforeEach(async () => {
    await connectQuickBooks({ db: ctx.db, config: ctx.config, server });
    await ctx.db.update(accountingsyncstate).set({ lasterror: null, finishedat: null });
    acme ??= await createVendor(ctx.db, { name: 'Acme HVAC' });
  });

  return {
    server,
    ctx,
    accounting,
    acme: () => acme!,
    push: () => pushQueued({ database: ctx.database, config: ctx.config, log: silent }),
    submit: async (body: object) => {
      const response = await accounting().post('/api/accounting/submitpending', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PendingSyncs>();
    },
    logsOf: (column: 'workordervendorid' | 'invoiceid', id: number) =>
      ctx.db
        .select()
        .from(transmissionlog)
        .where(eq(transmissionlog[column], id))
        .orderBy(transmissionlog.id),
    syncRecord: async (workordervendorid: number) => {
      const [row] = await ctx.db
        .select()
        .from(accountingsyncrecord)
        .where(
          and(
            eq(accountingsyncrecord.entitytype, 'vendorbill'),
            eq(accountingsyncrecord.entityid, workordervendorid),
          ),
        );
      return row;
    },
    billsNoted: (note: string) =>
      server.documents('Bill').filter((doc) => String(doc.PrivateNote).startsWith(note)),
    creates: (entity: string) =>
      server.requests.filter((request) => request.method === 'POST' && request.path.includes(`/${entity}?`)),
  };
}
