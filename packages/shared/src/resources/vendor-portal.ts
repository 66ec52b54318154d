import type { VENDOR_DOCUMENT_LIST_STATUS } from '../constants/lines';
import { listFieldsOf, type ListResource } from './types';

// The vendor portal's proposals and invoices lists across the caller's orders (spec C section 1:
// /vendorprofile/proposals?status=open|waiting|approved|rejected and /vendorprofile/invoices; issue 15,
// docs/decisions/164). One declaration per kind, the same shape: only the document's own names differ.

export type VendorPortalDocumentKind = 'proposal' | 'invoice';

/** The document's own field names per kind (the tables `vendorproposal` and `vendorinvoice`). */
export const VENDOR_PORTAL_DOCUMENT_FIELDS = {
  proposal: {
    table: 'vendorproposal',
    number: 'proposalnumber',
    date: 'proposaldate',
    statusid: 'proposalstatusid',
    status: 'proposalstatus',
    amount: 'proposalamount',
  },
  invoice: {
    table: 'vendorinvoice',
    number: 'invoicenumber',
    date: 'invoicedate',
    statusid: 'invoicestatusid',
    status: 'invoicestatus',
    amount: 'invoiceamount',
  },
} as const satisfies Record<VendorPortalDocumentKind, Record<string, string>>;

/** The order's fields every row carries (captions under `workorder`). */
const orderField = listFieldsOf('workorder');

/**
 * The invoice's payment (decision 178): when its approved bill was paid in QuickBooks, by which reference and
 * how; null until then.
 */
const paymentFields = (field: ReturnType<typeof listFieldsOf>) => [
  field('paiddate', 'date'),
  field('paymentrefnumber', 'string', { searchable: true }),
  field('paymenttype', 'string'),
];

/**
 * A kind's grid: the work order (number, customer, job-site city and state), the document's number, date,
 * description, status and amount (summable: the footer's total), and an invoice's payment. Newest first. The search panel matches the
 * numbers, the customer, the city and the description. Vendor and Tech users only (their own vendor's).
 */
function documentListResource(kind: VendorPortalDocumentKind, key: string): ListResource {
  const names = VENDOR_PORTAL_DOCUMENT_FIELDS[kind];
  const field = listFieldsOf(names.table);
  return {
    key,
    defaultSort: [{ selector: names.date, desc: true }],
    fields: [
      field('id', 'number'),
      field('workorderid', 'number'),
      field('wonumber', 'string', { searchable: true }),
      orderField('customername', 'string', { searchable: true }),
      orderField('city', 'string', { searchable: true }),
      orderField('statecode', 'string'),
      field(names.number, 'string', { searchable: true }),
      field(names.date, 'date'),
      field('description', 'string', { searchable: true }),
      field(names.statusid, 'number', { datafieldname: names.status }),
      field(names.status, 'string'),
      field(names.amount, 'money', { summable: true }),
      ...(kind === 'invoice' ? paymentFields(field) : []),
    ],
  };
}

/** GET /vendorprofile/proposals: the caller's proposals on every order of its portal. */
export const vendorPortalProposalListResource = documentListResource('proposal', 'vendorproposallist');
/** GET /vendorprofile/invoices: the caller's invoices on every order of its portal. */
export const vendorPortalInvoiceListResource = documentListResource('invoice', 'vendorinvoicelist');

export const VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES = {
  proposal: vendorPortalProposalListResource,
  invoice: vendorPortalInvoiceListResource,
} as const satisfies Record<VendorPortalDocumentKind, ListResource>;

/** The pages' and calls' `?status=` words: open (Draft), waiting (Submitted), approved, rejected. */
export type VendorPortalDocumentListStatus = keyof typeof VENDOR_DOCUMENT_LIST_STATUS;
export const VENDOR_PORTAL_DOCUMENT_LIST_STATUSES = [
  'open',
  'waiting',
  'approved',
  'rejected',
] as const satisfies readonly VendorPortalDocumentListStatus[];

/**
 * One row of either list as the API answers it: the order's fields under their names, the document's under
 * its kind's names (VENDOR_PORTAL_DOCUMENT_FIELDS); money as a decimal string, dates as ISO text.
 */
export type VendorPortalDocumentListRow = Record<string, unknown> & {
  id: number;
  workorderid: number;
  wonumber: string;
  customername: string | null;
  city: string | null;
  statecode: string | null;
  description: string | null;
};
