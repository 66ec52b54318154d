import {
  VENDOR_DOCUMENT_STATUS,
  VENDOR_PORTAL_DOCUMENT_MESSAGES,
  vendorPortalInvoiceActions,
  vendorPortalProposalActions,
} from '@dispatchwise/shared';
import {
  clonePortalInvoice,
  deletePortalInvoice,
  downloadPortalInvoicePdf,
  getPortalInvoices,
  importPortalInvoiceLines,
  previewPortalInvoice,
  savePortalInvoice,
  submitPortalInvoice,
} from './api/invoice-calls';
import {
  clonePortalProposal,
  deletePortalProposal,
  downloadPortalProposalPdf,
  getPortalProposals,
  importPortalProposalLines,
  previewPortalProposal,
  savePortalProposal,
  submitPortalProposal,
} from './api/proposal-calls';
import type {
  PortalInvoice,
  PortalInvoiceInput,
  PortalLabor,
  PortalMaterial,
  PortalOther,
  PortalDocumentSummary,
  PortalProposal,
  PortalProposalInput,
} from './api/types';
import { portalDocumentKeys } from './api/query-keys';

// One shape for a vendor's proposal and invoice, so that one tab, one editor and one menu serve both
// (decision 165); each kind names its captions, calls and action rule.

export type DocumentKind = 'proposal' | 'invoice';

export type PortalDocument = {
  kind: DocumentKind;
  /** 0: not saved yet (Add). */
  id: number;
  workorderid: number;
  number: string | null;
  date: string;
  description: string | null;
  note: string | null;
  rejectionnote: string | null;
  statusid: number;
  status: string;
  amount: string;
  /** An invoice's proposal (Create Invoice), else null. */
  proposalid: number | null;
  /** A proposal's live invoice, else null. */
  invoiceid: number | null;
  /** An invoice's bill paid in QuickBooks (decision 178), else null. */
  payment: DocumentPayment | null;
  labor: PortalLabor[];
  material: PortalMaterial[];
  other: PortalOther[];
  totals: PortalProposal['totals'];
};

/** When and how an approved invoice's bill was paid (decision 179 shows it beside the status). */
export type DocumentPayment = {
  paiddate: string;
  paymentrefnumber: string | null;
  paymenttype: string | null;
};

const paymentOf = ({ paiddate, paymentrefnumber, paymenttype }: PortalInvoice): DocumentPayment | null =>
  paiddate ? { paiddate, paymentrefnumber, paymenttype } : null;

export const proposalDocument = (proposal: PortalProposal): PortalDocument => ({
  ...proposal,
  kind: 'proposal',
  number: proposal.proposalnumber,
  date: proposal.proposaldate,
  statusid: proposal.proposalstatusid,
  status: proposal.proposalstatus,
  amount: proposal.proposalamount,
  proposalid: null,
  payment: null,
});

export const invoiceDocument = (invoice: PortalInvoice): PortalDocument => ({
  ...invoice,
  kind: 'invoice',
  number: invoice.invoicenumber,
  date: invoice.invoicedate,
  statusid: invoice.invoicestatusid,
  status: invoice.invoicestatus,
  amount: invoice.invoiceamount,
  invoiceid: null,
  payment: paymentOf(invoice),
});

/** The header fields and lines the editor saves (the lines as the contract's inputs, ids kept). */
export type PortalDocumentInput = Omit<PortalProposalInput, 'proposalnumber'> & {
  number: string | null;
  proposalid?: number | null;
};

export type PortalDocumentList = {
  documents: PortalDocument[];
  canadd: boolean;
  summary: PortalDocumentSummary;
};

export type DocumentActionKind =
  'edit' | 'view' | 'preview' | 'submit' | 'createinvoice' | 'clone' | 'pdf' | 'delete';

export type DocumentKindConfig = {
  kind: DocumentKind;
  /** 'Proposal', 'Invoice'. */
  title: string;
  numberLabel: string;
  dateLabel: string;
  savedToast: string;
  /** The grid's state key and its text without rows. */
  stateKey: string;
  emptyText: string;
  /** The order's documents of this kind, newest first, with `canadd` and the editors' Summary. */
  list: (workorderid: number, signal?: AbortSignal) => Promise<PortalDocumentList>;
  listKey: (workorderid: number) => readonly unknown[];
  save: (input: PortalDocumentInput) => Promise<PortalDocument>;
  clone: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  submit: (id: number) => Promise<unknown>;
  preview: (id: number, signal: AbortSignal) => Promise<string>;
  pdf: (id: number) => Promise<void>;
  importLines: (id: number, file: File, onProgress: (fraction: number) => void) => Promise<PortalDocument>;
  /** Which row actions the shared rule offers (spec C 4). */
  actions: (document: PortalDocument, readonly: boolean) => Partial<Record<DocumentActionKind, boolean>>;
};

