import { z } from 'zod';
import { CUSTOMER_PROPOSAL_STATUSES } from '../permissions/proposals';
import { lineItemSchema, lineItemTotalsSchema } from './line-items';
import { optionalDate, optionalId, requiredId, requiredText } from './fields';
import { documentPageSizeSchema } from './proposals';
import { vendorPortalWorkOrderSchema } from './vendor-portal';
import { saveWorkOrderSchema } from './work-orders';

// Wire shapes of the customer portal (spec C 2.9, 4 and 7's /customerprofile calls; issue 16,
// docs/decisions/166 and 167). Every call is scoped to the signed-in user's customer (`user.customerid`):
// the customer is never read from a request. No answer carries a vendor line, a vendor cost, a margin, an
// internal note or a sales rep's figures.

export const CUSTOMER_PORTAL_MESSAGES = {
  /** Toasts (spec C section 8). */
  saved: 'Work Order Saved',
  noteAdded: 'Note added',
  statusUpdated: 'Status updated',
  /** The Reject Proposal popup's required field (spec C 2.9 and 5). */
  rejectionRequired: 'Rejection Information is required.',
  /** Approve and Reject are offered only on a complete proposal without a customer decision (spec C 4). */
  notDecidable: 'Only a complete proposal without a customer decision can be approved or rejected.',
  proposalStatusInvalid: 'Proposal Status is invalid.',
  proposalNotFound: 'Proposal not found.',
  invoiceNotFound: 'Invoice not found.',
  jobSiteInvalid: 'Job Site is invalid.',
} as const;

// ===================================================================================================
// Work orders: details, new order, update, Add Note (docs/decisions/166)
// ===================================================================================================

/** GET /customerprofile/workorder?id=: an order of the caller's customer, or 0 for a blank new order. */
export const customerPortalWorkOrderQuerySchema = z.object({
  id: optionalId('Work Order')
    .refine((id) => id !== undefined, 'Work Order is required.')
    .transform((id) => id ?? 0),
});

/** One of the caller's own job sites (the form's picker). */
export const customerPortalJobSiteSchema = z.object({
  id: z.number(),
  jobsite: z.string(),
  jobsitedescription: z.string().nullable(),
  streetaddress: z.string().nullable(),
  streetaddress2: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
});
export type CustomerPortalJobSite = z.infer<typeof customerPortalJobSiteSchema>;

/** The form's lookups: the caller's active job sites, the priorities, the trades a new order offers (20, 33, 34, 50). */
export const customerPortalLookupsSchema = z.object({
  jobsites: z.array(customerPortalJobSiteSchema),
  priorities: z.array(z.object({ id: z.number(), name: z.string(), isdefaultonnew: z.boolean() })),
  trades: z.array(z.object({ tradeid: z.number(), tradename: z.string() })),
});
export type CustomerPortalLookups = z.infer<typeof customerPortalLookupsSchema>;

/**
 * The details' header (wonumber, ponumber, job-site city and state, dispatch date with time, dispatcher,
 * priority, brief description) and the Work Order tab; `canchange` while the order is still Received
 * (decision 166). A blank new order (id 0) has wonumber '' and the Received status.
 */
export const customerPortalWorkOrderSchema = z.object({
  id: z.number(),
  wonumber: z.string(),
  ponumber: z.string().nullable(),
  customerid: z.number(),
  customername: z.string(),
  statusid: z.number(),
  status: z.string(),
  jobsiteid: z.number().nullable(),
  jobsite: customerPortalJobSiteSchema.nullable(),
  /** The portals' one header and Work Order tab fields (the description is rich text, cleaned by the API). */
  ...vendorPortalWorkOrderSchema.pick({
    dispatchdate: true,
    dispatcher: true,
    priorityid: true,
    priority: true,
    briefdescription: true,
    description: true,
    duedate: true,
    scheduledate: true,
  }).shape,
  /** The customer's own not-to-exceed amount, as a decimal string. */
  nte: z.string().nullable(),
  trades: z.array(z.object({ tradeid: z.number(), tradename: z.string() })),
  createddate: z.date().nullable(),
  /** The concurrency token an update may echo (409 when the order changed since). */
  modifieddate: z.date().nullable(),
  /** The customer may still change the order (Received only, decision 166). */
  canchange: z.boolean(),
  lookups: customerPortalLookupsSchema,
});
export type CustomerPortalWorkOrder = z.infer<typeof customerPortalWorkOrderSchema>;

/** What a customer fills on the Work Order tab: the work-order form's fields and messages (spec C 5). */
const customerWorkOrderFields = saveWorkOrderSchema.pick({
  jobsiteid: true,
  ponumber: true,
  briefdescription: true,
  description: true,
  priorityid: true,
  duedate: true,
  tradeids: true,
  nte: true,
});

/**
 * POST /customerprofile/saveworkorder: a new order for the caller's customer (never a customer id from the
 * body: any `customerid` sent is ignored). Answers 201 with the details.
 */
export const customerPortalSaveWorkOrderSchema = customerWorkOrderFields;
export type CustomerPortalSaveWorkOrderInput = z.infer<typeof customerPortalSaveWorkOrderSchema>;

/**
 * PUT /customerprofile/updateworkorder: partial, a field not sent is never written; only while Received
 * (400 'This work order is read-only.' after). `modifieddate`, when sent, must be the one read (409).
 */
export const customerPortalUpdateWorkOrderSchema = customerWorkOrderFields.partial().extend({
  id: requiredId('Work Order'),
  modifieddate: optionalDate('Modified Date'),
});
export type CustomerPortalUpdateWorkOrderInput = z.infer<typeof customerPortalUpdateWorkOrderSchema>;

