import type { ListField, ListFieldType, ListResource } from './types';

/**
 * The report grids (spec A "Reports"; docs/reports.md, decision 151): each report's columns declared
 * once, for the API's compiler (as a ListResource) and for the web's generic report grid (as the
 * `columns` of POST /reports/getreportdata). A link column opens /workorder/details?id= or
 * /vendor/details?id= with the row's value of its `idField`.
 */
export type ReportLink = { to: 'workorder' | 'vendor'; idField: string };
export type ReportColumn = {
  name: string;
  caption: string;
  type: ListFieldType;
  link?: ReportLink;
  /** Carried in the row (a link's id) but not shown as a column. */
  hidden?: boolean;
  /** Sum, avg, min, max in the footer and per group (number and money columns). */
  summable?: boolean;
  /** Computed for the page's rows after the query (e.g. from `vendorCompliance`): shown, not filtered or sorted. */
  isDisplayOnly?: boolean;
};
export type ReportGrid = {
  id: number;
  columns: readonly ReportColumn[];
  defaultSort: readonly { selector: string; desc: boolean }[];
  /** The date the Begin/End range applies to (reports with showdateselection), as docs/reports.md says. */
  rangeField?: string;
};

export const REPORT_LINK_PATHS = {
  workorder: '/workorder/details?id=',
  vendor: '/vendor/details?id=',
} as const;

const c = (
  name: string,
  caption: string,
  type: ListFieldType = 'string',
  options: Omit<ReportColumn, 'name' | 'caption' | 'type'> = {},
): ReportColumn => ({
  name,
  caption,
  type,
  ...(type === 'number' || type === 'money' ? { summable: true } : {}),
  ...options,
});
const hidden = (name: string, caption: string) =>
  c(name, caption, 'number', { hidden: true, summable: false });
const toOrder = { link: { to: 'workorder', idField: 'workorderid' } } as const;
const toVendor = { link: { to: 'vendor', idField: 'vendorid' } } as const;

const workOrderColumns = [
  hidden('workorderid', 'Work Order Id'),
  c('wonumber', 'WO #', 'string', toOrder),
  c('ponumber', 'PO #'),
  c('customername', 'Customer'),
  c('jobsite', 'Job Site'),
  c('city', 'City'),
  c('statecode', 'State'),
  c('status', 'Status'),
  c('dispatcher', 'Dispatcher'),
  c('createddate', 'Received Date', 'date'),
  c('scheduledate', 'Schedule Date', 'date'),
  c('nte', 'NTE', 'money'),
];
const profitColumns = [
  c('workorders', 'Work Orders', 'number'),
  c('invoiceamount', 'Invoice Amount', 'money'),
  c('vendorcost', 'Vendor Cost', 'money'),
  c('netprofit', 'Net Profit', 'money'),
  c('margin', 'Margin %', 'number', { summable: false }),
];
const complianceColumns = [
  hidden('vendorid', 'Vendor Id'),
  c('name', 'Vendor', 'string', toVendor),
  c('city', 'City'),
  c('statecode', 'State'),
  c('glexpirationdate', 'GL Expiration', 'date'),
  c('wcexpirationdate', 'WC Expiration', 'date'),
  c('wcexempt', 'WC Exempt', 'boolean'),
  c('w9date', 'W9 Date', 'date'),
  c('profiledate', 'Profile Date', 'date'),
  c('missingitems', 'Missing Items'),
  c('compliance', 'Compliance', 'string', { isDisplayOnly: true }),
];
const invoiceColumns = [
  hidden('workorderid', 'Work Order Id'),
  c('invoicenumber', 'Invoice #'),
  c('wonumber', 'WO #', 'string', toOrder),
  c('customername', 'Customer'),
  c('invoicingdate', 'Invoice Date', 'date'),
  c('duedate', 'Due Date', 'date'),
  c('amount', 'Amount', 'money'),
  c('amountreceived', 'Received', 'money'),
];
const countColumns = [
  c('workorders', 'Work Orders', 'number'),
  c('open', 'Open', 'number'),
  c('invoiced', 'Invoiced', 'number'),
  c('cancelled', 'Cancelled', 'number'),
];
const byCreated = [{ selector: 'createddate', desc: true }];

