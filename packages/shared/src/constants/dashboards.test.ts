import { describe, expect, it } from 'vitest';
import { HOME_CARDS, homeCardStatusIds } from './dashboards';

describe('home cards (spec A "Home dashboard", status ids of spec A section 4)', () => {
  it('gives vendors Pending (9), In Progress (13, 16) and Review (18, 2, 12)', () => {
    expect(HOME_CARDS.vendor.map((card) => card.title)).toEqual(['Pending', 'In Progress', 'Review']);
    expect(homeCardStatusIds('vendor')).toEqual([9, 13, 16, 18, 2, 12]);
  });

  it('gives customers Pending (9, 21), In Progress (13, 16) and Review (7)', () => {
    expect(HOME_CARDS.customer.map((card) => card.title)).toEqual(['Pending', 'In Progress', 'Review']);
    expect(homeCardStatusIds('customer')).toEqual([9, 21, 13, 16, 7]);
  });
});
