import { sql } from 'drizzle-orm';
import { customerListResource } from '@dispatchwise/shared';
import { defineServerList, type FieldSql } from '../../lib/list-query/index';

const col = (expr: FieldSql['expr'], nullable = true): FieldSql => ({ expr, nullable });

/**
 * GET /customer/getcustomerlist (spec A "Customers list") on the grid protocol (docs/decisions/127,
 * 147): one row per customer, keyset paging on the default sort (name, then id) for the infinite
 * scroll. Staff only (the route's rule): the scope is every customer.
 */
export const customerList = defineServerList({
  resource: customerListResource,
  source: { from: sql`"customer" c`, id: sql`c."id"`, joins: {} },
  fields: {
    id: col(sql`c."id"`, false),
    customername: col(sql`c."customername"`, false),
    isactive: col(sql`c."isactive"`, false),
    contactname: col(sql`nullif(trim(concat_ws(' ', c."contactfirstname", c."contactlastname")), '')`),
    contactfirstname: col(sql`c."contactfirstname"`),
    contactlastname: col(sql`c."contactlastname"`),
    contactphone: col(sql`c."contactphone"`),
    contactemail: col(sql`c."contactemail"`),
    streetaddress: col(sql`c."streetaddress"`),
    city: col(sql`c."city"`),
    statecode: col(sql`c."statecode"`),
    postalcode: col(sql`c."postalcode"`),
  },
  scope: () => sql`true`,
  cacheScope: () => 'internal',
});
