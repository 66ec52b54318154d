import { z } from 'zod';
import { PROPOSAL_MARGIN } from '../constants/lines';
import { CUSTOMER_PROPOSAL_STATUSES } from '../permissions/proposals';
import { optionalId, requiredId } from './fields';
import {
  decimalInput,
  lineItemSchema,
  lineItemsInputSchema,
  lineItemTotalsSchema,
  optionalTextInput,
} from './line-items';

// Wire shapes of the Customer Proposals tab (spec B sections 2, 3 "Customer proposal", 4, 5, 7, 8;
// issue 11; docs/decisions/135). The status is derived from the flags (permissions/proposals.ts); the
// proposed amount, the lines' amounts and the grand total are computed by the API.

/** The spec's own words where it has them (sections 5 and 8); the refusals follow its section 4. */
export const PROPOSAL_MESSAGES = {
  notFound: 'Proposal not found.',
  itemNotFound: 'Proposal item not found.',
  quotedAmount: 'Vendor Quoted Amount is required.',
  quotedAmountInvalid: 'Vendor Quoted Amount must be an amount from 0 with at most 2 decimals.',
  scopeOfWork: 'Scope of Work is required.',
  /** The input's max is 100, but 100 % leaves no price (a division by zero): 99.99 is the highest. */
  margin: `Margin must be between ${PROPOSAL_MARGIN.min} and 99.99.`,
  vendorLineInvalid: 'Vendor line is invalid.',
  useUpdate: 'A saved proposal is changed with updateproposal.',
  notEditable: 'An approved or rejected proposal cannot be edited.',
  notRemovable: 'An approved proposal cannot be removed.',
  complete: 'Only a proposal in progress can be completed.',
  approve: 'Only a complete proposal that is neither approved nor rejected can be approved.',
  reject: 'Only a complete proposal that is not rejected can be rejected.',
  notApproved: 'Only an approved proposal can be invoiced.',
  alreadyInvoiced: 'An invoice was already created from this proposal.',
  hasInvoice: 'An invoice was created from this proposal: remove the invoice first.',
  /** Toasts (spec B section 8). */
  saved: 'Proposal Saved',
  removed: 'Removed Proposal',
  removeFailed: 'Failed to remove Proposal',
  invoiceCreated: 'Invoice created.',
} as const;

const optionalText = optionalTextInput;

const quotedamount = decimalInput({
  required: PROPOSAL_MESSAGES.quotedAmount,
  invalid: PROPOSAL_MESSAGES.quotedAmountInvalid,
  scale: 2,
});

/**
 * Margin percent, 10 up to (not including) 100 (spec B section 5 says 10..100, but a margin of 100 has
 * no proposed amount: `proposedAmount` refuses it, decision 134); on a new proposal absent is 30.
 */
const marginInput = (fallback?: string) =>
  decimalInput({
    required: PROPOSAL_MESSAGES.margin,
    invalid: PROPOSAL_MESSAGES.margin,
    scale: 2,
    digits: 3,
    default: fallback,
  }).refine(
    (value) => Number(value) >= PROPOSAL_MARGIN.min && Number(value) < PROPOSAL_MARGIN.max,
    PROPOSAL_MESSAGES.margin,
  );

/**
 * Scope of Work (required, rich text): `scopeofworkformatted` is the editor's HTML, sanitized by the
 * API, which also stores its text as `scopeofwork`; a client that has only text sends `scopeofwork`.
 * The service answers "Scope of Work is required." when neither holds visible text.
 */
const scopeFields = {
  scopeofwork: optionalText('Scope of Work', 20_000),
  scopeofworkformatted: optionalText('Scope of Work', 100_000),
};

const proposalFields = {
  /** The vendor line whose Create Proposal opened the editor (must be on the same order). */
  workordervendorid: optionalId('Vendor Line'),
  externalproposalnumber: optionalText('Customer Proposal #', 100),
  note: optionalText('Proposal Notes', 4000),
  ...scopeFields,
};

/** POST /workorder/saveproposal (id 0): a new proposal with its lines ("Proposal Saved"). */
export const saveProposalSchema = z.object({
  id: optionalId('Proposal').refine((id) => id == null, PROPOSAL_MESSAGES.useUpdate),
  workorderid: requiredId('Work Order'),
  quotedamount,
  marginpercent: marginInput(String(PROPOSAL_MARGIN.default)),
  ...proposalFields,
  details: lineItemsInputSchema.optional().default([]),
});
export type SaveProposalInput = z.infer<typeof saveProposalSchema>;

