import { describe, expect, it } from 'vitest';
import { canManageQuickBooks, canUseAccounting } from './accounting';
import { USERS } from './test-users';

describe('accounting rules', () => {
  it.each([
    ['Admin', false, true],
    ['AccountingAdmin', true, true],
    ['Dispatchers', false, false],
    ['Employee', false, false],
    ['Vendor', false, false],
    ['Tech', false, false],
    ['Customer', false, false],
  ] as const)('%s: screen %s, QuickBooks screen %s', (role, screen, quickBooks) => {
    expect(canUseAccounting(USERS[role])).toBe(screen);
    expect(canManageQuickBooks(USERS[role])).toBe(quickBooks);
  });
});
