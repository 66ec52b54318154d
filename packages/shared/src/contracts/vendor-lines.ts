import { z } from 'zod';
import { formatMoney } from '../format/money';
import { displayOnlyField, listFieldsOf, type ListResource } from '../resources/types';
import { workOrderAttachmentSchema } from './attachments';
import { idList, optionalDate, optionalId, requiredId } from './fields';
import { VENDOR_BLOCK_REASONS } from '../constants/vendors';
import { eventCountsSchema } from './work-order-actions';

// Wire shapes of the vendors on a work order (spec B sections 2 "Vendor tab", "Right-side panel", 3, 4
// "Vendor line", 5, 7; issue 10): finding vendors by trade and distance, the vendor lines and their
// actions, the QC follow-up, the vendor scorecard (docs/decisions/131) and the vendor's history.
// Decisions of this area: docs/decisions/132.

/** The messages of the vendor-line calls; the spec's own wording where it has one (spec B sections 5, 8). */
export const VENDOR_LINE_MESSAGES = {
  /** Spec B section 5: finding vendors by trades requires at least one trade (a warning in the popup). */
  noTrade: 'No Trade has been selected',
  noJobSite: 'The work order has no job site.',
  jobSiteInvalid: 'Job Site is invalid.',
  lineNotFound: 'Vendor line not found.',
  vendorNotFound: 'Vendor not found.',
  tradeInvalid: 'Trade is invalid.',
  alreadyAttached: 'This vendor is already attached to this work order.',
  cancelled: 'This vendor was cancelled on this work order.',
  approved: 'The vendor invoice is approved: unapprove it first.',
  alreadyApproved: 'The vendor invoice is already approved.',
  notApproved: 'The vendor invoice is not approved.',
  invoiceNumberRequired: 'An invoice number is required to approve the vendor invoice.',
  syncedToAccounting: 'This vendor bill was already sent to accounting.',
  hasFiles: 'This vendor line has files: remove them first, or cancel the vendor instead.',
  overrideReasonRequired: 'An override reason is required to approve over the NTE.',
  /** Spec B section 5, the QC popup. */
  reviewerName: 'Reviewer Name is Required.',
  totalScore: 'Total Score is Required.',
  required: 'Required.',
} as const;

/** The approval hold of a vendor invoice over the order's NTE (issue 10 "Beyond the spec"). */
export const vendorInvoiceHoldMessage = (amount: string, nte: string) =>
  `The vendor invoice (${formatMoney(amount)}) exceeds the work order NTE (${formatMoney(nte)}): approving it needs an override reason.`;

// Money in: a decimal string (a number is accepted), at most two decimals, not negative.
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const moneyInput = (caption: string) =>
  z
    .union([z.string(), z.number()], { error: `${caption} is invalid.` })
    .nullish()
    .transform((value) =>
      value === undefined ? undefined : value === null ? '' : String(value).trim().replace(/^\$/, ''),
    )
    .refine((value) => value === undefined || value === '' || MONEY.test(value), `${caption} is invalid.`)
    // Null or empty: no amount, which the quoted amount column holds as 0.
    .transform((value) => (value === undefined ? undefined : value === '' ? '0' : value));

const optionalText = (caption: string, max: number) =>
  z
    .string({ error: `${caption} is invalid.` })
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const optionalFlag = (caption: string) =>
  z.boolean({ error: `${caption} must be true or false.` }).optional();

// ---------------------------------------------------------------------------------------------------
// The scorecard (docs/decisions/131)

/**
 * A vendor's record in one trade over the last 12 months, from our own data (docs/decisions/131).
 * Computed by the database into a summary refreshed in the background; `scorecardasof` of the
 * answer says when.
 */
