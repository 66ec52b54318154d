import {
  findListField,
  HOME_CARDS,
  PAGE_SIZES,
  workOrderListResource,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  DataGrid,
  GRID_CELL_CLASS,
  useServerGrid,
  type DataGridColumn,
} from '../../../../components/data-grid';
import { ListDialog } from '../../../../components/list-dialog';
import { useCaptions } from '../../../../lib/captions';
import { formatDate } from '../../../../lib/format';
import {
  openWorkOrderKeys,
  openWorkOrdersFetcher,
  useOpenWorkOrderCounts,
} from '../api/get-open-work-orders';

type Column = DataGridColumn<WorkOrderListRow>;

/** The open statuses a vendor's orders are counted in: the vendor portal's cards (Dispatched, TOS, WOP, NOD, ...). */
const OPEN_STATUSES = HOME_CARDS.vendor.flatMap((card) => card.statuses);
const SHOWN = ['wonumber', 'customername', 'jobsite', 'city', 'statecode', 'status', 'scheduledate'] as const;

function OpenWorkOrdersGrid({ vendorid, statusid }: { vendorid: number; statusid: number }) {
  const caption = useCaptions();
  const fetcher = useMemo(() => openWorkOrdersFetcher(vendorid, statusid), [vendorid, statusid]);
  const queryKey = useMemo(() => openWorkOrderKeys.list(vendorid, statusid), [vendorid, statusid]);
  const grid = useServerGrid<WorkOrderListRow>(workOrderListResource, fetcher, {
    queryKey,
    defaults: { pageSize: PAGE_SIZES.popup },
  });
  const columns = useMemo<Column[]>(
    () =>
      SHOWN.map((name) => ({
        id: name,
        accessorKey: name,
        header: caption('workorder', name, name),
        size: name === 'statecode' ? 80 : 150,
        enableSorting: Boolean(findListField(workOrderListResource, name)?.sortable),
        Cell:
          name === 'wonumber'
            ? ({ row }) => (
                <Link className={GRID_CELL_CLASS.link} to={`/workorder/details?id=${row.original.id}`}>
                  {row.original.wonumber}
                </Link>
              )
            : name === 'scheduledate'
              ? ({ row }) => formatDate(row.original.scheduledate)
              : undefined,
      })),
    [caption],
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
      maxHeight="calc(75vh - 240px)"
      emptyText="No open work orders in this status."
    />
  );
}

function OpenWorkOrders({ vendorid }: { vendorid: number }) {
  const counts = useOpenWorkOrderCounts(vendorid);
  const [chosen, setChosen] = useState<number | null>(null);
  // Until the user picks one: the first status that has orders, else the first.
  const firstWithOrders = OPEN_STATUSES.find((status) => (counts.data?.get(status.statusid) ?? 0) > 0);
  const statusid = chosen ?? firstWithOrders?.statusid ?? OPEN_STATUSES[0]!.statusid;
  return (
    <>
      <Box sx={{ px: 2, py: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={statusid}
          aria-label="Status"
          onChange={(_event, value: number | null) => value !== null && setChosen(value)}
          sx={{ flexWrap: 'wrap' }}
        >
          {OPEN_STATUSES.map((status) => (
            <ToggleButton key={status.statusid} value={status.statusid}>
              {status.label} ({counts.data?.get(status.statusid) ?? (counts.isPending ? '…' : 0)})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <OpenWorkOrdersGrid key={statusid} vendorid={vendorid} statusid={statusid} />
    </>
  );
}

export type OpenWorkOrdersTarget = { vendorid: number; vendorname: string };

/** View Open Work Orders: the vendor's open orders by status (GET /vendor/getopenworkorders, decision 144). */
export function OpenWorkOrdersDialog({
  vendor,
  onClose,
}: {
  vendor: OpenWorkOrdersTarget | null;
  onClose: () => void;
}) {
  return (
    <ListDialog
      isOpen={vendor !== null}
      title={vendor ? `Open Work Orders of ${vendor.vendorname}` : ''}
      onClose={onClose}
    >
      {vendor ? <OpenWorkOrders key={vendor.vendorid} vendorid={vendor.vendorid} /> : null}
    </ListDialog>
  );
}
