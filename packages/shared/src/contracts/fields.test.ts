import { describe, expect, it } from 'vitest';
import { emailUserIds, idList, optionalDate, optionalId, requiredDate, requiredId, timeZone } from './fields';
import { setDatabaseTimeZones } from './time-zones';

// The shared fields on their own (docs/decisions/117); the routes' use of them is in
// apps/api/test/platform/hostile-input*.test.ts.

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('requiredId', () => {
  const id = requiredId('Work Order');

  it('takes an integer or a string of digits', () => {
    expect(id.parse(2001)).toBe(2001);
    expect(id.parse('2001')).toBe(2001);
    expect(id.parse('0042')).toBe(42);
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([
    true,
    [[[[2001]]]],
    '0x7D1',
    ' 1',
    '1 ',
    '+1',
    '1e3',
    '1.0',
    1.5,
    -1,
    '-1',
    2_147_483_648,
    {},
    NaN,
  ])('calls %j invalid', (value) => expect(issue(id.safeParse(value))).toBe('Work Order is invalid.'));

  it.each([undefined, null, '', 0, '0'])('calls %j required', (value) =>
    expect(issue(id.safeParse(value))).toBe(
      value === null ? 'Work Order is invalid.' : 'Work Order is required.',
    ),
  );
});

describe('optionalId', () => {
  const id = optionalId('Job Site');

  it('keeps absent apart from none: absent unchanged, null, 0 or "" cleared', () => {
    expect(id.parse(undefined)).toBeUndefined();
    for (const none of [null, 0, '0', '']) expect(id.parse(none)).toBeNull();
    expect(id.parse('15')).toBe(15);
    expect(issue(id.safeParse(true))).toBe('Job Site is invalid.');
    expect(issue(id.safeParse('x'))).toBe('Job Site is invalid.');
  });
});

describe('idList and emailUserIds', () => {
  it('takes arrays of ids and comma lists, refusing any item that is not an id', () => {
    expect(emailUserIds.parse([3, '4'])).toEqual([3, 4]);
    expect(emailUserIds.parse('3, 4,')).toEqual([3, 4]);
    expect(emailUserIds.parse(undefined)).toEqual([]);
    expect(issue(emailUserIds.safeParse('3,abc'))).toBe('Users is invalid.');
    expect(issue(emailUserIds.safeParse([3, true]))).toBe('Users is invalid.');
    expect(issue(idList('Trades', { max: 2 }).safeParse([1, 2, 3]))).toBe('At most 2 Trades.');
  });
});

describe('dates', () => {
  const date = requiredDate('Due Date');

  it('takes ISO days and date-times from 1900 to 2199', () => {
    expect(date.parse('1900-01-01').toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(date.parse('2199-12-31T23:59:59Z').toISOString()).toBe('2199-12-31T23:59:59.000Z');
  });

  it.each(['+275760-09-13', '1899-12-31', '2200-01-01', '1', 'March 7, 2025', '2025-13-01', '2025-02-30T'])(
    'refuses %s, naming the field',
    (value) => expect(issue(date.safeParse(value))).toBe('Due Date is invalid.'),
  );

  it('says required only when nothing is sent', () => {
    expect(issue(date.safeParse(undefined))).toBe('Due Date is required.');
    expect(issue(date.safeParse(''))).toBe('Due Date is required.');
    expect(issue(date.safeParse(20250101))).toBe('Due Date is invalid.');
  });

  it('optionalDate: absent unchanged, null or empty cleared, far dates refused', () => {
    const optional = optionalDate('Promise Date');
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse('')).toBeNull();
    expect(issue(optional.safeParse('+275760-09-13'))).toBe('Promise Date is invalid.');
  });
});

describe('timeZone', () => {
  it('takes only zones both the database and Intl know, and none before the database has said', () => {
    const zone = timeZone();
    expect(issue(zone.safeParse('America/New_York'))).toBe('Time zone is invalid.');
    setDatabaseTimeZones(['America/New_York', 'US/Pacific-New']);
    expect(zone.parse(' america/new_york ')).toBe('america/new_york');
    expect(issue(zone.safeParse('Europe/Paris'))).toBe('Time zone is invalid.');
    expect(issue(timeZone('Zone').safeParse('x'.repeat(65)))).toBe('Zone is invalid.');
  });
});
