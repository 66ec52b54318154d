import {
  formatMoney,
  VENDOR_DOCUMENT_STATUS,
  VENDOR_PORTAL_DOCUMENT_MESSAGES as MESSAGES,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { insertNote, systemNote } from '../work-orders/index';
import * as repository from './vendor-portal.documents.repository';
import type { DocumentKind } from './vendor-portal.documents.repository';
import { changeDocument, findPortalDocuments } from './vendor-portal.documents.service';

// Submit (spec C 4: draft 1 -> submitted 2; docs/decisions/163): the one status change a vendor makes.

/** The System note staff and the vendor read: "Vendor Cool Air submitted proposal #WO-1-P1 for $408.36." */
export const submittedNote = (options: {
  vendorname: string;
  kind: DocumentKind;
  number: string;
  amount: string;
}) =>
  `Vendor ${options.vendorname} submitted ${options.kind} #${options.number} for ${formatMoney(options.amount)}.`;

/**
 * PUT /vendorprofile/updateproposalstatus and /updateinvoicestatus (the contract accepts status 2 only): a draft
 * with at least one line, an invoice also with its number, becomes Submitted with its submitted date, and a System
 * note visible to the vendor records it (with the
 * call's `note` after it). An invoice's number goes on the vendor's line (workordervendor.invnumber)
 * unless that line's invoice is already approved, so that staff can Approve Invoice it. Answers the refreshed list.
 */
export async function submitPortalDocument<K extends DocumentKind>(
  caller: { db: Db; user: SessionUser },
  kind: K,
  input: { id: number; note?: string | null },
) {
  const workorderid = await changeDocument(
    caller,
    { kind, id: input.id, draftOnly: MESSAGES.onlyDraftSubmitted },
    async (tx, row, vendorid) => {
      const lines = await repository.findLines(tx, kind, row.id);
      if (lines.labor.length + lines.material.length + lines.other.length === 0)
        throw new HttpError(400, MESSAGES.noLines);
      if (kind === 'invoice' && !row.number)
        throw new HttpError(400, MESSAGES.invoiceNumberRequired, {
          invoicenumber: MESSAGES.invoiceNumberRequired,
        });
      await repository.updateDocument(tx, kind, row.id, {
        statusid: VENDOR_DOCUMENT_STATUS.Submitted,
        submitteddate: new Date(),
      });
      if (kind === 'invoice') {
        const line = await repository.getLiveVendorLine(tx, { workorderid: row.workorderid, vendorid });
        if (line && !line.isapproved) await repository.setVendorLineInvoiceNumber(tx, line.id, row.number!);
      }
      const vendorname = await repository.getVendorName(tx, vendorid);
      const number = row.number || String(row.id);
      const text = submittedNote({ vendorname, kind, number, amount: row.amount });
      await insertNote(tx, {
        ...systemNote(caller.user, row.workorderid, input.note ? `${text} ${input.note}` : text),
        canvendorsee: true,
      });
      return row.workorderid;
    },
  );
  return findPortalDocuments(caller, kind, workorderid);
}
