import { z } from 'zod';

// ServiceChannel's Service Automation API v3 shapes as its documentation names them (decision 170): a
// work order found by PO, its location and its attachments. Only the fields the import reads are
// declared; ServiceChannel sends many more, which zod drops.

const text = z.string().nullish();
const number = z.number().nullish();

export const scLocationSchema = z.object({
  Id: number,
  StoreId: text,
  Name: text,
  Address1: text,
  City: text,
  State: text,
  Zip: text,
  Latitude: number,
  Longitude: number,
});
export type ScLocation = z.infer<typeof scLocationSchema>;

/** Status and Priority come as a plain name or as an object naming it (Status.Primary). */
const named = z
  .union([z.string(), z.object({ Primary: text, Name: text, Extended: text }).loose()])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.Primary ?? value?.Name ?? null)));

export const scWorkOrderSchema = z.object({
  Id: z.number(),
  Number: z.union([z.string(), z.number()]).nullish(),
  PurchaseNumber: text,
  Status: named,
  Trade: text,
  Priority: named,
  Nte: number,
  CallDate: text,
  ScheduledDate: text,
  Description: text,
  Caller: text,
  Category: text,
  Location: scLocationSchema.nullish(),
  SubscriberId: z.number(),
});
export type ScWorkOrder = z.infer<typeof scWorkOrderSchema>;

/** GET /workorders answers an array (or, through OData, `{ value: [...] }`). */
export const scWorkOrderListSchema = z
  .union([z.array(scWorkOrderSchema), z.object({ value: z.array(scWorkOrderSchema) })])
  .transform((list) => (Array.isArray(list) ? list : list.value));

export const scAttachmentSchema = z.object({
  Id: z.number(),
  FileName: z.string(),
  MimeType: text,
  Size: number,
});
export type ScAttachment = z.infer<typeof scAttachmentSchema>;
export const scAttachmentListSchema = z.array(scAttachmentSchema);

/** The token endpoint's answer (OAuth 2.0): ServiceChannel's access tokens live 600 seconds. */
export const scTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().optional(),
});
