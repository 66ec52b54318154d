import {
  attachVendorFileSchema,
  canEditVendors,
  canOpenVendorDetails,
  VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS,
  vendorAttachmentSchema,
} from '@dispatchwise/shared';
import { attachmenttype, vendorattachment } from '../../db/schema/index';
import type { AttachmentOwner } from '../attachments/index';
import { requireVendor, withLockedVendor } from './vendors.guard';

/**
 * The vendor as an owner of attachments (spec C 2.7, section 9 types 12, 13, 14, 15, 23, 11;
 * docs/decisions/124, 142): GET /vendor/getattachmenttypes, GET /vendor/attachments?vendorid,
 * POST /vendor/attachfile, PUT /vendor/updateattachment, DELETE /vendor/removeattachment/:id, and the
 * SAS rule of `vendor/{id}/`. Staff with read:vendors read and write; a Vendor or Tech user reads every
 * file of their own vendor; attaching, editing and deleting are staff-only here (withLockedVendor),
 * the portal's uploads are issue 15.
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
  withOwnerLocked: ({ purpose: _purpose, ...options }, work) => withLockedVendor(options, work),
  visibleTo: () => undefined,
  schemas: { attach: attachVendorFileSchema, record: vendorAttachmentSchema },
};
