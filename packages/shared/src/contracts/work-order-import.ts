import { z } from 'zod';
import { requiredText } from './fields';

// The work-order import (spec C 2.11 and 7; issue 16; docs/decisions/169-171): by PO from ServiceChannel,
// or from a customer's own file (one PDF format, one Outlook .msg format). Each source makes one order
// per external work order: a second import answers the first's order, flagged `isexisting`.

export const WORK_ORDER_IMPORT_SOURCES = ['servicechannel', 'pdf', 'msg'] as const;
export type WorkOrderImportSource = (typeof WORK_ORDER_IMPORT_SOURCES)[number];
export type WorkOrderFileType = Exclude<WorkOrderImportSource, 'servicechannel'>;

/**
 * The customer file formats (decision 171): `product` names the format on the wire, and the format
 * belongs to the customer with `customerprefix`, so a file can only ever make that customer's orders.
 */
export const WORK_ORDER_FILE_FORMATS = [
  {
    product: 'brightway-pdf',
    type: 'pdf',
    label: 'Brightway Retail Group work order (PDF)',
    customerprefix: 'BRG',
    extension: '.pdf',
  },
  {
    product: 'harborview-msg',
    type: 'msg',
    label: 'Harborview Grocers service request (Outlook message)',
    customerprefix: 'HG',
    extension: '.msg',
  },
] as const satisfies readonly {
  product: string;
  type: WorkOrderFileType;
  label: string;
  customerprefix: string;
  extension: string;
}[];
export type WorkOrderFileFormat = (typeof WORK_ORDER_FILE_FORMATS)[number];
export type WorkOrderFileProduct = WorkOrderFileFormat['product'];

export const WORK_ORDER_IMPORT_MESSAGES = {
  poRequired: 'PO Number is required.',
  notConfigured: 'ServiceChannel is not configured.',
  notFound: (po: string) => `ServiceChannel has no work order with PO Number ${po}.`,
  several: (po: string, count: number) =>
    `ServiceChannel has ${count} work orders with PO Number ${po}: import them from ServiceChannel one by one.`,
  unknownSubscriber: (subscriberid: number) =>
    `No customer has the ServiceChannel subscriber id ${subscriberid}: set it on the customer first.`,
  unknownFormat: 'Choose one of the file formats.',
  formatCustomerMissing: (prefix: string) =>
    `No active customer has the prefix ${prefix}, which this file format belongs to.`,
  wrongExtension: (extension: string) => `Only ${extension} files can be imported in this format.`,
  notPdf: 'The file is not a PDF.',
  notMsg: 'The file is not an Outlook message (.msg).',
  wrongFormat: (label: string) => `The file is not a ${label}.`,
  missingField: (field: string) => `The file has no ${field}.`,
  invalidField: (field: string) => `The file's ${field} is not valid.`,
  /** The web's toasts (spec C 8). */
  apiFailed: 'Error importing Service Channel Work Order',
  fileFailed: 'Error importing file',
} as const;

/** GET /workorder/importwofromservicechannel?id={PO} (the PO is not validated beyond being there). */
export const importServiceChannelQuerySchema = z.object({
  id: requiredText(WORK_ORDER_IMPORT_MESSAGES.poRequired, 100),
});

/** POST /workorder/parseWOHTML and /workorder/importwofromfile: ?type=pdf|msg&product=<format>. */
export const importFileQuerySchema = z.object({
  type: z.enum(['pdf', 'msg'], { error: WORK_ORDER_IMPORT_MESSAGES.unknownFormat }),
  product: z.string({ error: WORK_ORDER_IMPORT_MESSAGES.unknownFormat }).trim().max(100),
});
export type ImportFileQuery = z.infer<typeof importFileQuerySchema>;

const site = z.object({
  jobsite: z.string(),
  jobsitedescription: z.string().nullable(),
  streetaddress: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
});

/** What an import would make (parseWOHTML's preview) or made: the external order read into our fields. */
export const importedWorkOrderDraftSchema = z.object({
  source: z.enum(WORK_ORDER_IMPORT_SOURCES),
  externalid: z.string(),
  customerid: z.number(),
  customername: z.string(),
  ponumber: z.string().nullable(),
  site: site.nullable(),
  trade: z.string().nullable(),
  priority: z.string().nullable(),
  nte: z.string().nullable(),
  calldate: z.iso.datetime().nullable(),
  scheduledate: z.iso.datetime().nullable(),
  briefdescription: z.string(),
  description: z.string(),
  caller: z.string().nullable(),
  /** The files that would be attached (type 1, Customer Work Request). */
  files: z.array(z.string()),
});
export type ImportedWorkOrderDraft = z.infer<typeof importedWorkOrderDraftSchema>;

/** POST /workorder/parseWOHTML: the draft, and the order an earlier import made of it (else null). */
export const parsedWorkOrderSchema = importedWorkOrderDraftSchema.extend({
  existing: z.object({ id: z.number(), wonumber: z.string() }).nullable(),
});

/** The answer of both imports: the order (new, or the earlier import's with `isexisting`). */
export const importedWorkOrderSchema = z.object({
  id: z.number(),
  wonumber: z.string(),
  isexisting: z.boolean(),
  source: z.enum(WORK_ORDER_IMPORT_SOURCES),
  externalid: z.string(),
  /** The job site used, and whether the import added it. */
  jobsite: z.string().nullable(),
  isnewjobsite: z.boolean(),
  /** How many files were attached. */
  attachments: z.number(),
  /** What the import's System note records (unknown trade, new site, caller...). */
  notes: z.array(z.string()),
});
export type ImportedWorkOrder = z.infer<typeof importedWorkOrderSchema>;
