import FlagIcon from '@mui/icons-material/Flag';
import { Box, Chip } from '@mui/material';
import { findListField, workOrderListResource, type WorkOrderListRow } from '@dispatchwise/shared';
import { Link as RouterLink } from 'react-router';
import { GRID_CELL_CLASS, toFieldType, type DataGridColumn } from '../../../components/data-grid';
import { Tooltip } from '../../../components/tooltip';
import { PriorityCell, StatusChip, WorkOrderDateCell } from '../../../entities/work-orders';
import { formatDateTime } from '../../../lib/format';

type Caption = (table: string, field: string, fallback: string) => string;
type Column = DataGridColumn<WorkOrderListRow>;

export const ALERTS_ORIGIN = '/dashboard';

/** A column over one field of the shared work-order resource: its type drives filters and header filters. */
function fieldColumn(name: string, header: string, options: Partial<Column> = {}): Column {
  const field = findListField(workOrderListResource, name);
  return {
    id: name,
    accessorKey: name,
    header,
    dataType: toFieldType(field?.type),
    hasHeaderFilter: Boolean(field?.groupable),
    isFilterable: Boolean(field?.filterable),
    enableSorting: Boolean(field?.sortable),
    size: 130,
    ...options,
  } as Column;
}

const dateCell = (format: (value: string) => string) =>
  function DateCell({ cell }: { cell: { getValue: () => unknown } }) {
    const value = cell.getValue() as string | null;
    return value ? format(value) : '';
  };

/**
 * Columns of the alerts grid (spec A "Alerts dashboard") in the dispatcher's order of the work-order list
 * (ALERTS_DEFAULT_COLUMNS, decision 191), captions from /site/meta where seeded.
 */
export function alertsColumns(caption: Caption): Column[] {
  const c = (field: string, fallback: string) => caption('workorder', field, fallback);
  return [
    fieldColumn('wonumber', 'Work Order', {
      size: 150,
      Cell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <RouterLink
            className={GRID_CELL_CLASS.link}
            to={`/workorder/details?id=${row.original.id}&origin=${ALERTS_ORIGIN}`}
          >
            {row.original.wonumber}
          </RouterLink>
          {row.original.flagged ? (
            <Tooltip title="Flagged">
              <FlagIcon aria-label="Flagged" sx={{ fontSize: 16, color: 'error.main' }} />
            </Tooltip>
          ) : null}
        </Box>
      ),
    }),
    fieldColumn('status', c('status', 'Status'), {
      size: 150,
      Cell: ({ row }) => <StatusChip row={row.original} />,
    }),
    fieldColumn('priority', c('priority', 'Priority'), {
      size: 130,
      Cell: ({ row }) => <PriorityCell row={row.original} />,
    }),
    fieldColumn('customername', c('customername', 'Customer'), { size: 180 }),
    fieldColumn('sitenumber', c('sitenumber', 'Site Number'), { size: 170 }),
    fieldColumn('city', c('city', 'City')),
    fieldColumn('statecode', c('statecode', 'State'), { size: 90 }),
    fieldColumn('scheduledate', c('scheduledate', 'Schedule Date'), {
      size: 150,
      Cell: ({ row }) => <WorkOrderDateCell row={row.original} field="scheduledate" />,
    }),
    fieldColumn('promisedate', c('promisedate', 'Follow-up Date'), {
      size: 155,
      Cell: ({ row }) => <WorkOrderDateCell row={row.original} field="promisedate" />,
    }),
    fieldColumn('dispatcher', c('dispatcher', 'Dispatcher'), { size: 150 }),
    fieldColumn('vendors', 'Vendors', {
      size: 200,
      accessorFn: (row) => (row.vendors ?? []).map((line) => line.vendorname).join(', '),
      Cell: ({ row }) => {
        const lines = row.original.vendors ?? [];
        const names = lines.map((line) => line.vendorname).join(', ');
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {lines.length > 1 ? (
              <Chip
                size="small"
                label={lines.length}
                sx={{ height: 18, fontSize: 11 }}
                aria-label={`${lines.length} vendors`}
              />
            ) : null}
            <Box
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              title={names}
            >
              {names}
            </Box>
          </Box>
        );
      },
    }),
    fieldColumn('ponumber', c('ponumber', 'PO Number')),
    fieldColumn('dispatchdate', c('dispatchdate', 'Dispatch Date'), {
      size: 170,
      Cell: dateCell((value) => formatDateTime(value)),
    }),
    fieldColumn('trades', c('trades', 'Trades'), {
      size: 160,
      accessorFn: (row) => (row.trades ?? []).join(', '),
    }),
    fieldColumn('onsitetime', c('onsitetime', 'Follow-up Time'), { size: 110 }),
    fieldColumn('customerdispatcher', c('customerdispatcher', 'Customer Dispatcher'), { size: 160 }),
    fieldColumn('lastnote', c('lastnote', 'Last Note'), { size: 240 }),
    fieldColumn('flagged', c('flagged', 'Flagged'), {
      size: 90,
      Cell: ({ row }) => (row.original.flagged ? 'Yes' : 'No'),
      formatFilterValue: (value) => (value === true || value === 'true' ? 'Yes' : 'No'),
    }),
  ];
}
