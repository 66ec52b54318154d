import {
  canReadVendorRecord,
  canReadVendorsAsStaff,
  VENDOR_MESSAGES,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findVendorById } from './vendors.repository';

type RequireOptions = { db: Db; user: SessionUser; id: number };

/**
 * The one guard of a vendor record (docs/decisions/123, 142), used by every route that names one:
 * 403 when the user may not read it (staff need read:vendors; a Vendor or Tech user reaches only
 * their own vendor, a Customer none: the check comes first, so another vendor's id tells nothing),
 * 404 'Vendor not found.' when it does not exist. With `forChange` the user must be staff with
 * read:vendors (writes are staff-only, spec C 2.4) and the row is locked (`db` is the caller's transaction).
 */
export async function requireVendor(options: RequireOptions & { forChange?: boolean }) {
  const { db, user, id, forChange } = options;
  if (!canReadVendorRecord(user, id)) throw new HttpError(403, 'Forbidden');
  if (forChange && !canReadVendorsAsStaff(user)) throw new HttpError(403, 'Forbidden');
  const row = await findVendorById(db, id, { forUpdate: forChange === true });
  if (!row) throw new HttpError(404, VENDOR_MESSAGES.notFound);
  return row;
}

/** One transaction around a change of one vendor: requireVendor with `forChange`, then `action`. */
export function withLockedVendor<T>(options: RequireOptions, action: (tx: Db) => Promise<T>): Promise<T> {
  const { db, ...rest } = options;
  return db.transaction(async (tx) => {
    await requireVendor({ ...rest, db: tx, forChange: true });
    return action(tx);
  });
}
