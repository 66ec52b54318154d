import { listFieldsOf, type ListResource } from './types';

/** The caption of each field is customer.<name> (constants/captions-records.ts). */
const field = listFieldsOf('customer');

/**
 * The Customers list (spec A "Customers list"; GET /customer/getcustomerlist; decision 147) on the grid
 * protocol: saved state under `customerList`, saved views of type c, infinite scrolling (keyset paging on
 * the default sort). The search panel matches the name (trigram index), the contact, city and zip. Staff
 * with read:customers only.
 */
export const customerListResource: ListResource = {
  key: 'customerList',
  defaultSort: [{ selector: 'customername', desc: false }],
  fields: [
    field('id', 'number'),
    field('customername', 'string', { searchable: true }),
    field('isactive', 'boolean'),
    field('contactname', 'string', { searchable: true }),
    field('contactfirstname', 'string'),
    field('contactlastname', 'string'),
    field('contactphone', 'string'),
    field('contactemail', 'string'),
    field('streetaddress', 'string'),
    field('city', 'string', { searchable: true }),
    field('statecode', 'string'),
    field('postalcode', 'string', { searchable: true }),
  ],
};

/** Columns of /customer in their default order (spec A "Customers list"). */
export const CUSTOMER_LIST_DEFAULT_COLUMNS: readonly string[] = [
  'customername',
  'isactive',
  'contactname',
  'contactphone',
  'contactemail',
  'streetaddress',
  'city',
  'statecode',
  'postalcode',
];
