// Money is exact (ARCHITECTURE.md mechanism 6): amounts travel as decimal strings or numbers and are
// turned into integer cents before any arithmetic, so 0.1 + 0.2 never shows up on an invoice.

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Integer cents of an amount, rounded half away from zero at the third decimal. Strings may carry a
 * `$`, thousands commas and spaces ("$1,234.505"). Throws RangeError on anything that is not a number,
 * because a silently zero amount is worse than a visible failure.
 */
export const toCents = (value: number | string): number => {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.replace(/[$,\s]/g, '');
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Not an amount: ${String(value)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
};

/** Decimal digits of a finite number without exponent notation (String(1e-7) is "1e-7"). */
const numberToPlainString = (value: number): string => {
  if (!Number.isFinite(value)) return 'NaN';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form only happens below 1e-6 (rounds to 0 cents) or above 1e21 (beyond any invoice).
  return Math.abs(value) < 1 ? '0' : value.toFixed(0);
};

/** Cents back to a number of dollars for JSON payloads (exact to two decimals as a double allows). */
export const fromCents = (cents: number): number => cents / 100;

/** Cents as the decimal string a `numeric` column takes: 123450 -> "1234.50", -5 -> "-0.05". */
export const centsToDecimalString = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * USD with two decimals: 1234.5 -> "$1,234.50", -1 -> "-$1.00". Empty or unreadable values show as
 * an empty cell rather than "$0.00", which would claim an amount nobody entered.
 */
export const formatMoney = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  let cents: number;
  try {
    cents = toCents(value);
  } catch {
    return '';
  }
  return formatCents(cents);
};

/** Integer cents as USD: 123450 -> "$1,234.50". */
export const formatCents = (cents: number): string => USD.format(cents === 0 ? 0 : cents / 100);
