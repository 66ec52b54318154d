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
