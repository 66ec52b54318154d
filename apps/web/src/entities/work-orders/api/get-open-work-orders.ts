import type { PortalHomeVariant, WorkOrderListRow } from '@dispatchwise/shared';
import type { LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';

export const OWNER_PARAM: Record<PortalHomeVariant, 'vendorid' | 'customerid'> = {
  vendor: 'vendorid',
  customer: 'customerid',
};

/** One page of the caller's open orders in one status (the card popup); scoped by the API to the user. */
export const getOpenWorkOrders = (
  variant: PortalHomeVariant,
  ownerid: number,
  statusid: number,
  params: QueryParams,
  signal?: AbortSignal,
) =>
  http.get<LoadResult<WorkOrderListRow>>(`/api/${variant}/getopenworkorders`, {
    params: { ...params, [OWNER_PARAM[variant]]: ownerid, statusid },
    signal,
  });
