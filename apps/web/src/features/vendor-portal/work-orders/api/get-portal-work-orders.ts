import type { WorkOrderListRow } from '@dispatchwise/shared';
import type { LoadResult } from '../../../../components/data-grid';
import { http, type QueryParams } from '../../../../lib/http';
import type { PortalListQuick } from '../list-status';

/**
 * One page (or header-filter values) of My Work Orders: GET /vendorprofile/getworkorders/{vendorid} with the
 * page's status as the list's `quick` option (decision 158); the API scopes it to the caller's vendor and a
 * Tech to its assigned orders.
 */
export const getPortalWorkOrders = (
  vendorid: number,
  quick: PortalListQuick,
  params: QueryParams,
  signal?: AbortSignal,
) =>
  http.get<LoadResult<WorkOrderListRow>>(`/api/vendorprofile/getworkorders/${vendorid}`, {
    params: { ...params, quick },
    signal,
  });
