import { z } from 'zod';
import { LABOR_RATE_TYPES, OTHER_LINE_TYPE_IDS, SKILL_LEVELS, UNITS } from '../constants/lines';
import { listFieldsOf, type ListResource } from '../resources/types';
import { requiredId } from './fields';
import { decimalInput, optionalTextInput } from './line-items';
import { documentPageSizeSchema } from './proposals';

// Wire shapes of the Vendor Submitted Proposals tab (spec B sections 2, 3 "Vendor submitted proposal",
// 4, 5, 7, 8, 9; issue 11; docs/decisions/136): the grid on the grid protocol, the review (Summary,
// Labor, Materials, Other with amounts computed by the API), approve (code 3) and reject (code 4),
// and Convert to Customer Proposal.

export const VENDOR_PROPOSAL_MESSAGES = {
  notFound: 'Vendor proposal not found.',
  notPending: 'Only a submitted vendor proposal can be approved or rejected.',
  vendorCount: 'A vendor proposal is approved or rejected only when the work order has exactly one vendor.',
  otherVendor: 'This proposal is not from the vendor on the work order.',
  state: 'State must be 3 (approve) or 4 (reject).',
  rejectionNote: 'Rejection Note is required.',
  /** Toast (spec B section 8). */
  converted: 'Vendor Proposal Converted',
} as const;

/** The spec's state codes (section 9): 3 approves, 4 rejects. */
export const VENDOR_PROPOSAL_STATE = { approve: 3, reject: 4 } as const;

const proposalField = listFieldsOf('vendorproposal');

/**
 * The tab's grid (spec B section 2: status, vendor name, proposal #, work order #, proposal amount;
 * 100 per page, saved state under this key, search panel), newest first. Staff only.
 */
export const vendorProposalListResource: ListResource = {
  key: 'vendorsubmittedproposals',
  defaultSort: [{ selector: 'proposaldate', desc: true }],
  fields: [
    proposalField('id', 'number'),
    proposalField('workorderid', 'number'),
    proposalField('proposalstatusid', 'number', { datafieldname: 'proposalstatus' }),
    proposalField('proposalstatus', 'string', { searchable: true }),
    proposalField('vendorname', 'string', { searchable: true }),
    proposalField('proposalnumber', 'string', { searchable: true }),
    proposalField('wonumber', 'string', { searchable: true }),
    proposalField('proposalamount', 'money', { summable: true }),
    proposalField('proposaldate', 'date'),
    proposalField('description', 'string', { searchable: true }),
  ],
};

/** GET /workorder/vendorproposals?workorderid plus the grid's load options. */
export const workOrderVendorProposalsQuerySchema = z.object({ workorderid: requiredId('Work Order') });

/** GET /workorder/vendorproposal?id: one proposal for the Review Proposal popup. */
export const vendorProposalQuerySchema = z.object({ id: requiredId('Vendor Proposal') });

/** The stored fields of a vendor's labor line and their names, as the review and the vendor portal answer them. */
export const vendorLaborLineFields = {
  id: z.number(),
  skilllevelid: z.number(),
  skilllevel: z.string(),
  typeid: z.number(),
  /** Regular, Overtime, Double Time. */
  type: z.string(),
  numberoftechs: z.number(),
  hourlyrate: z.string(),
  numberofhours: z.string(),
};
export const vendorMaterialLineFields = {
  id: z.number(),
  description: z.string(),
  partnumber: z.string().nullable(),
  uom: z.number(),
  unit: z.string(),
  unitprice: z.string(),
  quantity: z.string(),
};
export const vendorOtherLineFields = {
  id: z.number(),
  typeid: z.number(),
  type: z.string(),
  description: z.string().nullable(),
  quantity: z.string(),
  unitprice: z.string(),
};

const laborLineSchema = z.object({
  ...vendorLaborLineFields,
  /** hourlyrate x numberofhours x numberoftechs x the type's multiplier (laborAmount). */
  total: z.string(),
});
/** unitprice x quantity (materialAmount). */
const materialLineSchema = z.object({ ...vendorMaterialLineFields, total: z.string() });
const otherLineSchema = z.object({ ...vendorOtherLineFields, total: z.string() });

/** The Review Proposal popup: its Summary and the Labor, Materials and Other tabs. */
export const vendorProposalReviewSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  jobsiteid: z.number().nullable(),
  workordervendorid: z.number().nullable(),
  vendorid: z.number(),
  vendorname: z.string(),
  proposalnumber: z.string().nullable(),
  proposaldate: z.date(),
  submitteddate: z.date().nullable(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  rejectionnote: z.string().nullable(),
  proposalstatusid: z.number(),
  proposalstatus: z.string(),
  proposalamount: z.string(),
  /** The order's vendor lines that are not cancelled: Approve and Reject need exactly one. */
  vendorcount: z.number(),
  /** That one vendor line's quoted amount (Approve asks to update it when it differs), else null. */
  vendorquotedamount: z.string().nullable(),
  /** Whether Approve and Reject are offered (status 2 and exactly one vendor, the proposal's). */
  isreviewable: z.boolean(),
  /**
   * The Proposed Amount a conversion gives the customer proposal: proposalamount / 0.7 (spec B section 9's
   * vendor proposal margin basis; the proposal's Vendor Quoted Amount is the vendor's amount, at 30 %).
   */
  convertedamount: z.string(),
  labor: z.array(laborLineSchema),
  materials: z.array(materialLineSchema),
  other: z.array(otherLineSchema),
  /** The sums of the three tabs and their total. */
  totals: z.object({ labor: z.string(), materials: z.string(), other: z.string(), total: z.string() }),
});
export type VendorProposalReview = z.infer<typeof vendorProposalReviewSchema>;

