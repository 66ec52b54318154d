import type { DataGridColumn } from '../../../components/data-grid';
import { formatDate, formatMoney } from '../../../lib/format';
import type { InvoicingRow, VendorBillingRow } from '../api/types';
import type { PendingRow } from './selection';
import {
  ApproveCell,
  moneyCell,
  NewTabLink,
  NodFlag,
  rightAligned,
  vendorHref,
  workOrderHref,
} from './pending-cells';

type Caption = (table: string, field: string, fallback?: string) => string;

export type ColumnOptions = {
  caption: Caption;
  /** The tab's checked ids. */
  checked: readonly number[];
  onToggle: (id: number) => void;
  totals: { amount: string; vendorCost: string };
};

const byText = (value: string | null | undefined) => value ?? '';
const byTime = (value: string | null | undefined) => (value ? Date.parse(value) : 0);
const dateCell = (value: string | null | undefined) => (value ? formatDate(value) : '');

/** A money column with its total in the footer. */
function moneyColumn<T extends PendingRow>(
  id: string,
  header: string,
  valueOf: (row: T) => string,
  total: string,
): DataGridColumn<T> {
  return {
    id,
    header,
    size: 170,
    accessorFn: (row) => Number(valueOf(row)),
    Cell: ({ row }) => moneyCell(valueOf(row.original)),
    Footer: () => `Total: ${formatMoney(total)}`,
    ...rightAligned,
  };
}

function approveColumn<T extends PendingRow>(
  caption: string,
  idOf: (row: T) => number,
  nameOf: (row: T) => string,
  { checked, onToggle }: ColumnOptions,
): DataGridColumn<T> {
  return {
    id: 'approvedByAccounting',
    header: caption,
    size: 110,
    grow: false,
    enableSorting: false,
    accessorFn: (row) => row.approvedByAccounting,
    Cell: ({ row }) => (
      <ApproveCell
        isQueued={row.original.approvedByAccounting}
        isChecked={checked.includes(idOf(row.original))}
        name={nameOf(row.original)}
        onToggle={() => onToggle(idOf(row.original))}
      />
    ),
  };
}

function nodColumn<T extends { nodFlagged: boolean }>(caption: string): DataGridColumn<T> {
  return {
    id: 'nodFlagged',
    header: caption,
    size: 80,
    grow: false,
    accessorFn: (row) => (row.nodFlagged ? 1 : 0),
    Cell: ({ row }) => <NodFlag isFlagged={row.original.nodFlagged} />,
  };
}

function workOrderColumn<T extends { workorderId: number; workorderNumber: string }>(
  caption: string,
): DataGridColumn<T> {
  return {
    id: 'workorderNumber',
    header: caption,
    size: 140,
    accessorFn: (row) => row.workorderNumber,
    Cell: ({ row }) => (
      <NewTabLink href={workOrderHref(row.original.workorderId)}>{row.original.workorderNumber}</NewTabLink>
    ),
  };
}

/** Approve (or Queued), the NOD mark and the work order link, which every tab starts with. */
function leadingColumns<T extends PendingRow>(
  c: (field: string) => string,
  idOf: (row: T) => number,
  nameOf: (row: T) => string,
  options: ColumnOptions,
): DataGridColumn<T>[] {
  return [
    approveColumn<T>(c('approvedByAccounting'), idOf, nameOf, options),
    nodColumn<T>(c('nodFlagged')),
    workOrderColumn<T>(c('workorderNumber')),
  ];
}

/** Vendor Billing (spec A section 3's vendor billing row). */
export function vendorBillingColumns(options: ColumnOptions): DataGridColumn<VendorBillingRow>[] {
  const c = (field: string) => options.caption('vendorbilling', field);
  return [
    ...leadingColumns<VendorBillingRow>(
      c,
      (row) => row.workorderVendorId,
      (row) => `${row.workorderNumber} ${row.vendorName}`,
      options,
    ),
    {
      id: 'vendorName',
      header: c('vendorName'),
      size: 200,
      accessorFn: (row) => row.vendorName,
      Cell: ({ row }) => (
        <NewTabLink href={vendorHref(row.original.vendorId)}>{row.original.vendorName}</NewTabLink>
      ),
    },
    {
      id: 'vendorInvoiceNumber',
      header: c('vendorInvoiceNumber'),
      size: 150,
      accessorFn: (row) => byText(row.vendorInvoiceNumber),
    },
    moneyColumn<VendorBillingRow>(
      'vendorAmount',
      c('vendorAmount'),
      (row) => row.vendorAmount,
      options.totals.amount,
    ),
    {
      id: 'paidByCC',
      header: c('paidByCC'),
      size: 110,
      accessorFn: (row) => (row.paidByCC ? 'Yes' : ''),
    },
    {
      id: 'vendorInvoiceApprovedBy',
      header: c('vendorInvoiceApprovedBy'),
      size: 160,
      accessorFn: (row) => byText(row.vendorInvoiceApprovedBy),
    },
    {
      id: 'vendorInvoiceApprovedDate',
      header: c('vendorInvoiceApprovedDate'),
      size: 140,
      accessorFn: (row) => byTime(row.vendorInvoiceApprovedDate),
      Cell: ({ row }) => dateCell(row.original.vendorInvoiceApprovedDate),
    },
    {
      id: 'billingVendorId',
      header: c('billingVendorId'),
      size: 160,
      accessorFn: (row) => byText(row.billingVendorId),
    },
  ];
}

/** Completed Invoicing and Customer Invoicing (spec A section 3's customer invoicing row). */
export function invoicingColumns(options: ColumnOptions): DataGridColumn<InvoicingRow>[] {
  const c = (field: string) => options.caption('customerinvoicing', field);
  return [
    ...leadingColumns<InvoicingRow>(
      c,
      (row) => row.invoiceId,
      (row) => `${row.workorderNumber} ${row.customerName}`,
      options,
    ),
    { id: 'customerName', header: c('customerName'), size: 200, accessorFn: (row) => row.customerName },
    {
      id: 'invoiceNumber',
      header: c('invoiceNumber'),
      size: 130,
      accessorFn: (row) => byText(row.invoiceNumber),
    },
    moneyColumn<InvoicingRow>(
      'invoiceAmount',
      c('invoiceAmount'),
      (row) => row.invoiceAmount,
      options.totals.amount,
    ),
    moneyColumn<InvoicingRow>(
      'vendorCost',
      c('vendorCost'),
      (row) => row.vendorCost,
      options.totals.vendorCost,
    ),
    ...(['completeDate', 'invoiceDate', 'dueDate'] as const).map((field): DataGridColumn<InvoicingRow> => ({
      id: field,
      header: c(field),
      size: 140,
      accessorFn: (row) => byTime(row[field]),
      Cell: ({ row }) => dateCell(row.original[field]),
    })),
  ];
}
