import {
  daysPastDue,
  EMERGENCY_ETA_HOURS,
  isEmergencyPriority,
  pastDueOf,
  PRIORITIES,
  viewerToday,
  type PastDueClock,
  type PastDueRow,
  WORK_ORDER_STATUSES,
} from '@dispatchwise/shared';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import EventBusy from '@mui/icons-material/EventBusy';
import type { CSSProperties, ReactNode } from 'react';
import { GRID_CELL_CLASS } from '../../components/data-grid';
import { Tooltip } from '../../components/tooltip';
import { textOn } from '../../lib/colors';
import { formatDate } from '../../lib/format';

// The cells every work-order grid shares (issue 19, docs/decisions/191): one priority cell, and dates
// marked when past due. Plain elements with inline styles: a grid draws a hundred rows of them, and an
// `sx` per cell would be serialized by emotion each time (decision 129); they look the same in a card.

/** The colour of past-due marks (MUI's error red, as the Emergency priority). */
export const PAST_DUE_COLOR = '#C62828';
const EMERGENCY_COLOR = PRIORITIES[0]?.color ?? '#D32F2F';
const CLOCK_REFRESH_MS = 60_000;

let cachedClock: (PastDueClock & { at: number }) | undefined;

/**
 * The moment and the viewer's calendar day the marks compare with, read again at most once a minute (the
 * rows draw again whenever a page loads or a live list refreshes).
 */
export function pastDueClock(): PastDueClock {
  const now = Date.now();
  if (!cachedClock || now < cachedClock.at || now - cachedClock.at >= CLOCK_REFRESH_MS) {
    const date = new Date(now);
    cachedClock = { now: date, today: viewerToday(date), at: now };
  }
  return cachedClock;
}

const markStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: PAST_DUE_COLOR,
  fontWeight: 600,
  minWidth: 0,
};
const iconStyle: CSSProperties = { fontSize: 16, flex: '0 0 auto' };

/** The past-due icon with its explanation: a tooltip, and the name a screen reader reads. */
export function PastDueIcon({ label, icon = 'date' }: { label: string; icon?: 'date' | 'eta' }) {
  const Icon = icon === 'eta' ? AlarmOutlined : EventBusy;
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label} style={{ display: 'inline-flex', cursor: 'help' }}>
        <Icon style={iconStyle} aria-hidden />
      </span>
    </Tooltip>
  );
}

const ago = (days: number) => (days === 1 ? 'yesterday' : `${days} days ago`);

const DATE_CAPTION = { scheduledate: 'Schedule date', promisedate: 'Follow-up date' } as const;

export type WorkOrderDateField = keyof typeof DATE_CAPTION;

/** A schedule or follow-up date, in red with an icon while the order is open and the date has passed. */
export function WorkOrderDateCell({ row, field }: { row: PastDueRow; field: WorkOrderDateField }) {
  const value = row[field];
  if (!value) return null;
  const clock = pastDueClock();
  const due = pastDueOf(row, clock);
  const isPast = field === 'scheduledate' ? due.schedule : due.followUp;
  const text = formatDate(value);
  if (!isPast) return <>{text}</>;
  const label = `${DATE_CAPTION[field]} past due: ${text}, ${ago(daysPastDue(value, clock.today))}`;
  return (
    <span style={markStyle}>
      <PastDueIcon label={label} />
      {text}
    </span>
  );
}

/** What the priority cell reads from a row (the ETA mark needs the rest of PastDueRow). */
export type PriorityRow = PastDueRow & { priority: string | null };

const hoursSince = (iso: string, now: Date) =>
  Math.max(1, Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000));

/**
 * The one priority cell of every grid: Emergency (an ETA of 8 hours or less, spec A) as a red chip, the
 * others as their name after a dot of the priority's colour; an Emergency still awaiting its technician
 * past the ETA gets the past-due mark.
 */
export function PriorityCell({ row }: { row: PriorityRow }): ReactNode {
  const { priority } = row;
  if (!priority) return null;
  if (!isEmergencyPriority(priority)) {
    const color = PRIORITIES.find((entry) => entry.name === priority)?.color ?? '#9E9E9E';
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
        <span
          aria-hidden
          style={{ width: 8, height: 8, borderRadius: '50%', backgroundColor: color, flex: '0 0 auto' }}
        />
        {priority}
      </span>
    );
  }
  const clock = pastDueClock();
  const isLate = pastDueOf(row, clock).eta;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
      <span
        title="Emergency: ETA of 8 hours or less"
        style={{
          backgroundColor: EMERGENCY_COLOR,
          color: '#fff',
          borderRadius: 11,
          padding: '1px 8px',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '20px',
          whiteSpace: 'nowrap',
        }}
      >
        {priority}
      </span>
      {isLate ? (
        <span style={{ ...markStyle, fontWeight: 400 }}>
          <PastDueIcon
            icon="eta"
            label={`Past the ${EMERGENCY_ETA_HOURS}-hour Emergency ETA: received ${hoursSince(
              row.createddate,
              clock.now,
            )} hours ago, no technician on site`}
          />
        </span>
      ) : null}
    </span>
  );
}

/** What the status cell reads from a row. */
export type StatusRow = { status: string | null; statusid: number; statuscolor?: string | null };

/** A status's legend colour: the row's own, else the shared table's (spec A: each status has its colour). */
const statusColorOf = (row: StatusRow): string | undefined =>
  row.statuscolor || WORK_ORDER_STATUSES.find((status) => status.id === row.statusid)?.color || undefined;

/**
 * The one status cell of every work-order grid (issue 19): the status's name on a label of its legend colour.
 * A plain element with the grid's label class, styled once by the grid's body (docs/decisions/129).
 */
export function StatusChip({ row }: { row: StatusRow }) {
  const color = statusColorOf(row);
  return (
    <span
      className={GRID_CELL_CLASS.label}
      style={color ? { backgroundColor: color, color: textOn(color) } : undefined}
    >
      {row.status}
    </span>
  );
}
