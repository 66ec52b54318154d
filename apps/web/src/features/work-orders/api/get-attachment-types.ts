import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';

export type AttachmentTypeOption = { id: number; attachmenttype: string };

/** GET /api/workorder/getattachmenttypes: the work-order attachment types (spec B section 9). */
export const getAttachmentTypes = (signal?: AbortSignal) =>
  http.get<AttachmentTypeOption[]>('/api/workorder/getattachmenttypes', { signal });

export const useAttachmentTypes = () =>
  useQuery({
    queryKey: workOrderKeys.attachmentTypes,
    queryFn: ({ signal }) => getAttachmentTypes(signal),
    staleTime: Infinity,
  });
