import {
  documentHtml,
  fieldsHtml,
  itemsTableHtml,
  paragraphsHtml,
  partyHtml,
  totalsHtml,
  type HtmlItemColumn,
} from './document-html-parts';
import { VENDOR_PROPOSAL_COLUMNS, type VendorProposalDocument } from './vendor-proposal-document';

// The Preview of a vendor submitted proposal (1200x750; docs/decisions/140) on the shared document parts.

const COLUMNS: Record<VendorProposalDocument['sections'][number]['kind'], readonly HtmlItemColumn[]> = {
  labor: [
    { header: VENDOR_PROPOSAL_COLUMNS.labor[0], className: 'description' },
    { header: VENDOR_PROPOSAL_COLUMNS.labor[1], className: 'type' },
    ...VENDOR_PROPOSAL_COLUMNS.labor.slice(2).map((header) => ({ header, className: 'num' as const })),
  ],
  materials: [
    { header: VENDOR_PROPOSAL_COLUMNS.materials[0], className: 'description' },
    { header: VENDOR_PROPOSAL_COLUMNS.materials[1], className: 'type' },
    { header: VENDOR_PROPOSAL_COLUMNS.materials[2], className: 'type' },
    ...VENDOR_PROPOSAL_COLUMNS.materials.slice(3).map((header) => ({ header, className: 'num' as const })),
  ],
  other: [
    { header: VENDOR_PROPOSAL_COLUMNS.other[0], className: 'type' },
    { header: VENDOR_PROPOSAL_COLUMNS.other[1], className: 'description' },
    ...VENDOR_PROPOSAL_COLUMNS.other.slice(2).map((header) => ({ header, className: 'num' as const })),
  ],
};

/** The preview: a complete HTML document (no script, no outside resource), every value escaped. */
export function vendorProposalHtml(document: VendorProposalDocument): string {
  return documentHtml({
    company: document.vendor,
    heading: document.heading,
    body: [
      '<div class="parties">',
      partyHtml('Prepared For', document.preparedFor, '-'),
      '<div></div>',
      fieldsHtml(document.fields),
      '</div>',
      paragraphsHtml('Description', document.description),
      ...(document.note.length ? [paragraphsHtml('Note', document.note)] : []),
      ...document.sections.map(
        (section) =>
          `<h2>${section.title}</h2>` +
          itemsTableHtml(COLUMNS[section.kind], section.rows, `No ${section.title.toLowerCase()} lines.`),
      ),
      totalsHtml(document.totals),
      ...(document.rejectionnote.length ? [paragraphsHtml('Rejection Note', document.rejectionnote)] : []),
    ],
  });
}
