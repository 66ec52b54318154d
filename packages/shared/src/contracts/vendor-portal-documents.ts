import { z } from 'zod';
import { VENDOR_DOCUMENT_STATUS } from '../constants/lines';
import { optionalId, requiredId, requiredText } from './fields';
import { MAX_LINE_ITEMS, optionalTextInput } from './line-items';
import {
  generateVendorProposalDocumentSchema,
  vendorLaborLineFields,
  vendorLaborLineInputSchema,
  vendorMaterialLineFields,
  vendorOtherLineFields,
  vendorMaterialLineInputSchema,
  vendorOtherLineInputSchema,
} from './vendor-proposals';

// Wire shapes of the vendor portal's proposals and invoices (spec C 2.8 "Vendor proposals list and
// invoices list", "Add Invoice", 3 "Vendor-portal proposal/invoice", "Invoice draft", "Lines", 4, 5, 7;
// spec B section 5 for the line rules; issue 15; docs/decisions/163). The vendor writes drafts (status 1)
// and submits them (2); staff approve (3) or reject (4) on the work order's Vendor Submitted Proposals tab.

export const VENDOR_PORTAL_DOCUMENT_MESSAGES = {
  proposalNotFound: 'Proposal not found.',
  invoiceNotFound: 'Invoice not found.',
  descriptionRequired: 'Description is required.',
  invoiceNumberRequired: 'Invoice # is required.',
  workOrderRequired: 'Work Order is required.',
  onlyDraft: 'Only a draft can be changed.',
  onlyDraftDeleted: 'Only a draft can be deleted.',
  onlyDraftSubmitted: 'Only a draft can be submitted.',
  onlySubmit: 'A vendor can only submit a draft (status 2).',
  noLines: 'Add at least one labor, material or other line before submitting.',
  notApproved: 'An invoice can be created only from an approved proposal.',
  alreadyInvoiced: 'This proposal already has an invoice.',
  noVendorLine: 'Your company is not on this work order.',
  /** Line import (decision 163): exceljs reads .xlsx only, so an .xls (or any other file) is refused. */
  xlsOnly: 'Only .xlsx files can be imported: save an .xls file as an Excel Workbook (.xlsx) first.',
  importEmpty: 'The file has no Labor, Materials or Other sheet with lines.',
  /** Web toasts (spec C section 8). */
  proposalSaved: 'Proposal Saved',
  invoiceSaved: 'Invoice Saved',
  statusUpdated: 'Status updated',
} as const;

/** The sample sheet's name (POST /vendorprofile/downloadlinesample). */
export const VENDOR_LINE_SAMPLE_FILE = 'VendorLineItems.xlsx';

/**
 * The import sheets and their columns: the editor's captions (matched case-insensitively) and the line
 * field each fills. Labor and Other take the skill level, type and unit by name or id.
 */
export const VENDOR_LINE_SHEETS = {
  Labor: [
    { caption: 'Skill Level', field: 'skilllevelid' },
    { caption: 'Type', field: 'typeid' },
    { caption: 'Number of Techs', field: 'numberoftechs' },
    { caption: 'Hourly Rate', field: 'hourlyrate' },
    { caption: 'Hours', field: 'numberofhours' },
  ],
  Materials: [
    { caption: 'Description', field: 'description' },
    { caption: 'Part Number', field: 'partnumber' },
    { caption: 'Unit', field: 'uom' },
    { caption: 'Unit Price', field: 'unitprice' },
    { caption: 'Quantity', field: 'quantity' },
  ],
  Other: [
    { caption: 'Type', field: 'typeid' },
    { caption: 'Description', field: 'description' },
    { caption: 'Quantity', field: 'quantity' },
    { caption: 'Price', field: 'unitprice' },
  ],
} as const;
export type VendorLineSheet = keyof typeof VENDOR_LINE_SHEETS;

// ---------------------------------------------------------------------------------------------------
// Lines as answered: the stored fields, their names, and the amount computed by the API (exact cents).

