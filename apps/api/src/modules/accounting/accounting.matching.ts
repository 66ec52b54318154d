import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNTING_MESSAGES, type UnmatchedVendor } from '@dispatchwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { customer, vendor, workordervendor } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { isPendingBill } from './accounting.pending.repository';
import { findQueuedVendorIds } from './accounting.push.repository';
import {
  openQuickBooksClient,
  quickBooksString,
  type QuickBooksClient,
} from './quickbooks/quickbooks.client';
import type { QbVendor } from './quickbooks/quickbooks.types';

// Our vendors and customers and QuickBooks' (decision 177): by the stored QuickBooks id, else by
// DisplayName (then the id is stored, so the name is looked up once), else unmatched.

/** Names per `DisplayName in (...)` query: QuickBooks' query text stays well under its URL limit. */
const NAMES_PER_QUERY = 40;

const nameKey = (name: string) => name.trim().toLowerCase();

/** QuickBooks' entities of `entity` whose DisplayName is one of `names`, by lower-cased name. */
export async function findByDisplayName(
  client: QuickBooksClient,
  entity: 'Vendor' | 'Customer',
  names: readonly string[],
): Promise<Map<string, QbVendor>> {
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  const found = new Map<string, QbVendor>();
  for (let start = 0; start < unique.length; start += NAMES_PER_QUERY) {
    const batch = unique.slice(start, start + NAMES_PER_QUERY);
    const rows = await client.query<QbVendor>(
      entity,
      `DisplayName in (${batch.map(quickBooksString).join(', ')})`,
    );
    for (const row of rows) found.set(nameKey(row.DisplayName), row);
  }
  return found;
}

export async function storeBillingVendorId(db: Db, vendorid: number, externalid: string) {
  await db.update(vendor).set({ billingvendorid: externalid }).where(eq(vendor.id, vendorid));
}

export async function storeBillingCustomerId(db: Db, customerid: number, externalid: string) {
  await db.update(customer).set({ billingcustomerid: externalid }).where(eq(customer.id, customerid));
}

/** Matches vendors without a QuickBooks id by name, storing the ids found; answers them by vendor id. */
export async function matchVendorsByName(options: {
  db: Db;
  client: QuickBooksClient;
  vendors: readonly { id: number; name: string }[];
}): Promise<Map<number, string>> {
  const { db, client, vendors } = options;
  const found = await findByDisplayName(
    client,
    'Vendor',
    vendors.map((row) => row.name),
  );
  const matched = new Map<number, string>();
  for (const row of vendors) {
    const match = found.get(nameKey(row.name));
    if (!match) continue;
    await storeBillingVendorId(db, row.id, match.Id);
    matched.set(row.id, match.Id);
  }
  return matched;
}

/**
 * GET /accounting/getunmatchedvendors: the vendors of pending or queued bills that QuickBooks does not
 * know, after matching every one it knows by name (those leave the list for good).
 */
export async function findUnmatchedVendors(options: { db: Db; config: Config }): Promise<UnmatchedVendor[]> {
  const { db, config } = options;
  if (!config.quickBooks) throw new HttpError(400, ACCOUNTING_MESSAGES.notConfigured);
  const client = await openQuickBooksClient({ db, config });
  if (!client) throw new HttpError(400, ACCOUNTING_MESSAGES.notConnected);

  const candidates = await db
    .select({
      vendorId: vendor.id,
      vendorName: vendor.name,
      city: vendor.city,
      statecode: vendor.statecode,
      pendingBills: sql<number>`count(*)::int`,
    })
    .from(workordervendor)
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .where(and(isPendingBill, isNull(vendor.billingvendorid)))
    .groupBy(vendor.id)
    .orderBy(vendor.name, vendor.id);
  if (candidates.length === 0) return [];
  const matched = await matchVendorsByName({
    db,
    client,
    vendors: candidates.map((row) => ({ id: row.vendorId, name: row.vendorName })),
  });
  const queued = await findQueuedVendorIds(db);
  return candidates
    .filter((row) => !matched.has(row.vendorId))
    .map((row) => ({ ...row, isQueued: queued.has(row.vendorId) }));
}
