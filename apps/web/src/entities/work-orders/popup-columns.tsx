import { findListField, workOrderListResource, type WorkOrderListRow } from '@dispatchwise/shared';
import { Link as RouterLink } from 'react-router';
import { GRID_CELL_CLASS, type DataGridColumn } from '../../components/data-grid';
import { formatDate, formatMoney } from '../../lib/format';
import { PriorityCell, StatusChip, WorkOrderDateCell } from './work-order-cells';

type Column = DataGridColumn<WorkOrderListRow>;
type Caption = (table: string, field: string, fallback: string) => string;

/** Sorting follows the shared resource: the API answers 400 to a sort on a field that is not sortable. */
const column = (name: string, header: string, options: Partial<Column> = {}): Column =>
  ({
    id: name,
    accessorKey: name,
    header,
    size: 140,
    enableSorting: Boolean(findListField(workOrderListResource, name)?.sortable),
    ...options,
  }) as Column;

/** The order's number, linking to its details; `origin` is where the details' Back goes. */
export const workOrderLinkColumn = (detailsPath: string, origin: string): Column =>
  column('wonumber', 'Work Order', {
    // Wide enough for its caption beside the sort and filter buttons.
    size: 140,
    Cell: ({ row }) => (
      <RouterLink
        className={GRID_CELL_CLASS.link}
        to={`${detailsPath}?id=${row.original.id}&origin=${origin}`}
      >
        {row.original.wonumber}
      </RouterLink>
    ),
  });

export const statusColumn = (caption: Caption): Column =>
  column('status', caption('workorder', 'status', 'Status'), {
    size: 160,
    Cell: ({ row }) => <StatusChip row={row.original} />,
  });

/** A date; the schedule and follow-up dates are marked while past due (decision 191). */
export const dateColumn = (name: string, header: string): Column =>
  column(name, header, {
    size: 130,
    Cell:
      name === 'scheduledate' || name === 'promisedate'
        ? ({ row }) => <WorkOrderDateCell row={row.original} field={name} />
        : ({ cell }) => {
            const value = cell.getValue() as string | null;
            return value ? formatDate(value) : '';
          },
  });

/** The one priority cell (decision 191): Emergency as a red chip, with the mark past its ETA. */
export const priorityColumn = (caption: Caption, options: Partial<Column> = {}): Column =>
  column('priority', caption('workorder', 'priority', 'Priority'), {
    size: 130,
    Cell: ({ row }) => <PriorityCell row={row.original} />,
    ...options,
  });

export const moneyColumn = (name: string, header: string): Column =>
  column(name, header, {
    size: 140,
    muiTableBodyCellProps: { align: 'right' },
    muiTableHeadCellProps: { align: 'right' },
    Cell: ({ cell }) => {
      const value = cell.getValue() as string | number | null;
      return value == null || value === '' ? '' : formatMoney(value);
    },
  });

export const textColumn = column;
