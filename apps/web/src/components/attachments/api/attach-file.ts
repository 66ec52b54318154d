import { attachmentEndpoints, type attachFileSchema, type WireOf } from '@dispatchwise/shared';
import { http } from '../../../lib/http';
import type { AttachmentOwner, AttachmentRecord } from './types';

/** The fields every owner's new record shares (the owner's id is added from `owner`). */
export type AttachFileFields = Omit<WireOf<typeof attachFileSchema>, 'workorderid' | 'workordervendorid'>;

/**
 * POST /api/{area}/attachfile: the record of a file already in blob storage (decision 111), with the
 * owner's id under its own name (workorderid, vendorid, customerid). Silent: the uploader shows the
 * failure on the file's own line.
 */
export const attachFile = (owner: AttachmentOwner, fields: AttachFileFields) => {
  const endpoints = attachmentEndpoints(owner.area, owner.id);
  const line = owner.workordervendorid === undefined ? {} : { workordervendorid: owner.workordervendorid };
  return http.post<AttachmentRecord>(
    endpoints.attach,
    { ...endpoints.owner, ...line, ...fields },
    { isSilent: true },
  );
};
