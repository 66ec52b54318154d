import { formatDate, formatMoney, type VendorProposalReview } from '@dispatchwise/shared';
import { plainNumber, safeName, type DocumentField, type DocumentParty } from './customer-document';
import { clip } from './ticket-parts';

// The vendor submitted proposal as printed (Preview of the Vendor Submitted Proposals tab, spec B section 2; spec C
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
  kind: 'vendorproposal';
  /** "Vendor Proposal P1042-1". */
  heading: string;
  /** The vendor who wrote the proposal: the header's name. */
  vendor: string;
  /** The company the proposal is for. */
  preparedFor: DocumentParty;
  /** Work order, proposal number, dates and status. */
  fields: DocumentField[];
  description: string[];
  note: string[];
  /** Present once the proposal is rejected. */
  rejectionnote: string[];
  sections: VendorProposalSection[];
  /** Labor, Materials, Other, Total; and the Proposal Amount when the vendor's figure differs from the lines. */
  totals: DocumentField[];
  /** A base file name without extension, e.g. `WO-100123_vendor_proposal_601`. */
  filename: string;
};

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

/** The vendor proposal as printed, from the review (GET /workorder/vendorproposal) and the company it is for. */
export function vendorProposalDocument(
  review: VendorProposalReview,
  options: { company: string },
): VendorProposalDocument {
  const number = clip(review.proposalnumber, 40) || String(review.id);
  const hasOwnAmount = review.proposalamount !== review.totals.total;
  return {
    kind: 'vendorproposal',
    heading: `Vendor Proposal ${number}`,
    vendor: clip(review.vendorname, 160),
    preparedFor: { name: clip(options.company, 80), lines: [] },
    fields: [
      ...field('Work Order', clip(review.wonumber, 40)),
      ...field('Proposal #', number),
      ...field('Date', formatDate(review.proposaldate)),
      ...field('Submitted', formatDate(review.submitteddate)),
      ...field('Status', clip(review.proposalstatus, 40)),
    ],
    description: paragraphs(review.description),
    note: paragraphs(review.note),
    rejectionnote: paragraphs(review.rejectionnote),
    sections: [
      {
        kind: 'labor',
        title: 'Labor',
        rows: review.labor.map((line) => [
          clip(line.skilllevel, 40),
          clip(line.type, 40),
          String(line.numberoftechs),
          formatMoney(line.hourlyrate),
          plainNumber(line.numberofhours),
          formatMoney(line.total),
        ]),
      },
      {
        kind: 'materials',
        title: 'Materials',
        rows: review.materials.map((line) => [
          clip(line.description, MAX_TEXT),
          clip(line.partnumber, 100),
          clip(line.unit, 20),
          formatMoney(line.unitprice),
          plainNumber(line.quantity),
          formatMoney(line.total),
        ]),
      },
      {
        kind: 'other',
        title: 'Other',
        rows: review.other.map((line) => [
          clip(line.type, 40),
          clip(line.description, MAX_TEXT),
          plainNumber(line.quantity),
          formatMoney(line.unitprice),
          formatMoney(line.total),
        ]),
      },
    ],
    totals: [
      { label: 'Labor', value: formatMoney(review.totals.labor) },
      { label: 'Materials', value: formatMoney(review.totals.materials) },
      { label: 'Other', value: formatMoney(review.totals.other) },
      { label: 'Total', value: formatMoney(review.totals.total) },
      ...(hasOwnAmount ? [{ label: 'Proposal Amount', value: formatMoney(review.proposalamount) }] : []),
    ],
    filename: `${safeName(review.wonumber) || 'work-order'}_vendor_proposal_${review.id}`,
  };
}
