import { sql } from 'drizzle-orm';
import { VENDOR_DOCUMENT_STATUS, vendorProposalListResource } from '@dispatchwise/shared';
import { defineServerList } from '../../lib/list-query/index';

/**
 * The Vendor Submitted Proposals grid (spec B section 2) on the grid protocol (docs/decisions/127):
 * the order's proposals that the vendor submitted (a draft is the vendor's own until then). Staff
 * only (the route's rule), so the scope is every row; the route adds the order. The route reads it
 * without the response cache: `vendorproposal` has no list-change trigger (decision 136).
 */
export const vendorProposalList = defineServerList({
  resource: vendorProposalListResource,
  source: {
    from: sql`"vendorproposal" p
      join "vendor" v on v."id" = p."vendorid"
      join "workorder" w on w."id" = p."workorderid"
      join "vendordocumentstatus" s on s."id" = p."proposalstatusid"`,
    id: sql`p."id"`,
  },
  fields: {
    id: { expr: sql`p."id"`, nullable: false },
    workorderid: { expr: sql`p."workorderid"`, nullable: false },
    proposalstatusid: { expr: sql`p."proposalstatusid"`, nullable: false },
    proposalstatus: { expr: sql`s."name"`, nullable: false },
    vendorname: { expr: sql`v."name"`, nullable: false },
    proposalnumber: { expr: sql`p."proposalnumber"` },
    wonumber: { expr: sql`w."wonumber"`, nullable: false },
    proposalamount: { expr: sql`p."proposalamount"`, nullable: false },
    proposaldate: { expr: sql`p."proposaldate"`, nullable: false },
    description: { expr: sql`p."description"` },
  },
  scope: () => sql`p."proposalstatusid" <> ${VENDOR_DOCUMENT_STATUS.Draft}`,
  // Not cached (see above); were it ever, per user is always safe.
  cacheScope: (user) => `user:${user.id}`,
});
