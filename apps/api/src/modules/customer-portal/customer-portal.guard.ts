import type { SessionUser } from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';

/**
 * The customer every portal call is scoped to: the signed-in user's own (docs/decisions/166). The
 * routes' rules already require a linked Customer user; this keeps the services honest.
 */
export function portalCustomerId(user: SessionUser): number {
  if (user.customerid == null) throw new HttpError(403, 'Forbidden');
  return user.customerid;
}
