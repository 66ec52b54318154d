import type { DataGridColumn } from '../../../components/data-grid';
import { formatDate, formatMoney } from '../../../lib/format';
import type { CustomerProposal } from '../api/types';

type Column = DataGridColumn<CustomerProposal>;

const right = {
  muiTableBodyCellProps: { align: 'right' as const },
  muiTableHeadCellProps: { align: 'right' as const },
};
const amount = (value: string) => Number(value);
const time = (value: string | null) => (value ? Date.parse(value) : undefined);

/**
 * The Customer Proposals grid (spec B section 2): Proposed Amount, Vendor Quoted Amount, Margin, Cust. PO,
 * note, Date Created, Complete Date, Cust. Approved, Cust. Approved Date, status (the Actions are the grid's).
 */
export function proposalColumns(): Column[] {
  return [
    {
      id: 'amount',
      accessorFn: (row) => amount(row.amount),
      header: 'Proposed Amount',
      size: 150,
      dataType: 'number',
      ...right,
      Cell: ({ row }) => formatMoney(row.original.amount),
    },
    {
      id: 'quotedamount',
      accessorFn: (row) => amount(row.quotedamount),
      header: 'Vendor Quoted Amount',
      size: 200,
      dataType: 'number',
      ...right,
      Cell: ({ row }) => formatMoney(row.original.quotedamount),
    },
    {
      id: 'marginpercent',
      accessorFn: (row) => amount(row.marginpercent),
      header: 'Margin',
      size: 100,
      dataType: 'number',
      ...right,
      Cell: ({ row }) => `${Number(row.original.marginpercent).toFixed(2)}%`,
    },
    {
      id: 'externalproposalnumber',
      accessorFn: (row) => row.externalproposalnumber ?? '',
      header: 'Cust. PO',
      size: 130,
    },
    { id: 'note', accessorFn: (row) => row.note ?? '', header: 'Note', size: 200 },
    {
      id: 'createddate',
      accessorFn: (row) => time(row.createddate),
      header: 'Date Created',
      size: 130,
      dataType: 'date',
      sortUndefined: 'last',
      Cell: ({ row }) => formatDate(row.original.createddate),
    },
    {
      id: 'completedate',
      accessorFn: (row) => time(row.completedate),
      header: 'Complete Date',
      size: 130,
      dataType: 'date',
      sortUndefined: 'last',
      Cell: ({ row }) => formatDate(row.original.completedate),
    },
    {
      id: 'approvedbycustomer',
      accessorFn: (row) => (row.approvedbycustomer ? 'Yes' : 'No'),
      header: 'Cust. Approved',
      size: 130,
    },
    {
      id: 'approvedbycustomerdate',
      accessorFn: (row) => time(row.approvedbycustomerdate),
      header: 'Cust. Approved Date',
      size: 160,
      dataType: 'date',
      sortUndefined: 'last',
      Cell: ({ row }) => formatDate(row.original.approvedbycustomerdate),
    },
    { id: 'status', accessorKey: 'status', header: 'Status', size: 120 },
  ];
}
