import { formatDate, formatMoney, type LineItem, type LineItemTotals } from '@dispatchwise/shared';
import { addressLines, clip, scopeText, type TicketData } from './ticket-parts';

// The customer documents of a work order (issue 11 "Documents", docs/decisions/138): a proposal or an
// invoice as one model, from which the PDF, the preview HTML and the invoice's Word document are made.
// The model holds printable text only (money as $ #,##0.00, dates as MM/dd/yyyy, no null): each
// renderer lays it out and escapes it for its own format.

/** An address block: the parts that are present, as they are printed. */
export type DocumentParty = { name: string; lines: string[] };

/** One printed line item: its type, description, quantity, rate, tax rate and amount (its total). */
export type DocumentLine = {
  type: string;
  description: string;
  quantity: string;
  rate: string;
  taxrate: string;
  amount: string;
};

/** A label and its value, e.g. "Due Date" and "04/13/2025"; only fields with a value are kept. */
export type DocumentField = { label: string; value: string };

type CustomerDocument = {
  /** "Proposal" or "Invoice": the title printed at the top. */
  title: string;
  /** "Proposal 12" / "Invoice INV-1001": the title with its number. */
  heading: string;
  company: string;
  customer: DocumentParty;
  site: DocumentParty | null;
  /** Work order, PO, the document's number and its dates. */
  fields: DocumentField[];
  /** Scope of Work as plain paragraphs (list items keep a bullet). */
  scope: string[];
  lines: DocumentLine[];
  totals: DocumentField[];
  /** Terms, notes: paragraphs printed under the totals. */
  terms: string[];
  /** A base file name without extension, e.g. `WO-100123_proposal_12`. */
  filename: string;
};
export type ProposalDocument = CustomerDocument & { kind: 'proposal' };
export type InvoiceDocument = CustomerDocument & { kind: 'invoice' };

/** What the services read for either document: the order, its customer and site, and the lines. */
export type CustomerDocumentSource = {
  company: string;
  wonumber: string;
  ponumber: string | null;
  customer: {
    customername: string;
    streetaddress: string | null;
    streetaddress2: string | null;
    city: string | null;
    statecode: string | null;
    postalcode: string | null;
  };
  /** The job site, as the tickets read it (without its contact). */
  site: Omit<NonNullable<TicketData['site']>, 'contactperson' | 'phone'> | null;
  /** Scope of Work as stored: sanitized HTML (lib/rich-text), else its plain text. */
  scopeofworkformatted: string | null;
  scopeofwork: string | null;
  details: readonly Pick<LineItem, 'itemtype' | 'description' | 'quantity' | 'rates' | 'taxrate' | 'total'>[];
  totals: LineItemTotals;
};

export type ProposalSource = CustomerDocumentSource & {
  id: number;
  externalproposalnumber: string | null;
  /** The Proposed Amount: the total printed when the proposal has no lines. */
  amount: string;
  createddate: Date | string;
};

export type InvoiceSource = CustomerDocumentSource & {
  id: number;
  invoicenumber: string | null;
  invoicingdate: Date | string | null;
  duedate: Date | string | null;
  amountreceived: string | null;
  /** The customer's payment term, e.g. "Net 30". */
  termdescription: string | null;
};

/** A line's description is at most 2000 characters (its contract); a page holds that. */
const MAX_DESCRIPTION = 2000;

/** Quantity and tax rate as typed numbers: "2.00" -> "2", "8.875" stays, "7.50" -> "7.5". */
export const plainNumber = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** A name over its address lines (ticket-parts `addressLines`). */
export function addressParty(
  name: string | null,
  parts: Pick<
    CustomerDocumentSource['customer'],
    'streetaddress' | 'streetaddress2' | 'city' | 'statecode' | 'postalcode'
  >,
): DocumentParty {
  const lines = addressLines({ ...parts, street: parts.streetaddress, street2: parts.streetaddress2 });
  return { name: clip(name, 160), lines };
}

const field = (label: string, value: string): DocumentField[] => (value ? [{ label, value }] : []);

