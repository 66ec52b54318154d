import { sql } from 'drizzle-orm';
import { jobSiteListResource } from '@dispatchwise/shared';
import { defineServerList, type FieldSql } from '../../lib/list-query/index';

const col = (expr: FieldSql['expr'], nullable = true): FieldSql => ({ expr, nullable });

/**
 * GET /jobsites/getjobsites (spec A "Job-site list and imports", "Job site") on the grid protocol
 * (docs/decisions/127, 148): one row per site with its customer's name; `customerid` narrows it to one
 * customer, absent is "Show All". Staff only (the route's rule): the scope is every site.
 */
export const jobSiteList = defineServerList({
  resource: jobSiteListResource,
  source: {
    from: sql`"customerjobsite" js join "customer" c on c."id" = js."customerid"`,
    id: sql`js."id"`,
  },
  fields: {
    id: col(sql`js."id"`, false),
    customerid: col(sql`js."customerid"`, false),
    customername: col(sql`c."customername"`, false),
    jobsite: col(sql`js."jobsite"`, false),
    jobsitedescription: col(sql`js."jobsitedescription"`),
    streetaddress: col(sql`js."streetaddress"`),
    streetaddress2: col(sql`js."streetaddress2"`),
    city: col(sql`js."city"`),
    statecode: col(sql`js."statecode"`),
    postalcode: col(sql`js."postalcode"`),
    phone: col(sql`js."phone"`),
    contactperson: col(sql`js."contactperson"`),
    email: col(sql`js."email"`),
    specialprocedure: col(sql`js."specialprocedure"`),
  },
  scope: () => sql`true`,
  cacheScope: () => 'internal',
});