export const vendorScorecardSchema = z.object({
  tradeid: z.number(),
  /** Average QC overall rating (1 Fair, 2 Good, 3 Excellent) of the reviews not marked Incurred Only. */
  qcaverage: z.number().nullable(),
  /** Average QC total score of those reviews. */
  qcscore: z.number().nullable(),
  qcreviews: z.number(),
  /** On-time arrivals divided by the arrivals we have evidence of, 0..1; null without evidence. */
  ontimerate: z.number().nullable(),
  arrivals: z.number(),
  completedjobs: z.number(),
  /** Average quoted amount (cost) of the completed jobs with a cost, a decimal string. */
  averagecost: z.string().nullable(),
});
export type VendorScorecard = z.infer<typeof vendorScorecardSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /workorder/getvendorsbytrades?workorderId&tradeIds

/** The call's own parameters, beside the grid protocol's load options (skip, take, sort, filter, searchValue). */
export const vendorsByTradesQuerySchema = z.object({
  workorderId: requiredId('Work Order'),
  /** Comma-separated trade ids; none is a 400 with the spec's warning text. */
  tradeIds: idList('Trades', { max: 50 }).refine(
    (ids) => Array.isArray(ids) && ids.length > 0,
    VENDOR_LINE_MESSAGES.noTrade,
  ),
});
export type VendorsByTradesQuery = z.infer<typeof vendorsByTradesQuerySchema>;

/**
 * A row of the Select Vendor popup: the spec B section 3 "Vendor (list and new)" fields the popup shows
 * (the new-vendor form's names, second phone and e-mails are not), the row's trade, priority and block
 * reason, and the vendor's scorecard in that trade (decision 131) as flat, sortable fields. The call
 * answers these rows on the grid protocol (`listAnswerSchema`, fields in `vendorCandidateResource`).
 */
export const vendorCandidateSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  primaryphone: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  isactive: z.boolean(),
  excludedfromcustomer: z.boolean(),
  minnte: z.string().nullable(),
  createddate: z.date(),
  /** Average of the vendor's ratings and its QC reviews as stars (1..5, docs/decisions/131); null without any. */
  vendorrating: z.number().nullable(),
  vendorstatustypeid: z.number(),
  vendorstatus: z.string(),
  /** The status type's colour (spec B: cells coloured by vendor status type). */
  vendorstatuscolor: z.string(),
  backgroundchecksrun: z.boolean(),
  /** Work orders the vendor has a line on that is not Cancelled (as of `scorecardasof`). */
  wocount: z.number(),
  /** Miles from the job site (docs/decisions/132); null when either place has no coordinates. */
  distancefromjob: z.number().nullable(),
  mssw: z.string().nullable(),
  termid: z.number().nullable(),
  term: z.string().nullable(),
  tierid: z.number().nullable(),
  /** The requested trade this row covers (the vendor's best dispatch priority among them). */
  tradeid: z.number(),
  primarytrade: z.string(),
  /** Admin dispatch priority of the vendor for that trade (1 first); null when not prioritised. */
  priority: z.number().nullable(),
  paperworkcomplete: z.boolean(),
  /** Why the vendor cannot be attached, or null (spec B section 4); `isblocked` is its boolean. */
  blockedreason: z.enum(VENDOR_BLOCK_REASONS).nullable(),
  isblocked: z.boolean(),
  /** Already on this work order (a line that is not Cancelled). */
  isattached: z.boolean(),
  // The scorecard in `tradeid` (vendorScorecardSchema's figures, flat so that the grid sorts by them).
  qcaverage: z.number().nullable(),
  qcscore: z.number().nullable(),
  qcreviews: z.number(),
  ontimerate: z.number().nullable(),
  arrivals: z.number(),
  completedjobs: z.number(),
  averagecost: z.string().nullable(),
  /** When the scorecard and WO count were computed (docs/decisions/131); null before the first time. */
  scorecardasof: z.date().nullable(),
});
export type VendorCandidate = z.infer<typeof vendorCandidateSchema>;

const candidateField = listFieldsOf('vendor');
const displayOnly = displayOnlyField;

/**
 * The Select Vendor popup's grid (GET /workorder/getvendorsbytrades, docs/decisions/132): every vendor
 * covering the job site for the trades, on the grid protocol; the search panel matches the name. The
 * default order is the dispatch order: priority, the vendors that can be attached first, distance, name.
 */
