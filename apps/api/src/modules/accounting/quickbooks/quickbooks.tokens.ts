import { eq, sql } from 'drizzle-orm';
import type { QuickBooksConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { accountingsyncstate } from '../../../db/schema/index';
import { QuickBooksFault } from './quickbooks.fault';
import { refreshTokens } from './quickbooks.oauth';
import { storedTokensSchema, type StoredTokens } from './quickbooks.types';

// The connection's tokens live in accountingsyncstate (id 1). Intuit rotates the refresh token on every
// refresh and the old one stops working once the new one is used, so a refresh runs under the row's lock:
// a second process (the worker beside the API) waits, then finds the newer tokens instead of spending a
// refresh token that is already gone (decision 176).

/** An access token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export type Connection = { realmId: string; tokens: StoredTokens };

export const parseTokens = (value: unknown): StoredTokens | undefined => {
  const parsed = storedTokensSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export async function loadConnection(db: Db): Promise<Connection | undefined> {
  const [row] = await db
    .select({ realmid: accountingsyncstate.realmid, tokens: accountingsyncstate.tokens })
    .from(accountingsyncstate)
    .where(eq(accountingsyncstate.id, 1));
  const tokens = parseTokens(row?.tokens);
  return row?.realmid && tokens ? { realmId: row.realmid, tokens } : undefined;
}

export const isFresh = (tokens: StoredTokens, now = Date.now()) =>
  Date.parse(tokens.accessTokenExpiresAt) - REFRESH_MARGIN_MS > now;

/**
 * Newer tokens than `seen`: those another process stored meanwhile, else a refresh whose answer is stored
 * before the lock is released. A refused refresh token means the company must connect again.
 */
export async function refreshConnection(options: {
  db: Db;
  config: QuickBooksConfig;
  seen: StoredTokens;
}): Promise<StoredTokens> {
  return options.db.transaction(async (tx) => {
    // A caller that holds this row in a transaction of its own while calling QuickBooks would wait on itself:
    // that becomes an error after this long instead of a hang.
    await tx.execute(sql`set local lock_timeout = '15s'`);
    const [row] = await tx
      .select({ realmid: accountingsyncstate.realmid, tokens: accountingsyncstate.tokens })
      .from(accountingsyncstate)
      .where(eq(accountingsyncstate.id, 1))
      .for('update');
    const stored = parseTokens(row?.tokens);
    if (!row?.realmid || !stored)
      throw new QuickBooksFault({
        status: 401,
        code: 'not_connected',
        message: 'QuickBooks is not connected.',
      });
    if (stored.accessToken !== options.seen.accessToken && isFresh(stored)) return stored;
    let next: StoredTokens;
    try {
      next = await refreshTokens(options.config, stored.refreshToken);
    } catch (error) {
      if (error instanceof QuickBooksFault && error.code === 'invalid_grant')
        throw new QuickBooksFault({
          status: 401,
          code: 'invalid_grant',
          message: "QuickBooks refused the connection's refresh token. Connect QuickBooks again.",
        });
      throw error;
    }
    await tx.update(accountingsyncstate).set({ tokens: next }).where(eq(accountingsyncstate.id, 1));
    return next;
  });
}
