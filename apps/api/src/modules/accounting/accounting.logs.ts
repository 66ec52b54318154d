import { sql } from 'drizzle-orm';
import { transmissionLogResource } from '@dispatchwise/shared';
import { defineServerList, type FieldSql } from '../../lib/list-query/index';

const col = (expr: FieldSql['expr'], nullable = true): FieldSql => ({ expr, nullable });

/**
 * GET /accounting/gettransmissionlogs (spec A "Accounting", section 3) on the grid protocol (decision
 * 127): one row per document the push sent or is sending, newest first; the screen filters by `typeId`.
 * AccountingAdmin only (the route's rule), so the scope is every row. Read without the response cache:
 * the worker writes these rows outside any request.
 */
export const transmissionLogList = defineServerList({
  resource: transmissionLogResource,
  source: { from: sql`"transmissionlog" t`, id: sql`t."id"` },
  fields: {
    id: col(sql`t."id"`, false),
    typeId: col(sql`t."typeid"`, false),
    workorderId: col(sql`t."workorderid"`),
    vendorId: col(sql`t."vendorid"`),
    workOrderNumber: col(sql`t."workordernumber"`),
    customerName: col(sql`t."customername"`),
    vendorName: col(sql`t."vendorname"`),
    invoiceNumber: col(sql`t."invoicenumber"`),
    startTime: col(sql`t."starttime"`, false),
    endTime: col(sql`t."endtime"`),
    errorMessage: col(sql`t."errormessage"`),
    success: col(sql`t."success"`),
  },
  scope: () => sql`true`,
  cacheScope: () => 'internal',
});
