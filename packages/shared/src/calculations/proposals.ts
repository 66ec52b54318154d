import { PROPOSAL_MARGIN, VENDOR_PROPOSAL_MARGIN_DIVISOR } from '../constants/lines';
import { exact, pow10, quotientInCents, twoDecimals, type AmountInput } from './exact';

// Proposal prices (spec B sections 5 and 9, spec C section 9), exact to the cent and rounded once, half
// away from zero (docs/decisions/134).

/** The margin percent a new customer proposal starts with (spec B section 9). */
export const DEFAULT_PROPOSAL_MARGIN = PROPOSAL_MARGIN.default;
/** The margin percent input's bounds (spec B section 5). 100 itself has no price: see proposedAmount. */
export const MIN_PROPOSAL_MARGIN = PROPOSAL_MARGIN.min;
export const MAX_PROPOSAL_MARGIN = PROPOSAL_MARGIN.max;

/**
 * A customer proposal's proposed amount: quoted amount / (1 - margin / 100), so that the margin is that
 * percent of the price (30 on 100.00 -> 142.86). A missing or unreadable margin is the default (30); a
 * missing quoted amount is 0. Margins under the input's minimum are computed as given (a form shows the
 * price while one types "3" on the way to "35"); validation refuses them.
 * A margin of 100 or more has no price (all of the price would be margin: a division by zero, or a
 * negative price), so it throws a RangeError rather than invent one; callers must refuse it first
 * (decision 134).
 */
export function proposedAmount(quoted: AmountInput, marginPercent?: AmountInput): string {
  const amount = exact(quoted);
  if (!amount) return twoDecimals(0n);
  const margin = exact(marginPercent) ?? exact(DEFAULT_PROPOSAL_MARGIN)!;
  // 1 - margin / 100 as an exact decimal: (10^(scale + 2) - units) / 10^(scale + 2).
  const scale = margin.scale + 2;
  const share = { units: pow10(scale) - margin.units, scale };
  if (share.units <= 0n) {
    throw new RangeError(`A margin of ${String(marginPercent)}% leaves no price (it must be below 100).`);
  }
  return twoDecimals(quotientInCents(amount, share));
}

/**
 * The vendor proposal margin basis (spec B section 9, spec C section 9): the quoted amount derived from
 * a vendor's proposal amount, amount / 0.7 (100.00 -> 142.86). "0.00" when the amount is missing.
 */
export function vendorProposalQuoted(amount: AmountInput): string {
  const value = exact(amount);
  if (!value) return twoDecimals(0n);
  return twoDecimals(quotientInCents(value, exact(VENDOR_PROPOSAL_MARGIN_DIVISOR)!));
}
