import { escapeHtml } from '../rich-text';
import type { DocumentParty, InvoiceDocument, ProposalDocument } from './customer-document';

// The preview of a customer proposal or invoice (Proposal Preview / Invoice Preview, 1200x750;
// docs/decisions/138): one self-contained HTML document with the PDF's content. Every value is
// escaped here; the Scope of Work arrives as plain paragraphs, never as stored markup.

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
`;

function party(title: string, value: DocumentParty | null, empty: string): string {
  const body = value
    ? `<strong>${e(value.name || '-')}</strong>${value.lines.map((line) => `<div>${e(line)}</div>`).join('')}`
    : `<div class="muted">${e(empty)}</div>`;
  return `<section class="party"><div class="label">${e(title)}</div>${body}</section>`;
}

function linesTable(document: ProposalDocument | InvoiceDocument): string {
  if (document.lines.length === 0) return '<p class="muted">No line items.</p>';
  const rows = document.lines
    .map(
      (line) =>
        `<tr><td class="type">${e(line.type)}</td><td class="description">${e(line.description)}</td>` +
        `<td class="num">${e(line.quantity)}</td><td class="num">${e(line.rate)}</td>` +
        `<td class="num">${e(line.taxrate)}</td><td class="num">${e(line.amount)}</td></tr>`,
    )
    .join('');
  return (
    '<table class="lines"><thead><tr><th class="type">Type</th><th>Description</th><th class="num">Qty</th>' +
    '<th class="num">Rate</th><th class="num">Tax</th><th class="num">Amount</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>`
  );
}

/** The preview: a complete HTML document (no script, no outside resource), every value escaped. */
export function customerDocumentHtml(document: ProposalDocument | InvoiceDocument): string {
  const fields = document.fields
    .map((entry) => `<dt>${e(entry.label)}</dt><dd>${e(entry.value)}</dd>`)
    .join('');
  const scope = document.scope.length
    ? document.scope.map((paragraph) => `<p>${e(paragraph)}</p>`).join('')
    : '<p class="muted">-</p>';
  const totals = document.totals
    .map(
      (total) =>
        `<tr${total.label === 'Total' ? ' class="total"' : ''}><td class="num">${e(total.label)}</td>` +
        `<td class="num">${e(total.value)}</td></tr>`,
    )
    .join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(`${document.heading} - ${document.company}`)}</title>`,
    `<style>${STYLE}</style></head><body><main class="page">`,
    `<header><div class="company">${e(document.company)}</div><h1>${e(document.heading)}</h1></header>`,
    '<div class="parties">',
    party(document.kind === 'invoice' ? 'Bill To' : 'Prepared For', document.customer, '-'),
    party('Job Site', document.site, 'No job site on this work order'),
    `<dl>${fields}</dl>`,
    '</div>',
    `<h2>Scope of Work</h2><div class="scope">${scope}</div>`,
    `<h2>Line Items</h2>${linesTable(document)}`,
    `<table class="totals">${totals}</table>`,
    document.terms.map((paragraph) => `<p class="terms">${e(paragraph)}</p>`).join(''),
    '</main></body></html>',
  ].join('\n');
}
