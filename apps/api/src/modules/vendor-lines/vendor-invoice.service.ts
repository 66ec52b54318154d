import {
  formatMoney,
  isOverWorkOrderNte,
  VENDOR_LINE_MESSAGES,
  vendorInvoiceHoldMessage,
  type ApproveVendorInvoiceInput,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { insertNote, systemNote } from '../work-orders/index';
import * as repository from './vendor-lines.repository';
import { getVendorLineDetail, withLockedLine } from './vendor-lines.service';

/**
 * Approve Invoice and UnApprove on a vendor line (spec B section 4 "Vendor line"; action codes
 * APPROVE_VENDOR_INVOICE / UNAPPROVE_VENDOR_INVOICE recorded as the line's events), with the NTE guard
 * of issue 10: an invoice over the order's NTE is held until the approver gives a reason, which is
 * kept as a System note (docs/decisions/132).
 */

/** PUT /workorder/approvevendorinvoice */
export function approveVendorInvoice(options: {
  db: Db;
  user: SessionUser;
  input: ApproveVendorInvoiceInput;
}) {
  const { db, user, input } = options;
  return withLockedLine(
    { db, user, id: input.workordervendorid, forChange: 'invoiced' },
    async (tx, line) => {
      if (line.status === 'Cancelled') throw new HttpError(400, VENDOR_LINE_MESSAGES.cancelled);
      if (line.isapproved) throw new HttpError(400, VENDOR_LINE_MESSAGES.alreadyApproved);
      const invnumber = line.invnumber?.trim();
      if (!invnumber) throw new HttpError(400, VENDOR_LINE_MESSAGES.invoiceNumberRequired);
      const isOver = isOverWorkOrderNte(line, line.workordernte);
      const reason = input.overridereason;
      if (isOver && !reason) {
        throw new HttpError(400, vendorInvoiceHoldMessage(line.quotedamount, line.workordernte!), {
          overridereason: VENDOR_LINE_MESSAGES.overrideReasonRequired,
        });
      }
      // A new approval brings a bill that accounting removed back to its list (decision 175).
      await repository.updateVendorLine(tx, line.id, {
        isapproved: true,
        approvedby: user.id,
        approveddate: new Date(),
        accountingremoveddate: null,
        accountingremovedby: null,
      });
      await repository.insertEvent(tx, {
        workorderid: line.workorderid,
        workordervendorid: line.id,
        vendorid: line.vendorid,
        actiontype: 'APPROVE_VENDOR_INVOICE',
        createdby: user.id,
      });
      const approved = `Vendor invoice ${invnumber} of ${line.vendorname} (${formatMoney(line.quotedamount)}) approved`;
      const note = isOver
        ? `${approved} over the work order NTE (${formatMoney(line.workordernte)}). Override reason: ${reason}`
        : `${approved}.`;
      await insertNote(tx, systemNote(user, line.workorderid, note));
      return getVendorLineDetail(tx, line.id);
    },
  );
}

/** PUT /workorder/unapprovevendorinvoice: refused once the bill has gone to accounting. */
export function unapproveVendorInvoice(options: { db: Db; user: SessionUser; workordervendorid: number }) {
  const { db, user, workordervendorid } = options;
  return withLockedLine({ db, user, id: workordervendorid, forChange: 'invoiced' }, async (tx, line) => {
    if (!line.isapproved) throw new HttpError(400, VENDOR_LINE_MESSAGES.notApproved);
    if (line.syncedtoaccountingdate !== null)
      throw new HttpError(400, VENDOR_LINE_MESSAGES.syncedToAccounting);
    await repository.updateVendorLine(tx, line.id, {
      isapproved: false,
      approvedby: null,
      approveddate: null,
      approvedbyaccounting: false,
    });
    await repository.insertEvent(tx, {
      workorderid: line.workorderid,
      workordervendorid: line.id,
      vendorid: line.vendorid,
      actiontype: 'UNAPPROVE_VENDOR_INVOICE',
      createdby: user.id,
    });
    await insertNote(
      tx,
      systemNote(
        user,
        line.workorderid,
        `Vendor invoice ${line.invnumber ?? ''} of ${line.vendorname} unapproved.`,
      ),
    );
    return getVendorLineDetail(tx, line.id);
  });
}
