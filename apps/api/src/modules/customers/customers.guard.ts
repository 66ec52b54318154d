import {
  canReadCustomerRecord,
  canReadCustomersAsStaff,
  CUSTOMER_MESSAGES,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findCustomerById } from './customers.record.repository';

type RequireOptions = { db: Db; user: SessionUser; id: number };

/**
 * The one guard of a customer record (docs/decisions/123, 124, 147), used by every route that names
 * one: 403 when the user may not read it (staff need read:customers; a Customer user reaches only
 * their own customer, a Vendor or Tech user none: the check comes first, so another customer's id
 * tells nothing), 404 'Customer not found.' when it does not exist. With `forChange` the user must be
 * staff with read:customers (writes are staff-only) and the row is locked (`db` is the caller's transaction).
 */
export async function requireCustomer(options: RequireOptions & { forChange?: boolean }) {
  const { db, user, id, forChange } = options;
  if (!canReadCustomerRecord(user, id)) throw new HttpError(403, 'Forbidden');
  if (forChange && !canReadCustomersAsStaff(user)) throw new HttpError(403, 'Forbidden');
  const row = await findCustomerById(db, id, { forUpdate: forChange === true });
  if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
  return row;
}

/** One transaction around a change of one customer: requireCustomer with `forChange`, then `action`. */
export function withLockedCustomer<T>(options: RequireOptions, action: (tx: Db) => Promise<T>): Promise<T> {
  const { db, ...rest } = options;
  return db.transaction(async (tx) => {
    await requireCustomer({ ...rest, db: tx, forChange: true });
    return action(tx);
  });
}
