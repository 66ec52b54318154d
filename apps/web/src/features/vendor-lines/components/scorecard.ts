import { formatMoney } from '../../../lib/format';
import type { VendorScorecard } from '../api/types';

/** The figures a grid shows: a line's scorecard, or a Select Vendor row, which carries them flat. */
export type ScorecardFigures = Pick<
  VendorScorecard,
  'qcaverage' | 'qcreviews' | 'ontimerate' | 'arrivals' | 'completedjobs' | 'averagecost'
>;

// The vendor scorecard's figures as the grids show them (issue 10 "Beyond the spec", docs/decisions/131):
// per vendor and trade over the last 12 months, from our own lines, reviews and TOS events.

/** The QC average (1 Fair, 2 Good, 3 Excellent) with two decimals, e.g. "2.50". */
export const formatQcAverage = (card: ScorecardFigures | null | undefined) =>
  card?.qcaverage == null ? '' : card.qcaverage.toFixed(2);

/** On-time arrivals as a whole percent, e.g. "80%". */
export const formatOnTime = (card: ScorecardFigures | null | undefined) =>
  card?.ontimerate == null ? '' : `${Math.round(card.ontimerate * 100)}%`;

export const formatAverageCost = (card: ScorecardFigures | null | undefined) =>
  card?.averagecost == null ? '' : formatMoney(card.averagecost);

/** What each figure is made of, for the cell's title. */
export const scorecardTitles = {
  qcaverage: (card: ScorecardFigures | null | undefined) =>
    card
      ? `${card.qcreviews} QC review${card.qcreviews === 1 ? '' : 's'} in 12 months (1 Fair, 2 Good, 3 Excellent)`
      : '',
  ontimerate: (card: ScorecardFigures | null | undefined) =>
    card ? `${card.arrivals} arrival${card.arrivals === 1 ? '' : 's'} with evidence in 12 months` : '',
  completedjobs: () => 'Completed jobs in this trade in 12 months',
  averagecost: () => 'Average cost of the completed jobs in 12 months',
};

/** A sortable value: unknown figures (null) sort last whichever way (MRT's `sortUndefined`). */
export const sortable = (value: number | string | null | undefined): number | undefined =>
  value == null ? undefined : Number(value);
