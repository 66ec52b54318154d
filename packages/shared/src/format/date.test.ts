import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toIsoDate } from './date';

const NY = { timeZone: 'America/New_York' };
const LA = { timeZone: 'America/Los_Angeles' };
const TOKYO = { timeZone: 'Asia/Tokyo' };

describe('formatDate', () => {
  it('shows a calendar date as written, in any zone', () => {
    for (const options of [NY, LA, TOKYO, {}]) {
      expect(formatDate('2024-03-05', options)).toBe('03/05/2024');
      expect(formatDate('2024-12-31T00:00:00', options)).toBe('12/31/2024');
    }
  });

  it('reads an exact UTC midnight (a date kept in timestamptz) as that calendar date', () => {
    expect(formatDate('2024-03-05T00:00:00Z', LA)).toBe('03/05/2024');
    expect(formatDate('2024-03-05T00:00:00.000Z', NY)).toBe('03/05/2024');
    expect(formatDate('2024-03-05T00:00:00+00:00', TOKYO)).toBe('03/05/2024');
    expect(formatDate(new Date(Date.UTC(2024, 0, 1)), LA)).toBe('01/01/2024');
  });

  it("shows any other instant on the viewer's calendar", () => {
    expect(formatDate('2024-03-05T03:30:00Z', NY)).toBe('03/04/2024');
    expect(formatDate('2024-03-05T03:30:00Z', TOKYO)).toBe('03/05/2024');
    expect(formatDate('2024-03-05T23:30:00-05:00', NY)).toBe('03/05/2024');
    expect(formatDate(Date.UTC(2024, 6, 4, 12), LA)).toBe('07/04/2024');
  });

  it('pads month, day and year', () => {
    expect(formatDate('0999-01-02')).toBe('01/02/0999');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, new Date('x')])('shows %j as empty', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2024-03-05T18:07:00Z', { timeZone: 'America/Chicago' }, '03/05/2024 12:07 PM'],
    ['2024-03-05T05:00:00Z', NY, '03/05/2024 12:00 AM'],
    ['2024-03-05T04:59:00Z', NY, '03/04/2024 11:59 PM'],
    ['2024-03-05T13:05:00Z', { timeZone: 'UTC' }, '03/05/2024 01:05 PM'],
    ['2024-03-05T00:00:00Z', LA, '03/04/2024 04:00 PM'],
    ['2024-03-10T07:30:00Z', NY, '03/10/2024 03:30 AM'],
    ['2024-11-03T06:30:00Z', NY, '11/03/2024 01:30 AM'],
    ['2024-03-05T09:15:00+05:30', { timeZone: 'UTC' }, '03/05/2024 03:45 AM'],
  ] as const)('%s in %j -> %s', (value, options, expected) => {
    expect(formatDateTime(value, options)).toBe(expected);
  });

  it('shows a zone-less time as written', () => {
    expect(formatDateTime('2024-03-05T14:30:00', TOKYO)).toBe('03/05/2024 02:30 PM');
    expect(formatDateTime('2024-03-05 00:05', NY)).toBe('03/05/2024 12:05 AM');
    expect(formatDateTime('2024-03-05', NY)).toBe('03/05/2024 12:00 AM');
  });

  it("uses the runtime's zone when none is given", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const value = '2024-08-15T16:45:00Z';
    expect(formatDateTime(value)).toBe(formatDateTime(value, { timeZone: zone }));
    expect(formatDateTime(new Date(value))).toBe(formatDateTime(value, { timeZone: zone }));
  });

  it.each([null, undefined, '', 'garbage'])('shows %j as empty', (value) => {
    expect(formatDateTime(value)).toBe('');
  });
});

describe('toIsoDate', () => {
  it("writes a picker's local date without a zone shift", () => {
    expect(toIsoDate(new Date(2024, 2, 5))).toBe('2024-03-05');
    expect(toIsoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });
});
