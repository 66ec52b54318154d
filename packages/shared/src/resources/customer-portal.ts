import { listFieldsOf, type ListResource } from './types';

// The customer portal's proposals and invoices lists across the caller's orders (spec C section 2.1:
// /customerprofile/proposals?status=open|waiting|approved|rejected and /customerprofile/invoices; issue 16,
// docs/decisions/167). Customer users only, their own customer's documents; never a vendor figure.

const orderField = listFieldsOf('workorder');

/** The fields every row carries: its own id and the order's number, PO and job site (captions under `workorder`). */
const orderFieldsOf = (field: ReturnType<typeof listFieldsOf>) => [
  field('id', 'number'),
  field('workorderid', 'number'),
  orderField('wonumber', 'string', { searchable: true }),
  orderField('ponumber', 'string', { searchable: true }),
  orderField('jobsite', 'string', { searchable: true }),
  orderField('city', 'string', { searchable: true }),
  orderField('statecode', 'string'),
];

/**
 * GET /customerprofile/proposals: the customer's proposals (spec C 4's customer-facing status), each with
 * its order's number, PO and job site; Proposed Amount summable. Newest first.
 */
export const customerPortalProposalListResource: ListResource = (() => {
  const field = listFieldsOf('workorderproposal');
  return {
    key: 'customerproposallist',
    defaultSort: [{ selector: 'createddate', desc: true }],
    fields: [
      ...orderFieldsOf(field),
      field('externalproposalnumber', 'string', { searchable: true }),
      field('createddate', 'date'),
      field('completedate', 'date'),
      field('note', 'string', { searchable: true }),
      field('status', 'string'),
      field('approvedbycustomer', 'boolean'),
      field('rejectedbycustomer', 'boolean'),
      field('amount', 'money', { summable: true }),
    ],
  };
})();

/**
 * GET /customerprofile/invoices: the invoices the customer sees (approved, not rejected), with Invoice
 * Amount (summable), Invoice Date, due date, what was received and the balance. Newest first.
 */
export const customerPortalInvoiceListResource: ListResource = (() => {
  const field = listFieldsOf('invoice');
  return {
    key: 'customerinvoicelist',
    defaultSort: [{ selector: 'invoicingdate', desc: true }],
    fields: [
      ...orderFieldsOf(field),
      field('invoicenumber', 'string', { searchable: true }),
      field('invoicingdate', 'date'),
      field('duedate', 'date'),
      field('status', 'string'),
      field('amount', 'money', { summable: true }),
      field('amountreceived', 'money', { summable: true }),
      field('balance', 'money', { summable: true }),
    ],
  };
})();

/**
 * The pages' and calls' `?status=` words (the vendor lists' four, decision 167):
 * - proposals: open = In Progress, waiting = Complete (waiting for the customer's decision), approved,
 *   rejected;
 * - invoices: open = a balance is due, waiting = a balance is past its due date, approved = paid in full,
 *   rejected = none (a rejected invoice is never the customer's).
 */
export const CUSTOMER_PORTAL_DOCUMENT_LIST_STATUSES = ['open', 'waiting', 'approved', 'rejected'] as const;
export type CustomerPortalDocumentListStatus = (typeof CUSTOMER_PORTAL_DOCUMENT_LIST_STATUSES)[number];

/** The invoice row's `status` words. */
export const CUSTOMER_INVOICE_STATUSES = ['Open', 'Past Due', 'Paid'] as const;
