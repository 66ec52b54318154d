import { z } from 'zod';
import { optionalId, requiredId, requiredText } from '@dispatchwise/shared';

// Wire shapes of the Attachments tab (spec B section 2 "Attachments tab", docs/decisions/111
// "Attachments" and 114). Messages follow the spec's "{caption} is required." with the captions of
// workorderattachment (Type, File Name, Display Name).

export const attachmentsQuerySchema = z.object({ workorderid: requiredId('Work Order') });
export const attachmentIdParamsSchema = z.object({ id: requiredId('Attachment') });

/** The record posted after the browser has uploaded the blob with its SAS (decision 064). */
export const attachFileSchema = z.object({
  workorderid: requiredId('Work Order'),
  attachmenttypeid: requiredId('Type'),
  /** The stored name `{base}_{timestamp}.{ext}`: one file name, no folders. */
  filename: requiredText('File Name is required.', 255),
  /** What the grid shows; the file name when left empty. */
  displayname: z.string().trim().max(255, 'At most 255 characters.').nullish(),
  /** Must be `workorder/{workorderid}/{filename}`. */
  path: requiredText('Path is required.', 600),
  /** The vendor line the file belongs to (Attach Invoice on a vendor line). */
  workordervendorid: optionalId('Vendor'),
});
export type AttachFileInput = z.infer<typeof attachFileSchema>;

export const updateAttachmentSchema = z.object({
  id: requiredId('Attachment'),
  displayname: requiredText('Display Name is required.', 255),
  attachmenttypeid: requiredId('Type'),
});
export type UpdateAttachmentInput = z.infer<typeof updateAttachmentSchema>;

export const attachmentTypeSchema = z.object({ id: z.number(), attachmenttype: z.string() });

export const workOrderAttachmentSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  workordervendorid: z.number().nullable(),
  attachmenttypeid: z.number(),
  attachmenttype: z.string(),
  filename: z.string(),
  displayname: z.string().nullable(),
  path: z.string(),
  createdbyuser: z.string().nullable(),
  createddate: z.date(),
});
export type WorkOrderAttachment = z.infer<typeof workOrderAttachmentSchema>;

export const removedAttachmentSchema = z.object({ id: z.number() });
