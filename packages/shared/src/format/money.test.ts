import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatCents, formatMoney, fromCents, toCents } from './money';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    ['1234.5', '$1,234.50'],
    ['1234.50', '$1,234.50'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-1, '-$1.00'],
    ['-1', '-$1.00'],
    [-1234.56, '-$1,234.56'],
    [1000000, '$1,000,000.00'],
    [0.1 + 0.2, '$0.30'],
    [1.005, '$1.01'],
    ['$1,234.505', '$1,234.51'],
    [-0.004, '$0.00'],
    [-0.005, '-$0.01'],
    [0.5, '$0.50'],
    ['.5', '$0.50'],
    // Spec B section 5: proposed amount = quoted / (1 - margin/100); 700 at 30% is 1000.
    [700 / (1 - 30 / 100), '$1,000.00'],
    // Spec B section 9: vendor proposal quoted amount is proposal amount / 0.7.
    [100 / 0.7, '$142.86'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY])(
    'shows %j as empty',
    (value) => {
      expect(formatMoney(value)).toBe('');
    },
  );
});

describe('toCents', () => {
  it.each([
    [12, 1200],
    ['12', 1200],
    ['12.345', 1235],
    ['-12.345', -1235],
    ['12.344', 1234],
    ['+3.1', 310],
    ['5.', 500],
    ['.05', 5],
    [' $ 1,000.00 ', 100000],
    [1.005, 101],
    [1.015, 102],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    [-1e-7, 0],
    [123456789.99, 12345678999],
  ] as const)('%j -> %d', (value, expected) => {
    expect(toCents(value)).toBe(expected);
  });

  it('never answers negative zero', () => {
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
  });

  it.each(['', '-', '.', 'abc', '1.2.3', '1e5', '12 34x', Number.NaN, Number.NEGATIVE_INFINITY])(
    'refuses %j',
    (value) => {
      expect(() => toCents(value)).toThrow(RangeError);
    },
  );
});

describe('fromCents, centsToDecimalString, formatCents', () => {
  it('round-trip through cents', () => {
    expect(fromCents(123450)).toBe(1234.5);
    expect(fromCents(toCents('19.99') + toCents('0.01'))).toBe(20);
    expect(fromCents(-5)).toBe(-0.05);
  });

  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-123456, '-1234.56'],
  ])('centsToDecimalString(%d) -> %s', (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });

  it('formatCents shows integer cents as USD', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(-100)).toBe('-$1.00');
    expect(formatCents(-0)).toBe('$0.00');
  });
});
