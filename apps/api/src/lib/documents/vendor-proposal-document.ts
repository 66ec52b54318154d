import { formatDate, formatMoney, type VendorProposalReview } from '@dispatchwise/shared';
import { plainNumber, safeName, type DocumentField, type DocumentParty } from './customer-document';
import { clip } from './ticket-parts';

// A vendor's proposal or invoice as printed (docs/decisions/163 generalised it to invoices). The vendor submitted
// proposal as printed (Preview of the Vendor Submitted Proposals tab, spec B section 2; spec C
// "generatevendorproposal"; docs/decisions/140): one model from the review the tab shows, from which the preview
// HTML and the PDF are made. Printable text only (money as $ #,##0.00, dates as MM/dd/yyyy, no null); each
// renderer lays it out and escapes it for its own format.

/** One section of the vendor's lines: its caption, its rows as printed (the columns are the renderer's). */
export type VendorProposalSection = {
  kind: 'labor' | 'materials' | 'other';
  title: string;
  rows: string[][];
};

export type VendorProposalDocument = {
  kind: 'vendorproposal' | 'vendorinvoice';
  /** "Vendor Proposal P1042-1", "Vendor Invoice INV-7". */
  heading: string;
  /** The vendor who wrote the document: the header's name. */
  vendor: string;
  /** The company the document is for. */
  preparedFor: DocumentParty;
  /** Work order, document number, dates and status. */
  fields: DocumentField[];
  description: string[];
  note: string[];
  /** Present once the document is rejected. */
  rejectionnote: string[];
  sections: VendorProposalSection[];
  /** Labor, Materials, Other, Total; and the document's own amount when the vendor's figure differs from the lines. */
  totals: DocumentField[];
  /** A base file name without extension, e.g. `WO-100123_vendor_proposal_601`. */
  filename: string;
};

/**
 * What a vendor's proposal or invoice prints from (docs/decisions/140, 163): the staff review and the portal's
 * documents both map to it; money as decimal strings, each line with its computed amount.
 */
export type VendorDocumentSource = {
  kind: 'proposal' | 'invoice';
  id: number;
  wonumber: string;
  vendorname: string;
  number: string | null;
  date: Date;
  submitteddate: Date | null;
  status: string;
  description: string | null;
  note: string | null;
  rejectionnote: string | null;
  amount: string;
  labor: {
    skilllevel: string;
    type: string;
    numberoftechs: number;
    hourlyrate: string;
    numberofhours: string;
    amount: string;
  }[];
  materials: {
    description: string;
    partnumber: string | null;
    unit: string;
    unitprice: string;
    quantity: string;
    amount: string;
  }[];
  other: { type: string; description: string | null; quantity: string; unitprice: string; amount: string }[];
  totals: { labor: string; materials: string; other: string; total: string };
};

const TITLES = { proposal: 'Vendor Proposal', invoice: 'Vendor Invoice' } as const;
const NUMBER_LABELS = { proposal: 'Proposal #', invoice: 'Invoice #' } as const;
const AMOUNT_LABELS = { proposal: 'Proposal Amount', invoice: 'Invoice Amount' } as const;

/** The printed columns of each section, in the row order of `VendorProposalSection.rows`. */
export const VENDOR_PROPOSAL_COLUMNS = {
  labor: ['Skill Level', 'Type', 'Techs', 'Hourly Rate', 'Hours', 'Amount'],
  materials: ['Description', 'Part #', 'Unit', 'Unit Price', 'Qty', 'Amount'],
  other: ['Type', 'Description', 'Qty', 'Price', 'Amount'],
} as const;

/** A line's description is at most 2000 characters (its contract); a page holds that. */
const MAX_TEXT = 2000;

const field = (label: string, value: string): DocumentField[] => (value ? [{ label, value }] : []);

/** Plain text as paragraphs: one a line, runs of blanks as one, empty lines dropped. */
const paragraphs = (value: string | null) =>
  (value ?? '')
    .split('\n')
    .map((line) => clip(line, MAX_TEXT))
    .filter(Boolean);

/** A vendor's proposal or invoice as printed, for the company it is for. */
export function vendorDocument(
  source: VendorDocumentSource,
  options: { company: string },
): VendorProposalDocument {
  const number = clip(source.number, 40) || String(source.id);
  const hasOwnAmount = source.amount !== source.totals.total;
  return {
    kind: source.kind === 'proposal' ? 'vendorproposal' : 'vendorinvoice',
    heading: `${TITLES[source.kind]} ${number}`,
    vendor: clip(source.vendorname, 160),
    preparedFor: { name: clip(options.company, 80), lines: [] },
    fields: [
      ...field('Work Order', clip(source.wonumber, 40)),
      ...field(NUMBER_LABELS[source.kind], number),
      ...field('Date', formatDate(source.date)),
      ...field('Submitted', formatDate(source.submitteddate)),
      ...field('Status', clip(source.status, 40)),
    ],
    description: paragraphs(source.description),
    note: paragraphs(source.note),
    rejectionnote: paragraphs(source.rejectionnote),
    sections: [
      {
        kind: 'labor',
        title: 'Labor',
        rows: source.labor.map((line) => [
          clip(line.skilllevel, 40),
          clip(line.type, 40),
          String(line.numberoftechs),
          formatMoney(line.hourlyrate),
          plainNumber(line.numberofhours),
          formatMoney(line.amount),
        ]),
      },
      {
        kind: 'materials',
        title: 'Materials',
        rows: source.materials.map((line) => [
          clip(line.description, MAX_TEXT),
          clip(line.partnumber, 100),
          clip(line.unit, 20),
          formatMoney(line.unitprice),
          plainNumber(line.quantity),
          formatMoney(line.amount),
        ]),
      },
      {
        kind: 'other',
        title: 'Other',
        rows: source.other.map((line) => [
          clip(line.type, 40),
          clip(line.description, MAX_TEXT),
          plainNumber(line.quantity),
          formatMoney(line.unitprice),
          formatMoney(line.amount),
        ]),
      },
    ],
    totals: [
      { label: 'Labor', value: formatMoney(source.totals.labor) },
      { label: 'Materials', value: formatMoney(source.totals.materials) },
      { label: 'Other', value: formatMoney(source.totals.other) },
      { label: 'Total', value: formatMoney(source.totals.total) },
      ...(hasOwnAmount ? [{ label: AMOUNT_LABELS[source.kind], value: formatMoney(source.amount) }] : []),
    ],
    filename: `${safeName(source.wonumber) || 'work-order'}_vendor_${source.kind}_${source.id}`,
  };
}

const withAmount = <T extends { total: string }>({ total, ...line }: T) => ({ ...line, amount: total });

/** The vendor submitted proposal as printed, from the review (GET /workorder/vendorproposal) and the company it is for. */
export function vendorProposalDocument(
  review: VendorProposalReview,
  options: { company: string },
): VendorProposalDocument {
  return vendorDocument(
    {
      kind: 'proposal',
      id: review.id,
      wonumber: review.wonumber,
      vendorname: review.vendorname,
      number: review.proposalnumber,
      date: review.proposaldate,
      submitteddate: review.submitteddate,
      status: review.proposalstatus,
      description: review.description,
      note: review.note,
      rejectionnote: review.rejectionnote,
      amount: review.proposalamount,
      labor: review.labor.map(withAmount),
      materials: review.materials.map(withAmount),
      other: review.other.map(withAmount),
      totals: review.totals,
    },
    options,
  );
}
