import { describe, expect, it } from 'vitest';
import { sumAmounts } from './totals';

describe('sumAmounts', () => {
  it('adds the two-decimal texts exactly (0.1 + 0.2 is 0.30, not 0.30000000000000004)', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['1250.50', '99.99', '0.01'])).toBe('1350.50');
  });

  it('is exact past a double: 9,999,999,999.99 x 3', () => {
    expect(sumAmounts(['9999999999.99', '9999999999.99', '9999999999.99'])).toBe('29999999999.97');
  });

  it('rounds each amount to cents first and counts a non-number as 0', () => {
    expect(sumAmounts([33.335, '1.004', null, '', 'n/a'])).toBe('34.34');
    expect(sumAmounts(['-5.00', '2.50'])).toBe('-2.50');
    expect(sumAmounts([])).toBe('0.00');
  });
});
