import {
  DISPATCH_MESSAGES,
  VENDOR_BLOCK_MESSAGES,
  vendorBlockReason,
  type DispatchVendor,
  type SaveDispatchVendorInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import * as repository from './dispatch.repository';

// Admin > Dispatch (Vendor Dispatch, spec A "Admin"; docs/decisions/153): each trade's prioritised
// vendors, which auto-dispatch picks from.

const tradeInvalid = () =>
  badRequest(DISPATCH_MESSAGES.tradeInvalid, { tradeid: DISPATCH_MESSAGES.tradeInvalid });

async function requireTrade(db: Db, tradeid: number) {
  if (!(await repository.tradeExists(db, tradeid))) throw tradeInvalid();
}

/** The list's rows with the reason auto-dispatch would pass a vendor over (not the customer's exclusions). */
const toDispatchVendors = (rows: repository.DispatchVendorRow[]): DispatchVendor[] =>
  rows.map(({ vendorstatustypeid, tierid, ...row }) => ({
    ...row,
    blockedreason: vendorBlockReason({ vendorstatustypeid, tierid, excludedfromcustomer: false }),
  }));

/** GET /admin/getvendorsbytradeid?tradeId: the trade's vendors by priority. */
export async function findTradeDispatchVendors(options: { db: Db; tradeid: number }) {
  const { db, tradeid } = options;
  await requireTrade(db, tradeid);
  return toDispatchVendors(await repository.findDispatchVendors(db, tradeid));
}

/** GET /admin/getallvendorsbytradeid?tradeId: what the Add Vendor popup ('Select Vendor') offers. */
export async function findAddableDispatchVendors(options: { db: Db; tradeid: number }) {
  const { db, tradeid } = options;
  await requireTrade(db, tradeid);
  return repository.findAddableVendors(db, tradeid);
}

/**
 * The new priorities of the trade's other vendors when `vendorid` takes `priority`: the vendor holding
 * that priority and the unbroken run after it move down by one, so priorities stay unique and every
 * other number stays as the Admin set it (docs/decisions/153). Priority 0 moves nobody.
 */
export function makeRoom(
  list: readonly { vendorid: number; priority: number }[],
  vendorid: number,
  priority: number,
): Map<number, number> {
  const moved = new Map<number, number>();
  if (priority === 0) return moved;
  let next = priority;
  const others = list
    .filter((entry) => entry.vendorid !== vendorid && entry.priority >= priority)
    .sort((a, b) => a.priority - b.priority);
  for (const entry of others) {
    if (entry.priority > next) break;
    moved.set(entry.vendorid, entry.priority + 1);
    next = entry.priority + 1;
  }
  return moved;
}

/**
 * POST /admin/savedispatchvendor (add, or move a listed vendor) and PUT /admin/updatedispatchvendor
 * (`mustBeListed`: move a listed vendor, else 404). Priority 0 removes. A vendor is added only when it
 * has the trade and can be dispatched (active, not Redlined, not Tier 6). Answers the trade's list.
 */
export async function saveDispatchVendor(options: {
  db: Db;
  input: SaveDispatchVendorInput;
  mustBeListed: boolean;
}) {
  const { db, input, mustBeListed } = options;
  const { tradeid, vendorid, priority } = input;
  return db.transaction(async (tx) => {
    if (!(await repository.lockTrade(tx, tradeid))) throw tradeInvalid();
    const vendor = await repository.getVendorForDispatch(tx, { vendorid, tradeid });
    if (!vendor)
      throw badRequest(DISPATCH_MESSAGES.vendorInvalid, { vendorid: DISPATCH_MESSAGES.vendorInvalid });
    const list = await repository.findDispatchVendors(tx, tradeid);
    const isListed = list.some((entry) => entry.vendorid === vendorid);
    if (!isListed && mustBeListed) throw notFound(DISPATCH_MESSAGES.notOnList);
    if (!isListed && priority > 0) checkAddable(vendor);
    const priorities = makeRoom(list, vendorid, priority);
    if (priority > 0) priorities.set(vendorid, priority);
    await repository.writeDispatchVendors(tx, {
      tradeid,
      priorities,
      removed: priority === 0 ? vendorid : undefined,
    });
    return toDispatchVendors(await repository.findDispatchVendors(tx, tradeid));
  });
}

function checkAddable(vendor: NonNullable<Awaited<ReturnType<typeof repository.getVendorForDispatch>>>) {
  const refuse = (message: string) => badRequest(message, { vendorid: message });
  if (!vendor.hastrade) throw refuse(DISPATCH_MESSAGES.vendorLacksTrade);
  const reason = vendorBlockReason({ ...vendor, excludedfromcustomer: false });
  if (reason) throw refuse(VENDOR_BLOCK_MESSAGES[reason]);
  if (!vendor.isactive) throw refuse(DISPATCH_MESSAGES.vendorInactive);
}
