import {
  findListField,
  formatDate,
  formatMoney,
  VENDOR_PORTAL_DOCUMENT_FIELDS,
  VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES,
  type VendorPortalDocumentKind,
  type VendorPortalDocumentListRow,
} from '@dispatchwise/shared';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { toFieldType, type DataGridColumn } from '../../../components/data-grid';
import { documentDetailsPath } from './list-status';

type Row = VendorPortalDocumentListRow;
type Column = DataGridColumn<Row>;
type Caption = (table: string, field: string, fallback?: string) => string;

const FALLBACKS: Record<VendorPortalDocumentKind, { number: string; date: string; amount: string }> = {
  proposal: { number: 'Proposal #', date: 'Proposal Date', amount: 'Proposal Amount' },
  invoice: { number: 'Invoice #', date: 'Invoice Date', amount: 'Invoice Amount' },
};

/**
 * The columns of My Proposals or My Invoices (decision 164): work order # (a link to the order's tab of that
 * kind), customer, job-site city and state, the document's number, date, description, status and amount
 * with the footer's total (`total`, the `totalSummary` answer). Sorting, filter types and header filters
 * follow the shared resource, whose fields the API accepts.
 */
export function documentColumns(options: {
  kind: VendorPortalDocumentKind;
  caption: Caption;
  origin: string;
  total: number | null | undefined;
}): Column[] {
  const { kind, caption, origin, total } = options;
  const names = VENDOR_PORTAL_DOCUMENT_FIELDS[kind];
  const fallback = FALLBACKS[kind];
  const resource = VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES[kind];
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
  const amountFooter = total == null ? undefined : `Total: ${formatMoney(total)}`;
  return [
    column('wonumber', caption(names.table, 'wonumber', 'Work Order #'), 140, {
      hasHeaderFilter: false,
      Cell: ({ row }) => (
        <Link
          component={RouterLink}
          to={documentDetailsPath(kind, row.original.workorderid, origin)}
          sx={{ fontWeight: 600 }}
        >
          {row.original.wonumber}
        </Link>
      ),
    }),
    column('customername', caption('workorder', 'customername', 'Customer'), 180),
    column('city', caption('workorder', 'city', 'City'), 130),
    column('statecode', caption('workorder', 'statecode', 'State'), 90),
    column(names.number, caption(names.table, names.number, fallback.number), 140, {
      hasHeaderFilter: false,
    }),
    column(names.date, caption(names.table, names.date, fallback.date), 130, {
      Cell: ({ cell }) => {
        const value = cell.getValue() as string | null;
        return value ? formatDate(value) : '';
      },
    }),
    column('description', caption(names.table, 'description', 'Description'), 280, {
      hasHeaderFilter: false,
    }),
    column(names.status, caption(names.table, names.status, 'Status'), 130),
    column(names.amount, caption(names.table, names.amount, fallback.amount), 160, {
      muiTableBodyCellProps: { align: 'right' },
      muiTableHeadCellProps: { align: 'right' },
      muiTableFooterCellProps: { align: 'right' },
      Cell: ({ cell }) => {
        const value = cell.getValue() as string | number | null;
        return value == null || value === '' ? '' : formatMoney(value);
      },
      ...(amountFooter ? { Footer: () => amountFooter } : {}),
    }),
  ];
}
