import { eq } from 'drizzle-orm';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import { accountingsyncstate } from '../src/db/schema/index';
import { authorizationUrl, exchangeCode } from '../src/modules/accounting/quickbooks/quickbooks.oauth';
import type { QbServer } from './quickbooks-server';

/**
 * Connects the test database's company to the local QuickBooks server the way the Connect button does,
 * without the browser: Intuit's authorize address answers the redirect with a code, which is exchanged.
 */
export async function connectQuickBooks(options: { db: Db; config: Config; server: QbServer }) {
  const config = options.config.quickBooks;
  if (!config) throw new Error('QUICKBOOKS_* is not configured in this test context');
  const response = await fetch(authorizationUrl(config, 'test-state'), { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  const tokens = await exchangeCode(config, location.searchParams.get('code') ?? '');
  await options.db
    .update(accountingsyncstate)
    .set({
      realmid: location.searchParams.get('realmId'),
      tokens,
      companyname: 'Dispatchwise Sandbox Co.',
      connectedat: new Date(),
    })
    .where(eq(accountingsyncstate.id, 1));
  return tokens;
}
