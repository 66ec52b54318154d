import { saveBlob } from './http';

/** A cell a spreadsheet would run as a formula ("=", "+", "-", "@", tab, return) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export type CsvColumn = { name: string; header: string };

/** The rows as CSV text under the grid's captions, in the grid's column order (a BOM for Excel). */
export function rowsCsv(headers: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  const lines = [
    headers.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => headers.map((column) => csvCell(row[column.name])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Export of a client grid's rows as shown (an order's vendor proposals, a customer's invoices: a handful, one
 * page of 100 holds them all; decision 136), saved as `fileName`.
 */
export function saveRowsCsv(
  fileName: string,
  headers: readonly CsvColumn[],
  rows: readonly Record<string, unknown>[],
) {
  const blob = new Blob([rowsCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, fileName);
}
