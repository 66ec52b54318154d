import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROPOSAL_MARGIN,
  MAX_PROPOSAL_MARGIN,
  MIN_PROPOSAL_MARGIN,
  proposedAmount,
  vendorProposalQuoted,
} from './proposals';

describe('proposal margin bounds (spec B sections 5 and 9)', () => {
  it('defaults to 30, between 10 and 100', () => {
    expect([DEFAULT_PROPOSAL_MARGIN, MIN_PROPOSAL_MARGIN, MAX_PROPOSAL_MARGIN]).toEqual([30, 10, 100]);
  });
});

describe('proposedAmount = quoted amount / (1 - margin / 100)', () => {
  it.each([
    // the spec's default margin, 30: 100 / 0.7 = 142.857142...
    [100, 30, '142.86'],
    ['100.00', '30', '142.86'],
    [700, 30, '1000.00'],
    // its bounds, 10 and just under 100
    [1000, 10, '1111.11'],
    [1, 99.99, '10000.00'],
    [1000, '35', '1538.46'],
    ['1,000.00', '35.00', '1538.46'],
    // 1/3: a 66.67 margin leaves 0.3333 of the price
    [100, 66.67, '300.03'],
    // 0.1 + 0.2 at 50%: 0.60000000000000008 -> 0.60
    [0.1 + 0.2, 50, '0.60'],
    // 33.335 (a double just under it) at 50% is 66.67 exactly
    [33.335, 50, '66.67'],
    // half a cent rounds away from zero: 0.0035 / 0.7 = 0.005
    ['0.0035', 30, '0.01'],
    ['-0.0035', 30, '-0.01'],
    [-100, 30, '-142.86'],
    ['9999999.99', 30, '14285714.27'],
    [0, 30, '0.00'],
    // under the input's minimum it still computes (a form typing "3" on the way to "35")
    [100, 0, '100.00'],
    [100, 5, '105.26'],
  ] as const)('%j at %j%% -> %s', (quoted, margin, expected) => {
    expect(proposedAmount(quoted, margin)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['abc'], [Number.NaN]])(
    'a missing margin (%j) is the default 30',
    (margin) => {
      expect(proposedAmount(100, margin)).toBe('142.86');
    },
  );

  it('is 0.00 without a quoted amount', () => {
    expect(proposedAmount(null, 30)).toBe('0.00');
    expect(proposedAmount('', 30)).toBe('0.00');
    expect(proposedAmount('n/a', 30)).toBe('0.00');
  });

  it.each([[100], ['100.00'], [150]])('refuses a margin of %j: no price has it', (margin) => {
    expect(() => proposedAmount(100, margin)).toThrow(RangeError);
  });
});

describe('vendorProposalQuoted = amount / 0.7 (the vendor proposal margin basis)', () => {
  it.each([
    [100, '142.86'],
    ['100.00', '142.86'],
    [70, '100.00'],
    [0.7, '1.00'],
    [1, '1.43'],
    // 1/3 of 2.10 is 0.70 -> 1.00
    [2.1 / 3, '1.00'],
    [0.1 + 0.2, '0.43'],
    [33.335, '47.62'],
    ['0.0035', '0.01'],
    ['-0.0035', '-0.01'],
    [-70, '-100.00'],
    ['9,999,999.99', '14285714.27'],
    [0, '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['', '0.00'],
  ] as const)('%j -> %s', (amount, expected) => {
    expect(vendorProposalQuoted(amount)).toBe(expected);
  });
});