export const vendorCandidateResource: ListResource = {
  key: 'vendorselect',
  defaultSort: [
    { selector: 'priority', desc: false },
    { selector: 'isblocked', desc: false },
    { selector: 'distancefromjob', desc: false },
    { selector: 'name', desc: false },
  ],
  fields: [
    candidateField('id', 'number'),
    candidateField('name', 'string', { searchable: true }),
    candidateField('address', 'string'),
    candidateField('city', 'string'),
    candidateField('statecode', 'string'),
    candidateField('postalcode', 'string'),
    candidateField('primaryphone', 'string'),
    candidateField('dispatchemail', 'string'),
    candidateField('isactive', 'boolean'),
    candidateField('excludedfromcustomer', 'boolean'),
    candidateField('minnte', 'money'),
    candidateField('createddate', 'date'),
    candidateField('vendorrating', 'number'),
    candidateField('vendorstatustypeid', 'number'),
    candidateField('vendorstatus', 'string'),
    candidateField('vendorstatuscolor', 'string', displayOnly),
    candidateField('backgroundchecksrun', 'boolean'),
    candidateField('wocount', 'number'),
    candidateField('distancefromjob', 'number'),
    candidateField('mssw', 'string'),
    candidateField('termid', 'number'),
    candidateField('term', 'string'),
    candidateField('tierid', 'number'),
    candidateField('tradeid', 'number'),
    candidateField('primarytrade', 'string'),
    candidateField('priority', 'number'),
    candidateField('paperworkcomplete', 'boolean'),
    candidateField('blockedreason', 'string'),
    candidateField('isblocked', 'boolean'),
    candidateField('isattached', 'boolean'),
    candidateField('qcaverage', 'number'),
    candidateField('qcscore', 'number'),
    candidateField('qcreviews', 'number'),
    candidateField('ontimerate', 'number'),
    candidateField('arrivals', 'number'),
    candidateField('completedjobs', 'number'),
    candidateField('averagecost', 'money'),
    candidateField('scorecardasof', 'date', displayOnly),
  ],
};

// ---------------------------------------------------------------------------------------------------
// GET /workorder/getpastvendors?jobsiteid&workorderid

export const pastVendorsQuerySchema = z.object({
  jobsiteid: requiredId('Job Site'),
  workorderid: requiredId('Work Order'),
});
export type PastVendorsQuery = z.infer<typeof pastVendorsQuerySchema>;

/** Previously Used Vendors at the job site (spec B "Right-side panel"), most recent first. */
export const pastVendorSchema = z.object({
  vendorid: z.number(),
  vendorname: z.string(),
  primaryphone: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  vendorstatustypeid: z.number(),
  vendorstatus: z.string(),
  tierid: z.number().nullable(),
  /** Lines of the vendor on this site's orders (not Cancelled). */
  jobs: z.number(),
  lastworkorderid: z.number(),
  lastwonumber: z.string(),
  /** When the vendor was last attached at this site. */
  lastdate: z.date(),
  tradeid: z.number().nullable(),
  blockedreason: z.enum(VENDOR_BLOCK_REASONS).nullable(),
});

// ---------------------------------------------------------------------------------------------------
// The vendor line (spec B section 3 "Work-order vendor line", "Vendor QC")

export const vendorQcSchema = z.object({
  id: z.number(),
  workordervendorid: z.number(),
  techarrivedonschedule: z.boolean().nullable(),
  techwasprofessional: z.boolean().nullable(),
  repairsmade: z.boolean().nullable(),
  metexpectations: z.boolean().nullable(),
  expectationcomment: z.string().nullable(),
  overallrating: z.number().nullable(),
  totalscore: z.number().nullable(),
  comments: z.string().nullable(),
  reviewername: z.string(),
  reviewdate: z.date(),
  reviewedbyauthid: z.string().nullable(),
  incurredonly: z.boolean(),
});
export type VendorQc = z.infer<typeof vendorQcSchema>;

/** Why approving the line's invoice is held (issue 10 "Beyond the spec": the NTE guard). */
export const vendorInvoiceHoldSchema = z.object({
  reason: z.enum(['over-nte']),
  message: z.string(),
  amount: z.string(),
  nte: z.string(),
});

