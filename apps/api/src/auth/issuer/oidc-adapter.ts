import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcpayload } from '../../db/schema/index';

// Rows without an expiry never expire; a row whose expiresat has passed is gone for oidc-provider.
const live = () => or(isNull(oidcpayload.expiresat), gt(oidcpayload.expiresat, sql`now()`));

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens...) in table
 * `oidcpayload`, one row per (id, model name). Plain SQL.
 */
export function createOidcAdapter(db: Db): new (name: string) => Adapter {
  return class PostgresOidcAdapter implements Adapter {
    readonly type: string;

    constructor(name: string) {
      this.type = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const values = {
        payload,
        grantid: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresat: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedat: null,
      };
      await db
        .insert(oidcpayload)
        .values({ id, type: this.type, ...values })
        .onConflictDoUpdate({ target: [oidcpayload.id, oidcpayload.type], set: values });
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(oidcpayload.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(oidcpayload.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(oidcpayload.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcpayload)
        .set({ consumedat: sql`now()` })
        .where(and(eq(oidcpayload.id, id), eq(oidcpayload.type, this.type)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcpayload).where(and(eq(oidcpayload.id, id), eq(oidcpayload.type, this.type)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oidcpayload)
        .where(and(eq(oidcpayload.grantid, grantId), eq(oidcpayload.type, this.type)));
    }

    async #findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcpayload.payload, consumedat: oidcpayload.consumedat })
        .from(oidcpayload)
        .where(and(eq(oidcpayload.type, this.type), condition, live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // oidc-provider reads `consumed` to detect a replayed code or refresh token.
      return row.consumedat ? { ...payload, consumed: Math.floor(row.consumedat.getTime() / 1000) } : payload;
    }
  };
}

/** Deletes expired rows; the issuer plugin runs it hourly. Returns how many went. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<number> {
  const deleted = await db
    .delete(oidcpayload)
    .where(lte(oidcpayload.expiresat, sql`now()`))
    .returning({ id: oidcpayload.id });
  return deleted.length;
}