/**
 * The state-set call (spec B section 7 names no path: PUT /workorder/setvendorproposalstate, decision
 * 136): `state` 3 approves (and with `updatequotedamount` sets the vendor line's quoted amount to the
 * proposal amount), 4 rejects with a required rejection note.
 */
export const setVendorProposalStateSchema = z
  .object({
    id: requiredId('Vendor Proposal'),
    state: z.union([z.literal(VENDOR_PROPOSAL_STATE.approve), z.literal(VENDOR_PROPOSAL_STATE.reject)], {
      error: VENDOR_PROPOSAL_MESSAGES.state,
    }),
    rejectionnote: optionalTextInput('Rejection Note', 4000),
    updatequotedamount: z.boolean({ error: 'Update quoted amount must be true or false.' }).optional(),
  })
  .superRefine((input, context) => {
    if (input.state === VENDOR_PROPOSAL_STATE.reject && !input.rejectionnote)
      context.addIssue({
        code: 'custom',
        path: ['rejectionnote'],
        message: VENDOR_PROPOSAL_MESSAGES.rejectionNote,
      });
  });
export type SetVendorProposalStateInput = z.infer<typeof setVendorProposalStateSchema>;

/** POST /workorder/convertvendorproposal `{ proposalid }`: a customer proposal in progress. */
export const convertVendorProposalSchema = z.object({ proposalid: requiredId('Vendor Proposal') });
export const convertedVendorProposalSchema = z.object({
  /** "Vendor Proposal Converted" */
  message: z.string(),
  vendorproposalid: z.number(),
  workorderid: z.number(),
  /** The new customer proposal. */
  workorderproposalid: z.number(),
  quotedamount: z.string(),
});
export type ConvertedVendorProposal = z.infer<typeof convertedVendorProposalSchema>;

// ---------------------------------------------------------------------------------------------------
// The review's line rules (spec B section 5): what a labor, material or other line of a vendor proposal
// needs, for the review popup's editors and the vendor portal (a later issue) that writes the lines.
// The spec names the fields; the messages follow its "{caption} is required." wording.

const oneOf = (caption: string, ids: readonly number[]) =>
  requiredId(caption).refine((id) => ids.includes(id), `${caption} is invalid.`);
const amount = (caption: string) =>
  decimalInput({
    required: `${caption} is required.`,
    invalid: `${caption} must be a number from 0 with at most 2 decimals.`,
    scale: 2,
  });
const requiredText = (caption: string, max: number) =>
  z
    .string({ error: `${caption} is required.` })
    .trim()
    .min(1, `${caption} is required.`)
    .max(max, `At most ${max} characters.`);

/** Labor: skill level, type, number of techs, hourly rate and hours are required. */
export const vendorLaborLineInputSchema = z.object({
  skilllevelid: oneOf(
    'Skill Level',
    SKILL_LEVELS.map((level) => level.id),
  ),
  typeid: oneOf(
    'Type',
    LABOR_RATE_TYPES.map((type) => type.id),
  ),
  numberoftechs: z.coerce
    .number({ error: 'Number of Techs is required.' })
    .int('Number of Techs must be a whole number from 1.')
    .min(1, 'Number of Techs is required.')
    .max(999, 'Number of Techs must be a whole number from 1.'),
  hourlyrate: amount('Hourly Rate'),
  numberofhours: amount('Hours'),
});

/** Materials: description, unit, unit price and quantity are required. */
export const vendorMaterialLineInputSchema = z.object({
  description: requiredText('Description', 2000),
  partnumber: optionalTextInput('Part Number', 100),
  uom: oneOf(
    'Unit',
    UNITS.map((unit) => unit.id),
  ),
  unitprice: amount('Unit Price'),
  quantity: amount('Quantity'),
});

/** Other: type, quantity, price and description are required. */
export const vendorOtherLineInputSchema = z.object({
  typeid: oneOf('Type', OTHER_LINE_TYPE_IDS),
  quantity: amount('Quantity'),
  unitprice: amount('Price'),
  description: requiredText('Description', 2000),
});

/**
 * POST /vendorprofile/generatevendorproposal?proposalid&preview (spec C: "preview returns htmlEncode; otherwise
 * PDF"; docs/decisions/140): preview true answers the Preview's HTML, false the PDF as a download, on `pageSize`.
 */
export const generateVendorProposalDocumentSchema = z.object({
  proposalid: requiredId('Vendor Proposal'),
  preview: z
    .enum(['true', 'false'], { error: 'Preview must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
  pageSize: documentPageSizeSchema,
});
export type GenerateVendorProposalDocumentInput = z.infer<typeof generateVendorProposalDocumentSchema>;
