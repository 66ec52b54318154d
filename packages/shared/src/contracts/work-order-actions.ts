import { z } from 'zod';
import { VENDOR_NOTICE_CODES } from '../constants/work-orders';
import { emailUserIds, optionalId, requiredDate, requiredId, requiredText } from './fields';

// Wire shapes of the work-order row actions (spec A sections 5 and 7 "Work orders list and actions").
// Required fields carry the popups' own messages (spec A section 5).

/** The row actions name the order `workorderid` (the editor's calls name it `id`, work-orders.ts). */
export const rowActionQuerySchema = z.object({ workorderid: requiredId('Work Order') });

/**
 * users.id as a JSON number (an id, or 400), or the dispatcher's subject (users.user_id) as a string,
 * as some pickers hold it: a subject is text compared as such, never read as a number.
 */
const dispatcherKey = z.union(
  [
    z.string().trim().min(1, 'Dispatcher is required.').max(255, 'Dispatcher is invalid.'),
    requiredId('Dispatcher'),
  ],
  { error: (issue) => (issue.input === undefined ? 'Dispatcher is required.' : 'Dispatcher is invalid.') },
);

export const reassignDispatcherSchema = z.object({
  workorderid: requiredId('Work Order'),
  userid: dispatcherKey,
});

export const reassignDispatchersSchema = z.object({
  customerid: requiredId('Customer'),
  userid: dispatcherKey,
});

export const geofenceParamsSchema = z.object({ id: requiredId('Work Order') });
export const geofenceQuerySchema = z.object({
  enabled: z
    .enum(['true', 'false'], { error: 'enabled must be true or false.' })
    .transform((v) => v === 'true'),
});

export const updateScheduleDateSchema = z.object({
  id: requiredId('Work Order'),
  scheduledate: requiredDate('Schedule Date'),
  reason: requiredText('Reason is required'),
});

export const updateFollowUpDateSchema = z.object({
  id: requiredId('Work Order'),
  followupdate: requiredDate('Follow-up Date'),
  reason: z.string().trim().max(4000).nullish(),
});

export const createWoEmailItemSchema = z.object({
  workOrderId: requiredId('Work Order'),
  vendorId: optionalId('Vendor'),
  actionType: z.enum(VENDOR_NOTICE_CODES, { error: 'Action Type is invalid.' }),
  /** How the action was sent (the web sends e.g. "email"); stored on the event as is. */
  type: z.union([z.string().max(50), z.number()]).nullish(),
  workOrderVendorId: optionalId('Vendor Line'),
  /** The Cancel Vendor popup's note; an optional line added to any other notice. */
  note: z.string().trim().max(4000).nullish(),
});
export type CreateWoEmailItemInput = z.infer<typeof createWoEmailItemSchema>;

/** The Work Order Note popup (spec A section 5, spec B "Note"). Type and pertains-to are checked by the service. */
export const saveNoteSchema = z.object({
  /** The note's id as the popup holds it (0 for new); savenote always writes a new note. */
  id: optionalId('Note'),
  workorderid: requiredId('Work Order'),
  note: requiredText('Note is required.', 10000),
  /** The chosen note type: `notetypeid`, or `type` as an id or a name. `typeid` 1 alone means Internal. */
  notetypeid: optionalId('Type'),
  type: z.union([z.number().int(), z.string().max(50)], { error: 'Type is invalid.' }).nullish(),
  typeid: optionalId('Type'),
  pertainsto: optionalId('Pertains To'),
  emailuserids: emailUserIds,
  emails: z.string().max(4000).nullish(),
  includecustomer: z.boolean().nullish(),
  highpriority: z.boolean().nullish(),
  customerupdated: z.boolean().nullish(),
});
export type SaveNoteInput = z.infer<typeof saveNoteSchema>;

export const workOrderSummarySchema = z.object({
  id: z.number(),
  wonumber: z.string(),
  statusid: z.number(),
  customerid: z.number(),
  dispatcherid: z.number().nullable(),
  dispatcher: z.string().nullable(),
  flagged: z.boolean(),
  overridegeofencing: z.boolean(),
  scheduledate: z.date().nullable(),
  promisedate: z.date().nullable(),
});

export const bulkReassignResultSchema = z.object({
  customerid: z.number(),
  dispatcherid: z.number(),
  updated: z.number(),
});

export const eventCountsSchema = z.object({
  woticketcount: z.number(),
  cwopcount: z.number(),
  pendingproposalcount: z.number(),
  waitingonpartscount: z.number(),
  nodmissingcount: z.number(),
  nodqualitycount: z.number(),
  nodwrongamountcount: z.number(),
  nodwrongratescount: z.number(),
  dispatchedcount: z.number(),
  tbscount: z.number(),
  toscount: z.number(),
});

export const woEmailItemSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  workordervendorid: z.number(),
  vendorid: z.number(),
  actiontype: z.string(),
  type: z.string().nullable(),
  createddate: z.date(),
  /** The address the notice went to; null when a cancellation had no address to go to. */
  to: z.string().nullable(),
  mailid: z.number().nullable(),
  vendorstatus: z.string(),
  eventcounts: eventCountsSchema,
});

/** POST /workorder/savenote's answer: the note written and how many e-mails it queued. */
export const savedNoteSchema = z.object({
  id: z.number(),
  notenumber: z.number(),
  note: z.string(),
  notetypeid: z.number(),
  type: z.string(),
  typeid: z.number(),
  pertainsto: z.number(),
  emails: z.string().nullable(),
  emailuserids: z.array(z.number()).nullable(),
  highpriority: z.boolean(),
  customerupdated: z.boolean(),
  includecustomer: z.boolean(),
  canvendorsee: z.boolean(),
  isvisibletocustomer: z.boolean(),
  createdby: z.number().nullable(),
  createdbyuser: z.string().nullable(),
  createddate: z.date(),
  workorderid: z.number(),
  /** How many e-mails the note queued. */
  emailed: z.number(),
});
