import type { openCountSchema, PortalHomeVariant, WireOf, WorkOrderListRow } from '@dispatchwise/shared';
import type { LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';

export const OWNER_PARAM: Record<PortalHomeVariant, 'vendorid' | 'customerid'> = {
  vendor: 'vendorid',
  customer: 'customerid',
};

/** One page of a vendor's or customer's open orders in one status (the card popups); scoped by the API to the user. */
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

/** One count of a vendor's or customer's open orders by status (GET /api/{vendor|customer}/getopenworkorders). */
export type OpenCount = WireOf<typeof openCountSchema>;

/** The counts of the home cards' statuses; the API scopes them to the user's own vendor or customer. */
export const getOpenCounts = (variant: PortalHomeVariant, ownerid: number) =>
  http.get<OpenCount[]>(`/api/${variant}/getopenworkorders`, { params: { [OWNER_PARAM[variant]]: ownerid } });
