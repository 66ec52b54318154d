// The default invoice due date (spec B section 9): the invoice date plus the customer's term in days
// (10, 15, 30, 45, 60, 75 or 90, spec C section 9). Calendar dates only: the arithmetic is on a UTC
// day count, so neither the runtime's time zone nor a daylight-saving change moves the answer.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * `invoiceDate` ('YYYY-MM-DD') plus `termDays` calendar days, as 'YYYY-MM-DD'. A missing or unreadable
 * term counts as 0 (due on the invoice date); a fractional one is cut to whole days. Throws a
 * RangeError for a date that is not a real calendar date in that form (2024-02-30).
 */
export function defaultInvoiceDueDate(invoiceDate: string, termDays: number | null | undefined): string {
  const match = ISO_DATE.exec(invoiceDate);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`Not a date (YYYY-MM-DD): ${invoiceDate}`);
  }
  const start = new Date(0);
  start.setUTCFullYear(year, month - 1, day); // setUTCFullYear, unlike Date.UTC, keeps years 0..99
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day) {
    throw new RangeError(`Not a date (YYYY-MM-DD): ${invoiceDate}`);
  }
  const days = typeof termDays === 'number' && Number.isFinite(termDays) ? Math.trunc(termDays) : 0;
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
