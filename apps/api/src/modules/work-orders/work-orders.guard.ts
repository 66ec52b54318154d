import {
  canReadWorkOrderRecord,
  isWorkOrderInvoiced,
  isWorkOrderReadOnly,
  WORK_ORDER_MESSAGES,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { getWorkOrderScopeForUser } from './work-orders.access';
import { lockWorkOrder, type WorkOrderSummary } from './work-orders.repository';

/**
 * Which statuses refuse a change (decisions 086, 111, 114): Invoiced or Cancelled (the order's
 * fields), Invoiced only (notes, attachment edits), or none (flag, follow-up calls, Re-Open).
 */
export type ReadOnlyRule = 'invoiced-or-cancelled' | 'invoiced' | 'any-status';

type RequireOptions = { db: Db; user: SessionUser; id: number };

/**
 * The one guard of a work order (docs/decisions/123), used by every verb that names one:
 * 404 'Work order not found.' when it does not exist, 403 when the user may not see it (record
 * scoping, decision 065). With `forChange` it also locks the order (SELECT ... FOR UPDATE, so `db`
 * must be the caller's transaction: actions on one order run one at a time) and applies the
 * read-only rule (400 'This work order is read-only.'), then answers the locked order's summary.
 */
export async function requireWorkOrder(
  options: RequireOptions & { forChange: ReadOnlyRule },
): Promise<WorkOrderSummary>;
export async function requireWorkOrder(options: RequireOptions): Promise<void>;
export async function requireWorkOrder(
  options: RequireOptions & { forChange?: ReadOnlyRule },
): Promise<WorkOrderSummary | void> {
  const { db, user, id, forChange } = options;
  const scope = await getWorkOrderScopeForUser(db, user, id);
  if (!scope) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  if (!canReadWorkOrderRecord(user, scope)) throw new HttpError(403, 'Forbidden');
  if (forChange === undefined) return;
  const workOrder = await lockWorkOrder(db, id);
  if (!workOrder) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  const isRefused =
    forChange === 'invoiced-or-cancelled'
      ? isWorkOrderReadOnly(workOrder.statusid)
      : forChange === 'invoiced' && isWorkOrderInvoiced(workOrder.statusid);
  if (isRefused) throw new HttpError(400, WORK_ORDER_MESSAGES.readOnly);
  return workOrder;
}

/** One transaction around a change of one order: requireWorkOrder with `forChange`, then `action`. */
export function withLockedWorkOrder<T>(
  options: RequireOptions & { forChange: ReadOnlyRule },
  action: (tx: Db, workOrder: WorkOrderSummary) => Promise<T>,
): Promise<T> {
  const { db, ...rest } = options;
  return db.transaction(async (tx) => action(tx, await requireWorkOrder({ ...rest, db: tx })));
}
