import { z } from 'zod';
import { STATUS } from '../constants/statuses';
import { WORK_ORDER_TRADE_IDS } from '../constants/trades';
import { WORK_ORDER_MESSAGES } from '../constants/work-order-form';
import { emailUserIds, idList, optionalDate, optionalId, requiredDate, requiredId } from './fields';

// Wire shapes of the work-order editor (spec B sections 3, 5 and 7; docs/decisions/111). Required
// fields answer 400 with WORK_ORDER_MESSAGES keyed by the field.

/** The editor's required ids answer the form's one message for every failure (WORK_ORDER_MESSAGES). */
const editorId = (message: string) => requiredId('', { required: message, invalid: message });
/**
 * 0 or null: nothing chosen (for a lookup the service then takes the default-on-new option or refuses);
 * absent: unchanged on update (fields.ts optionalId).
 */
const lookupId = (caption: string) => optionalId(caption);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Money travels as a decimal string (a number is accepted); at most two decimals, not negative. */
const nte = z
  .union([z.string(), z.number()], { error: 'NTE is invalid.' })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value === null ? null : String(value).trim()))
  .refine((value) => !value || /^\d{1,10}(\.\d{1,2})?$/.test(value), 'NTE is invalid.')
  .transform((value) => (value === undefined ? undefined : value || null));

/** Absent: unchanged on update; null or []: no trades. */
const tradeids = idList('Trades', { max: 50, invalid: WORK_ORDER_MESSAGES.tradesOffered })
  .refine(
    (ids) => (ids ?? []).every((id) => WORK_ORDER_TRADE_IDS.includes(id)),
    WORK_ORDER_MESSAGES.tradesOffered,
  )
  .transform((ids) => (ids === undefined ? undefined : [...new Set(ids ?? [])]));

const workOrderFields = {
  customerid: editorId(WORK_ORDER_MESSAGES.customer),
  jobsiteid: lookupId('Job Site'),
  requestedby: optionalText(200),
  salesrepid: lookupId('Sales Rep'),
  ponumber: optionalText(100),
  nte,
  duedate: requiredDate('Due Date', WORK_ORDER_MESSAGES.dueDate),
  promisedate: optionalDate('Promise Date'),
  scheduledate: optionalDate('Schedule Date'),
  divisionid: lookupId('Division'),
  statusid: lookupId('Status'),
  priorityid: editorId(WORK_ORDER_MESSAGES.priority),
  requesttypeid: lookupId('Request Type'),
  briefdescription: z
    .string({ error: WORK_ORDER_MESSAGES.briefDescription })
    .trim()
    .min(1, WORK_ORDER_MESSAGES.briefDescription)
    .max(1000, 'At most 1000 characters.'),
  /** Rich text; sanitized by the service (decision 111). */
  description: z.string().max(200_000, 'The description is too long.').nullish(),
  tradeids,
  cancelreason: optionalText(4000),
};

/** POST /workorder/saveworkorder (WorkOrderInput). `id` 0 is what the new-order form sends. */
export const saveWorkOrderSchema = z.object({
  id: optionalId('Work Order').refine((id) => !id, 'Use updateworkorder to change a work order.'),
  ...workOrderFields,
});
export type SaveWorkOrderInput = z.infer<typeof saveWorkOrderSchema>;

/** PUT /workorder/updateworkorder: WorkOrderInput with the order's id and the modifieddate it was read at. */
export const updateWorkOrderSchema = z.object({
  ...workOrderFields,
  id: editorId('Work Order is required.'),
  modifieddate: requiredDate('Modified Date'),
});
export type UpdateWorkOrderInput = z.infer<typeof updateWorkOrderSchema>;

export const workOrderIdParamsSchema = z.object({ id: editorId('Work Order is invalid.') });
export const workOrderIdQuerySchema = z.object({ id: editorId('Work Order is required.') });

export const checkPoNumberQuerySchema = z.object({
  customerid: editorId(WORK_ORDER_MESSAGES.customer),
  ponumber: z.string().trim().max(100).optional(),
  /** The order being edited (0 or absent for a new one): its own PO is not a duplicate. */
  workorderid: optionalId('Work Order'),
});
export type CheckPoNumberQuery = z.infer<typeof checkPoNumberQuerySchema>;
export const checkPoNumberAnswerSchema = z.object({ wonumbers: z.array(z.string()) });

