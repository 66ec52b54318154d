import type { DataGridColumn } from '../../../components/data-grid';
import { formatDate, formatMoney } from '../../../lib/format';
import type { CustomerInvoice } from '../api/types';

type Column = DataGridColumn<CustomerInvoice>;
type DateField = 'invoicingdate' | 'duedate' | 'completedate';
type FlagField = 'billwithoutsignoff' | 'isapproved' | 'isrejected';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const dateColumn = (id: DateField, header: string): Column => ({
  id,
  accessorFn: (row) => (row[id] ? Date.parse(row[id]) : undefined),
  header,
  size: 130,
  dataType: 'date',
  sortUndefined: 'last',
  Cell: ({ row }) => formatDate(row.original[id]),
});

const flagColumn = (id: FlagField, header: string, size: number): Column => ({
  id,
  accessorFn: (row) => yesNo(row[id]),
  header,
  size,
});

/**
 * The Invoice & Payments grid (spec B section 2): Invoice Amount, Invoice Date, Due Date, Complete Date,
 * Sent By, Bill w/o Signoff, Approved?, Rejected?, Note (the Actions are the grid's).
 */
export function invoiceColumns(): Column[] {
  return [
    {
      id: 'amount',
      accessorFn: (row) => Number(row.amount),
      header: 'Invoice Amount',
      size: 150,
      dataType: 'number',
      muiTableBodyCellProps: { align: 'right' },
      muiTableHeadCellProps: { align: 'right' },
      Cell: ({ row }) => formatMoney(row.original.amount),
    },
    dateColumn('invoicingdate', 'Invoice Date'),
    dateColumn('duedate', 'Due Date'),
    dateColumn('completedate', 'Complete Date'),
    { id: 'sentby', accessorFn: (row) => row.sentby ?? '', header: 'Sent By', size: 150 },
    flagColumn('billwithoutsignoff', 'Bill w/o Signoff', 150),
    flagColumn('isapproved', 'Approved?', 120),
    flagColumn('isrejected', 'Rejected?', 120),
    { id: 'note', accessorFn: (row) => row.note ?? '', header: 'Note', size: 220 },
  ];
}
