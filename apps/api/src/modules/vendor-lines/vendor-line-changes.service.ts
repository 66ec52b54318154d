import {
  toCents,
  VENDOR_BLOCK_MESSAGES,
  VENDOR_LINE_MESSAGES,
  vendorBlockReason,
  type SaveVendorLineInput,
  type SessionUser,
  type UpdateVendorLineInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { insertNote, systemNote, withLockedWorkOrder } from '../work-orders/index';
import * as repository from './vendor-lines.repository';
import { getVendorLineDetail, withLockedLine } from './vendor-lines.service';

/**
 * Attach, edit, detach and the NOD flag of a vendor line (spec B section 4 "Vendor line",
 * docs/decisions/132): refused on Invoiced orders, and, but attach, on approved or cancelled lines.
 */

/** Edit, Detach and NOD are disabled once approved (spec B section 4); a cancelled line is history. */
function assertChangeable(line: repository.LineForChange) {
  if (line.status === 'Cancelled') throw new HttpError(400, VENDOR_LINE_MESSAGES.cancelled);
  if (line.isapproved) throw new HttpError(400, VENDOR_LINE_MESSAGES.approved);
}

/**
 * POST /workorder/savevendor: a Redlined, tier 6 or customer-excluded vendor is refused with the
 * reason, so is a vendor already on the order. The line's trade is the one it was found for, else
 * the order's first trade the vendor has; its quoted amount starts at the vendor's minimum NTE.
 */
export function attachVendor(options: { db: Db; user: SessionUser; input: SaveVendorLineInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workorderid, forChange: 'invoiced' },
    async (tx, order) => {
      const found = await repository.getVendorForAttach(tx, {
        vendorid: input.vendorid,
        customerid: order.customerid,
      });
      if (!found) throw new HttpError(404, VENDOR_LINE_MESSAGES.vendorNotFound);
      const reason = vendorBlockReason(found);
      if (reason) throw new HttpError(400, VENDOR_BLOCK_MESSAGES[reason]);
      if (await repository.hasLiveLine(tx, { workorderid: order.id, vendorid: found.id }))
        throw new HttpError(400, VENDOR_LINE_MESSAGES.alreadyAttached);
      if (input.tradeid != null && !(await repository.tradeExists(tx, input.tradeid)))
        throw new HttpError(400, VENDOR_LINE_MESSAGES.tradeInvalid, {
          tradeid: VENDOR_LINE_MESSAGES.tradeInvalid,
        });
      const tradeid =
        input.tradeid ?? (await repository.pickLineTrade(tx, { workorderid: order.id, vendorid: found.id }));
      const minnte = found.minnte !== null && toCents(found.minnte) > 0 ? found.minnte : '0';
      const { id } = await repository.insertVendorLine(tx, {
        workorderid: order.id,
        vendorid: found.id,
        tradeid,
        quoteonly: input.quoteonly ?? false,
        quotedamount: input.quotedamount ?? minnte,
        note: input.note ?? null,
        createdby: user.id,
      });
      await insertNote(tx, systemNote(user, order.id, `Vendor ${found.name} attached.`));
      return getVendorLineDetail(tx, id);
    },
  );
}

/** PUT /workorder/updatevendor: the edit form's fields; absent ones stay as they are. */
export function updateVendorLine(options: { db: Db; user: SessionUser; input: UpdateVendorLineInput }) {
  const { db, user, input } = options;
  return withLockedLine({ db, user, id: input.id, forChange: 'invoiced' }, async (tx, line) => {
    assertChangeable(line);
    const { id, ...fields } = input;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await repository.updateVendorLine(tx, id, changes);
    return getVendorLineDetail(tx, id);
  });
}

/**
 * DELETE /workorder/removevendor/{id} (Detach): the line and its action events go. A line with files
 * is refused: its files would become order-wide, which the customer sees (docs/decisions/118, 132).
 */
export function removeVendorLine(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  return withLockedLine({ db, user, id, forChange: 'invoiced' }, async (tx, line) => {
    assertChangeable(line);
    if ((await repository.countLineFiles(tx, id)) > 0)
      throw new HttpError(400, VENDOR_LINE_MESSAGES.hasFiles);
    await repository.deleteVendorLine(tx, id);
    await insertNote(tx, systemNote(user, line.workorderid, `Vendor ${line.vendorname} detached.`));
    return { id, workorderid: line.workorderid };
  });
}

/** PUT /workorder/flagnod/{wovendorid}/{flag}: set or clear NOD while the line is unapproved. */
export function flagVendorLineNod(options: { db: Db; user: SessionUser; id: number; flag: boolean }) {
  const { db, user, id, flag } = options;
  return withLockedLine({ db, user, id, forChange: 'invoiced' }, async (tx, line) => {
    assertChangeable(line);
    await repository.updateVendorLine(tx, id, { nodflagged: flag });
    return getVendorLineDetail(tx, id);
  });
}
