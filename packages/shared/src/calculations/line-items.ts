import { LABOR_MULTIPLIERS } from '../constants/lines';
import { centsOf, exact, product, roundToCents, twoDecimals, type AmountInput } from './exact';

// The line amounts of spec B section 9 and spec C section 9, exact to the cent (docs/decisions/134):
// each amount is rounded once, half away from zero; a line's taxes are computed from its rounded
// subtotal and its total is their sum, and a document's totals are the sums of its lines' rounded
// amounts, so the figures on a screen or a PDF always add up. Amounts are the two-decimal strings the
// API sends for `money` fields.

/** A line's or a document's amounts, as two-decimal strings ("123.45"). */
export type LineAmounts = { subtotal: string; taxes: string; total: string };

/** The product of the inputs in cents; 0 when one of them is not a number. */
const productInCents = (values: readonly AmountInput[]): bigint => {
  const exactProduct = product(values);
  return exactProduct ? roundToCents(exactProduct) : 0n;
};

/**
 * A proposal's or invoice's line: subtotal = quantity x rate; taxes = subtotal x tax rate / 100;
 * total = subtotal + taxes. Invalid numbers fall back (spec C section 9): no subtotal without a
 * quantity and a rate (0), no taxes without a tax rate (0, so the total is the subtotal).
 */
export function lineAmounts(line: {
  quantity: AmountInput;
  rate: AmountInput;
  taxrate?: AmountInput;
}): LineAmounts {
  const subtotal = productInCents([line.quantity, line.rate]);
  const taxrate = exact(line.taxrate);
  // The rounded subtotal (cents: scale 2) x the tax rate / 100 (2 more decimals), rounded once.
  const taxes = taxrate ? roundToCents({ units: subtotal * taxrate.units, scale: taxrate.scale + 4 }) : 0n;
  return { subtotal: twoDecimals(subtotal), taxes: twoDecimals(taxes), total: twoDecimals(subtotal + taxes) };
}

/** A document's totals: the sums of its lines' own (rounded) amounts; "0.00" for no lines. */
export function documentTotals(
  lines: readonly { subtotal: AmountInput; taxes: AmountInput; total: AmountInput }[],
): LineAmounts {
  let subtotal = 0n;
  let taxes = 0n;
  let total = 0n;
  for (const line of lines) {
    subtotal += centsOf(line.subtotal);
    taxes += centsOf(line.taxes);
    total += centsOf(line.total);
  }
  return { subtotal: twoDecimals(subtotal), taxes: twoDecimals(taxes), total: twoDecimals(total) };
}

/**
 * A vendor proposal's labor line: rate x hours x techs x the rate type's multiplier (1 Regular x1,
 * 2 Overtime x1.5, 3 Double Time x2), rounded once. "0.00" when a number is missing or the rate type
 * is not one of them (the review requires it, spec B section 5).
 */
export function laborAmount(line: {
  rate: AmountInput;
  hours: AmountInput;
  techs: AmountInput;
  multiplierid: number | string | null | undefined;
}): string {
  const multiplier = LABOR_MULTIPLIERS.get(Number(line.multiplierid));
  if (multiplier === undefined) return twoDecimals(0n);
  return twoDecimals(productInCents([line.rate, line.hours, line.techs, multiplier]));
}

/** A vendor proposal's material or other line: unit price x quantity; "0.00" when one is missing. */
export function materialAmount(line: { unitprice: AmountInput; quantity: AmountInput }): string {
  return twoDecimals(productInCents([line.unitprice, line.quantity]));
}
