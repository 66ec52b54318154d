import { findListField, PAGE_SIZES, vendorHistoryResource } from '@dispatchwise/shared';
import Check from '@mui/icons-material/Check';
import { useMemo } from 'react';
import { DataGrid, GRID_CELL_CLASS, useServerGrid, type DataGridColumn } from '../../components/data-grid';
import { useCaptions } from '../../lib/captions';
import { formatDate, formatMoney } from '../../lib/format';
import { vendorHistoryFetcher, vendorHistoryKey, type VendorHistoryRow } from './api/get-vendor-history';

type Column = DataGridColumn<VendorHistoryRow>;

/** The columns shown, in order, with the caption table their words come from. */
const SHOWN: readonly { name: string; table: string; fallback: string; size: number }[] = [
  { name: 'wonumber', table: 'workorder', fallback: 'Work Order', size: 120 },
  { name: 'customername', table: 'workorder', fallback: 'Customer', size: 170 },
  { name: 'jobsite', table: 'workorder', fallback: 'Job Site', size: 160 },
  { name: 'city', table: 'workorder', fallback: 'City', size: 120 },
  { name: 'statecode', table: 'workorder', fallback: 'State', size: 80 },
  { name: 'trade', table: 'workorder', fallback: 'Trade', size: 140 },
  { name: 'status', table: 'workorder', fallback: 'Status', size: 140 },
  { name: 'createddate', table: 'workordervendor', fallback: 'Attached Date', size: 130 },
  { name: 'scheduledate', table: 'workorder', fallback: 'Schedule Date', size: 130 },
  { name: 'completedate', table: 'workorder', fallback: 'Complete Date', size: 130 },
  { name: 'quotedamount', table: 'workordervendor', fallback: 'Cost', size: 110 },
  { name: 'invnumber', table: 'workordervendor', fallback: 'Invoice Number', size: 130 },
  { name: 'isapproved', table: 'workordervendor', fallback: 'Invoice Approved', size: 110 },
  { name: 'linestatus', table: 'workordervendor', fallback: 'Vendor Status', size: 120 },
];

function cellOf(name: string, type: string): Column['Cell'] {
  if (name === 'wonumber')
    return ({ row }) => (
      // A new tab: the order being dispatched stays open behind the popup.
      <a
        className={GRID_CELL_CLASS.link}
        href={`/workorder/details?id=${row.original.workorderid}`}
        target="_blank"
        rel="noopener"
      >
        {String(row.original.wonumber ?? '')}
      </a>
    );
  if (type === 'date') return ({ cell }) => (cell.getValue() ? formatDate(cell.getValue() as string) : '');
  if (type === 'money')
    return ({ cell }) => (cell.getValue() == null ? '' : formatMoney(cell.getValue() as string));
  if (type === 'boolean')
    return ({ cell }) =>
      cell.getValue() ? <Check fontSize="small" color="success" aria-label="Yes" /> : null;
  return undefined;
}

type GridProps = {
  vendorid: number;
  /** Max height of the scrolling body (the popup's by default). */
  maxHeight?: number | string;
};

/**
 * A vendor's work orders, newest first, 20 a page (GET /vendor/history on the grid protocol, decision 132):
 * the WO Count popups and the vendor editor's History tab.
 */
export function VendorHistoryGrid({ vendorid, maxHeight = 'calc(75vh - 190px)' }: GridProps) {
  const caption = useCaptions();
  const fetcher = useMemo(() => vendorHistoryFetcher(vendorid), [vendorid]);
  const queryKey = useMemo(() => vendorHistoryKey(vendorid), [vendorid]);
  const grid = useServerGrid<VendorHistoryRow>(vendorHistoryResource, fetcher, {
    queryKey,
    defaults: { pageSize: PAGE_SIZES.popup },
  });
  const columns = useMemo<Column[]>(
    () =>
      SHOWN.map(({ name, table, fallback, size }) => {
        const field = findListField(vendorHistoryResource, name);
        const type = field?.type ?? 'string';
        return {
          id: name,
          accessorKey: name,
          header: caption(table, name, fallback),
          size,
          enableSorting: Boolean(field?.sortable),
          dataType:
            type === 'money'
              ? 'number'
              : type === 'date'
                ? 'date'
                : type === 'boolean'
                  ? 'boolean'
                  : 'string',
          ...(type === 'money' ? { muiTableBodyCellProps: { align: 'right' as const } } : {}),
          Cell: cellOf(name, type),
        } as Column;
      }),
    [caption],
  );
  return (
    <DataGrid<VendorHistoryRow>
      server={grid}
      columns={columns}
      getRowId={(row) => String(row.id)}
      hasHeaderFilters={false}
      hasColumnOrdering={false}
      maxHeight={maxHeight}
      emptyText="No work orders for this vendor."
    />
  );
}
