import { describe, expect, it } from 'vitest';
import { documentTotals, laborAmount, lineAmounts, materialAmount } from './line-items';

describe('lineAmounts (spec B section 9, spec C section 9)', () => {
  it.each([
    // subtotal = quantity x rate; taxes = subtotal x tax rate / 100; total = subtotal + taxes
    [{ quantity: 3, rate: 125, taxrate: 8.25 }, ['375.00', '30.94', '405.94']],
    [{ quantity: '3', rate: '125.00', taxrate: '8.250' }, ['375.00', '30.94', '405.94']],
    // hours with decimals
    [{ quantity: 1.5, rate: 85.5, taxrate: 0 }, ['128.25', '0.00', '128.25']],
    [{ quantity: '0.5', rate: '12.33', taxrate: '0' }, ['6.17', '0.00', '6.17']],
    // 0.1 + 0.2 and friends: the double 0.30000000000000004 is read as written, then rounded to cents
    [{ quantity: 0.1 + 0.2, rate: 10, taxrate: 0 }, ['3.00', '0.00', '3.00']],
    [{ quantity: 3, rate: 0.1, taxrate: 10 }, ['0.30', '0.03', '0.33']],
    [{ quantity: 1, rate: 1.005 }, ['1.01', '0.00', '1.01']],
    // 33.335 (a double just under it: a float rounding gives 33.33), as a rate and as a tax rate
    [{ quantity: 1, rate: 33.335, taxrate: 0 }, ['33.34', '0.00', '33.34']],
    [{ quantity: 2, rate: '16.6675' }, ['33.34', '0.00', '33.34']],
    [{ quantity: 1, rate: 100, taxrate: 33.335 }, ['100.00', '33.34', '133.34']],
    // 1/3
    [{ quantity: 1 / 3, rate: 300 }, ['100.00', '0.00', '100.00']],
    [{ quantity: 3, rate: 100 / 3 }, ['100.00', '0.00', '100.00']],
    [{ quantity: 1, rate: 100, taxrate: 100 / 3 }, ['100.00', '33.33', '133.33']],
    // taxes come from the rounded subtotal: 0.125 -> 0.13, then 0.13 x 50% = 0.065 -> 0.07
    [{ quantity: '0.5', rate: '0.25', taxrate: '50' }, ['0.13', '0.07', '0.20']],
    // large amounts
    [
      { quantity: 999, rate: '9,999,999.99', taxrate: '8.875' },
      ['9989999990.01', '886612499.11', '10876612489.12'],
    ],
    [
      { quantity: '9999999999.99', rate: '9999999999.99' },
      ['99999999999800000000.00', '0.00', '99999999999800000000.00'],
    ],
    // negative amounts round half away from zero, and never show "-0.00"
    [{ quantity: -2, rate: 10.005, taxrate: 10 }, ['-20.01', '-2.00', '-22.01']],
    [{ quantity: 1, rate: -0.005 }, ['-0.01', '0.00', '-0.01']],
    [{ quantity: 1, rate: 0.005 }, ['0.01', '0.00', '0.01']],
    [{ quantity: 1, rate: -0.004, taxrate: 10 }, ['0.00', '0.00', '0.00']],
    // strings as the API and the editors send them
    [{ quantity: '2', rate: '$1,234.50', taxrate: ' 7.5 ' }, ['2469.00', '185.18', '2654.18']],
  ] as const)('%j -> %j', (line, [subtotal, taxes, total]) => {
    expect(lineAmounts(line)).toEqual({ subtotal, taxes, total });
  });

  it.each([
    // no quantity or no rate: no subtotal (0), so nothing to tax
    [{ quantity: null, rate: 10, taxrate: 5 }, ['0.00', '0.00', '0.00']],
    [{ quantity: 2, rate: undefined, taxrate: 5 }, ['0.00', '0.00', '0.00']],
    [{ quantity: '', rate: '', taxrate: '' }, ['0.00', '0.00', '0.00']],
    [{ quantity: 'abc', rate: 10, taxrate: 5 }, ['0.00', '0.00', '0.00']],
    [{ quantity: Number.NaN, rate: 10, taxrate: 5 }, ['0.00', '0.00', '0.00']],
    [{ quantity: 2, rate: Number.POSITIVE_INFINITY, taxrate: 5 }, ['0.00', '0.00', '0.00']],
    [{ quantity: '-', rate: '.', taxrate: 5 }, ['0.00', '0.00', '0.00']],
    // no tax rate: no taxes, so the total falls back to the subtotal
    [{ quantity: 2, rate: 10, taxrate: 'x' }, ['20.00', '0.00', '20.00']],
    [{ quantity: 2, rate: 10, taxrate: null }, ['20.00', '0.00', '20.00']],
    [{ quantity: 2, rate: 10 }, ['20.00', '0.00', '20.00']],
  ] as const)('invalid numbers fall back: %j -> %j', (line, [subtotal, taxes, total]) => {
    expect(lineAmounts(line)).toEqual({ subtotal, taxes, total });
  });
});

