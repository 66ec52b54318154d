import { isInternalUser, isVendorUser, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  getPathVisibility,
  type AttachmentAudience,
  type PathVisibility,
} from './work-orders.attachments.repository';

/** Whose files a user reads on an order they may see (docs/decisions/114). */
export function audienceOf(user: SessionUser): AttachmentAudience {
  if (isInternalUser(user)) return { kind: 'staff' };
  // getWorkOrderAccess has let only a linked Vendor/Tech user through, so vendorid is set.
  if (isVendorUser(user)) return { kind: 'vendor', vendorid: user.vendorid ?? -1 };
  return { kind: 'customer' };
}

/**
 * The one file rule (docs/decisions/118): whether `user` sees the blob `path` of an order the caller
 * has already let them see. Staff see every file of the order, registered or not; a portal user sees
 * a file when a record the Attachments list shows them names it ('hidden' when only records they may
 * not see name it, 'unregistered' when none does). The list, getSAS and attachfile all read it.
 */
export async function getFileVisibility(options: {
  db: Db;
  user: SessionUser;
  workorderid: number;
  path: string;
}): Promise<PathVisibility> {
  const audience = audienceOf(options.user);
  if (audience.kind === 'staff') return 'visible';
  return getPathVisibility(options.db, { workorderid: options.workorderid, path: options.path, audience });
}
