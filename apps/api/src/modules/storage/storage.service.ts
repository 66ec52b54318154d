import {
  canReadCustomerRecord,
  canReadVendorRecord,
  isInternalUser,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { FileStorage } from '../../plugins/storage';
import { SAS_LIFETIME_MINUTES } from '../../storage/blob-storage';
import { getWorkOrderAccess } from '../work-orders/work-orders.access';
import { getFileVisibility } from '../work-orders/work-orders.attachments.visibility';
import {
  hasCustomerRecord,
  hasVendorRecord,
  isCustomerFileRegistered,
  isVendorFileRegistered,
} from './storage.repository';
import type { GetSasQuery, SasAccess, SasResponse } from './storage.schemas';

// Staff may do everything on a record they may see; portal users read and add files, never
// overwrite or delete (docs/decisions/064). 'c' alone refuses to replace an existing blob.
const STAFF_PERMISSIONS: Record<SasAccess, string> = { read: 'r', write: 'cw', delete: 'd' };
const PORTAL_PERMISSIONS: Record<SasAccess, string> = { read: 'r', write: 'c', delete: '' };

/** A file name inside one folder: no path separators, no dot segments, no control characters. */
export function validateFileName(file: string | undefined): string {
  const name = (file ?? '').trim();
  if (!name) throw new HttpError(400, 'File is required.', { file: 'File is required.' });
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..') {
    throw new HttpError(400, 'File is invalid.', { file: 'File is invalid.' });
  }
  return name;
}

async function assertRecordAccess(db: Db, user: SessionUser, area: GetSasQuery['area'], id: number) {
  if (area === 'workorder') {
    const access = await getWorkOrderAccess(db, user, id);
    if (access === 'missing') throw new HttpError(404, 'Work order not found.');
    if (access === 'forbidden') throw new HttpError(403, 'Forbidden');
    return;
  }
  if (area === 'vendor') {
    if (!canReadVendorRecord(user, id)) {
      throw new HttpError(403, 'Forbidden');
    }
    if (!(await hasVendorRecord(db, id))) throw new HttpError(404, 'Vendor not found.');
    return;
  }
  if (!canReadCustomerRecord(user, id)) {
    throw new HttpError(403, 'Forbidden');
  }
  if (!(await hasCustomerRecord(db, id))) throw new HttpError(404, 'Customer not found.');
}

/** A read token for a file the user may not see, or one that is not there: the same answer (decision 118). */
export const FILE_NOT_FOUND = 'File not found.';

/**
 * Whether `user` may read the blob `path` of a record they may see (docs/decisions/118). Staff read
 * any file of the record. A portal user reads only a registered attachment shown to them: on a work
 * order the Attachments list's rule (getFileVisibility), on their own vendor or customer record its
 * attachment records.
 */
async function canReadFile(options: { db: Db; user: SessionUser; query: GetSasQuery; path: string }) {
  const { db, user, query, path } = options;
  if (isInternalUser(user)) return true;
  if (query.area === 'workorder') {
    return (await getFileVisibility({ db, user, workorderid: query.id, path })) === 'visible';
  }
  if (query.area === 'vendor') return isVendorFileRegistered(db, { vendorid: query.id, path });
  return isCustomerFileRegistered(db, { customerid: query.id, path });
}

/**
 * GET /storage/getSAS: a 15-minute SAS for one blob `{area}/{id}/{file}` of a record the user may see,
 * with the permissions the user has there (docs/decisions/064). Reading needs a file the user may see
 * (docs/decisions/118): `access=read` on any other name is 404 'File not found.', whether the file is
 * someone else's or not there; without `access` a portal user's token then carries create only.
 */
export async function issueSas(options: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  query: GetSasQuery;
  now?: Date;
}): Promise<SasResponse> {
  const { db, storage, user, query } = options;
  const file = validateFileName(query.file);
  await assertRecordAccess(db, user, query.area, query.id);

  const folder = `${query.area}/${query.id}/`;
  const blobName = `${folder}${file}`;
  const table = isInternalUser(user) ? STAFF_PERMISSIONS : PORTAL_PERMISSIONS;
  let wanted: SasAccess[] = query.access ? [query.access] : ['read', 'write', 'delete'];
  if (wanted.includes('read') && !(await canReadFile({ db, user, query, path: blobName }))) {
    if (query.access === 'read') throw new HttpError(404, FILE_NOT_FOUND);
    wanted = wanted.filter((access) => access !== 'read');
  }
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
