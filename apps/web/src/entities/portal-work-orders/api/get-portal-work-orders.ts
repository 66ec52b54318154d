import type { WorkOrderListRow } from '@dispatchwise/shared';
import type { LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';
import type { PortalArea, PortalListQuick } from '../list-status';

/**
 * One page (or header-filter values) of a portal's My Work Orders: GET /vendorprofile/getworkorders/{vendorid}
 * or /customerprofile/getworkorders/{customerid} with the page's status as the list's `quick` option
 * (decision 158); the API scopes it to the caller's vendor or customer (and a Tech to its assigned orders).
 */
export const getPortalWorkOrders = (
  area: PortalArea,
  ownerid: number,
  quick: PortalListQuick,
  params: QueryParams,
  signal?: AbortSignal,
) =>
  http.get<LoadResult<WorkOrderListRow>>(`/api/${area}/getworkorders/${ownerid}`, {
    params: { ...params, quick },
    signal,
  });
