import { escapeHtml } from '../rich-text';
import type { DocumentField, DocumentParty } from './customer-document';

// The building blocks of the previews of the printed work-order documents (1200x750; docs/decisions/138, 140):
// one self-contained HTML document with the PDF's content. Every value is escaped here; text arrives as plain
// paragraphs, never as stored markup.

const e = escapeHtml;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f2f4f7;color:#222;font:14px/1.4 Helvetica,Arial,sans-serif}
.page{max-width:1000px;margin:16px auto;background:#fff;padding:32px 40px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
header{display:flex;justify-content:space-between;align-items:baseline;border-bottom:2px solid #2f5d8a;padding-bottom:8px;margin-bottom:16px}
.company{font-size:24px;font-weight:bold;color:#2f5d8a}
h1{font-size:22px;margin:0;text-align:right;overflow-wrap:anywhere}
.parties{display:grid;grid-template-columns:1fr 1fr 260px;gap:20px;margin-bottom:16px}
.label{font-size:10px;font-weight:bold;color:#666;text-transform:uppercase;letter-spacing:.03em}
.party strong,.party div{display:block;overflow-wrap:anywhere}
.muted{color:#666}
dl{margin:0;display:grid;grid-template-columns:90px 1fr;gap:2px 8px}
dt{font-size:10px;font-weight:bold;color:#666;text-transform:uppercase;padding-top:3px}
dd{margin:0;overflow-wrap:anywhere}
h2{font-size:12px;color:#1f3d5c;text-transform:uppercase;margin:16px 0 6px}
.scope p{margin:0 0 4px;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse}
th{background:#e8eef5;color:#1f3d5c;font-size:12px;text-align:left;padding:6px}
td{border-bottom:1px solid #ddd;padding:6px;vertical-align:top}
td.description{overflow-wrap:anywhere;word-break:break-word}
.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.lines .num,.lines .type{width:1%;padding-left:16px}
.lines .type{padding-left:6px;white-space:nowrap}
.totals{margin:12px 0 16px auto;width:300px}
.totals td{border:0;padding:4px 6px}
.totals tr.total td{background:#e8eef5;font-weight:bold}
.terms{font-size:12px;color:#444;margin:2px 0}
@media (max-width:640px){
.page{margin:0;padding:16px;box-shadow:none}
header{flex-wrap:wrap;gap:4px}
.company{font-size:20px}
h1{font-size:18px;text-align:left}
.parties{grid-template-columns:1fr;gap:12px}
th,td{padding:4px;font-size:12px}
.lines .num,.lines .type{padding-left:4px}
.totals{width:100%}
}
`;

export function partyHtml(title: string, value: DocumentParty | null, empty: string): string {
  const body = value
    ? `<strong>${e(value.name || '-')}</strong>${value.lines.map((line) => `<div>${e(line)}</div>`).join('')}`
    : `<div class="muted">${e(empty)}</div>`;
  return `<section class="party"><div class="label">${e(title)}</div>${body}</section>`;
}

export const fieldsHtml = (fields: readonly DocumentField[]) =>
  `<dl>${fields.map((entry) => `<dt>${e(entry.label)}</dt><dd>${e(entry.value)}</dd>`).join('')}</dl>`;

/** A section's title and its paragraphs ("-" when it has none). */
export function paragraphsHtml(title: string, paragraphs: readonly string[]): string {
  const body = paragraphs.length
    ? paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join('')
    : '<p class="muted">-</p>';
  return `<h2>${e(title)}</h2><div class="scope">${body}</div>`;
}

/**
 * A column of an items table: its header and its cell's class (`type` a short first column, `description` the
 * wide one, `num` an amount).
 */
export type HtmlItemColumn = { header: string; className?: 'type' | 'description' | 'num' };

export function itemsTableHtml(
  columns: readonly HtmlItemColumn[],
  rows: readonly (readonly string[])[],
  emptyText: string,
): string {
  if (rows.length === 0) return `<p class="muted">${e(emptyText)}</p>`;
  const cls = (column: HtmlItemColumn | undefined, isHeader: boolean) =>
    column?.className && (column.className !== 'description' || !isHeader)
      ? ` class="${column.className}"`
      : '';
  const head = columns.map((column) => `<th${cls(column, true)}>${e(column.header)}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((value, index) => `<td${cls(columns[index], false)}>${e(value)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table class="lines"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The totals on the right; the row labelled "Total" stands out. */
export const totalsHtml = (totals: readonly DocumentField[]) =>
  `<table class="totals">${totals
    .map(
      (total) =>
        `<tr${total.label === 'Total' ? ' class="total"' : ''}><td class="num">${e(total.label)}</td>` +
        `<td class="num">${e(total.value)}</td></tr>`,
    )
    .join('')}</table>`;

export const termsHtml = (paragraphs: readonly string[]) =>
  paragraphs.map((paragraph) => `<p class="terms">${e(paragraph)}</p>`).join('');

/** The preview: a complete HTML document (no script, no outside resource) around `body` (already escaped). */
export function documentHtml(options: { company: string; heading: string; body: readonly string[] }): string {
  const { company, heading } = options;
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(`${heading} - ${company}`)}</title>`,
    `<style>${STYLE}</style></head><body><main class="page">`,
    `<header><div class="company">${e(company)}</div><h1>${e(heading)}</h1></header>`,
    ...options.body,
    '</main></body></html>',
  ].join('\n');
}
