import FlagIcon from '@mui/icons-material/Flag';
import { Box, Chip, Link, Tooltip } from '@mui/material';
import {
  findListField,
  WORK_ORDER_STATUSES,
  workOrderListResource,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { Link as RouterLink } from 'react-router';
import { toFieldType, type DataGridColumn } from '../../../components/data-grid';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isEmergencyPriority } from '../row-highlight';

type Caption = (table: string, field: string, fallback: string) => string;
type Column = DataGridColumn<WorkOrderListRow>;

export const ALERTS_ORIGIN = '/dashboard';

const statusColorOf = (row: WorkOrderListRow) =>
  row.statuscolor || WORK_ORDER_STATUSES.find((status) => status.id === row.statusid)?.color || 'transparent';

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

/** Columns of the alerts grid (spec A "Alerts dashboard"), captions from /site/meta where seeded. */
export function alertsColumns(caption: Caption): Column[] {
  const c = (field: string, fallback: string) => caption('workorder', field, fallback);
  return [
    fieldColumn('wonumber', 'Work Order', {
      size: 150,
      Cell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Link
            component={RouterLink}
            to={`/workorder/details?id=${row.original.id}&origin=${ALERTS_ORIGIN}`}
            sx={{ fontWeight: 600 }}
          >
            {row.original.wonumber}
          </Link>
          {row.original.flagged ? (
            <Tooltip title="Flagged">
              <FlagIcon aria-label="Flagged" sx={{ fontSize: 16, color: 'error.main' }} />
            </Tooltip>
          ) : null}
        </Box>
      ),
    }),
    fieldColumn('customername', c('customername', 'Customer'), { size: 180 }),
    fieldColumn('priority', c('priority', 'Priority'), {
      size: 120,
      Cell: ({ row }) => {
        const { priority } = row.original;
        if (!priority) return '';
        return isEmergencyPriority(priority) ? (
          <Chip
            size="small"
            color="error"
            label={priority}
            sx={{ fontWeight: 700, height: 22 }}
            title="Emergency: ETA of 8 hours or less"
          />
        ) : (
          priority
        );
      },
    }),
    fieldColumn('sitenumber', c('sitenumber', 'Site Number'), { size: 170 }),
    fieldColumn('city', c('city', 'City')),
    fieldColumn('statecode', c('statecode', 'State'), { size: 90 }),
    fieldColumn('ponumber', c('ponumber', 'PO Number')),
    fieldColumn('dispatcher', c('dispatcher', 'Dispatcher'), { size: 150 }),
    fieldColumn('dispatchdate', c('dispatchdate', 'Dispatch Date'), {
      size: 170,
      Cell: dateCell((value) => formatDateTime(value)),
    }),
    fieldColumn('scheduledate', c('scheduledate', 'Schedule Date'), {
      size: 150,
      Cell: dateCell((value) => formatDate(value)),
    }),
    fieldColumn('promisedate', c('promisedate', 'Follow-up Date'), {
      size: 155,
      Cell: dateCell((value) => formatDate(value)),
    }),
    fieldColumn('onsitetime', c('onsitetime', 'Follow-up Time'), { size: 110 }),
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
    fieldColumn('trades', c('trades', 'Trades'), {
      size: 160,
      accessorFn: (row) => (row.trades ?? []).join(', '),
    }),
    fieldColumn('status', c('status', 'Status'), {
      size: 150,
      muiTableBodyCellProps: ({ row }) => ({
        sx: { bgcolor: `${statusColorOf(row.original)} !important`, fontWeight: 600 },
      }),
    }),
    fieldColumn('customerdispatcher', c('customerdispatcher', 'Customer Dispatcher'), { size: 160 }),
    fieldColumn('lastnote', c('lastnote', 'Last Note'), { size: 240 }),
    fieldColumn('flagged', c('flagged', 'Flagged'), {
      size: 90,
      Cell: ({ row }) => (row.original.flagged ? 'Yes' : 'No'),
      formatFilterValue: (value) => (value === true || value === 'true' ? 'Yes' : 'No'),
    }),
  ];
}
