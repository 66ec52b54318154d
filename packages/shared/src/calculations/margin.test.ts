import { describe, expect, it } from 'vitest';
import { invoiceMargin, workOrderMargin } from './margin';

describe('workOrderMargin (spec B section 9)', () => {
  it.each([
    // 0 when both are 0
    [0, 0, '0%'],
    [null, undefined, '0%'],
    ['0.00', '0', '0%'],
    // "-100%" with no invoice amount
    [0, 700, '-100%'],
    [null, '125.50', '-100%'],
    // two decimals
    [1000, 700, '30.00%'],
    ['1000.00', '700.00', '30.00%'],
    [300, 200, '33.33%'],
    [300, 100, '66.67%'],
    [1000, 0, '100.00%'],
    [700, 1000, '-42.86%'],
    [1000, 1000, '0.00%'],
    [0.3, 0.1, '66.67%'],
    [200, 199.99, '0.01%'],
    [2000, 1999.9, '0.01%'],
    // half a hundredth of a percent, exactly: away from zero on both sides, and never "-0.00%"
    [20000, 19999, '0.01%'],
    [20000, 20001, '-0.01%'],
    ['100000.00', '100000.01', '0.00%'],
  ] as const)('invoice %j, vendor cost %j -> %s', (invoiceTotal, vendorCost, expected) => {
    expect(workOrderMargin({ invoiceTotal, vendorCost })).toBe(expected);
  });
});

describe('invoiceMargin = (total - vendor cost) / total, percent, 2 decimals', () => {
  it.each([
    [1000, 700, 30],
    ['1000.00', '700.00', 30],
    ['1,000.00', 0, 100],
    // 1/3
    [300, 200, 33.33],
    [300, 100, 66.67],
    [100, 100 / 3, 66.67],
    [700, 1000, -42.86],
    [1000, 1000, 0],
    // 0.1 + 0.2 against 0.1
    [0.1 + 0.2, 0.1, 66.67],
    // 33.335 reads as 33.34
    [33.335, 0, 100],
    [100, 33.335, 66.66],
    // half a hundredth of a percent rounds away from zero: 0.005% -> 0.01
    [200, 199.99, 0.01],
    [2000, 1999.9, 0.01],
    [2000, 2000.1, -0.01],
    // a large invoice against a small cost
    ['9999999.99', '0.01', 100],
    ['9999999.99', '9999999.98', 0],
    [142.86, 100, 30],
    // a credit against a credit
    [-100, -70, 30],
  ] as const)('total %j, vendor cost %j -> %j', (total, vendorCost, expected) => {
    expect(invoiceMargin({ total, vendorCost })).toBe(expected);
  });

  it('counts a missing vendor cost as 0', () => {
    expect(invoiceMargin({ total: 500, vendorCost: null })).toBe(100);
    expect(invoiceMargin({ total: 500, vendorCost: 'n/a' })).toBe(100);
  });

  it.each([[0], ['0.00'], [null], [undefined], [''], ['abc'], [0.004]])(
    'is null without a total (%j)',
    (total) => {
      expect(invoiceMargin({ total, vendorCost: 700 })).toBeNull();
    },
  );
});