const linesOf = ({ labor, material, other }: PortalDocumentInput) => ({ labor, material, other });

export const PROPOSAL_KIND: DocumentKindConfig = {
  kind: 'proposal',
  title: 'Proposal',
  numberLabel: 'Proposal #',
  dateLabel: 'Date',
  savedToast: VENDOR_PORTAL_DOCUMENT_MESSAGES.proposalSaved,
  stateKey: 'vendorPortalProposals',
  emptyText: 'No proposals on this work order yet.',
  list: async (workorderid, signal) => {
    const { data, ...rest } = await getPortalProposals(workorderid, signal);
    return { documents: data.map(proposalDocument), ...rest };
  },
  listKey: portalDocumentKeys.proposals,
  save: async (input) =>
    proposalDocument(
      await savePortalProposal({
        id: input.id,
        workorderid: input.workorderid,
        proposalnumber: input.number,
        description: input.description,
        note: input.note,
        ...linesOf(input),
      }),
    ),
  clone: clonePortalProposal,
  remove: deletePortalProposal,
  submit: submitPortalProposal,
  preview: previewPortalProposal,
  pdf: downloadPortalProposalPdf,
  importLines: async (id, file, onProgress) =>
    proposalDocument(await importPortalProposalLines(id, file, onProgress)),
  actions: (document, readonly) =>
    vendorPortalProposalActions(
      { proposalstatusid: document.statusid, invoiceid: document.invoiceid },
      { readonly },
    ),
};

export const INVOICE_KIND: DocumentKindConfig = {
  kind: 'invoice',
  title: 'Invoice',
  numberLabel: 'Invoice #',
  dateLabel: 'Invoice Date',
  savedToast: VENDOR_PORTAL_DOCUMENT_MESSAGES.invoiceSaved,
  stateKey: 'vendorPortalInvoices',
  emptyText: 'No invoices on this work order yet.',
  list: async (workorderid, signal) => {
    const { data, ...rest } = await getPortalInvoices(workorderid, signal);
    return { documents: data.map(invoiceDocument), ...rest };
  },
  listKey: portalDocumentKeys.invoices,
  save: async (input) =>
    invoiceDocument(
      await savePortalInvoice({
        id: input.id,
        workorderid: input.workorderid,
        proposalid: input.proposalid,
        invoicenumber: input.number ?? '',
        description: input.description,
        note: input.note,
        ...linesOf(input),
      } satisfies PortalInvoiceInput),
    ),
  clone: clonePortalInvoice,
  remove: deletePortalInvoice,
  submit: submitPortalInvoice,
  preview: previewPortalInvoice,
  pdf: downloadPortalInvoicePdf,
  importLines: async (id, file, onProgress) =>
    invoiceDocument(await importPortalInvoiceLines(id, file, onProgress)),
  actions: (document, readonly) =>
    vendorPortalInvoiceActions({ invoicestatusid: document.statusid }, { readonly }),
};

export const isDraftDocument = (document: Pick<PortalDocument, 'statusid'>) =>
  document.statusid === VENDOR_DOCUMENT_STATUS.Draft;

/** A document opens for editing only while it is a draft on an order that may change. */
export const isEditableDocument = (document: PortalDocument, readonly: boolean) =>
  !readonly && isDraftDocument(document);

/** How a row is named to a screen reader and in its menu: "proposal P-12 (Draft)". */
export const documentName = (document: PortalDocument) =>
  `${document.kind} ${document.number || 'without number'} (${document.status})`;

/** A new invoice (Add Invoice): no number yet, dated today, the order's brief description (spec C 2.8). */
export const newInvoiceDocument = (workorderid: number, description: string): PortalDocument => ({
  kind: 'invoice',
  id: 0,
  workorderid,
  number: '',
  date: new Date().toISOString(),
  description,
  note: null,
  rejectionnote: null,
  statusid: VENDOR_DOCUMENT_STATUS.Draft,
  status: 'Draft',
  amount: '0.00',
  proposalid: null,
  invoiceid: null,
  payment: null,
  labor: [],
  material: [],
  other: [],
  totals: { labor: '0.00', material: '0.00', other: '0.00', total: '0.00' },
});
