import { describe, expect, it } from 'vitest';
import { complianceThreshold, vendorCompliance } from './vendor-compliance';

const today = new Date('2026-11-24T15:00:00Z');

describe('complianceThreshold', () => {
  it.each([
    [46, null],
    [45, '45'],
    [16, '45'],
    [15, '15'],
    [0, '15'],
    [-1, 'expired'],
  ])('%i days left -> %s', (days, threshold) => {
    expect(complianceThreshold(days)).toBe(threshold);
  });
});

describe('vendorCompliance', () => {
  it('counts calendar days to each expiry and names the reminder due', () => {
    const items = vendorCompliance(
      {
        glexpirationdate: '2026-12-09T00:00:00Z',
        wcexpirationdate: new Date('2026-11-23T23:00:00Z'),
        wcexempt: false,
        w9date: '2023-12-31T00:00:00Z',
      },
      today,
    );
    expect(items.map(({ document, daysleft, threshold }) => [document, daysleft, threshold])).toEqual([
      ['gl', 15, '15'],
      ['wc', -1, 'expired'],
      ['w9', 37, '45'],
    ]);
    expect(items[2]!.expirationdate.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('skips missing dates and workers comp when exempt', () => {
    const items = vendorCompliance(
      { glexpirationdate: null, wcexpirationdate: '2020-01-01', wcexempt: true, w9date: null },
      today,
    );
    expect(items).toEqual([]);
  });
});
