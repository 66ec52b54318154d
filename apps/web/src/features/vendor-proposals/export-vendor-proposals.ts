import { saveBlob } from '../../lib/http';

/** A cell a spreadsheet would run as a formula ("=", "+", "-", "@", tab, return) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The rows as CSV text under the grid's captions, in the grid's column order (a BOM for Excel). */
export function vendorProposalsCsv(
  headers: readonly { name: string; header: string }[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [
    headers.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => headers.map((column) => csvCell(row[column.name])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Export of the Vendor Submitted Proposals grid: the page shown (an order has a handful of proposals; 100 rows per
 * page fit one export, decision 136), as the user filtered, searched and sorted it.
 */
export function exportVendorProposals(
  wonumber: string,
  headers: readonly { name: string; header: string }[],
  rows: readonly Record<string, unknown>[],
) {
  const blob = new Blob([vendorProposalsCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, `vendor-proposals-${wonumber}.csv`);
}