export const vendorPortalLaborLineSchema = z.object({
  ...vendorLaborLineFields,
  /** hourlyrate x numberofhours x numberoftechs x the type's multiplier. */
  amount: z.string(),
});
export type VendorPortalLaborLine = z.infer<typeof vendorPortalLaborLineSchema>;

/** amount = unitprice x quantity. */
export const vendorPortalMaterialLineSchema = z.object({ ...vendorMaterialLineFields, amount: z.string() });
export type VendorPortalMaterialLine = z.infer<typeof vendorPortalMaterialLineSchema>;

/** amount = quantity x unitprice. */
export const vendorPortalOtherLineSchema = z.object({ ...vendorOtherLineFields, amount: z.string() });
export type VendorPortalOtherLine = z.infer<typeof vendorPortalOtherLineSchema>;

/** The sums of the Labor, Materials and Other tabs and their total (the document's amount). */
export const vendorPortalDocumentTotalsSchema = z.object({
  labor: z.string(),
  material: z.string(),
  other: z.string(),
  total: z.string(),
});
export type VendorPortalDocumentTotals = z.infer<typeof vendorPortalDocumentTotalsSchema>;

const documentFields = {
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  jobsiteid: z.number().nullable(),
  workordervendorid: z.number().nullable(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  /** Staff's reason when they rejected it (status 4). */
  rejectionnote: z.string().nullable(),
  submitteddate: z.date().nullable(),
  labor: z.array(vendorPortalLaborLineSchema),
  material: z.array(vendorPortalMaterialLineSchema),
  other: z.array(vendorPortalOtherLineSchema),
  totals: vendorPortalDocumentTotalsSchema,
};

export const vendorPortalProposalSchema = z.object({
  ...documentFields,
  proposalnumber: z.string().nullable(),
  proposaldate: z.date(),
  proposalstatusid: z.number(),
  proposalstatus: z.string(),
  proposalamount: z.string(),
  /** The live invoice made from it (Create Invoice), or null. */
  invoiceid: z.number().nullable(),
});
export type VendorPortalProposal = z.infer<typeof vendorPortalProposalSchema>;

export const vendorPortalInvoiceSchema = z.object({
  ...documentFields,
  proposalid: z.number().nullable(),
  /** Empty on a draft made by Create Invoice or Clone until its first save (decision 163). */
  invoicenumber: z.string().nullable(),
  invoicedate: z.date(),
  invoicestatusid: z.number(),
  invoicestatus: z.string(),
  invoiceamount: z.string(),
  /**
   * The payment of the approved invoice's bill, read back from QuickBooks (decision 178): the newest payment
   * line of its vendor line; null until paid (and on an invoice that is not Approved).
   */
  paiddate: z.date().nullable(),
  paymentrefnumber: z.string().nullable(),
  paymenttype: z.string().nullable(),
});
export type VendorPortalInvoice = z.infer<typeof vendorPortalInvoiceSchema>;

/** The Summary tab's read-only fields: customer, job site, location, address, city, state. */
export const vendorPortalDocumentSummarySchema = z.object({
  customername: z.string(),
  jobsite: z.string().nullable(),
  /** The job site's description (the editor's "Location"). */
  location: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  briefdescription: z.string(),
});
export type VendorPortalDocumentSummary = z.infer<typeof vendorPortalDocumentSummarySchema>;

/**
 * GET /vendorprofile/vendorworkorderproposals?workorderid: the caller's vendor's proposals on the order,
 * newest first; `canadd` is false on an Invoiced or Cancelled order.
 */
export const vendorPortalProposalListSchema = z.object({
  data: z.array(vendorPortalProposalSchema),
  canadd: z.boolean(),
  summary: vendorPortalDocumentSummarySchema,
});
export type VendorPortalProposalList = z.infer<typeof vendorPortalProposalListSchema>;

/** GET /vendorprofile/vendorworkorderinvoices?workorderid: as the proposals. */
export const vendorPortalInvoiceListSchema = z.object({
  data: z.array(vendorPortalInvoiceSchema),
  canadd: z.boolean(),
  summary: vendorPortalDocumentSummarySchema,
});
export type VendorPortalInvoiceList = z.infer<typeof vendorPortalInvoiceListSchema>;

/** The lists' query (spec C 7 also names a vendorid: the caller's own is used, any other is ignored). */
export const vendorPortalDocumentsQuerySchema = z.object({ workorderid: requiredId('Work Order') });

const idName = z.object({ id: z.number(), name: z.string() });

/** GET /vendorprofile/vendorworkorderproposals/lists: the editors' selects, from the reference tables. */
export const vendorPortalLineListsSchema = z.object({
  skilllevels: z.array(idName),
  labortypes: z.array(idName.extend({ multiplier: z.string() })),
  units: z.array(idName),
  othertypes: z.array(idName),
});
export type VendorPortalLineLists = z.infer<typeof vendorPortalLineListsSchema>;

// ---------------------------------------------------------------------------------------------------
// Saving: the editors' lines. A line named by `id` is updated, one without id is inserted, and the
// document's lines of that kind that the list leaves out are removed. Amounts sent are never read.

const lineId = { id: optionalId('Line') };
export const vendorPortalLaborLineInputSchema = vendorLaborLineInputSchema.extend(lineId);
export const vendorPortalMaterialLineInputSchema = vendorMaterialLineInputSchema.extend(lineId);
export const vendorPortalOtherLineInputSchema = vendorOtherLineInputSchema.extend(lineId);
export type VendorPortalLaborLineInput = z.infer<typeof vendorPortalLaborLineInputSchema>;
export type VendorPortalMaterialLineInput = z.infer<typeof vendorPortalMaterialLineInputSchema>;
export type VendorPortalOtherLineInput = z.infer<typeof vendorPortalOtherLineInputSchema>;

const lines = <T extends z.ZodType>(line: T, caption: string) =>
  z
    .array(line, { error: `${caption} lines are invalid.` })
    .max(MAX_LINE_ITEMS, `At most ${MAX_LINE_ITEMS} ${caption} lines.`)
    .optional();

const lineFields = {
  labor: lines(vendorPortalLaborLineInputSchema, 'Labor'),
  material: lines(vendorPortalMaterialLineInputSchema, 'Material'),
  other: lines(vendorPortalOtherLineInputSchema, 'Other'),
};

/** 0, "", null or absent: a new document. */
const documentId = (caption: string) => optionalId(caption).transform((id) => id ?? 0);

const description = requiredText(VENDOR_PORTAL_DOCUMENT_MESSAGES.descriptionRequired, 4000).optional();

/** A new document needs its work order and description (an update keeps what it does not name). */
const requireOnCreate =
  (fields: readonly ('description' | 'invoicenumber')[]) =>
  (
    input: { id: number; workorderid?: number | null; description?: string; invoicenumber?: string },
    context: z.RefinementCtx,
  ) => {
    if (input.id !== 0) return;
    if (input.workorderid == null)
      context.addIssue({
        code: 'custom',
        path: ['workorderid'],
        message: VENDOR_PORTAL_DOCUMENT_MESSAGES.workOrderRequired,
      });
    for (const field of fields)
      if (input[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message:
            field === 'description'
              ? VENDOR_PORTAL_DOCUMENT_MESSAGES.descriptionRequired
              : VENDOR_PORTAL_DOCUMENT_MESSAGES.invoiceNumberRequired,
        });
  };

/**
 * POST /vendorprofile/updateproposal: id 0 creates a draft on `workorderid`, another id updates the
 * caller's draft. Partial: absent fields and line arrays stay, `[]` removes that kind of line.
 */
export const saveVendorPortalProposalSchema = z
  .object({
    id: documentId('Proposal'),
    workorderid: optionalId('Work Order'),
    proposalnumber: optionalTextInput('Proposal #', 100),
    description,
    note: optionalTextInput('Note', 4000),
    ...lineFields,
  })
  .superRefine(requireOnCreate(['description']));
export type SaveVendorPortalProposalInput = z.infer<typeof saveVendorPortalProposalSchema>;

/**
 * POST /vendorprofile/updateinvoice: as the proposal's; Invoice # and Description are required (spec C 5).
 * The invoice date is the API's (today on create), never read from the request.
 */
export const saveVendorPortalInvoiceSchema = z
  .object({
    id: documentId('Invoice'),
    workorderid: optionalId('Work Order'),
    proposalid: optionalId('Proposal'),
    invoicenumber: requiredText(VENDOR_PORTAL_DOCUMENT_MESSAGES.invoiceNumberRequired, 100).optional(),
    description,
    note: optionalTextInput('Note', 4000),
    ...lineFields,
  })
  .superRefine(requireOnCreate(['invoicenumber', 'description']));
export type SaveVendorPortalInvoiceInput = z.infer<typeof saveVendorPortalInvoiceSchema>;

/** POST /vendorprofile/newproposal: an unsaved template (id 0) for the Add Proposal editor. */
export const newVendorPortalProposalSchema = z.object({ workorderid: requiredId('Work Order') });

/** The path id of createinvoice/{id}, cloneproposal/{id}, cloneinvoice/{id}. */
export const vendorPortalDocumentParamsSchema = z.object({ id: requiredId('Id') });

export const deleteVendorPortalProposalQuerySchema = z.object({ proposalId: requiredId('Proposal') });
export const deleteVendorPortalInvoiceQuerySchema = z.object({ invoiceId: requiredId('Invoice') });
/** DELETE answers what was removed. */
export const deletedVendorPortalDocumentSchema = z.object({ id: z.number(), workorderid: z.number() });

const submitStatus = (caption: string) =>
  requiredId(caption).refine(
    (id) => id === VENDOR_DOCUMENT_STATUS.Submitted,
    VENDOR_PORTAL_DOCUMENT_MESSAGES.onlySubmit,
  );

/** PUT /vendorprofile/updateproposalstatus: the vendor's Submit (1 -> 2); answers the refreshed list. */
export const updateVendorPortalProposalStatusSchema = z.object({
  proposalId: requiredId('Proposal'),
  proposalStatusId: submitStatus('Proposal Status'),
  note: optionalTextInput('Note', 4000),
});
export type UpdateVendorPortalProposalStatusInput = z.infer<typeof updateVendorPortalProposalStatusSchema>;

/** PUT /vendorprofile/updateinvoicestatus: as the proposal's; answers the refreshed invoice list. */
export const updateVendorPortalInvoiceStatusSchema = z.object({
  invoiceId: requiredId('Invoice'),
  invoiceStatusId: submitStatus('Invoice Status'),
  note: optionalTextInput('Note', 4000),
});
export type UpdateVendorPortalInvoiceStatusInput = z.infer<typeof updateVendorPortalInvoiceStatusSchema>;

/** POST /vendorprofile/importproposalitems?proposalid (multipart, one file). */
export const importVendorProposalItemsQuerySchema = z.object({ proposalid: requiredId('Proposal') });
/** POST /vendorprofile/importinvoiceitems?invoiceid (multipart, one file). */
export const importVendorInvoiceItemsQuerySchema = z.object({ invoiceid: requiredId('Invoice') });

/** POST /vendorprofile/generatevendorinvoice?invoiceid&preview: Preview HTML (true) or the PDF. */
export const generateVendorInvoiceDocumentSchema = generateVendorProposalDocumentSchema
  .omit({ proposalid: true })
  .extend({ invoiceid: requiredId('Invoice') });
export type GenerateVendorInvoiceDocumentInput = z.infer<typeof generateVendorInvoiceDocumentSchema>;
