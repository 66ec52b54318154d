import type { WorkOrderListRow } from '@dispatchwise/shared';
import type { LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';

/** The orders of one status for the pie popup: the work-order list with the status quick filter. */
export const getStatusWorkOrders = (statusid: number, params: QueryParams, signal?: AbortSignal) =>
  http.get<LoadResult<WorkOrderListRow>>('/api/workorder/getworkorders', {
    params: { ...params, quick: statusid },
    signal,
  });
