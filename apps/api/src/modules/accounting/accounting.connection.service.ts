import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { ACCOUNTING_MESSAGES, type QuickBooksStatus } from '@dispatchwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accountingsyncstate } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { openQuickBooksClient } from './quickbooks/quickbooks.client';
import { authorizationUrl, exchangeCode, revokeToken } from './quickbooks/quickbooks.oauth';
import { parseTokens } from './quickbooks/quickbooks.tokens';

// The QuickBooks connection (decision 176): Connect stores a one-time `state` and sends the browser to
// Intuit; Intuit's redirect comes back to the public callback, which spends the state, exchanges the code
// and keeps the company's realm and tokens in accountingsyncstate (id 1); Disconnect revokes and forgets.

/** How long a Connect may take in Intuit's pages. */
export const OAUTH_STATE_MINUTES = 10;
/** Where the callback sends the browser back to. */
export const QUICKBOOKS_SCREEN = '/admin/quickbooks';

/** Fastify's (pino's) logger fits. */
type Log = { warn: (details: Record<string, unknown>, message: string) => void };

const notConfigured = () => new HttpError(400, ACCOUNTING_MESSAGES.notConfigured);

export async function getQuickBooksStatus(options: { db: Db; config: Config }): Promise<QuickBooksStatus> {
  const [row] = await options.db.select().from(accountingsyncstate).where(eq(accountingsyncstate.id, 1));
  const config = options.config.quickBooks;
  const tokens = parseTokens(row?.tokens);
  const isConnected = Boolean(config && row?.realmid && tokens);
  return {
    isConfigured: Boolean(config),
    isConnected,
    environment: config?.environment ?? null,
    realmId: isConnected ? (row?.realmid ?? null) : null,
    companyName: isConnected ? (row?.companyname ?? null) : null,
    connectedAt: isConnected ? (row?.connectedat ?? null) : null,
    refreshTokenExpiresAt:
      isConnected && tokens?.refreshTokenExpiresAt ? new Date(tokens.refreshTokenExpiresAt) : null,
    paymentsSyncedAt: row?.paymentssyncedat ?? null,
    lastError: row?.lasterror ?? null,
  };
}

export async function startQuickBooksConnect(options: { db: Db; config: Config }): Promise<{ url: string }> {
  const config = options.config.quickBooks;
  if (!config) throw notConfigured();
  const state = randomBytes(24).toString('base64url');
  await options.db
    .update(accountingsyncstate)
    .set({ oauthstate: state, oauthstateexpiresat: new Date(Date.now() + OAUTH_STATE_MINUTES * 60_000) })
    .where(eq(accountingsyncstate.id, 1));
  return { url: authorizationUrl(config, state) };
}

const backTo = (outcome: { error: string } | 'connected') =>
  outcome === 'connected'
    ? `${QUICKBOOKS_SCREEN}?connected=1`
    : `${QUICKBOOKS_SCREEN}?error=${encodeURIComponent(outcome.error)}`;

/**
 * Intuit's redirect: answers where the browser goes next. The state is spent first (one use, in time), so a
 * replayed or forged callback changes nothing.
 */
export async function completeQuickBooksConnect(options: {
  db: Db;
  config: Config;
  query: { code?: string; state?: string; realmId?: string; error?: string };
  log?: Log;
}): Promise<string> {
  const { db, query } = options;
  const config = options.config.quickBooks;
  if (!config) return backTo({ error: ACCOUNTING_MESSAGES.notConfigured });
  const spent = query.state
    ? await db
        .update(accountingsyncstate)
        .set({ oauthstate: null, oauthstateexpiresat: null })
        .where(
          and(
            eq(accountingsyncstate.id, 1),
            eq(accountingsyncstate.oauthstate, query.state),
            gt(accountingsyncstate.oauthstateexpiresat, new Date()),
          ),
        )
        .returning({ realmid: accountingsyncstate.realmid })
    : [];
  if (spent.length === 0) return backTo({ error: ACCOUNTING_MESSAGES.connectExpired });
  // The person declined in Intuit's pages (error=access_denied), or Intuit sent no code.
  if (query.error || !query.code || !query.realmId)
    return backTo({ error: `QuickBooks did not connect: ${query.error ?? 'no authorization code'}.` });
  let tokens;
  try {
    tokens = await exchangeCode(config, query.code);
  } catch (error) {
    return backTo({ error: (error as Error).message });
  }
  const isOtherCompany = spent[0]!.realmid !== null && spent[0]!.realmid !== query.realmId;
  await db
    .update(accountingsyncstate)
    .set({
      realmid: query.realmId,
      tokens,
      companyname: null,
      connectedat: new Date(),
      lasterror: null,
      // Another company's payments start from its beginning (decision 178).
      ...(isOtherCompany ? { paymentssyncedthrough: null, paymentssyncedat: null } : {}),
    })
    .where(eq(accountingsyncstate.id, 1));
  try {
    const client = await openQuickBooksClient({ db, config: options.config });
    const companyname = await client!.companyName();
    await db.update(accountingsyncstate).set({ companyname }).where(eq(accountingsyncstate.id, 1));
  } catch (error) {
    // Connected all the same: the name is shown when known.
    options.log?.warn({ err: error }, 'QuickBooks company name not read');
  }
  return backTo('connected');
}

/** Revokes the grant at Intuit (best effort: a lapsed one is gone already) and forgets the company. */
export async function disconnectQuickBooks(options: {
  db: Db;
  config: Config;
  log?: Log;
}): Promise<QuickBooksStatus> {
  const { db } = options;
  const [row] = await db
    .select({ tokens: accountingsyncstate.tokens })
    .from(accountingsyncstate)
    .where(eq(accountingsyncstate.id, 1));
  const tokens = parseTokens(row?.tokens);
  if (tokens && options.config.quickBooks) {
    try {
      await revokeToken(options.config.quickBooks, tokens.refreshToken);
    } catch (error) {
      options.log?.warn({ err: error }, 'QuickBooks revoke failed');
    }
  }
  await db
    .update(accountingsyncstate)
    .set({
      realmid: null,
      tokens: null,
      companyname: null,
      connectedat: null,
      oauthstate: null,
      oauthstateexpiresat: null,
    })
    .where(eq(accountingsyncstate.id, 1));
  return getQuickBooksStatus(options);
}
