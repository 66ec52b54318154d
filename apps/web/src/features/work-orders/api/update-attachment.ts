import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { WorkOrderAttachment } from './work-order-types';

export type UpdateAttachmentInput = { id: number; displayname: string; attachmenttypeid: number };

/** PUT /api/workorder/updateattachment: display name and type (toast 'Updated Attachment'). */
export const updateAttachment = (input: UpdateAttachmentInput) =>
  http.put<WorkOrderAttachment>('/api/workorder/updateattachment', input);

export const useUpdateAttachment = () => useMutation({ mutationFn: updateAttachment });
