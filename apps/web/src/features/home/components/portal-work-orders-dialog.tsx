import {
  PAGE_SIZES,
  workOrderListResource,
  type HomeCardStatus,
  type PortalHomeVariant,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { useCallback, useMemo } from 'react';
import { DataGrid, useServerGrid, type GridFetcher } from '../../../components/data-grid';
import { useCaptions } from '../../../lib/captions';
import { getOpenWorkOrders } from '../api/get-open-work-orders';
import { ListDialog } from '../../../components/list-dialog';
import { dateColumn, moneyColumn, statusColumn, textColumn, workOrderLinkColumn } from './popup-columns';

const POPUP_DEFAULTS = { pageSize: PAGE_SIZES.popup };
const DETAILS_PATH: Record<PortalHomeVariant, string> = {
  vendor: '/vendorprofile/workorderdetails',
  customer: '/customerprofile/workorderdetails',
};

type GridProps = { variant: PortalHomeVariant; ownerid: number; statusid: number };

function OpenWorkOrdersGrid({ variant, ownerid, statusid }: GridProps) {
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
    () => ['home', 'openorders', variant, ownerid, statusid] as const,
    [variant, ownerid, statusid],
  );
  const grid = useServerGrid<WorkOrderListRow>(workOrderListResource, fetcher, {
    queryKey,
    defaults: POPUP_DEFAULTS,
  });
  // "Company or PO number": a vendor sees whose order it is, a customer its own PO number (decision 106).
  const columns = useMemo(
    () => [
      workOrderLinkColumn(DETAILS_PATH[variant]),
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
    [variant, c, caption],
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

type Props = {
  variant: PortalHomeVariant;
  ownerid: number;
  status: HomeCardStatus | null;
  onClose: () => void;
};

/** A card count's popup grid (spec A "Home dashboard"): 90% x 75vh with a search box. */
export function PortalWorkOrdersDialog({ variant, ownerid, status, onClose }: Props) {
  return (
    <ListDialog
      isOpen={status !== null}
      title={status ? `${status.label} Work Orders` : ''}
      onClose={onClose}
    >
      {status ? (
        <OpenWorkOrdersGrid
          key={status.statusid}
          variant={variant}
          ownerid={ownerid}
          statusid={status.statusid}
        />
      ) : null}
    </ListDialog>
  );
}
