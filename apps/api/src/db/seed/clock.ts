/**
 * Seeded dates are the anchor plus a fixed offset: the anchor is the run's time truncated to the
 * hour, so dashboards look current and two runs in the same hour write the same rows (decision 071).
 */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** How long an approved bill of a bulk (bench) order may wait for its QuickBooks push in seeded data. */
export const SYNC_BACKLOG_MS = 14 * DAY;

export const anchorOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR) * HOUR);

export type Clock = {
  anchor: Date;
  /** anchor + hours (negative for the past). */
  hours(offset: number): Date;
  days(offset: number): Date;
  /** `date`, but never later than the anchor. */
  past(date: Date): Date;
};

export function createClock(anchor: Date): Clock {
  const t = anchor.getTime();
  return {
    anchor,
    hours: (offset) => new Date(t + Math.round(offset * HOUR)),
    days: (offset) => new Date(t + Math.round(offset * DAY)),
    past: (date) => (date.getTime() > t ? anchor : date),
  };
}
