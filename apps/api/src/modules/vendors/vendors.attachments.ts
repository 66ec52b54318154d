import {
  attachVendorFileSchema,
  canEditVendors,
  canOpenVendorDetails,
  canUploadVendorDocuments,
  isInternalUser,
  VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS,
  vendorAttachmentSchema,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { attachmenttype, vendorattachment } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import type { AttachmentOwner } from '../attachments/index';
import { requireVendor, withLockedVendor } from './vendors.guard';

/**
 * A compliance document a Vendor user uploads from the portal profile (spec C 2.8; issue 15,
 * docs/decisions/157): their own vendor only (requireVendor), the Vendor role only (a Tech does not
 * manage the vendor), the compliance types only (`portalTypeIds`, checked by the attachments module).
 * No row lock: the upload inserts one record and changes nothing of the vendor.
 */
function withPortalUpload<T>(
  options: { db: Db; user: SessionUser; id: number },
  work: (tx: Db) => Promise<T>,
) {
  if (!canUploadVendorDocuments(options.user)) throw new HttpError(403, 'Forbidden');
  return options.db.transaction(async (tx) => {
    await requireVendor({ ...options, db: tx });
    return work(tx);
  });
}

/**
 * The vendor as an owner of attachments (spec C 2.7, section 9 types 12, 13, 14, 15, 23, 11;
 * docs/decisions/124, 142): GET /vendor/getattachmenttypes, GET /vendor/attachments?vendorid,
 * POST /vendor/attachfile, PUT /vendor/updateattachment, DELETE /vendor/removeattachment/:id, and the
 * SAS rule of `vendor/{id}/`. Staff with read:vendors read and write; a Vendor or Tech user reads every
 * file of their own vendor; editing and deleting are staff-only (withLockedVendor). A Vendor user
 * attaches the compliance types (12, 13, 14, 15) to their own vendor from the portal (issue 15,
 * docs/decisions/157): such a file waits for staff review (`isreviewed` false) until POST
 * /vendor/acceptdocument (modules/vendor-portal) accepts it and sets the vendor's date of its type.
 */
export const vendorAttachmentOwner: AttachmentOwner = {
  area: 'vendor',
  ownerKey: 'vendorid',
  caption: 'Vendor',
  tags: ['vendors'],
  rules: { use: canOpenVendorDetails, change: canEditVendors },
  table: vendorattachment,
  ownerColumn: vendorattachment.vendorid,
  ownColumns: { isreviewed: vendorattachment.isreviewed },
  typeFlag: attachmenttype.isvendor,
  portalTypeIds: VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS,
  requireOwner: (options) => requireVendor(options),
  withOwnerLocked: ({ purpose, ...options }, work) =>
    purpose === 'attach' && !isInternalUser(options.user)
      ? withPortalUpload(options, work)
      : withLockedVendor(options, work),
  visibleTo: () => undefined,
  // Staff's own files need no review; a portal upload waits for it.
  ownValues: async (_tx, user) => ({ isreviewed: isInternalUser(user) }),
  schemas: { attach: attachVendorFileSchema, record: vendorAttachmentSchema },
};
