import { describe, expect, it } from 'vitest';
import { workOrderMargin } from './margin';

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
  ] as const)('invoice %j, vendor cost %j -> %s', (invoiceTotal, vendorCost, expected) => {
    expect(workOrderMargin({ invoiceTotal, vendorCost })).toBe(expected);
  });
});