export const REPORT_GRIDS: readonly ReportGrid[] = [
  { id: 1, columns: workOrderColumns, defaultSort: byCreated },
  { id: 2, columns: workOrderColumns, defaultSort: byCreated, rangeField: 'createddate' },
  {
    id: 3,
    columns: [
      hidden('workorderid', 'Work Order Id'),
      c('wonumber', 'WO #', 'string', toOrder),
      c('customername', 'Customer'),
      c('dispatcher', 'Dispatcher'),
      c('invoicedate', 'Invoice Date', 'date'),
      ...profitColumns.filter((column) => column.name !== 'workorders'),
    ],
    defaultSort: [{ selector: 'invoicedate', desc: true }],
    rangeField: 'invoicedate',
  },
  { id: 5, columns: complianceColumns, defaultSort: [{ selector: 'name', desc: false }] },
  { id: 6, columns: complianceColumns, defaultSort: [{ selector: 'name', desc: false }] },
  {
    id: 7,
    columns: [
      hidden('vendorid', 'Vendor Id'),
      c('name', 'Vendor', 'string', toVendor),
      c('txndate', 'Payment Date', 'date'),
      c('paymenttype', 'Payment Type'),
      c('refnumber', 'Reference #'),
      c('amount', 'Amount', 'money'),
    ],
    defaultSort: [{ selector: 'txndate', desc: true }],
    rangeField: 'txndate',
  },
  {
    id: 8,
    columns: [
      hidden('workorderid', 'Work Order Id'),
      c('wonumber', 'WO #', 'string', toOrder),
      c('customername', 'Customer'),
      c('dispatcher', 'Dispatcher'),
      c('createddate', 'Received Date', 'date'),
      c('modifieddate', 'Last Changed', 'date'),
      c('cancelreason', 'Cancel Reason'),
      c('nte', 'NTE', 'money'),
    ],
    defaultSort: byCreated,
    rangeField: 'createddate',
  },
  {
    id: 9,
    columns: [
      c('dispatcher', 'Dispatcher'),
      c('notes', 'Notes', 'number'),
      c('statuschanges', 'Status Changes', 'number'),
      c('touches', 'Touches', 'number'),
      c('workorders', 'Work Orders Touched', 'number'),
    ],
    defaultSort: [{ selector: 'touches', desc: true }],
    rangeField: 'createddate',
  },
  {
    id: 10,
    columns: [c('customername', 'Customer'), ...countColumns],
    defaultSort: [{ selector: 'workorders', desc: true }],
    rangeField: 'createddate',
  },
  {
    id: 11,
    columns: [
      ...workOrderColumns.filter((column) => column.name !== 'scheduledate'),
      c('completedate', 'Complete Date', 'date'),
      c('vendorcost', 'Vendor Cost', 'money'),
    ],
    defaultSort: [{ selector: 'completedate', desc: false }],
  },
  {
    id: 12,
    columns: [c('customername', 'Customer'), ...profitColumns],
    defaultSort: [{ selector: 'netprofit', desc: true }],
    rangeField: 'invoicedate',
  },
  {
    id: 15,
    columns: [
      hidden('vendorid', 'Vendor Id'),
      c('name', 'Vendor', 'string', toVendor),
      c('city', 'City'),
      c('statecode', 'State'),
      c('glexpirationdate', 'GL Expiration', 'date'),
      c('wcexpirationdate', 'WC Expiration', 'date'),
      c('expireditems', 'Expired'),
      c('daysexpired', 'Days Expired', 'number', { summable: false }),
    ],
    defaultSort: [{ selector: 'daysexpired', desc: true }],
  },
  {
    id: 16,
    columns: invoiceColumns,
    defaultSort: [{ selector: 'invoicingdate', desc: true }],
    rangeField: 'invoicingdate',
  },
  {
    id: 18,
    columns: [c('dispatcher', 'Dispatcher'), ...countColumns],
    defaultSort: [{ selector: 'workorders', desc: true }],
    rangeField: 'createddate',
  },
  {
    id: 19,
    columns: [
      hidden('vendorid', 'Vendor Id'),
      c('name', 'Vendor', 'string', toVendor),
      c('workorders', 'Work Orders', 'number'),
      c('quotedamount', 'Quoted Amount', 'money'),
    ],
    defaultSort: [{ selector: 'workorders', desc: true }],
    rangeField: 'createddate',
  },
  {
    id: 20,
    columns: [
      ...invoiceColumns,
      c('balance', 'Balance', 'money'),
      c('daysoverdue', 'Days Overdue', 'number', { summable: false }),
      c('aging', 'Aging'),
    ],
    defaultSort: [{ selector: 'duedate', desc: false }],
  },
  {
    id: 23,
    columns: [c('dispatcher', 'Dispatcher'), ...profitColumns],
    defaultSort: [{ selector: 'netprofit', desc: true }],
    rangeField: 'invoicedate',
  },
];

export const findReportGrid = (id: number): ReportGrid | undefined =>
  REPORT_GRIDS.find((grid) => grid.id === id);

/**
 * A report's columns as a list resource (the compiler's field gate): every column filterable, sortable
 * and groupable, text columns searchable; captions travel with the report, not through /site/meta.
 */
export function reportResource(grid: ReportGrid): ListResource {
  const fields: ListField[] = grid.columns.map((column) => ({
    name: column.name,
    type: column.type,
    caption: { tablename: 'report', datafieldname: column.name },
    filterable: !column.isDisplayOnly,
    sortable: !column.isDisplayOnly,
    searchable: column.type === 'string' && !column.hidden && !column.isDisplayOnly,
    groupable: !column.isDisplayOnly,
    ...(column.summable ? { summable: true } : {}),
  }));
  return { key: `report${grid.id}`, fields, defaultSort: grid.defaultSort };
}
