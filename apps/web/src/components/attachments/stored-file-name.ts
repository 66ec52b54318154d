import { attachmentEndpoints } from '@dispatchwise/shared';
import type { AttachmentOwner } from './api/types';

// How an uploaded file is stored: `{base}_{timestamp}.{ext}` (packages/shared, shared with the API's imports).
export { fileExtension, fileTimestamp, storedFileName } from '@dispatchwise/shared';

/** The record's `path`: `{area}/{id}/{stored}`, in the owner's folder (decisions 111, 124). */
export const attachmentPath = (owner: AttachmentOwner, stored: string) =>
  `${attachmentEndpoints(owner.area, owner.id).folder}${stored}`;
