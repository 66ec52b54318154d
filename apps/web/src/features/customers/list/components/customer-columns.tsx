import { customerListResource, findListField, formatUsPhone } from '@dispatchwise/shared';
import { Link as RouterLink } from 'react-router';
import { GRID_CELL_CLASS, toFieldType, type DataGridColumn } from '../../../../components/data-grid';
import { YesMark } from '../../../../entities/vendors/vendor-cells';
import type { CustomerListRow } from '../api/get-customer-list';
import { CUSTOMER_LIST_COLUMNS } from '../list-query';

type Column = DataGridColumn<CustomerListRow>;
type Caption = (table: string, field: string, fallback?: string) => string;

/** The customer's details screen (spec A "Customers list": the name links there). */
export const customerDetailsPath = (customerid: number) => `/customer/details?id=${customerid}`;

const WIDTHS: Record<string, number> = {
  id: 90,
  customername: 240,
  isactive: 90,
  contactname: 180,
  contactphone: 160,
  contactemail: 220,
  streetaddress: 220,
  city: 140,
  statecode: 80,
  postalcode: 100,
};

/** Spec A's headings where the customer table's captions have none of their own. */
const FALLBACK: Record<string, string> = {
  customername: 'Customer Name',
  isactive: 'Active',
  contactname: 'Contact Name',
  contactphone: 'Phone',
  contactemail: 'Email',
  streetaddress: 'Street Address',
  city: 'City',
  statecode: 'State',
  postalcode: 'Postal Code',
};

/** Header filters on the columns with few distinct values (a name or phone has one per customer). */
const HEADER_FILTERED = new Set(['isactive', 'city', 'statecode']);

function cellOf(name: string): Column['Cell'] {
  switch (name) {
    case 'customername':
      return ({ row }) => (
        <RouterLink className={GRID_CELL_CLASS.link} to={customerDetailsPath(row.original.id)}>
          {row.original.customername}
        </RouterLink>
      );
    case 'isactive':
      return ({ row }) => <YesMark value={row.original.isactive} />;
    case 'contactphone':
      return ({ row }) => formatUsPhone(row.original.contactphone) || row.original.contactphone || '';
    default:
      return undefined;
  }
}

/** The Customers list's columns (spec A "Customers list"), captions from the customer table. */
export function buildCustomerColumns(caption: Caption): Column[] {
  return CUSTOMER_LIST_COLUMNS.map((name) => {
    const field = findListField(customerListResource, name);
    const type = field?.type ?? 'string';
    return {
      id: name,
      accessorKey: name as keyof CustomerListRow & string,
      header: caption('customer', field?.caption.datafieldname ?? name, FALLBACK[name] ?? name),
      size: WIDTHS[name] ?? 140,
      enableSorting: Boolean(field?.sortable),
      dataType: toFieldType(type),
      isFilterable: Boolean(field?.filterable),
      hasHeaderFilter: Boolean(field?.groupable) && HEADER_FILTERED.has(name),
      Cell: cellOf(name),
    } as Column;
  });
}
