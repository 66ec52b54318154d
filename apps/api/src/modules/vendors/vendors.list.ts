import { sql } from 'drizzle-orm';
import { vendorListResource } from '@dispatchwise/shared';
import { defineServerList, type FieldSql } from '../../lib/list-query/index';
import { expiredColumns } from './vendors.repository';

const col = (expr: FieldSql['expr'], nullable = true, joins?: string[]): FieldSql => ({
  expr,
  nullable,
  ...(joins ? { joins } : {}),
});

const expired = expiredColumns('v');

/**
 * GET /vendor/getvendors (spec A "Vendors list", "Vendor (list)") on the grid protocol (docs/decisions/127,
 * 142): one row per vendor. The WO count is the scorecard summary's (vendorscorestats, decision 131: one
 * index lookup per vendor, refreshed in the background), the rating the average of the vendor's ratings
 * (as the record shows it), the trades the live ones. Staff only (the route's rule): the scope is every vendor.
 */
export const vendorList = defineServerList({
  resource: vendorListResource,
  source: {
    from: sql`"vendor" v`,
    id: sql`v."id"`,
    joins: {
      stats: sql`left join "vendorscorestats" ss on ss."vendorid" = v."id"`,
      // One aggregate join, not a subquery per vendor: sorting 20,000 vendors by rating reads the
      // ratings once (6 ms against 400); a page row's lookup pushes its id into the grouping.
      ratings: sql`left join (select r."vendorid", round(avg(r."rating"), 2)::float8 as "rating"
        from "vendorrating" r group by r."vendorid") rt on rt."vendorid" = v."id"`,
    },
  },
  fields: {
    id: col(sql`v."id"`, false),
    name: col(sql`v."name"`, false),
    vendorstatustypeid: col(sql`v."vendorstatustypeid"`, false),
    isactive: col(sql`v."isactive"`, false),
    vendorratings: col(sql`rt."rating"`, true, ['ratings']),
    autoattachenabled: col(sql`v."autoattachenabled"`, false),
    minnte: col(sql`v."minnte"`),
    tierid: col(sql`v."tierid"`),
    paperworkcomplete: col(sql`v."paperworkcomplete"`, false),
    backgroundchecksrun: col(sql`v."backgroundchecksrun"`, false),
    address: col(sql`v."address"`),
    city: col(sql`v."city"`),
    statecode: col(sql`v."statecode"`),
    postalcode: col(sql`v."postalcode"`),
    primaryphone: col(sql`v."primaryphone"`),
    primaryemail: col(sql`v."primaryemail"`),
    secondaryphone: col(sql`v."secondaryphone"`),
    secondaryemail: col(sql`v."secondaryemail"`),
    workordercount: col(sql`coalesce(ss."wocount", 0)`, false, ['stats']),
    wcexempt: col(sql`v."wcexempt"`, false),
    wcexpirationdate: col(sql`v."wcexpirationdate"`),
    glexpirationdate: col(sql`v."glexpirationdate"`),
    tradearray:
      col(sql`array(select t."tradename" from "vendortrade" vt join "trade" t on t."tradeid" = vt."tradeid"
      where vt."vendorid" = v."id" and not vt."isdeleted" order by t."tradename")`),
    tradeid: {
      ...col(
        sql`array(select vt."tradeid" from "vendortrade" vt where vt."vendorid" = v."id" and not vt."isdeleted")`,
      ),
      castAs: 'int4',
    },
    glexpired: col(expired.glexpired, false),
    wcexpired: col(expired.wcexpired, false),
    w9expired: col(expired.w9expired, false),
  },
  scope: () => sql`true`,
  cacheScope: () => 'internal',
});
