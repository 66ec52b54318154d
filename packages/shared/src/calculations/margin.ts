import { toCents } from '../format/money';

type Amount = number | string | null | undefined;

const cents = (value: Amount): number =>
  value === null || value === undefined || value === '' ? 0 : toCents(value);

/**
 * The work-order header's margin (spec B section 9): the order's non-rejected invoice totals against
 * the summed quoted amounts of its vendor lines, as a percent of the invoice totals with two decimals.
 * "0%" when both are 0, "-100%" when there is no invoice amount. Arithmetic in integer cents.
 */
export function workOrderMargin(options: { invoiceTotal: Amount; vendorCost: Amount }): string {
  const invoice = cents(options.invoiceTotal);
  const cost = cents(options.vendorCost);
  if (invoice === 0 && cost === 0) return '0%';
  if (invoice === 0) return '-100%';
  const percent = ((invoice - cost) * 100) / invoice;
  // toFixed rounds binary doubles (1.005 -> "1.00"); round half away from zero on the decimal value.
  const rounded = (Math.sign(percent) * Math.round(Math.abs(percent) * 100 + 1e-9)) / 100;
  return `${(rounded === 0 ? 0 : rounded).toFixed(2)}%`;
}
