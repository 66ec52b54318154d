import { attachmentEndpoints, type removedAttachmentSchema, type WireOf } from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AttachmentOwner } from './types';

/** DELETE /api/{area}/removeattachment/:id: the record and its blob. */
export const removeAttachment = (owner: AttachmentOwner, id: number) =>
  http.delete<WireOf<typeof removedAttachmentSchema>>(attachmentEndpoints(owner.area, owner.id).remove(id));

export const useRemoveAttachment = (owner: AttachmentOwner) =>
  useMutation({ mutationFn: (id: number) => removeAttachment(owner, id) });