describe('documentTotals', () => {
  it('is 0.00 for no lines', () => {
    expect(documentTotals([])).toEqual({ subtotal: '0.00', taxes: '0.00', total: '0.00' });
  });

  it('adds 0.10 and 0.20 to 0.30', () => {
    const lines = [
      { subtotal: 0.1, taxes: 0.1, total: 0.2 },
      { subtotal: '0.20', taxes: '0.20', total: '0.40' },
    ];
    expect(documentTotals(lines)).toEqual({ subtotal: '0.30', taxes: '0.30', total: '0.60' });
  });

  it('sums the rounded lines, so the column adds up on the page (3 x 33.33 is 99.99)', () => {
    const third = lineAmounts({ quantity: 1, rate: 100 / 3, taxrate: 0 });
    expect(third.total).toBe('33.33');
    expect(documentTotals([third, third, third])).toEqual({
      subtotal: '99.99',
      taxes: '0.00',
      total: '99.99',
    });
  });

  it('sums each amount on its own, with negative lines and large amounts', () => {
    const lines = [
      lineAmounts({ quantity: 999, rate: '9999999.99', taxrate: '8.875' }),
      lineAmounts({ quantity: 3, rate: 125, taxrate: 8.25 }),
      lineAmounts({ quantity: -1, rate: 33.335, taxrate: 0 }),
    ];
    expect(documentTotals(lines)).toEqual({
      subtotal: '9990000331.67',
      taxes: '886612530.05',
      total: '10876612861.72',
    });
  });

  it('counts a missing or unreadable amount as 0', () => {
    const lines = [
      { subtotal: null, taxes: undefined, total: '' },
      { subtotal: 'n/a', taxes: '1.00', total: '1.00' },
    ];
    expect(documentTotals(lines)).toEqual({ subtotal: '0.00', taxes: '1.00', total: '1.00' });
  });
});

describe('laborAmount (rate x hours x techs x multiplier)', () => {
  it.each([
    // 1 Regular x1, 2 Overtime x1.5, 3 Double Time x2
    [{ rate: 85, hours: 1.5, techs: 2, multiplierid: 1 }, '255.00'],
    [{ rate: 85, hours: 1.5, techs: 2, multiplierid: 2 }, '382.50'],
    [{ rate: 85, hours: 1.5, techs: 2, multiplierid: 3 }, '510.00'],
    [{ rate: '85.00', hours: '1.50', techs: '2', multiplierid: '2' }, '382.50'],
    // one rounding of the exact product: 12.33 x 0.5 x 1 x 1 = 6.165 -> 6.17 (a double says 6.16)
    [{ rate: 12.33, hours: 0.5, techs: 1, multiplierid: 1 }, '6.17'],
    [{ rate: 33.335, hours: 1, techs: 1, multiplierid: 1 }, '33.34'],
    [{ rate: 1, hours: 0.1 + 0.2, techs: 1, multiplierid: 2 }, '0.45'],
    // 0.1 x 0.3 x 1.5 is 0.045 exactly: half a cent, rounded away from zero
    [{ rate: 0.1, hours: 0.3, techs: 1, multiplierid: 2 }, '0.05'],
    [{ rate: 100 / 3, hours: 1, techs: 3, multiplierid: 1 }, '100.00'],
    [{ rate: 22.23, hours: 0.25, techs: 3, multiplierid: 2 }, '25.01'],
    [{ rate: '9999999.99', hours: 999, techs: 1, multiplierid: 3 }, '19979999980.02'],
    [{ rate: -85, hours: 1, techs: 1, multiplierid: 2 }, '-127.50'],
  ] as const)('%j -> %s', (line, expected) => {
    expect(laborAmount(line)).toBe(expected);
  });

  it.each([
    [{ rate: 85, hours: 2, techs: 1, multiplierid: 4 }],
    [{ rate: 85, hours: 2, techs: 1, multiplierid: null }],
    [{ rate: 85, hours: 2, techs: 1, multiplierid: undefined }],
    [{ rate: 85, hours: 2, techs: null, multiplierid: 1 }],
    [{ rate: '', hours: 2, techs: 1, multiplierid: 1 }],
    [{ rate: 85, hours: 'two', techs: 1, multiplierid: 1 }],
  ] as const)('a missing number or an unknown rate type is 0.00: %j', (line) => {
    expect(laborAmount(line)).toBe('0.00');
  });
});

describe('materialAmount (unit price x quantity; also "other" lines)', () => {
  it.each([
    [{ unitprice: 19.99, quantity: 3 }, '59.97'],
    [{ unitprice: '19.99', quantity: '3' }, '59.97'],
    [{ unitprice: 0.1, quantity: 3 }, '0.30'],
    [{ unitprice: 1.005, quantity: 1 }, '1.01'],
    [{ unitprice: 33.335, quantity: 1 }, '33.34'],
    [{ unitprice: 100 / 3, quantity: 3 }, '100.00'],
    [{ unitprice: '4.99', quantity: '2.5' }, '12.48'],
    [{ unitprice: '9999999.99', quantity: 999 }, '9989999990.01'],
    [{ unitprice: -0.005, quantity: 1 }, '-0.01'],
    [{ unitprice: null, quantity: 3 }, '0.00'],
    [{ unitprice: 5, quantity: '' }, '0.00'],
  ] as const)('%j -> %s', (line, expected) => {
    expect(materialAmount(line)).toBe(expected);
  });
});
