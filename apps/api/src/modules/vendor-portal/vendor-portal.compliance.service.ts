import {
  vendorDocumentDateField,
  VENDOR_PORTAL_MESSAGES,
  type AcceptedVendorDocument,
  type AcceptVendorDocumentInput,
  type SessionUser,
  type UpdateVendorInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { ATTACHMENT_NOT_FOUND } from '../attachments/index';
import { requireVendor, updateVendor } from '../vendors/index';
import {
  findDocumentReviews,
  getVendorAttachmentForReview,
  markReviewed,
} from './vendor-portal.compliance.repository';

// Staff's review of the compliance documents vendors upload from the portal (spec C 2.8; issue 15;
// docs/decisions/157).

/** GET /vendor/documentreviews?vendorid: the uploads waiting for review, one vendor's or all. */
export async function findVendorDocumentReviews(options: {
  db: Db;
  user: SessionUser;
  vendorid?: number | null;
}) {
  const { db, user, vendorid } = options;
  if (vendorid) await requireVendor({ db, user, id: vendorid });
  return findDocumentReviews(db, { vendorid });
}

/**
 * POST /vendor/acceptdocument: marks the upload reviewed and sets the vendor's date of its type (13
 * glexpirationdate, 15 wcexpirationdate, 14 w9date, 12 profiledate) to the reviewer's date, through
 * the vendors module's update (its guard, lock and rules), in one transaction.
 */
export async function acceptVendorDocument(options: {
  db: Db;
  user: SessionUser;
  input: AcceptVendorDocumentInput;
}): Promise<AcceptedVendorDocument> {
  const { db, user, input } = options;
  return db.transaction(async (tx) => {
    const row = await getVendorAttachmentForReview(tx, input.id);
    if (!row) throw new HttpError(404, ATTACHMENT_NOT_FOUND);
    await requireVendor({ db: tx, user, id: row.vendorid, forChange: true });
    const datefield = vendorDocumentDateField(row.attachmenttypeid);
    if (!datefield) {
      throw new HttpError(400, VENDOR_PORTAL_MESSAGES.noDateToSet, {
        id: VENDOR_PORTAL_MESSAGES.noDateToSet,
      });
    }
    if (!(await markReviewed(tx, row.id))) throw new HttpError(409, VENDOR_PORTAL_MESSAGES.alreadyReviewed);
    // Only the document's date: a field absent from an update is never written (decision 142).
    const change = { id: row.vendorid, [datefield]: input.date } as Partial<UpdateVendorInput>;
    await updateVendor({ db: tx, user, input: change as UpdateVendorInput });
    return {
      id: row.id,
      vendorid: row.vendorid,
      attachmenttypeid: row.attachmenttypeid,
      datefield,
      date: input.date,
      isreviewed: true,
    };
  });
}