/**
 * PUT /workorder/updateproposal: a partial update, which never clears what it does not name: absent
 * fields stay as they are, `details` absent keeps the lines, `details: []` removes them all.
 */
export const updateProposalSchema = z.object({
  id: requiredId('Proposal'),
  quotedamount: quotedamount.optional(),
  marginpercent: marginInput().optional(),
  ...proposalFields,
  details: lineItemsInputSchema.optional(),
});
export type UpdateProposalInput = z.infer<typeof updateProposalSchema>;

/** A proposal as the grid and its master detail show it. */
export const customerProposalSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  workordervendorid: z.number().nullable(),
  vendorproposalid: z.number().nullable(),
  /** Proposed Amount = quotedamount / (1 - marginpercent / 100) (spec B section 5), computed by the API. */
  amount: z.string(),
  /** The lines' total (subtotals plus taxes). */
  grandtotal: z.string(),
  /** Vendor Quoted Amount. */
  quotedamount: z.string(),
  marginpercent: z.string(),
  externalproposalnumber: z.string().nullable(),
  scopeofwork: z.string().nullable(),
  scopeofworkformatted: z.string().nullable(),
  note: z.string().nullable(),
  createddate: z.date(),
  completedate: z.date().nullable(),
  iscomplete: z.boolean(),
  isapproved: z.boolean(),
  isrejected: z.boolean(),
  approvedbycustomer: z.boolean(),
  approvedbycustomerdate: z.date().nullable(),
  /** Derived from the flags (spec B section 4), never stored. */
  status: z.enum(CUSTOMER_PROPOSAL_STATUSES),
  /** The invoice created from it (Create Invoice), if one is there and not rejected. */
  invoiceid: z.number().nullable(),
  details: z.array(lineItemSchema),
  totals: lineItemTotalsSchema,
});
export type CustomerProposal = z.infer<typeof customerProposalSchema>;

/** GET /workorder/proposals?workorderid: the tab's grid, newest first, each with its lines. */
export const workOrderProposalsQuerySchema = z.object({ workorderid: requiredId('Work Order') });
export const workOrderProposalsSchema = z.array(customerProposalSchema);

/** DELETE /workorder/removeproposal?id ("Removed Proposal"). */
export const removeProposalQuerySchema = z.object({ id: requiredId('Proposal') });
export const removedProposalSchema = z.object({ id: z.number(), workorderid: z.number() });

/** DELETE /workorder/removeproposalitem?id: one line; answers the proposal with its new totals. */
export const removeProposalItemQuerySchema = z.object({ id: requiredId('Proposal Item') });

/** PUT /workorder/{completeproposal,approveproposal,rejectproposal}: `{ id }`, answers the proposal. */
export const proposalActionSchema = z.object({ id: requiredId('Proposal') });

/** POST /workorder/cloneproposal?proposalId: a new proposal in progress with the same fields and lines. */
export const cloneProposalQuerySchema = z.object({ proposalId: requiredId('Proposal') });

/** POST /workorder/convertproposal (Create Invoice): `{ id }` of an approved proposal. */
export const convertProposalSchema = z.object({ id: requiredId('Proposal') });
export const convertedProposalSchema = z.object({
  /** "Invoice created." */
  message: z.string(),
  invoiceid: z.number(),
  workorderid: z.number(),
  workorderproposalid: z.number(),
  /** The invoice's amount: its lines' total. */
  amount: z.string(),
});
export type ConvertedProposal = z.infer<typeof convertedProposalSchema>;

/** The printed page: US Letter unless A4 is asked for (docs/decisions/138). */
export const documentPageSizeSchema = z.enum(['LETTER', 'A4']).optional().default('LETTER');

/**
 * POST /workorder/generatewoproposal (spec B section 7, `id, preview`): preview true answers the
 * Proposal Preview's HTML, false the PDF as a download (docs/decisions/138).
 */
export const generateProposalDocumentSchema = z.object({
  id: requiredId('Proposal'),
  preview: z.boolean({ error: 'Preview must be true or false.' }).optional().default(false),
  pageSize: documentPageSizeSchema,
});
export type GenerateProposalDocumentInput = z.infer<typeof generateProposalDocumentSchema>;
