import { PAGE_SIZES, workOrderListResource, type WorkOrderListRow } from '@dispatchwise/shared';
import { useCallback, useMemo } from 'react';
import { DataGrid, useServerGrid, type GridFetcher } from '../../../components/data-grid';
import { useCaptions } from '../../../lib/captions';
import type { StatusCount } from '../api/get-active-counts';
import { getStatusWorkOrders } from '../api/get-status-work-orders';
import { ListDialog } from '../../../components/list-dialog';
import { HOME_ORIGIN } from './portal-work-orders-dialog';
import {
  dateColumn,
  priorityColumn,
  statusColumn,
  textColumn,
  workOrderLinkColumn,
} from '../../../entities/work-orders';

const POPUP_DEFAULTS = { pageSize: PAGE_SIZES.popup };

function StatusWorkOrdersGrid({ statusid }: { statusid: number }) {
  const caption = useCaptions();
  const c = useCallback(
    (field: string, fallback: string) => caption('workorder', field, fallback),
    [caption],
  );
  const fetcher = useCallback<GridFetcher>(
    (params, signal) => getStatusWorkOrders(statusid, params, signal),
    [statusid],
  );
  const queryKey = useMemo(() => ['home', 'statusorders', statusid] as const, [statusid]);
  const grid = useServerGrid<WorkOrderListRow>(workOrderListResource, fetcher, {
    queryKey,
    defaults: POPUP_DEFAULTS,
  });
  const columns = useMemo(
    () => [
      workOrderLinkColumn('/workorder/details', HOME_ORIGIN),
      statusColumn(caption),
      priorityColumn(caption, { size: 120 }),
      textColumn('customername', c('customername', 'Customer'), { size: 170 }),
      textColumn('jobsite', c('jobsite', 'Job Site'), { size: 170 }),
      textColumn('city', c('city', 'City'), { size: 120 }),
      textColumn('statecode', c('statecode', 'State'), { size: 70 }),
      dateColumn('scheduledate', c('scheduledate', 'Schedule Date')),
      textColumn('dispatcher', c('dispatcher', 'Dispatcher'), { size: 150 }),
      textColumn('ponumber', c('ponumber', 'PO Number'), { size: 120 }),
    ],
    [c, caption],
  );
  return (
    <DataGrid<WorkOrderListRow>
      server={grid}
      columns={columns}
      getRowId={(row) => String(row.id)}
      hasHeaderFilters={false}
      hasFilterBuilder={false}
      hasColumnOrdering={false}
      maxHeight="calc(75vh - 190px)"
      emptyText="No work orders in this status."
    />
  );
}

export type StatusWorkOrdersDialogProps = { status: StatusCount | null; onClose: () => void };

/** The pie's popup list (spec A "Home dashboard"): one status's work orders, 90% x 75vh, with search. */
export function StatusWorkOrdersDialog({ status, onClose }: StatusWorkOrdersDialogProps) {
  return (
    <ListDialog
      isOpen={status !== null}
      title={status ? `${status.status} Work Orders` : ''}
      onClose={onClose}
    >
      {status ? <StatusWorkOrdersGrid key={status.statusid} statusid={status.statusid} /> : null}
    </ListDialog>
  );
}
