import { centsOf, twoDecimals, type AmountInput } from './exact';

/**
 * The exact sum of amounts as the two-decimal text the API sends ("0.00" for none): each amount rounded to
 * cents first, as a footer adds the amounts its rows show. Values that are not numbers count as 0.
 */
export function sumAmounts(values: readonly AmountInput[]): string {
  let cents = 0n;
  for (const value of values) cents += centsOf(value);
  return twoDecimals(cents);
}
