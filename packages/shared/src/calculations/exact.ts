// Exact decimal arithmetic for the money calculations (docs/decisions/134). Inputs are read as exact
// decimals (BigInt units and a scale), multiplied and divided without a binary fraction in between, and
// rounded once to cents (or hundredths of a percent), half away from zero on the decimal value.
// BigInt rather than integer cents in doubles: a quantity with decimals times a rate has four decimals
// and a tax rate three more, and 9,999,999,999.99 x 9,999,999,999.99 passes 2^53 long before that.

/** A number as the calculations take it: a JSON number or a decimal string ("1,234.50", "$12"). */
export type AmountInput = number | string | null | undefined;

/** An exact decimal: `units` / 10^`scale`. */
export type Exact = { units: bigint; scale: number };

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Beyond any amount or rate; keeps 10n ** exponent cheap for a hostile "1e999999". */
const MAX_EXPONENT = 400;

/**
 * The exact value of an input, or undefined for null, '', NaN, Infinity and text that is not a
 * number (the calculations fall back to 0 there, spec C section 9). A JSON number is read as the
 * shortest decimal that reads back as the same double (String(33.335) is "33.335"), which is what
 * the person or the database wrote; strings may carry `$`, thousands commas and spaces, as toCents takes.
 */
export function exact(value: AmountInput): Exact | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined; // null, or a stray JSON value
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = typeof value === 'number' ? String(value) : value.replace(/[$,\s]/g, '');
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const power = Number(exponent);
  if (Math.abs(power) > MAX_EXPONENT) return undefined;
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - power;
  const units = scale < 0 ? digits * pow10(-scale) : digits;
  return { units: sign === '-' ? -units : units, scale: Math.max(scale, 0) };
}

export const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/** The exact product of the values, or undefined when any of them is not a number. */
export function product(values: readonly AmountInput[]): Exact | undefined {
  let result: Exact = { units: 1n, scale: 0 };
  for (const value of values) {
    const factor = exact(value);
    if (!factor) return undefined;
    result = { units: result.units * factor.units, scale: result.scale + factor.scale };
  }
  return result;
}

/** numerator / denominator rounded to an integer, half away from zero. Throws on a zero denominator. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // floor(n / d + 1/2): half up on the magnitude, so half away from zero once the sign is put back.
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** An exact value in cents, rounded half away from zero (33.335 -> 3334, -0.005 -> -1). */
export const roundToCents = (value: Exact): bigint => divideRounded(value.units * 100n, pow10(value.scale));

/** Cents of an input, 0 when it is not a number. */
export const centsOf = (value: AmountInput): bigint => {
  const parsed = exact(value);
  return parsed ? roundToCents(parsed) : 0n;
};

/** dividend / divisor in cents, rounded half away from zero. Throws on a zero divisor. */
export const quotientInCents = (dividend: Exact, divisor: Exact): bigint =>
  divideRounded(dividend.units * pow10(divisor.scale) * 100n, pow10(dividend.scale) * divisor.units);

/**
 * Hundredths (cents, or hundredths of a percent) as the two-decimal string the API sends for `money`
 * fields: 12345n -> "123.45", -5n -> "-0.05". Exact at any size, unlike a double.
 */
export const twoDecimals = (hundredths: bigint): string => {
  const magnitude = hundredths < 0n ? -hundredths : hundredths;
  const fraction = String(magnitude % 100n).padStart(2, '0');
  return `${hundredths < 0n ? '-' : ''}${magnitude / 100n}.${fraction}`;
};
