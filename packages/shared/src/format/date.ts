// Dates display as MM/dd/yyyy and the dispatch date as MM/dd/yyyy hh:mm a (spec A section 1, C section 9).
// Two kinds of value arrive (docs/decisions/023):
// - calendar dates (due, schedule, follow-up dates): shown as written, never shifted by a time zone;
// - instants (created, dispatched, note dates): shown in the viewer's time zone, via Intl, so the
//   browser's zone applies and the server can pass one explicitly (PDFs, e-mails).

export type DateInput = Date | string | number | null | undefined;
export type DateFormatOptions = {
  /** IANA zone for instants; the runtime's own zone when absent. */
  timeZone?: string;
};

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

// yyyy-MM-dd, optionally with a time, optionally with a zone (Z, +hh, +hh:mm, +hhmm).
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

type Parsed = { kind: 'wall'; clock: WallClock } | { kind: 'instant'; date: Date };

const parse = (value: DateInput): Parsed | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const match = ISO.exec(value.trim());
    if (match && !match[7]) {
      // No zone: a calendar date or a wall-clock time, taken as written.
      const [, y, mo, d, h = '0', mi = '0'] = match;
      return { kind: 'wall', clock: { year: +y!, month: +mo!, day: +d!, hour: +h, minute: +mi } };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { kind: 'instant', date };
};

/**
 * A calendar date stored in a timestamptz column comes back as midnight UTC; shown in a US zone it
 * would fall on the previous day. formatDate therefore reads an exact UTC midnight as that date.
 */
const isUtcMidnight = (date: Date): boolean =>
  date.getUTCHours() === 0 &&
  date.getUTCMinutes() === 0 &&
  date.getUTCSeconds() === 0 &&
  date.getUTCMilliseconds() === 0;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

const wallClockIn = (date: Date, timeZone: string | undefined): WallClock => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
};

const utcClock = (date: Date): WallClock => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: 0,
  minute: 0,
});

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const datePart = (c: WallClock): string => `${pad(c.month)}/${pad(c.day)}/${pad(c.year, 4)}`;
const timePart = (c: WallClock): string =>
  `${pad(c.hour % 12 || 12)}:${pad(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;

/** MM/dd/yyyy; '' for empty or unreadable values. */
export const formatDate = (value: DateInput, options: DateFormatOptions = {}): string => {
  const parsed = parse(value);
  if (!parsed) return '';
  if (parsed.kind === 'wall') return datePart(parsed.clock);
  const clock = isUtcMidnight(parsed.date)
    ? utcClock(parsed.date)
    : wallClockIn(parsed.date, options.timeZone);
  return datePart(clock);
};

/** MM/dd/yyyy hh:mm a (the dispatch date); instants in the viewer's zone; '' for empty values. */
export const formatDateTime = (value: DateInput, options: DateFormatOptions = {}): string => {
  const parsed = parse(value);
  if (!parsed) return '';
  const clock = parsed.kind === 'wall' ? parsed.clock : wallClockIn(parsed.date, options.timeZone);
  return `${datePart(clock)} ${timePart(clock)}`;
};

/** A date picker's local Date as the yyyy-MM-dd calendar date the API stores, with no zone shift. */
export const toIsoDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
