import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  documentDefinition,
  fieldsBlock,
  itemsTable,
  paragraphsBlock,
  partyBlock,
  totalsTable,
  type PageSize,
  type PdfItemColumn,
} from './document-pdf-parts';
import { renderPdf } from './pdf';
import { VENDOR_PROPOSAL_COLUMNS, type VendorProposalDocument } from './vendor-proposal-document';

// A vendor submitted proposal as a PDF (docs/decisions/140) on the shared document parts: Letter or A4.

const left = (header: string, width: number | '*'): PdfItemColumn => ({ header, width, alignment: 'left' });
const right = (header: string, width: number): PdfItemColumn => ({ header, width, alignment: 'right' });

const [L, M, O] = [
  VENDOR_PROPOSAL_COLUMNS.labor,
  VENDOR_PROPOSAL_COLUMNS.materials,
  VENDOR_PROPOSAL_COLUMNS.other,
];
const COLUMNS: Record<VendorProposalDocument['sections'][number]['kind'], readonly PdfItemColumn[]> = {
  labor: [
    left(L[0], '*'),
    left(L[1], 70),
    right(L[2], 40),
    right(L[3], 70),
    right(L[4], 44),
    right(L[5], 72),
  ],
  materials: [
    left(M[0], '*'),
    left(M[1], 70),
    left(M[2], 40),
    right(M[3], 66),
    right(M[4], 40),
    right(M[5], 72),
  ],
  other: [left(O[0], 60), left(O[1], '*'), right(O[2], 40), right(O[3], 66), right(O[4], 72)],
};

const SECTION_MARGIN = [0, 10, 0, 4];

/** The pdfmake document of a vendor proposal. */
export function buildVendorProposalDefinition(
  document: VendorProposalDocument,
  pageSize: PageSize = 'LETTER',
): TDocumentDefinitions {
  const content: Content[] = [
    {
      columns: [
        partyBlock('Prepared For', document.preparedFor, '-'),
        { text: '' },
        fieldsBlock(document.fields),
      ],
      columnGap: 12,
      margin: [0, 0, 0, 12],
    },
    ...paragraphsBlock('Description', document.description),
    ...(document.note.length ? paragraphsBlock('Note', document.note, SECTION_MARGIN) : []),
    ...document.sections.flatMap((section) => [
      { text: section.title.toUpperCase(), style: 'section', margin: SECTION_MARGIN } as Content,
      itemsTable(COLUMNS[section.kind], section.rows, `No ${section.title.toLowerCase()} lines.`),
    ]),
    totalsTable(document.totals),
    ...(document.rejectionnote.length ? paragraphsBlock('Rejection Note', document.rejectionnote) : []),
  ];
  return documentDefinition({ company: document.vendor, heading: document.heading, pageSize, content });
}

/** A vendor proposal as a PDF. */
export function createVendorProposalPdf(
  document: VendorProposalDocument,
  pageSize: PageSize = 'LETTER',
): Promise<Buffer> {
  return renderPdf(buildVendorProposalDefinition(document, pageSize));
}
