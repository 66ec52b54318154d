import { describe, expect, it } from 'vitest';
import {
  auditRecordTypeOf,
  canReadChangeHistory,
  canReadRecordChangeHistory,
  canSearchAuditLog,
  canSeeAuditedEntity,
} from './audit';
import { visibleMenu } from './menu';
import { resolveRoute } from './routes';
import { makeUser, USERS } from './test-users';

describe('audit trail rules', () => {
  it.each([
    ['Admin', true, true, true],
    ['Dispatchers', true, false, false],
    ['Employee', true, false, false],
    ['AccountingAdmin', true, false, false],
    ['Vendor', false, false, false],
    ['Tech', false, false, false],
    ['Customer', false, false, false],
  ] as const)('%s: history %s, user and role history %s, Audit Log %s', (role, history, users, search) => {
    const user = USERS[role];
    expect(canReadChangeHistory(user)).toBe(history);
    for (const record of ['workorder', 'customer', 'vendor'] as const)
      expect(canReadRecordChangeHistory(user, record)).toBe(history);
    expect(canReadRecordChangeHistory(user, 'user')).toBe(users);
    expect(canReadRecordChangeHistory(user, 'role')).toBe(users);
    expect(canSearchAuditLog(user)).toBe(search);
  });

  it('keeps an external user out even with a staff role beside it', () => {
    const user = makeUser({
      roles: ['Admin', 'Vendor'],
      permissions: ['admin', 'read:workorders'],
      vendorid: 3,
    });
    expect(canReadChangeHistory(user)).toBe(false);
    expect(canSearchAuditLog(user)).toBe(false);
  });

  it("shows a work order's vendor, proposal and invoice rows only with their tabs", () => {
    const staff = makeUser({
      roles: ['Employee'],
      permissions: ['read:workorders', 'view:workorderproposaltab'],
    });
    expect(canSeeAuditedEntity(staff, 'workorder')).toBe(true);
    expect(canSeeAuditedEntity(staff, 'workorderproposal')).toBe(true);
    expect(canSeeAuditedEntity(staff, 'workordervendor')).toBe(false);
    expect(canSeeAuditedEntity(staff, 'vendorinvoice')).toBe(false);
    expect(canSeeAuditedEntity(staff, 'invoice')).toBe(false);
    expect(canSeeAuditedEntity(USERS.Dispatchers, 'workordervendor')).toBe(true);
  });

  it('names the record of each audited table', () => {
    expect(auditRecordTypeOf('invoice')).toBe('workorder');
    expect(auditRecordTypeOf('userrole')).toBe('user');
    expect(auditRecordTypeOf('rolepermission')).toBe('role');
    expect(auditRecordTypeOf('vendor')).toBe('vendor');
  });

  it('opens /admin/audit and its menu item for an administrator only', () => {
    expect(resolveRoute(USERS.Admin, '/admin/audit')).toEqual({ allowed: true });
    expect(resolveRoute(USERS.Dispatchers, '/admin/audit')).toEqual({ deny: 'Unauthorized' });
    const admin = visibleMenu(USERS.Admin).find((item) => item.id === 'admin');
    expect(admin?.children?.map((child) => child.path)).toContain('/admin/audit');
  });
});
