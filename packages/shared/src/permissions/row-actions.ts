import { canFlagWorkOrder, canReassignDispatcher, canTakeOwnership, canToggleGeofencing } from './actions';
import { canReadWorkOrdersAsStaff, canUpdateWorkOrdersAsStaff } from './combined';
import {
  canAddWorkOrderNote,
  canEditWorkOrderFields,
  isWorkOrderReadOnly,
  type WorkOrderStatusRef,
} from './records';
import type { SessionUser } from './roles';

/** What the row actions need of a work-order row: its status and its dispatcher. */
export type WorkOrderActionRuleRow = Exclude<WorkOrderStatusRef, string | number | null | undefined> & {
  dispatcherid?: number | null;
};

/**
 * What the signed-in user may do on a row of the Work Orders list or the Alerts dashboard, from the
 * rules the API enforces with the same status checks (docs/decisions/100). `may*` shows an item,
 * `can*` enables it for this order.
 */
export function workOrderRowActionRules(user: SessionUser, row: WorkOrderActionRuleRow) {
  // Date changes and vendor notices: staff with update:workorder, never on Invoiced or Cancelled orders.
  const mayChangeOrders = canUpdateWorkOrdersAsStaff(user);
  const mayAddNotes = canReadWorkOrdersAsStaff(user);
  return {
    isReadOnly: isWorkOrderReadOnly(row),
    canTakeOwnership: canTakeOwnership(user),
    isOwner: row.dispatcherid != null && row.dispatcherid === user.id,
    canFlag: canFlagWorkOrder(user),
    canReassign: canReassignDispatcher(user),
    canToggleGeofencing: canToggleGeofencing(user),
    mayAddNotes,
    // canAddWorkOrderNote holds read:workorders, so this is "staff who read, and not Invoiced".
    canAddNote: mayAddNotes && canAddWorkOrderNote(user, row),
    mayChangeOrders,
    canChangeOrder: mayChangeOrders && canEditWorkOrderFields(user, row),
  };
}