export const vendorLineSchema = z.object({
  id: z.number(),
  /** The same id under the names the spec's calls use. */
  wovendorid: z.number(),
  workordervendorid: z.number(),
  workorderid: z.number(),
  vendorid: z.number(),
  vendorname: z.string(),
  vendoraddress: z.string().nullable(),
  vendorcity: z.string().nullable(),
  vendorstate: z.string().nullable(),
  vendorzip: z.string().nullable(),
  phone: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  nte: z.string().nullable(),
  quotedamount: z.string(),
  minnte: z.string().nullable(),
  quoteonly: z.boolean(),
  invnumber: z.string().nullable(),
  /** Attached or Cancelled. */
  status: z.string(),
  workorderstatus: z.string(),
  paidbycc: z.boolean(),
  nodflagged: z.boolean(),
  note: z.string().nullable(),
  isapproved: z.boolean(),
  approveddate: z.date().nullable(),
  approvedby: z.string().nullable(),
  /** When the bill went to accounting (issue 17): the invoice can no longer be unapproved. */
  syncedtoaccountingdate: z.date().nullable(),
  createddate: z.date(),
  tradeid: z.number().nullable(),
  tradename: z.string().nullable(),
  /** The vendor's trades (names). */
  tradearray: z.array(z.string()),
  tierid: z.number().nullable(),
  vendorstatustypeid: z.number(),
  wocount: z.number(),
  eventcounts: eventCountsSchema,
  qc: vendorQcSchema.nullable(),
  /** The vendor's scorecard in the line's trade; null for a line without a trade. */
  scorecard: vendorScorecardSchema.nullable(),
  /** Set while approving the invoice would be held (unapproved and over the order's NTE). */
  hold: vendorInvoiceHoldSchema.nullable(),
});
export type VendorLineDetail = z.infer<typeof vendorLineSchema>;

/** GET /workorder/vendors?workorderid: the Vendor tab's grid. */
export const workOrderVendorLinesQuerySchema = z.object({ workorderid: requiredId('Work Order') });
export const workOrderVendorLinesSchema = z.array(vendorLineSchema);

// ---------------------------------------------------------------------------------------------------
// The vendor-line verbs

/** POST /workorder/savevendor: attach (Select Vendor's Attach Vendor, Previously Used Vendors' Attach). */
export const saveVendorLineSchema = z.object({
  workorderid: requiredId('Work Order'),
  vendorid: requiredId('Vendor'),
  /** The trade the vendor was found for; absent: the order's first trade the vendor has. */
  tradeid: optionalId('Trade'),
  quoteonly: optionalFlag('Quote Only'),
  quotedamount: moneyInput('Quoted Amount'),
  note: optionalText('Note', 4000),
});
export type SaveVendorLineInput = z.infer<typeof saveVendorLineSchema>;

/** PUT /workorder/updatevendor: the Vendor tab's edit form; absent fields stay as they are. */
export const updateVendorLineSchema = z.object({
  id: requiredId('Vendor Line'),
  paidbycc: optionalFlag('Paid by CC'),
  quoteonly: optionalFlag('Quote Only'),
  quotedamount: moneyInput('Quoted Amount'),
  invnumber: optionalText('Invoice Number', 100),
  note: optionalText('Note', 4000),
});
export type UpdateVendorLineInput = z.infer<typeof updateVendorLineSchema>;

/** DELETE /workorder/removevendor/{id} (Detach). */
export const removeVendorLineParamsSchema = z.object({ id: requiredId('Vendor Line') });
export const removedVendorLineSchema = z.object({ id: z.number(), workorderid: z.number() });

/** PUT /workorder/flagnod/{wovendorid}/{flag}: 201 with the line. */
export const flagNodParamsSchema = z.object({
  wovendorid: requiredId('Vendor Line'),
  flag: z
    .enum(['true', 'false', '1', '0'], { error: 'flag must be true or false.' })
    .transform((value) => value === 'true' || value === '1'),
});

