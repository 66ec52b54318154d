import { z } from 'zod';
import { ATTACHMENT_FOLDERS } from '../constants/attachments';
import { requiredId } from './fields';

// Wire shapes of GET /storage/getsas (ARCHITECTURE mechanism 7, docs/decisions/118).

/** The blob folders a SAS may name. */
export const STORAGE_AREAS = ATTACHMENT_FOLDERS;
export type StorageArea = (typeof STORAGE_AREAS)[number];
export const SAS_ACCESS = ['read', 'write', 'delete'] as const;
export type SasAccess = (typeof SAS_ACCESS)[number];

export const getSasQuerySchema = z.object({
  area: z.enum(STORAGE_AREAS, { error: 'Area is invalid.' }),
  id: requiredId('Id', { required: 'Id is invalid.' }),
  /** The stored blob name inside the record's folder, `{base}_{timestamp}.{ext}` (ARCHITECTURE mechanism 7). */
  file: z.string().max(255).optional(),
  /** Narrows the token to one kind of use; without it the token carries all the user may do. */
  access: z.enum(SAS_ACCESS).optional(),
  /**
   * The bytes the browser is about to upload: a token that may create the blob is issued only for an
   * allowed type under MAX_ATTACHMENT_BYTES (docs/decisions/184); attachfile checks the stored blob again.
   */
  size: z
    .union([z.int().min(0), z.string().regex(/^\d{1,15}$/)], { error: 'Size is invalid.' })
    .transform(Number)
    .optional(),
});
export type GetSasQuery = z.infer<typeof getSasQuerySchema>;

export const sasResponseSchema = z.object({
  sasToken: z.string(),
  url: z.string(),
  container: z.string(),
  /** The record's folder, `{area}/{id}/`. */
  path: z.string(),
  /** The blob the token is for, `{area}/{id}/{file}`. */
  blobName: z.string(),
  /** Azure permission letters: r read, c create (new blobs only), w write (overwrite), d delete. */
  permissions: z.string(),
  expiresOn: z.string(),
});
export type SasResponse = z.infer<typeof sasResponseSchema>;
