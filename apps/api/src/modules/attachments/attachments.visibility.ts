import { isInternalUser, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import type { AttachmentOwner, FileVisibility } from './attachment-owner';
import { getPathVisibility } from './attachments.repository';

/**
 * The one file rule (docs/decisions/118, 124): whether `user` sees the blob `path` of a record the
 * caller has already let them see. Staff see every file of the record, registered or not; a portal
 * user sees a file when a record the Attachments list shows them names it ('hidden' when only records
 * they may not see name it, 'unregistered' when none does). The list (the same `visibleTo`), getSAS
 * and attachfile all read it.
 */
export async function getFileVisibility(
  owner: AttachmentOwner,
  options: { db: Db; user: SessionUser; ownerId: number; path: string },
): Promise<FileVisibility> {
  if (isInternalUser(options.user)) return 'visible';
  return getPathVisibility(options.db, owner, {
    ownerId: options.ownerId,
    path: options.path,
    seen: owner.visibleTo(options.user),
  });
}

/** An AttachmentOwner as the storage module reads it (FileOwner). */
export const fileOwnerOf = (owner: AttachmentOwner) => ({
  area: owner.area,
  requireOwner: owner.requireOwner,
  getFileVisibility: (options: { db: Db; user: SessionUser; ownerId: number; path: string }) =>
    getFileVisibility(owner, options),
});
