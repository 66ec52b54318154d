import type { SessionUser } from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';

/**
 * The vendor every portal call is scoped to: the signed-in user's own (docs/decisions/157). The
 * routes' rules already require a linked Vendor or Tech user; this keeps the service honest.
 */
export function portalVendorId(user: SessionUser): number {
  if (user.vendorid == null) throw new HttpError(403, 'Forbidden');
  return user.vendorid;
}
