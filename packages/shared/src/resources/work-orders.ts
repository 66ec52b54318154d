import { displayOnlyField, listFieldsOf, type ListResource } from './types';

/** The caption of each field is workorder.<name> unless `datafieldname` says otherwise. */
const field = listFieldsOf('workorder');
const computed = displayOnlyField;

/**
 * The work-order list row (spec A section 3) as the grids of /workorder and /dashboard use it.
 * Vendors, invoice amount and provider are staff-only (spec A "Work Orders list"); so are the
 * per-line action counts (they name other vendors' lines); the customer proposal amount is shown to
 * customers (spec C home cards) but never to vendors, since it reveals the margin (docs/decisions/081).
 */
export const workOrderListResource: ListResource = {
  key: 'workorderlist',
  defaultSort: [{ selector: 'createddate', desc: true }],
  fields: [
    field('id', 'number'),
    field('workorderid', 'number'),
    field('wonumber', 'string', { searchable: true }),
    field('ponumber', 'string', { searchable: true }),
    field('invoiceamount', 'money', { ...computed, filterable: true, audience: 'internal' }),
    field('customerid', 'number', { filterOnly: true }),
    field('customername', 'string', { searchable: true }),
    field('jobsite', 'string', { searchable: true }),
    field('sitenumber', 'string'),
    field('streetaddress', 'string'),
    field('city', 'string'),
    field('statecode', 'string'),
    field('postalcode', 'string'),
    field('createddate', 'date'),
    field('receivedate', 'date'),
    field('modifieddate', 'date'),
    field('priority', 'string'),
    field('priorityid', 'number'),
    field('promisedate', 'date'),
    field('onsitedate', 'date'),
    field('onsitetime', 'string'),
    field('completedate', 'date'),
    field('dispatcher', 'string'),
    field('dispatcherid', 'number'),
    field('customerdispatcher', 'string'),
    field('customerdispatcherid', 'number'),
    field('status', 'string'),
    field('statusid', 'number'),
    field('statuscolor', 'string', computed),
    field('dispatchdate', 'date'),
    field('scheduledate', 'date'),
    field('briefdescription', 'string', { searchable: true }),
    field('trades', 'string[]'),
    field('duedate', 'date'),
    field('nte', 'money', { summable: true }),
    field('hasnte', 'boolean'),
    field('vendors', 'object[]', { ...computed, audience: 'internal' }),
    // Filter-only views of the vendor lines: names for staff; ids for everyone (an external user's
    // list is scoped first, so naming another vendor's id finds nothing more).
    field('vendorname', 'string[]', { filterOnly: true, audience: 'internal', datafieldname: 'vendors' }),
    field('vendorid', 'number[]', { filterOnly: true, datafieldname: 'vendors' }),
    // Past due (docs/decisions/191): `["pastdue","=",true]` keeps open orders whose schedule or follow-up
    // date is before the viewer's today, and Emergencies awaiting arrival past their ETA (pastDueOf).
    field('pastdue', 'boolean', {
      filterOnly: true,
      sortable: false,
      groupable: false,
      isViewerDayRelative: true,
    }),
    field('managementprovider', 'string', { audience: 'internal' }),
    field('lastnote', 'string', computed),
    field('flagged', 'boolean'),
    field('customercalled', 'boolean'),
    field('vendorcalled', 'boolean'),
    field('overridegeofencing', 'boolean'),
    field('events', 'object[]', { ...computed, audience: 'internal' }),
    field('proposalamount', 'money', { ...computed, audience: 'internalAndCustomer' }),
  ],
};

/**
 * Columns of /workorder in their default order: what a dispatcher decides on first (the order, its
 * status and priority, where, when, who), then the rest (issue 19, docs/decisions/191). Fields not
 * listed start hidden.
 */
export const WORK_ORDER_LIST_DEFAULT_COLUMNS: readonly string[] = [
  'wonumber',
  'status',
  'priority',
  'customername',
  'jobsite',
  'city',
  'statecode',
  'scheduledate',
  'promisedate',
  'dispatcher',
  'vendors',
  'ponumber',
  'createddate',
  'trades',
  'nte',
  'invoiceamount',
  'managementprovider',
  'briefdescription',
];

/**
 * Columns of the Alerts dashboard (spec A "Alerts dashboard"), in the dispatcher's order of the work-order
 * list (decision 191), then its hidden ones.
 */
export const ALERTS_DEFAULT_COLUMNS: readonly string[] = [
  'wonumber',
  'status',
  'priority',
  'customername',
  'sitenumber',
  'city',
  'statecode',
  'scheduledate',
  'promisedate',
  'dispatcher',
  'vendors',
  'ponumber',
  'dispatchdate',
  'trades',
];
export const ALERTS_HIDDEN_COLUMNS: readonly string[] = [
  'onsitetime',
  'customerdispatcher',
  'lastnote',
  'flagged',
];

/** Vendor line of a row; staff only. */
export type WorkOrderListVendor = {
  wovendorid: number;
  vendorid: number;
  vendorname: string;
  quotedamount: string;
  status: string;
};

/** Action counts of one vendor line (EVENT_COUNT_KEYS), for the row menu badges; staff only. */
export type WorkOrderListEvents = { wovendorid: number; vendorid: number } & Record<string, number>;

/** One row of GET /workorder/getworkorders and /dashboard/getalerts. Dates are ISO strings. */
export type WorkOrderListRow = {
  id: number;
  workorderid: number;
  wonumber: string;
  ponumber: string | null;
  invoiceamount?: string | null;
  customername: string;
  jobsite: string | null;
  sitenumber: string | null;
  streetaddress: string | null;
  city: string | null;
  statecode: string | null;
  postalcode: string | null;
  createddate: string;
  receivedate: string;
  modifieddate: string;
  priority: string | null;
  priorityid: number | null;
  promisedate: string | null;
  onsitedate: string | null;
  onsitetime: string | null;
  completedate: string | null;
  dispatcher: string | null;
  dispatcherid: number | null;
  customerdispatcher: string | null;
  customerdispatcherid: number | null;
  status: string;
  statusid: number;
  statuscolor: string;
  dispatchdate: string | null;
  scheduledate: string | null;
  briefdescription: string;
  trades: string[];
  duedate: string | null;
  nte: string | null;
  hasnte: boolean;
  vendors?: WorkOrderListVendor[];
  managementprovider?: string | null;
  lastnote: string | null;
  flagged: boolean;
  customercalled: boolean;
  vendorcalled: boolean;
  overridegeofencing: boolean;
  events?: WorkOrderListEvents[];
  proposalamount?: string | null;
};
