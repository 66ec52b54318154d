import type { WorkOrderListRow } from '@dispatchwise/shared';
import { http, type QueryParams } from '../../../lib/http';
import type { LoadResult } from '../../../components/data-grid';

/** The toolbar of the list: quick filter and the exclusive Flagged / My Work Orders, plus the bell's overdue. */
export type WorkOrderToolbar = {
  /** 'active' (All Active, the default), 'all' (All Workorders) or one status id. */
  quick: 'active' | 'all' | number;
  isFlagged: boolean;
  isMine: boolean;
  isOverdue: boolean;
  /** Past Due (decision 191): a grid filter (`pastdue`), not a query parameter of the route. */
  isPastDue?: boolean;
};

export const toolbarParams = ({ quick, isFlagged, isMine, isOverdue }: WorkOrderToolbar): QueryParams => ({
  flagged: isFlagged || undefined,
  mine: isMine || undefined,
  overdue: isOverdue || undefined,
  ...(typeof quick === 'number' ? { statusid: quick } : { quick }),
});

/**
 * One page (or the `group` values) of the list: GET /workorder/getworkorders, or
 * /workorder/getquickactionworkorders?statusid when the quick filter names one status (spec A section 7).
 */
export const getWorkOrders = (toolbar: WorkOrderToolbar, params: QueryParams, signal?: AbortSignal) =>
  http.get<LoadResult<WorkOrderListRow>>(
    typeof toolbar.quick === 'number'
      ? '/api/workorder/getquickactionworkorders'
      : '/api/workorder/getworkorders',
    { params: { ...params, ...toolbarParams(toolbar) }, signal },
  );
