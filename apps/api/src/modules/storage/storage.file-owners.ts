import { canReadCustomerRecord, canReadVendorRecord, isInternalUser } from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';
import type { FileOwner } from '../attachments/index';
import {
  hasCustomerRecord,
  hasVendorRecord,
  isCustomerFileRegistered,
  isVendorFileRegistered,
} from './storage.repository';

// The vendor's and the customer's folders (vendor/{id}/, customer/{id}/). They have no attachment
// routes yet, so their file rule lives here; when a vendors or customers module adds its
// AttachmentOwner (docs/decisions/124), its fileOwnerOf replaces these.

/** A vendor's own folder: staff and the vendor's Vendor/Tech users; portal users read registered files. */
export const vendorFileOwner: FileOwner = {
  area: 'vendor',
  requireOwner: async ({ db, user, id }) => {
    if (!canReadVendorRecord(user, id)) throw new HttpError(403, 'Forbidden');
    if (!(await hasVendorRecord(db, id))) throw new HttpError(404, 'Vendor not found.');
  },
  getFileVisibility: async ({ db, user, ownerId, path }) => {
    if (isInternalUser(user)) return 'visible';
    return (await isVendorFileRegistered(db, { vendorid: ownerId, path })) ? 'visible' : 'unregistered';
  },
};

/** A customer's own folder: staff and the customer's users; portal users read registered files. */
export const customerFileOwner: FileOwner = {
  area: 'customer',
  requireOwner: async ({ db, user, id }) => {
    if (!canReadCustomerRecord(user, id)) throw new HttpError(403, 'Forbidden');
    if (!(await hasCustomerRecord(db, id))) throw new HttpError(404, 'Customer not found.');
  },
  getFileVisibility: async ({ db, user, ownerId, path }) => {
    if (isInternalUser(user)) return 'visible';
    return (await isCustomerFileRegistered(db, { customerid: ownerId, path })) ? 'visible' : 'unregistered';
  },
};
