import {
  AWAITING_ARRIVAL_STATUS_IDS,
  FIELD_WORK_DONE_STATUS_IDS,
  type StatusId,
} from '../constants/statuses';
import { PRIORITIES, PRIORITY } from '../constants/work-orders';

// Past-due work orders at a glance (issue 19, docs/decisions/191). The API's `pastdue` filter
// (work-orders.list.repository.ts) is the same rule in SQL; the lists mark the dates with it.

/** The fields of a list row the rule reads. Dates are ISO strings (calendar dates at UTC midnight). */
export type PastDueRow = {
  statusid: number;
  priorityid: number | null;
  scheduledate: string | null;
  promisedate: string | null;
  createddate: string;
};

/** What is past due on one order: its schedule date, its follow-up date, its Emergency ETA. */
export type PastDue = { schedule: boolean; followUp: boolean; eta: boolean };

/** The moment of the check and the viewer's calendar day (`viewerToday`), as the API's filter has them. */
export type PastDueClock = { now: Date; today: Date };

const HOUR_MS = 3_600_000;

/** The Emergency ETA in hours (reference data; the API reads the priority table's value). */
export const EMERGENCY_ETA_HOURS =
  PRIORITIES.find((priority) => priority.id === PRIORITY.Emergency)?.etahours ?? 4;

/**
 * Whether an order's schedule and follow-up dates can be past due: every status before completion
 * (not FIELD_WORK_DONE_STATUS_IDS: completed by the vendor, paperwork, billing, invoiced, denied, cancelled).
 */
export const isOpenForPastDue = (statusid: number): boolean =>
  !FIELD_WORK_DONE_STATUS_IDS.includes(statusid as StatusId);

/** Whether an Emergency order's technician is still expected (decision 066's statuses). */
export const isAwaitingArrival = (statusid: number): boolean =>
  (AWAITING_ARRIVAL_STATUS_IDS as readonly number[]).includes(statusid);

/**
 * The viewer's calendar day as the midnight UTC instant the API stores calendar dates at: a date
 * before it is past. `timeZone` is the viewer's (the runtime's own when absent).
 */
export function viewerToday(now: Date, timeZone?: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
}

const isBefore = (value: string | null, limit: Date) => {
  if (!value) return false;
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time < limit.getTime();
};

/**
 * What is past due on one order (docs/decisions/191):
 * - schedule and follow-up dates before the viewer's today, while the order is open (isOpenForPastDue);
 * - an Emergency order still awaiting arrival whose ETA (received + the Emergency ETA hours) has passed,
 *   as the Admin bell counts it (decision 066).
 */
export function pastDueOf(row: PastDueRow, clock: PastDueClock): PastDue {
  const isOpen = isOpenForPastDue(row.statusid);
  const received = new Date(row.createddate).getTime();
  return {
    schedule: isOpen && isBefore(row.scheduledate, clock.today),
    followUp: isOpen && isBefore(row.promisedate, clock.today),
    eta:
      row.priorityid === PRIORITY.Emergency &&
      isAwaitingArrival(row.statusid) &&
      received + EMERGENCY_ETA_HOURS * HOUR_MS < clock.now.getTime(),
  };
}

/** Whether anything on the order is past due: what the `pastdue` filter keeps. */
export const isPastDue = (row: PastDueRow, clock: PastDueClock): boolean => {
  const due = pastDueOf(row, clock);
  return due.schedule || due.followUp || due.eta;
};

/** Whole days from a past calendar date to today (1 for yesterday), for the marks' tooltips. */
export const daysPastDue = (value: string, today: Date): number =>
  Math.max(1, Math.ceil((today.getTime() - new Date(value).getTime()) / (24 * HOUR_MS)));
