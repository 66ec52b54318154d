import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultInvoiceDueDate } from './due-date';

describe('defaultInvoiceDueDate = invoice date + the customer term in days', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    // the customer terms of spec C section 9
    [10, '2024-03-11'],
    [15, '2024-03-16'],
    [30, '2024-03-31'],
    [45, '2024-04-15'],
    [60, '2024-04-30'],
    [75, '2024-05-15'],
    [90, '2024-05-30'],
  ])('2024-03-01 + %i days -> %s', (term, expected) => {
    expect(defaultInvoiceDueDate('2024-03-01', term)).toBe(expected);
  });

  it.each([
    ['2024-01-31', 30, '2024-03-01'],
    ['2023-01-31', 30, '2023-03-02'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-12-15', 30, '2024-01-14'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', 0, '2024-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-03-01', 30.9, '2024-03-31'],
  ] as const)('%s + %j days -> %s', (date, term, expected) => {
    expect(defaultInvoiceDueDate(date, term)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN]])('a missing term (%j) is due on the invoice date', (term) => {
    expect(defaultInvoiceDueDate('2024-03-01', term)).toBe('2024-03-01');
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London'])(
    'does not drift across daylight-saving changes or date lines (TZ %s)',
    (zone) => {
      vi.stubEnv('TZ', zone);
      expect(defaultInvoiceDueDate('2024-11-02', 2)).toBe('2024-11-04');
      expect(defaultInvoiceDueDate('2024-03-09', 2)).toBe('2024-03-11');
      expect(defaultInvoiceDueDate('2024-10-26', 30)).toBe('2024-11-25');
    },
  );

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '02/01/2024', '2024-1-5', '2024-03-01T00:00:00Z', ''])(
    'refuses %j, which is not a YYYY-MM-DD calendar date',
    (date) => {
      expect(() => defaultInvoiceDueDate(date, 30)).toThrow(RangeError);
    },
  );
});