/** Scope of Work as paragraphs: the sanitized HTML's text (markup dropped), else the plain text. */
export function scopeParagraphs(
  source: Pick<CustomerDocumentSource, 'scopeofworkformatted' | 'scopeofwork'>,
) {
  const text = source.scopeofworkformatted
    ? scopeText({ description: source.scopeofworkformatted })
    : (source.scopeofwork ?? '');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
}

function common(source: CustomerDocumentSource) {
  const site = source.site
    ? addressParty(
        [clip(source.site.jobsite, 100), clip(source.site.jobsitedescription, 100)]
          .filter(Boolean)
          .join(' - '),
        source.site,
      )
    : null;
  return {
    company: clip(source.company, 80),
    customer: addressParty(source.customer.customername, source.customer),
    site,
    scope: scopeParagraphs(source),
    lines: source.details.map((line) => ({
      type: clip(line.itemtype, 40),
      description: clip(line.description, MAX_DESCRIPTION),
      quantity: plainNumber(line.quantity),
      rate: formatMoney(line.rates),
      taxrate: `${plainNumber(line.taxrate)}%`,
      amount: formatMoney(line.total),
    })),
  };
}

const lineTotals = (totals: LineItemTotals): DocumentField[] => [
  { label: 'Subtotal', value: formatMoney(totals.subtotal) },
  { label: 'Taxes', value: formatMoney(totals.taxes) },
  { label: 'Total', value: formatMoney(totals.total) },
];

/** Characters safe in a file name on every system: letters, digits, `-` and `_`. */
export const safeName = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

/** The customer proposal as printed: its lines' totals, or its Proposed Amount when it has none. */
export function proposalDocument(source: ProposalSource): ProposalDocument {
  const number = clip(source.externalproposalnumber, 40) || String(source.id);
  const hasLines = source.details.length > 0;
  return {
    kind: 'proposal',
    title: 'Proposal',
    heading: `Proposal ${number}`,
    ...common(source),
    fields: [
      ...field('Work Order', clip(source.wonumber, 40)),
      ...field('PO Number', clip(source.ponumber, 40)),
      ...field('Proposal #', number),
      ...field('Date', formatDate(source.createddate)),
    ],
    totals: hasLines ? lineTotals(source.totals) : [{ label: 'Total', value: formatMoney(source.amount) }],
    terms: ['This proposal covers the scope of work above. Work begins once the proposal is approved.'],
    filename: `${safeName(source.wonumber) || 'work-order'}_proposal_${source.id}`,
  };
}

/** The customer invoice as printed: its lines, totals, what was received, and when it is due. */
export function invoiceDocument(source: InvoiceSource): InvoiceDocument {
  const number = clip(source.invoicenumber, 40) || String(source.id);
  const received = formatMoney(source.amountreceived);
  const hasReceived = received !== '' && received !== '$0.00';
  const due = formatDate(source.duedate);
  const term = clip(source.termdescription, 60);
  return {
    kind: 'invoice',
    title: 'Invoice',
    heading: `Invoice ${number}`,
    ...common(source),
    fields: [
      ...field('Work Order', clip(source.wonumber, 40)),
      ...field('PO Number', clip(source.ponumber, 40)),
      ...field('Invoice #', number),
      ...field('Invoice Date', formatDate(source.invoicingdate)),
      ...field('Due Date', due),
      ...field('Terms', term),
    ],
    totals: [
      ...lineTotals(source.totals),
      ...(hasReceived ? [{ label: 'Amount Received', value: received }] : []),
    ],
    terms: [
      [term ? `Terms: ${term}.` : '', due ? `Payment is due by ${due}.` : ''].filter(Boolean).join(' '),
      `Please quote invoice ${number} and work order ${clip(source.wonumber, 40)} with your payment.`,
    ].filter(Boolean),
    filename: `${safeName(source.wonumber) || 'work-order'}_invoice_${safeName(number)}`,
  };
}

/** The printed line items as table rows, in the renderers' column order (Type, Description, Qty, Rate, Tax, Amount). */
export const documentLineRows = (document: Pick<ProposalDocument | InvoiceDocument, 'lines'>) =>
  document.lines.map((line) => [
    line.type,
    line.description,
    line.quantity,
    line.rate,
    line.taxrate,
    line.amount,
  ]);
