import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role, type SessionUser } from '@dispatchwise/shared';
import { isNoteVisibleTo } from './note-owner';

const userOf = (role: Role): SessionUser => ({
  id: 1,
  user_id: `test|${role}`,
  email: `${role}@example.test`,
  name: role,
  given_name: role,
  family_name: '',
  roles: [role],
  permissions: DEFAULT_ROLE_PERMISSIONS[role],
  vendorid: role === 'Vendor' || role === 'Tech' ? 7 : null,
  customerid: role === 'Customer' ? 9 : null,
});

const seenBy = <Row extends object>(owner: Parameters<typeof isNoteVisibleTo<Row>>[0], row: Row) =>
  ROLES.filter((role) => isNoteVisibleTo(owner, userOf(role), row));

const STAFF = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

describe('isNoteVisibleTo: the one note rule, read through the owner flag names (decision 124)', () => {
  it("reads a work order's canvendorsee and isvisibletocustomer", () => {
    const owner = { visibility: { vendor: 'canvendorsee', customer: 'isvisibletocustomer' } } as const;
    expect(seenBy(owner, { canvendorsee: true, isvisibletocustomer: false })).toEqual([
      ...STAFF,
      'Vendor',
      'Tech',
    ]);
    expect(seenBy(owner, { canvendorsee: false, isvisibletocustomer: true })).toEqual([...STAFF, 'Customer']);
  });

  it("reads another owner's flag (a vendor note's cancustomersee) and never shows a missing flag", () => {
    const owner = { visibility: { vendor: 'cancustomersee', customer: null } } as const;
    expect(seenBy(owner, { cancustomersee: true })).toEqual([...STAFF, 'Vendor', 'Tech']);
    expect(seenBy(owner, { cancustomersee: false })).toEqual(STAFF);
  });
});