/** POST /workorder/updateworkorderstatus: note required unless Cancelled, which needs the reason (spec B section 4). */
export const updateStatusSchema = z
  .object({
    /** The note's id as the popup holds it (0 for new); a status change always writes a new note. */
    id: optionalId('Note'),
    workorderid: editorId('Work Order is required.'),
    statusid: editorId(WORK_ORDER_MESSAGES.status),
    note: z.string().trim().max(10000, 'At most 10000 characters.').nullish(),
    /** The popup's note type; the status note is always Internal (decision 111). */
    type: z.union([z.number(), z.string().max(50)]).nullish(),
    emailuserids: emailUserIds,
    notifycustomer: z.boolean().nullish(),
    scheduledate: optionalDate('Schedule Date'),
    promisedate: optionalDate('Promise Date'),
    cancelreason: z.string().trim().max(4000, 'At most 4000 characters.').nullish(),
  })
  .superRefine((input, context) => {
    if (input.statusid === STATUS.Cancelled) {
      if (!input.cancelreason)
        context.addIssue({
          code: 'custom',
          path: ['cancelreason'],
          message: WORK_ORDER_MESSAGES.cancelReason,
        });
    } else if (!input.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: WORK_ORDER_MESSAGES.statusNote });
    }
  });
export type UpdateStatusInput = z.infer<typeof updateStatusSchema>;

export const updateFollowUpSchema = z.object({
  id: editorId('Work Order is required.'),
  customercalled: z.boolean({ error: 'Customer Called must be true or false.' }).optional(),
  vendorcalled: z.boolean({ error: 'Vendor Called must be true or false.' }).optional(),
});
export type UpdateFollowUpInput = z.infer<typeof updateFollowUpSchema>;

export const followUpSchema = z.object({
  id: z.number(),
  customercalled: z.boolean(),
  vendorcalled: z.boolean(),
  modifieddate: z.date(),
});

const jobSiteSchema = z.object({
  id: z.number(),
  jobsite: z.string(),
  jobsitedescription: z.string().nullable(),
  streetaddress: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  phone: z.string().nullable(),
  contactperson: z.string().nullable(),
  procedures: z.array(z.object({ id: z.number(), procedure: z.string() })),
});

/** GET /workorder/:id and every editor write. `margin` and `managementprovider` only for staff. */
export const workOrderDetailSchema = z.object({
  id: z.number(),
  wonumber: z.string(),
  customerid: z.number(),
  customername: z.string(),
  jobsiteid: z.number().nullable(),
  jobsite: jobSiteSchema.nullable(),
  dispatchdate: z.date().nullable(),
  dispatcherid: z.number().nullable(),
  dispatcher: z.string().nullable(),
  priorityid: z.number().nullable(),
  priority: z.string().nullable(),
  requestedby: z.string().nullable(),
  salesrepid: z.number().nullable(),
  receiverid: z.number().nullable(),
  ponumber: z.string().nullable(),
  nte: z.string().nullable(),
  duedate: z.date().nullable(),
  promisedate: z.date().nullable(),
  scheduledate: z.date().nullable(),
  divisionid: z.number().nullable(),
  statusid: z.number(),
  status: z.string(),
  requesttypeid: z.number().nullable(),
  briefdescription: z.string(),
  description: z.string().nullable(),
  cancelreason: z.string().nullable(),
  techauthid: z.string().nullable(),
  trades: z.array(
    z.object({ id: z.number(), tradeid: z.number(), tradename: z.string(), workorderid: z.number() }),
  ),
  ischild: z.boolean(),
  parentid: z.number().nullable(),
  parentwonumber: z.string().nullable(),
  flagged: z.boolean(),
  customercalled: z.boolean(),
  vendorcalled: z.boolean(),
  createddate: z.date(),
  /** The concurrency token of the next update (409 when stale). */
  modifieddate: z.date(),
  managementprovider: z
    .object({
      managementprovider: z.string(),
      webaddress: z.string().nullable(),
      userid: z.string().nullable(),
      password: z.string().nullable(),
    })
    .nullable()
    .optional(),
  margin: z.string().optional(),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;
