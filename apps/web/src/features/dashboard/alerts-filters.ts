import type { ETA_DAY_OPTIONS } from '@dispatchwise/shared';

export type EtaDays = (typeof ETA_DAY_OPTIONS)[number];

/** The ETA choice of the alerts toolbar (spec A "Alerts dashboard"; days of spec A section 9). */
export const ETA_CHOICES: readonly { days: EtaDays; label: string }[] = [
  { days: 0, label: 'Today' },
  { days: 7, label: 'Next 7 Days' },
  { days: 14, label: 'Next 14 Days' },
  { days: 30, label: 'Next 30 Days' },
];

/** Flagged Orders and My Work Orders exclude each other: at most one is on. */
export type OwnFilter = 'none' | 'flagged' | 'mine';

/** `isPastDue`: the Past Due quick filter, a condition of the grid's filter (decision 191), not a route parameter. */
export type AlertsFilters = { days: EtaDays; own: OwnFilter; isPastDue?: boolean };

export const DEFAULT_ALERTS_FILTERS: AlertsFilters = { days: 0, own: 'none', isPastDue: false };

/** The query values GET /api/dashboard/getalerts takes beside the grid options. */
export function alertsParams({ days, own }: AlertsFilters): Record<string, string | number> {
  return {
    days,
    ...(own === 'flagged' ? { flagged: 'true' } : {}),
    ...(own === 'mine' ? { mine: 'true' } : {}),
  };
}

/** Ticking one checkbox clears the other; unticking leaves both off. */
export function toggleOwnFilter(current: OwnFilter, clicked: Exclude<OwnFilter, 'none'>): OwnFilter {
  return current === clicked ? 'none' : clicked;
}
