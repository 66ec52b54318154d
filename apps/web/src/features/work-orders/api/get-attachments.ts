import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { WorkOrderAttachment } from './work-order-types';

/** GET /api/workorder/attachments?workorderid: the order's attachment records, newest first (decision 111). */
export const getAttachments = (workorderid: number, signal?: AbortSignal) =>
  http.get<WorkOrderAttachment[]>('/api/workorder/attachments', { params: { workorderid }, signal });

export const useAttachments = (workorderid: number) =>
  useQuery({
    queryKey: workOrderKeys.attachments(workorderid),
    queryFn: ({ signal }) => getAttachments(workorderid, signal),
  });
