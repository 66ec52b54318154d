import { z } from 'zod';
import { requiredId, timeZone } from './fields';

// Wire shapes of the Notes tab of any owner (spec B section 2 "Notes tab", spec C 2.3, 2.4, 2.9;
// docs/decisions/111 "Notes" and 124).

/** `{ [ownerKey]: id }` of GET /{area}/notes/:{ownerKey}. */
export const noteOwnerParamsSchema = <K extends string>(ownerKey: K, caption: string) =>
  z.object({ [ownerKey]: requiredId(caption) } as { [P in K]: ReturnType<typeof requiredId> });

export const notesParamsSchema = noteOwnerParamsSchema('workorderid', 'Work Order');

/** The grid's Include System Notes checkbox and search panel; the viewer's zone for the dates. */
export const notesPdfQuerySchema = z.object({
  includesystem: z
    .enum(['true', 'false'], { error: 'includesystem must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
  searchValue: z.string().trim().max(200, 'At most 200 characters.').optional(),
  /** IANA zone the dates print in (the browser's); the server's own zone when absent. */
  timeZone: timeZone().optional(),
});
export type NotesPdfQuery = z.infer<typeof notesPdfQuerySchema>;

export const workOrderNoteSchema = z.object({
  id: z.number(),
  notenumber: z.number(),
  note: z.string(),
  typeid: z.number(),
  notetypeid: z.number(),
  type: z.string(),
  pertainsto: z.number(),
  pertainstoname: z.string(),
  /** Additional addresses; null for Vendor, Tech and Customer users (decision 087: no one sees others' addresses). */
  emails: z.string().nullable(),
  emailuserids: z.array(z.number()).nullable(),
  /** Names of the `emailuserids` users, comma separated. */
  emailusers: z.string().nullable(),
  highpriority: z.boolean(),
  customerupdated: z.boolean(),
  includecustomer: z.boolean(),
  issystem: z.boolean(),
  createdby: z.number().nullable(),
  createdbyuser: z.string().nullable(),
  createddate: z.date(),
  modifieddate: z.date(),
  workorderid: z.number(),
});
export type WorkOrderNote = z.infer<typeof workOrderNoteSchema>;
