import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { WorkOrderNote } from './work-order-types';

/** GET /api/workorder/notes/:workorderid: the order's notes, newest first (docs/decisions/111 "Notes"). */
export const getNotes = (workorderid: number, signal?: AbortSignal) =>
  http.get<WorkOrderNote[]>(`/api/workorder/notes/${workorderid}`, { signal });

export const useNotes = (workorderid: number) =>
  useQuery({
    queryKey: workOrderKeys.notes(workorderid),
    queryFn: ({ signal }) => getNotes(workorderid, signal),
  });
