import {
  PAGE_SIZES,
  workOrderListResource,
  type PortalHomeVariant,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { useCallback, useMemo } from 'react';
import { DataGrid, useServerGrid, type GridFetcher } from '../../components/data-grid';
import { useCaptions } from '../../lib/captions';
import { getOpenWorkOrders } from './api/get-open-work-orders';
import { dateColumn, moneyColumn, statusColumn, textColumn, workOrderLinkColumn } from './popup-columns';

const POPUP_DEFAULTS = { pageSize: PAGE_SIZES.popup };

export type OpenWorkOrdersGridProps = {
  variant: PortalHomeVariant;
  ownerid: number;
  statusid: number;
  /** Where an order's link goes (the portal's details page, or staff's /workorder/details). */
  detailsPath: string;
  /** Where the details' Back returns. */
  origin: string;
};

/**
 * A vendor's or customer's open orders in one status, 20 a page (GET /{vendor|customer}/getopenworkorders
 * with `statusid`): the portal home cards' popups and the Vendors list's View Open Work Orders.
 */
export function OpenWorkOrdersGrid({
  variant,
  ownerid,
  statusid,
  detailsPath,
  origin,
}: OpenWorkOrdersGridProps) {
  const caption = useCaptions();
  const c = useCallback(
    (field: string, fallback: string) => caption('workorder', field, fallback),
    [caption],
  );
  const fetcher = useCallback<GridFetcher>(
    (params, signal) => getOpenWorkOrders(variant, ownerid, statusid, params, signal),
    [variant, ownerid, statusid],
  );
  const queryKey = useMemo(
    () => ['workorders', 'open', variant, ownerid, statusid] as const,
    [variant, ownerid, statusid],
  );
  const grid = useServerGrid<WorkOrderListRow>(workOrderListResource, fetcher, {
    queryKey,
    defaults: POPUP_DEFAULTS,
  });
  // "Company or PO number": a vendor's orders say whose order it is, a customer's its own PO number (decision 106).
  const columns = useMemo(
    () => [
      workOrderLinkColumn(detailsPath, origin),
      variant === 'vendor'
        ? textColumn('customername', 'Company', { size: 200 })
        : textColumn('ponumber', c('ponumber', 'PO Number')),
      textColumn('jobsite', c('jobsite', 'Job Site'), { size: 200 }),
      textColumn('city', c('city', 'City')),
      statusColumn(caption),
      dateColumn('scheduledate', c('scheduledate', 'Schedule Date')),
      ...(variant === 'customer'
        ? [moneyColumn('proposalamount', c('proposalamount', 'Proposal Amount'))]
        : []),
    ],
    [variant, detailsPath, origin, c, caption],
  );
  return (
    <DataGrid<WorkOrderListRow>
      server={grid}
      columns={columns}
      getRowId={(row) => String(row.id)}
      hasColumnChooser={false}
      hasHeaderFilters={false}
      hasFilterBuilder={false}
      hasColumnOrdering={false}
      maxHeight="calc(75vh - 190px)"
      emptyText="No work orders in this status."
    />
  );
}
