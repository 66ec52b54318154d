import { describe, expect, it } from 'vitest';
import { formatUsPhone, isCompleteUsPhone, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it.each([
    ['2015551234', '2015551234'],
    ['+1 (201) 555-1234', '2015551234'],
    ['(201) 555-1234', '2015551234'],
    ['12015551234', '2015551234'],
    ['+1 (20', '20'],
    ['+1 (', ''],
    ['201555123456', '2015551234'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (value, digits) => {
    expect(phoneDigits(value)).toBe(digits);
  });

  it('refuses a first digit 0 or 1 when the area code is restricted', () => {
    expect(phoneDigits('1', { isAreaCodeRestricted: true })).toBe('');
    expect(phoneDigits('0', { isAreaCodeRestricted: true })).toBe('');
    expect(phoneDigits('012', { isAreaCodeRestricted: true })).toBe('2');
    expect(phoneDigits('+1 (201) 555', { isAreaCodeRestricted: true })).toBe('201555');
    expect(phoneDigits('1', {})).toBe('1');
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['2', '+1 (2'],
    ['201', '+1 (201'],
    ['2015', '+1 (201) 5'],
    ['201555', '+1 (201) 555'],
    ['2015551', '+1 (201) 555-1'],
    ['2015551234', '+1 (201) 555-1234'],
    ['(201) 555-1234', '+1 (201) 555-1234'],
  ])('%s -> %s', (value, shown) => {
    expect(formatUsPhone(value)).toBe(shown);
  });
});

describe('isCompleteUsPhone', () => {
  it('wants ten digits, and with the restriction an area code from 2', () => {
    expect(isCompleteUsPhone('2015551234')).toBe(true);
    expect(isCompleteUsPhone('+1 (201) 555-1234')).toBe(true);
    expect(isCompleteUsPhone('201555123')).toBe(false);
    expect(isCompleteUsPhone('1015551234')).toBe(true);
    expect(isCompleteUsPhone('1015551234', { isAreaCodeRestricted: true })).toBe(false);
    expect(isCompleteUsPhone('')).toBe(false);
  });
});
