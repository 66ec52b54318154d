import { listFieldsOf, type ListResource } from './types';

/** The caption of each field is vendor.<name> (constants/captions-records.ts). */
const field = listFieldsOf('vendor');

/**
 * The Vendors list (spec A "Vendors list", "Vendor (list)"; GET /vendor/getvendors; decision 142) on the
 * grid protocol: saved state under `vendorList`, saved views of type v. The search panel matches the name,
 * city and zip (trigram indexes); `tradeid` filters by a live trade. Staff with read:vendors only.
 */
export const vendorListResource: ListResource = {
  key: 'vendorList',
  defaultSort: [{ selector: 'name', desc: false }],
  fields: [
    field('id', 'number'),
    field('name', 'string', { searchable: true }),
    field('vendorstatustypeid', 'number'),
    field('isactive', 'boolean'),
    field('vendorratings', 'number'),
    field('autoattachenabled', 'boolean'),
    field('minnte', 'money'),
    field('tierid', 'number'),
    field('paperworkcomplete', 'boolean'),
    field('backgroundchecksrun', 'boolean'),
    field('address', 'string'),
    field('city', 'string', { searchable: true }),
    field('statecode', 'string'),
    field('postalcode', 'string', { searchable: true }),
    field('primaryphone', 'string'),
    field('primaryemail', 'string'),
    field('secondaryphone', 'string'),
    field('secondaryemail', 'string'),
    field('workordercount', 'number'),
    field('wcexempt', 'boolean'),
    field('wcexpirationdate', 'date'),
    field('glexpirationdate', 'date', { datafieldname: 'glexpirationdate' }),
    field('tradearray', 'string[]'),
    field('tradeid', 'number[]', { filterOnly: true, datafieldname: 'tradearray' }),
    field('glexpired', 'boolean'),
    field('wcexpired', 'boolean'),
    field('w9expired', 'boolean'),
  ],
};

/** Columns of /vendor in their default order (spec A "Vendors list"; Vendor Id, address and secondary start hidden). */
export const VENDOR_LIST_DEFAULT_COLUMNS: readonly string[] = [
  'name',
  'vendorstatustypeid',
  'isactive',
  'vendorratings',
  'autoattachenabled',
  'minnte',
  'tierid',
  'paperworkcomplete',
  'backgroundchecksrun',
  'city',
  'statecode',
  'postalcode',
  'primaryphone',
  'primaryemail',
  'workordercount',
  'wcexempt',
  'wcexpirationdate',
  'tradearray',
];

// GET /vendor/history?vendorid (the WO Count popup, spec A "Vendors list", spec C 2.4 History tab). Beside the
// other grids' fields, not beside the zod contracts: a list screen that draws the popup's grid then loads no
// zod (docs/decisions/197).
const historyField = listFieldsOf('workorder');

/** The vendor's work orders, one row per vendor line, newest first, on the grid protocol (page size 20). */
export const vendorHistoryResource: ListResource = {
  key: 'vendorhistory',
  defaultSort: [{ selector: 'createddate', desc: true }],
  fields: [
    historyField('id', 'number'),
    historyField('workorderid', 'number'),
    historyField('wonumber', 'string', { searchable: true }),
    historyField('ponumber', 'string', { searchable: true }),
    historyField('customername', 'string', { searchable: true }),
    historyField('jobsite', 'string', { searchable: true }),
    historyField('city', 'string'),
    historyField('statecode', 'string'),
    historyField('status', 'string'),
    historyField('statusid', 'number'),
    historyField('trade', 'string'),
    historyField('createddate', 'date'),
    historyField('scheduledate', 'date'),
    historyField('completedate', 'date'),
    historyField('quotedamount', 'money', { summable: true }),
    historyField('invnumber', 'string'),
    historyField('isapproved', 'boolean'),
    historyField('linestatus', 'string'),
  ],
};