/** POST /customerprofile/savenote: the row menu's Add Note (a Customer note, visible to the customer and staff). */
export const customerPortalNoteSchema = z.object({
  workorderid: requiredId('Work Order'),
  note: requiredText('Note is required.', 10000),
});
export type CustomerPortalNoteInput = z.infer<typeof customerPortalNoteSchema>;

export const customerPortalNoteAnswerSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  notenumber: z.number(),
  note: z.string(),
  isvisibletocustomer: z.boolean(),
  message: z.string(),
});
export type CustomerPortalNoteAnswer = z.infer<typeof customerPortalNoteAnswerSchema>;

// ===================================================================================================
// Proposals and invoices of one order (docs/decisions/167)
// ===================================================================================================

/** The two values of `proposalStatusId` the portal sends (spec C 4: Approve / Reject; the vendor documents' 3 and 4). */
export const CUSTOMER_PROPOSAL_DECISION = { Approved: 3, Rejected: 4 } as const;
export type CustomerProposalDecision =
  (typeof CUSTOMER_PROPOSAL_DECISION)[keyof typeof CUSTOMER_PROPOSAL_DECISION];

/** GET /customerprofile/workorderproposals?workorderid=, /workorderinvoices?workorderid= */
export const customerPortalWorkOrderDocumentsQuerySchema = z.object({
  workorderid: requiredId('Work Order'),
});

/**
 * A proposal as the customer sees it: Proposed Amount (`amount`, the customer price), its lines at customer
 * prices, the customer's decision and the status derived by spec C 4. Never the vendor's quoted amount or
 * the margin.
 */
export const customerPortalProposalSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  /** The proposal's number as the customer knows it (Customer Proposal #). */
  externalproposalnumber: z.string().nullable(),
  /** Proposed Amount. */
  amount: z.string(),
  note: z.string().nullable(),
  scopeofwork: z.string().nullable(),
  /** Rich text (HTML), cleaned by the API. */
  scopeofworkformatted: z.string().nullable(),
  createddate: z.date(),
  completedate: z.date().nullable(),
  approvedbycustomer: z.boolean(),
  approvedbycustomerdate: z.date().nullable(),
  rejectedbycustomer: z.boolean(),
  rejectedbycustomerdate: z.date().nullable(),
  rejectionnote: z.string().nullable(),
  status: z.enum(CUSTOMER_PROPOSAL_STATUSES),
  canapprove: z.boolean(),
  canreject: z.boolean(),
  details: z.array(lineItemSchema),
  totals: lineItemTotalsSchema,
});
export type CustomerPortalProposal = z.infer<typeof customerPortalProposalSchema>;
export const customerPortalProposalsSchema = z.array(customerPortalProposalSchema);

/**
 * POST /customerprofile/updateproposalstatus (spec C 7): Approve (3) or Reject (4, with the Rejection
 * Information in `note`). Answers the order's proposals.
 */
export const customerPortalProposalStatusSchema = z
  .object({
    proposalId: requiredId('Proposal'),
    proposalStatusId: z.union([z.literal(3), z.literal(4)], {
      error: CUSTOMER_PORTAL_MESSAGES.proposalStatusInvalid,
    }),
    note: z.string().trim().max(4000, 'At most 4000 characters.').nullish(),
  })
  .superRefine((input, context) => {
    if (input.proposalStatusId === CUSTOMER_PROPOSAL_DECISION.Rejected && !input.note)
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: CUSTOMER_PORTAL_MESSAGES.rejectionRequired,
      });
  });
export type CustomerPortalProposalStatusInput = z.infer<typeof customerPortalProposalStatusSchema>;

/** An invoice the customer sees (approved, not rejected: decision 167): Invoice Amount, Invoice Date, lines. */
export const customerPortalInvoiceSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  invoicenumber: z.string().nullable(),
  /** Invoice Amount. */
  amount: z.string(),
  /** What the customer paid so far, and what is left. */
  amountreceived: z.string(),
  balance: z.string(),
  /** Invoice Date. */
  invoicingdate: z.date().nullable(),
  duedate: z.date().nullable(),
  scopeofwork: z.string().nullable(),
  scopeofworkformatted: z.string().nullable(),
  details: z.array(lineItemSchema),
  totals: lineItemTotalsSchema,
});
export type CustomerPortalInvoice = z.infer<typeof customerPortalInvoiceSchema>;
export const customerPortalInvoicesSchema = z.array(customerPortalInvoiceSchema);

const previewFlag = z
  .enum(['true', 'false'], { error: 'Preview must be true or false.' })
  .optional()
  .transform((value) => value === 'true');

/** POST /customerprofile/generateproposal?proposalid=&preview=: the preview's HTML (true) or the PDF. */
export const customerPortalGenerateProposalSchema = z.object({
  proposalid: requiredId('Proposal'),
  preview: previewFlag,
  pageSize: documentPageSizeSchema,
});
export type CustomerPortalGenerateProposalInput = z.infer<typeof customerPortalGenerateProposalSchema>;

/** POST /customerprofile/generateinvoice?invoiceid=&preview=: the preview's HTML (true) or the PDF. */
export const customerPortalGenerateInvoiceSchema = z.object({
  invoiceid: requiredId('Invoice'),
  preview: previewFlag,
  pageSize: documentPageSizeSchema,
});
export type CustomerPortalGenerateInvoiceInput = z.infer<typeof customerPortalGenerateInvoiceSchema>;
