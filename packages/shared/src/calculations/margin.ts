import { toCents } from '../format/money';
import { centsOf, divideRounded, twoDecimals, type AmountInput } from './exact';

const cents = (value: AmountInput): number =>
  value === null || value === undefined || value === '' ? 0 : toCents(value);

/**
 * (price - cost) / price as a percent in hundredths, exact and rounded half away from zero on the
 * decimal value (0.005% -> 0.01%, where a double's 0.00499... would give 0.00%), decision 134.
 */
const marginHundredths = (priceCents: bigint, costCents: bigint): bigint =>
  divideRounded((priceCents - costCents) * 10_000n, priceCents);

/**
 * The work-order header's margin (spec B section 9): the order's non-rejected invoice totals against
 * the summed quoted amounts of its vendor lines, as a percent of the invoice totals with two decimals.
 * "0%" when both are 0, "-100%" when there is no invoice amount. Arithmetic in integer cents.
 */
export function workOrderMargin(options: { invoiceTotal: AmountInput; vendorCost: AmountInput }): string {
  const invoice = cents(options.invoiceTotal);
  const cost = cents(options.vendorCost);
  if (invoice === 0 && cost === 0) return '0%';
  if (invoice === 0) return '-100%';
  return `${twoDecimals(marginHundredths(BigInt(invoice), BigInt(cost)))}%`;
}

/**
 * An invoice's (or a proposal's) margin against the vendor cost (spec B section 9, spec C section 9):
 * (total - vendor cost) / total as a percent with two decimals (1000 against 700 -> 30). null when the
 * total is 0 or missing (no price, no margin); a missing vendor cost counts as 0.
 */
export function invoiceMargin(options: { total: AmountInput; vendorCost: AmountInput }): number | null {
  const total = centsOf(options.total);
  if (total === 0n) return null;
  return Number(twoDecimals(marginHundredths(total, centsOf(options.vendorCost))));
}
