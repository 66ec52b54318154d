import {
  attachCustomerFileSchema,
  canEditCustomers,
  canOpenCustomerFiles,
  customerAttachmentSchema,
} from '@dispatchwise/shared';
import { attachmenttype, customerattachment } from '../../db/schema/index';
import type { AttachmentOwner } from '../attachments/index';
import { requireCustomer, withLockedCustomer } from './customers.guard';

/**
 * The customer as an owner of attachments (spec C 2.7, section 9 types 27 to 31 and 11 through
 * attachmenttype.iscustomer; docs/decisions/124, 147): GET /customer/getattachmenttypes,
 * GET /customer/attachments?customerid, POST /customer/attachfile, PUT /customer/updateattachment,
 * DELETE /customer/removeattachment/:id, and the SAS rule of `customer/{id}/` (it replaces the storage
 * module's customerFileOwner). Staff with read:customers read and write; a Customer user reads every
 * registered file of their own customer; attaching, editing and deleting are staff-only (withLockedCustomer).
 */
export const customerAttachmentOwner: AttachmentOwner = {
  area: 'customer',
  ownerKey: 'customerid',
  caption: 'Customer',
  tags: ['customers'],
  rules: { use: canOpenCustomerFiles, change: canEditCustomers },
  table: customerattachment,
  ownerColumn: customerattachment.customerid,
  ownColumns: {},
  typeFlag: attachmenttype.iscustomer,
  portalTypeIds: [],
  requireOwner: (options) => requireCustomer(options),
  withOwnerLocked: ({ purpose: _purpose, ...options }, work) => withLockedCustomer(options, work),
  visibleTo: () => undefined,
  schemas: { attach: attachCustomerFileSchema, record: customerAttachmentSchema },
};
