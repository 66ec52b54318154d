import {
  attachmentUploadProblem,
  type GetSasQuery,
  isInternalUser,
  type SasAccess,
  type SasResponse,
  type SessionUser,
  UPLOAD_MESSAGES,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { FileStorage } from '../../plugins/storage';
import { SAS_LIFETIME_MINUTES } from '../../storage/blob-storage';
import { validateFileName, type FileOwner } from '../attachments/index';

// Staff may do everything on a record they may see; portal users read and add files, never
// overwrite or delete (docs/decisions/064). 'c' alone refuses to replace an existing blob.
const STAFF_PERMISSIONS: Record<SasAccess, string> = { read: 'r', write: 'cw', delete: 'd' };
const PORTAL_PERMISSIONS: Record<SasAccess, string> = { read: 'r', write: 'c', delete: '' };

/** A read token for a file the user may not see, or one that is not there: the same answer (decision 118). */
export const FILE_NOT_FOUND = 'File not found.';

/**
 * A token that may create or overwrite the blob only for an allowed type, and under the size limit when
 * the browser declares the size (docs/decisions/184; the web always does): asked for explicitly
 * (`access=write`) it is refused with the reason; as part of "everything the user may do" it just
 * carries no write. The size is the browser's word: attachfile checks the stored blob itself.
 */
function checkUpload(wanted: SasAccess[], file: string, query: GetSasQuery): SasAccess[] {
  if (!wanted.includes('write')) return wanted;
  const problem = attachmentUploadProblem({ name: file, size: query.size });
  if (!problem) return wanted;
  if (query.access === 'write')
    throw new HttpError(400, problem, { [problem === UPLOAD_MESSAGES.tooLarge ? 'size' : 'file']: problem });
  return wanted.filter((access) => access !== 'write');
}

/**
 * GET /storage/getSAS: a 15-minute SAS for one blob `{area}/{id}/{file}` of a record the user may see,
 * with the permissions the user has there (docs/decisions/064). Reading needs a file the user may see
 * (docs/decisions/118): `access=read` on any other name is 404 'File not found.', whether the file is
 * someone else's or not there; without `access` a portal user's token then carries create only.
 */
export async function issueSas(options: {
  /** The record kinds whose folders tokens are issued for: the area's guard and file rule (decision 124). */
  owners: readonly FileOwner[];
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  query: GetSasQuery;
  now?: Date;
}): Promise<SasResponse> {
  const { db, storage, user, query } = options;
  const file = validateFileName(query.file);
  const owner = options.owners.find((candidate) => candidate.area === query.area);
  if (!owner) throw new HttpError(400, 'Area is invalid.', { area: 'Area is invalid.' });
  await owner.requireOwner({ db, user, id: query.id });

  const folder = `${query.area}/${query.id}/`;
  const blobName = `${folder}${file}`;
  const table = isInternalUser(user) ? STAFF_PERMISSIONS : PORTAL_PERMISSIONS;
  let wanted: SasAccess[] = query.access ? [query.access] : ['read', 'write', 'delete'];
  // Staff read any file of a record they may see; a portal user a registered file shown to them.
  const canRead = async () =>
    (await owner.getFileVisibility({ db, user, ownerId: query.id, path: blobName })) === 'visible';
  if (wanted.includes('read') && !(await canRead())) {
    if (query.access === 'read') throw new HttpError(404, FILE_NOT_FOUND);
    wanted = wanted.filter((access) => access !== 'read');
  }
  wanted = checkUpload(wanted, file, query);
  const letters = new Set(wanted.flatMap((access) => [...table[access]]));
  // Azure wants the letters in its canonical order (r a c w d).
  const permissions = [...'racwd'].filter((letter) => letters.has(letter)).join('');
  if (!permissions) throw new HttpError(403, 'Forbidden');

  const expiresOn = new Date((options.now ?? new Date()).getTime() + SAS_LIFETIME_MINUTES * 60_000);
  const { sasToken, url, container } = await storage.use((blobs) => ({
    ...blobs.issueBlobSas({ blobName, permissions, expiresOn }),
    container: blobs.container,
  }));
  return {
    sasToken,
    url,
    container,
    path: folder,
    blobName,
    permissions,
    expiresOn: expiresOn.toISOString(),
  };
}
