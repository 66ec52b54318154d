import { z } from 'zod';
import type { ATTACHMENT_AREAS } from '../constants/system';
import { optionalId, requiredId, requiredText } from './fields';

// Wire shapes of the Attachments tab of any owner (spec B section 2 "Attachments tab", spec C 2.7
// and 9; docs/decisions/111 "Attachments", 114 and 124). Messages follow the spec's
// "{caption} is required." with the captions of the attachment tables (Type, File Name, Display Name).

export type AttachmentOwnerArea = (typeof ATTACHMENT_AREAS)[number];

/**
 * Every owner of attachments (spec C "Owner kinds") with the name of its id on the wire (the spec's
 * `workorderid or vendorid or customerid`) and its caption. The API serves an area once its owner
 * module declares an adapter (decision 124); today the work order.
 */
export const ATTACHMENT_OWNERS = {
  workorder: { ownerKey: 'workorderid', caption: 'Work Order' },
  vendor: { ownerKey: 'vendorid', caption: 'Vendor' },
  customer: { ownerKey: 'customerid', caption: 'Customer' },
  vendorprofile: { ownerKey: 'vendorid', caption: 'Vendor' },
  customerprofile: { ownerKey: 'customerid', caption: 'Customer' },
} as const satisfies Record<AttachmentOwnerArea, { ownerKey: string; caption: string }>;

/** `{ [ownerKey]: id }`: the list's query (GET /{area}/attachments?{ownerKey}=). */
export const attachmentOwnerQuerySchema = <K extends string>(ownerKey: K, caption: string) =>
  z.object({ [ownerKey]: requiredId(caption) } as { [P in K]: ReturnType<typeof requiredId> });

export const attachmentsQuerySchema = attachmentOwnerQuerySchema('workorderid', 'Work Order');
export const attachmentIdParamsSchema = z.object({ id: requiredId('Attachment') });

/** The fields of a new record every owner shares (after the owner's id). */
const attachFields = {
  attachmenttypeid: requiredId('Type'),
  /** The stored name `{base}_{timestamp}.{ext}`: one file name, no folders. */
  filename: requiredText('File Name is required.', 255),
  /** What the grid shows; the file name when left empty. */
  displayname: z.string().trim().max(255, 'At most 255 characters.').nullish(),
  /** Must be `{area}/{ownerid}/{filename}`. */
  path: requiredText('Path is required.', 600),
};

/** The record posted after the browser has uploaded the blob with its SAS (decision 064). */
export const attachFileSchema = z.object({
  workorderid: requiredId('Work Order'),
  ...attachFields,
  /** The vendor line the file belongs to (Attach Invoice on a vendor line). */
  workordervendorid: optionalId('Vendor'),
});
export type AttachFileInput = z.infer<typeof attachFileSchema>;

/** PUT /{area}/updateattachment, the same body for every owner. */
export const updateAttachmentSchema = z.object({
  id: requiredId('Attachment'),
  displayname: requiredText('Display Name is required.', 255),
  attachmenttypeid: requiredId('Type'),
});
export type UpdateAttachmentInput = z.infer<typeof updateAttachmentSchema>;

export const attachmentTypeSchema = z.object({ id: z.number(), attachmenttype: z.string() });
export type AttachmentTypeOption = z.infer<typeof attachmentTypeSchema>;

/** The fields of a record every owner shares (after the id, the owner's id and its own columns). */
const attachmentFields = {
  attachmenttypeid: z.number(),
  attachmenttype: z.string(),
  filename: z.string(),
  displayname: z.string().nullable(),
  path: z.string(),
  createdbyuser: z.string().nullable(),
  createddate: z.date(),
};

export const workOrderAttachmentSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  workordervendorid: z.number().nullable(),
  ...attachmentFields,
});
export type WorkOrderAttachment = z.infer<typeof workOrderAttachmentSchema>;

/** What every owner's record has, whatever its own columns: what the generic grid reads. */
export const attachmentRecordSchema = z.object({ id: z.number(), ...attachmentFields });
export type AttachmentRecord = z.infer<typeof attachmentRecordSchema>;

export const removedAttachmentSchema = z.object({ id: z.number() });

/**
 * The calls of an owner's Attachments tab (spec C 2.7, decision 124), for the web's
 * components/attachments: `{area}/{id}/` is the blob folder, `getSAS` the token of one blob in it.
 */
export const attachmentEndpoints = (area: AttachmentOwnerArea, id: number) => {
  const { ownerKey } = ATTACHMENT_OWNERS[area];
  return {
    area,
    ownerKey,
    /** The query or body field naming the owner. */
    owner: { [ownerKey]: id } as Record<string, number>,
    types: `/api/${area}/getattachmenttypes`,
    list: { url: `/api/${area}/attachments`, params: { [ownerKey]: id } as Record<string, number> },
    attach: `/api/${area}/attachfile`,
    update: `/api/${area}/updateattachment`,
    remove: (attachmentId: number) => `/api/${area}/removeattachment/${attachmentId}`,
    sas: '/api/storage/getSAS',
    folder: `${area}/${id}/`,
  };
};
