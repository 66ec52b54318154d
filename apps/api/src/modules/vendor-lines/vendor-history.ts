import { sql } from 'drizzle-orm';
import { isInternalUser, vendorHistoryResource } from '@dispatchwise/shared';
import { defineServerList } from '../../lib/list-query/index';

/**
 * GET /vendor/history?vendorid (the WO Count popup of the Select Vendor popup and the Vendor tab,
 * spec A "Vendors list", spec C 2.4 History): the vendor's lines with their work orders, newest
 * first, on the grid protocol (docs/decisions/127). Staff read any vendor's; a Vendor or Tech user
 * only their own (decision 142); the route adds the vendor. The tables' list-change triggers (decision 110) keep the
 * cached answers honest.
 */
export const vendorHistoryList = defineServerList({
  resource: vendorHistoryResource,
  source: {
    from: sql`"workordervendor" l
      join "workorder" w on w."id" = l."workorderid"
      join "customer" c on c."id" = w."customerid"
      join "workorderstatus" ws on ws."id" = w."statusid"
      left join "customerjobsite" j on j."id" = w."jobsiteid"
      left join "trade" t on t."tradeid" = l."tradeid"`,
    id: sql`l."id"`,
  },
  fields: {
    id: { expr: sql`l."id"`, nullable: false },
    workorderid: { expr: sql`w."id"`, nullable: false },
    wonumber: { expr: sql`w."wonumber"`, nullable: false },
    ponumber: { expr: sql`w."ponumber"` },
    customername: { expr: sql`c."customername"`, nullable: false },
    jobsite: { expr: sql`j."jobsite"` },
    city: { expr: sql`j."city"` },
    statecode: { expr: sql`j."statecode"` },
    status: { expr: sql`ws."name"`, nullable: false },
    statusid: { expr: sql`w."statusid"`, nullable: false },
    trade: { expr: sql`t."tradename"` },
    createddate: { expr: sql`l."createddate"`, nullable: false },
    scheduledate: { expr: sql`w."scheduledate"` },
    completedate: { expr: sql`w."completedate"` },
    quotedamount: { expr: sql`l."quotedamount"`, nullable: false },
    invnumber: { expr: sql`l."invnumber"` },
    isapproved: { expr: sql`l."isapproved"`, nullable: false },
    linestatus: { expr: sql`l."status"`, nullable: false },
  },
  // A Vendor or Tech user: their own vendor's lines only (the editor's History tab, decision 142).
  scope: (user) => (isInternalUser(user) ? sql`true` : sql`l."vendorid" = ${user.vendorid ?? -1}`),
  cacheScope: (user) =>
    [
      isInternalUser(user) ? 'internal' : `vendor:${user.vendorid ?? -1}`,
      [...user.roles].sort().join(','),
      [...user.permissions].sort().join(','),
    ].join('|'),
});
