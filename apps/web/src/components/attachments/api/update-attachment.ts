import { attachmentEndpoints, type updateAttachmentSchema, type WireOf } from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AttachmentOwner, AttachmentRecord } from './types';

export type UpdateAttachmentInput = WireOf<typeof updateAttachmentSchema>;

/** PUT /api/{area}/updateattachment: display name and type (toast 'Updated Attachment'). */
export const updateAttachment = (owner: AttachmentOwner, input: UpdateAttachmentInput) =>
  http.put<AttachmentRecord>(attachmentEndpoints(owner.area, owner.id).update, input);

export const useUpdateAttachment = (owner: AttachmentOwner) =>
  useMutation({ mutationFn: (input: UpdateAttachmentInput) => updateAttachment(owner, input) });
