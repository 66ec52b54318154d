import {
  isListFieldVisibleTo,
  workOrderListResource,
  WORK_ORDER_LIST_DEFAULT_COLUMNS,
  type ListField,
  type ListViewer,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import Check from '@mui/icons-material/Check';
import Flag from '@mui/icons-material/Flag';
import { Link } from 'react-router';
import { GRID_CELL_CLASS, toFieldType, type DataGridColumn } from '../../../components/data-grid';
import { PriorityCell, StatusChip, WorkOrderDateCell } from '../../../entities/work-orders';
import { formatDate, formatMoney } from '../../../lib/format';

type Caption = (table: string, field: string, fallback: string) => string;

const WIDTHS: Record<string, number> = {
  wonumber: 140,
  ponumber: 140,
  customername: 170,
  jobsite: 170,
  city: 120,
  statecode: 90,
  status: 160,
  priority: 130,
  dispatcher: 140,
  trades: 160,
  vendors: 180,
  briefdescription: 260,
  streetaddress: 190,
  lastnote: 240,
  flagged: 90,
};

// Ids, colour and filter-only fields are not columns; the row carries them for links, cells and actions.
const NOT_COLUMNS = new Set([
  'id',
  'workorderid',
  'statuscolor',
  'events',
  'priorityid',
  'dispatcherid',
  'customerdispatcherid',
]);

const yes = (value: unknown) => (value ? <Check fontSize="small" color="success" aria-label="Yes" /> : null);

function cellOf(field: ListField): DataGridColumn<WorkOrderListRow>['Cell'] {
  switch (field.name) {
    case 'wonumber':
      // Plain elements with the grid's cell classes: no `sx` for emotion to serialize per cell (decision 129).
      return ({ row }) => (
        <Link
          className={GRID_CELL_CLASS.link}
          to={`/workorder/details?id=${row.original.id}&origin=/workorder`}
        >
          {row.original.wonumber}
        </Link>
      );
    case 'status':
      return ({ row }) => <StatusChip row={row.original} />;
    case 'priority':
      return ({ row }) => <PriorityCell row={row.original} />;
    case 'scheduledate':
    case 'promisedate': {
      const name = field.name;
      return ({ row }) => <WorkOrderDateCell row={row.original} field={name} />;
    }
    case 'flagged':
      return ({ row }) =>
        row.original.flagged ? <Flag fontSize="small" color="error" aria-label="Flagged" /> : null;
    case 'vendors':
      return ({ row }) => (row.original.vendors ?? []).map((v) => v.vendorname).join(', ');
    case 'trades':
      return ({ row }) => (row.original.trades ?? []).join(', ');
    default:
      break;
  }
  if (field.type === 'date') return ({ cell }) => formatDate(cell.getValue() as string | null);
  if (field.type === 'money') return ({ cell }) => formatMoney(cell.getValue() as string | null);
  if (field.type === 'boolean') return ({ cell }) => yes(cell.getValue());
  return undefined;
}

/** The list's field names a viewer may have as columns, default ones first (spec A section 3). */
export function workOrderColumnFields(viewer: ListViewer): ListField[] {
  const fields = workOrderListResource.fields.filter(
    (field) => !field.filterOnly && !NOT_COLUMNS.has(field.name) && isListFieldVisibleTo(field, viewer),
  );
  const rank = (name: string) => {
    const index = WORK_ORDER_LIST_DEFAULT_COLUMNS.indexOf(name);
    return index === -1 ? WORK_ORDER_LIST_DEFAULT_COLUMNS.length : index;
  };
  return [...fields].sort((a, b) => rank(a.name) - rank(b.name));
}

/** Columns not in the default set start hidden; the column chooser shows them. */
export const hiddenByDefault = (fields: ListField[]) =>
  fields.filter((field) => !WORK_ORDER_LIST_DEFAULT_COLUMNS.includes(field.name)).map((field) => field.name);

export function buildWorkOrderColumns(
  fields: ListField[],
  caption: Caption,
): DataGridColumn<WorkOrderListRow>[] {
  return fields.map((field) => {
    const type = toFieldType(field.type);
    const header = caption(field.caption.tablename, field.caption.datafieldname, field.name);
    const isScalarText = field.type === 'string' || field.type === 'number' || field.type === 'boolean';
    return {
      id: field.name,
      accessorKey: field.name as keyof WorkOrderListRow & string,
      header,
      size: WIDTHS[field.name] ?? (field.type === 'date' ? 140 : 140),
      enableSorting: field.sortable,
      dataType: type,
      isFilterable: field.filterable && field.type !== 'object[]' && field.type !== 'number[]',
      hasHeaderFilter: field.groupable && isScalarText,
      Cell: cellOf(field),
      ...(field.type === 'money' ? { muiTableBodyCellProps: { align: 'right' as const } } : {}),
    };
  });
}
