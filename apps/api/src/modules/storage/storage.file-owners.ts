import { canReadCustomerRecord, isInternalUser } from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';
import type { FileOwner } from '../attachments/index';
import { hasCustomerRecord, isCustomerFileRegistered } from './storage.repository';

// The customer's folder (customer/{id}/). It has no attachment routes yet, so its file rule lives
// here; when the customers module adds its AttachmentOwner (docs/decisions/124), its fileOwnerOf
// replaces this one (the vendor's did, decision 142).

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
