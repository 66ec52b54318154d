import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import { workOrderRowActionRules } from './row-actions';
import { ROLES } from './roles';
import { USERS } from './test-users';

const rulesByRole = (row: Parameters<typeof workOrderRowActionRules>[1]) =>
  Object.fromEntries(ROLES.map((role) => [role, workOrderRowActionRules(USERS[role], row)]));

describe('workOrderRowActionRules', () => {
  it('on a Dispatched order: items by role (spec A "Work Orders list" section 6)', () => {
    const rules = rulesByRole({ statusid: STATUS.Dispatched, dispatcherid: USERS.Admin.id });
    expect(rules.Admin).toEqual({
      isReadOnly: false,
      canTakeOwnership: true,
      isOwner: true,
      canFlag: true,
      canReassign: true,
      canToggleGeofencing: true,
      mayAddNotes: true,
      canAddNote: true,
      mayChangeOrders: true,
      canChangeOrder: true,
    });
    expect(rules.Dispatchers).toMatchObject({
      canTakeOwnership: true,
      canFlag: true,
      canReassign: false,
      canToggleGeofencing: false,
      canAddNote: true,
      canChangeOrder: true,
    });
    expect(rules.Employee).toMatchObject({ mayAddNotes: true, canAddNote: true, mayChangeOrders: false });
    expect(rules.AccountingAdmin).toMatchObject({ mayChangeOrders: true, canChangeOrder: true });
    for (const role of ['Vendor', 'Tech', 'Customer'] as const)
      expect(rules[role]).toMatchObject({ mayAddNotes: false, canAddNote: false, mayChangeOrders: false });
  });

  it('on an Invoiced order nothing changes it and no note is added; on a Cancelled one notes still are', () => {
    const invoiced = workOrderRowActionRules(USERS.Admin, { statusid: STATUS.Invoiced });
    expect(invoiced).toMatchObject({ isReadOnly: true, mayChangeOrders: true, canChangeOrder: false });
    expect(invoiced.canAddNote).toBe(false);
    const cancelled = workOrderRowActionRules(USERS.Admin, { status: 'Cancelled' });
    expect(cancelled).toMatchObject({ isReadOnly: true, canChangeOrder: false, canAddNote: true });
  });

  it('isOwner only for the row of the signed-in dispatcher', () => {
    expect(workOrderRowActionRules(USERS.Dispatchers, { statusid: 1, dispatcherid: 999 }).isOwner).toBe(
      false,
    );
    expect(workOrderRowActionRules(USERS.Dispatchers, { statusid: 1, dispatcherid: null }).isOwner).toBe(
      false,
    );
  });
});