/** PUT /workorder/approvevendorinvoice (APPROVE_VENDOR_INVOICE): over the NTE only with a reason. */
export const approveVendorInvoiceSchema = z.object({
  workordervendorid: requiredId('Vendor Line'),
  /** Why an invoice over the order's NTE is approved anyway; kept as a System note. */
  overridereason: optionalText('Override Reason', 2000),
});
export type ApproveVendorInvoiceInput = z.infer<typeof approveVendorInvoiceSchema>;

/** PUT /workorder/unapprovevendorinvoice (UNAPPROVE_VENDOR_INVOICE). */
export const unapproveVendorInvoiceSchema = z.object({ workordervendorid: requiredId('Vendor Line') });

/** GET /workorder/vendor/attachments/{workordervendorid}: the line's files (the grid's master detail). */
export const vendorLineAttachmentsParamsSchema = z.object({ workordervendorid: requiredId('Vendor Line') });
export const vendorLineAttachmentsSchema = z.array(workOrderAttachmentSchema);

/** The four yes/no questions of the QC popup (spec B section 5 "questions 1 to 4"). */
export const QC_QUESTIONS = [
  'techarrivedonschedule',
  'techwasprofessional',
  'repairsmade',
  'metexpectations',
] as const;

const qcAnswer = (caption: string) => z.boolean({ error: `${caption} must be true or false.` }).nullish();

/**
 * POST /workorder/savevendorqc (the Vendor QC Follow-up popup, spec B section 5): one review per line,
 * a save replaces it. Reviewer name and total score are always required; unless Incurred Only is
 * ticked the four questions and the overall rating are too ("Required.").
 */
export const saveVendorQcSchema = z
  .object({
    workordervendorid: requiredId('Vendor Line'),
    techarrivedonschedule: qcAnswer('Tech Arrived on Schedule'),
    techwasprofessional: qcAnswer('Tech was Professional'),
    repairsmade: qcAnswer('Repairs Made'),
    metexpectations: qcAnswer('Met Expectations'),
    expectationcomment: optionalText('Expectation Comment', 4000),
    overallrating: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Overall Rating is invalid.' })
      .nullish(),
    totalscore: z
      .union([z.number(), z.string()], {
        error: (issue) => (issue.input == null ? VENDOR_LINE_MESSAGES.totalScore : 'Total Score is invalid.'),
      })
      .transform((value, context) => {
        const text = String(value).trim();
        if (text === '') {
          context.addIssue({ code: 'custom', message: VENDOR_LINE_MESSAGES.totalScore });
          return z.NEVER;
        }
        const score = Number(text);
        if (!/^\d{1,4}(\.\d{1,2})?$/.test(text) || !Number.isFinite(score)) {
          context.addIssue({ code: 'custom', message: 'Total Score is invalid.' });
          return z.NEVER;
        }
        return score;
      }),
    comments: optionalText('Comments', 4000),
    reviewername: z
      .string({ error: VENDOR_LINE_MESSAGES.reviewerName })
      .trim()
      .min(1, VENDOR_LINE_MESSAGES.reviewerName)
      .max(200, 'At most 200 characters.'),
    /** Absent: now. */
    reviewdate: optionalDate('Review Date'),
    incurredonly: z.boolean({ error: 'Incurred Only must be true or false.' }).optional().default(false),
  })
  .superRefine(
    (input, context) => {
      // Runs beside the fields' own messages, so the popup sees every required message at once.
      const values = input as Partial<Record<string, unknown>>;
      if (values.incurredonly === true) return;
      for (const key of QC_QUESTIONS) {
        if (values[key] == null)
          context.addIssue({ code: 'custom', path: [key], message: VENDOR_LINE_MESSAGES.required });
      }
      if (values.overallrating == null)
        context.addIssue({ code: 'custom', path: ['overallrating'], message: VENDOR_LINE_MESSAGES.required });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type SaveVendorQcInput = z.infer<typeof saveVendorQcSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /vendor/history?vendorid (the WO Count popup, spec A "Vendors list", spec C 2.4 History tab)

export const vendorHistoryQuerySchema = z.object({ vendorid: requiredId('Vendor') });
