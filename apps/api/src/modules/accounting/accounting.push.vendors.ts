import type { Db } from '../../db/client';
import { matchVendorsByName, storeBillingVendorId } from './accounting.matching';
import { beginAttempt, messageOf, stopsThePass, type Attempt } from './accounting.push.attempt';
import type { Outcome, PushContext } from './accounting.push.documents';
import { closeLog, type QueuedVendor } from './accounting.push.repository';
import type { QbVendor } from './quickbooks/quickbooks.types';

/**
 * Queues a vendor's creation (submitpending's PendingVendors): its log row, open until the push closes it,
 * is the queue (decision 177). A vendor already queued keeps its row and requestid.
 */
export function queueVendorCreation(db: Db, vendor: { id: number; name: string }): Promise<Attempt> {
  return beginAttempt(db, { kind: 'vendor', id: vendor.id }, '', {
    typeId: 1,
    vendorid: vendor.id,
    vendorName: vendor.name,
  });
}

/**
 * A vendor of Pending Vendor Updates created in QuickBooks before the bills (decision 177), logged like a
 * document (type 1, the vendor's name, no order). A vendor QuickBooks already knows by name is adopted.
 */
export async function pushVendor(context: PushContext, queued: QueuedVendor): Promise<Outcome> {
  const { db, client } = context;
  const attempt = await queueVendorCreation(db, queued);
  try {
    const matched = queued.billingvendorid
      ? new Map([[queued.id, queued.billingvendorid]])
      : await matchVendorsByName({ db, client, vendors: [queued] });
    const externalid =
      matched.get(queued.id) ??
      (await client.create<QbVendor>('Vendor', { DisplayName: queued.name.trim() }, attempt.requestid)).Id;
    await db.transaction(async (tx) => {
      await storeBillingVendorId(tx, queued.id, externalid);
      await closeLog(tx, attempt.logid, { success: true });
    });
    return 'pushed';
  } catch (error) {
    if (stopsThePass(error)) throw error;
    await closeLog(db, attempt.logid, { success: false, errorMessage: messageOf(error) });
    return 'failed';
  }
}
