import { findListField, formatDate, formatMoney, type ListResource } from '@dispatchwise/shared';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { toFieldType, type DataGridColumn } from '../../components/data-grid';

/**
 * The column helpers of the portals' document lists: sorting, filter types and header filters from the shared
 * resource (the API accepts those), a date cell, a money cell with the footer's total, the work order link.
 */
export function documentColumnsOf<T extends { workorderid: number; wonumber: string }>(
  resource: ListResource,
) {
  type Column = DataGridColumn<T>;
  const column = (name: string, header: string, size: number, extra: Partial<Column> = {}): Column => {
    const field = findListField(resource, name);
    const isText = field?.type === 'string' || field?.type === 'number';
    return {
      id: name,
      accessorKey: name,
      header,
      size,
      enableSorting: Boolean(field?.sortable),
      dataType: toFieldType(field?.type),
      isFilterable: Boolean(field?.filterable),
      hasHeaderFilter: Boolean(field?.groupable) && isText,
      ...extra,
    } as Column;
  };
  const date = (name: string, header: string) =>
    column(name, header, 130, {
      Cell: ({ cell }) => {
        const value = cell.getValue() as string | null;
        return value ? formatDate(value) : '';
      },
    });
  const money = (name: string, header: string, total?: number | null) =>
    column(name, header, 160, {
      muiTableBodyCellProps: { align: 'right' },
      muiTableHeadCellProps: { align: 'right' },
      muiTableFooterCellProps: { align: 'right' },
      Cell: ({ cell }) => {
        const value = cell.getValue() as string | number | null;
        return value == null || value === '' ? '' : formatMoney(value);
      },
      ...(total == null ? {} : { Footer: () => `Total: ${formatMoney(total)}` }),
    });
  const workOrderLink = (header: string, pathOf: (workorderid: number) => string) =>
    column('wonumber', header, 140, {
      hasHeaderFilter: false,
      Cell: ({ row }) => (
        <Link component={RouterLink} to={pathOf(row.original.workorderid)} sx={{ fontWeight: 600 }}>
          {row.original.wonumber}
        </Link>
      ),
    });
  return { column, date, money, workOrderLink };
}
