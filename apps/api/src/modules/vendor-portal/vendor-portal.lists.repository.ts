import { sql, type SQL } from 'drizzle-orm';
import {
  canUseVendorPortalDocuments,
  isAssignedTechOnly,
  VENDOR_DOCUMENT_LIST_STATUS,
  VENDOR_PORTAL_DOCUMENT_FIELDS,
  VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES,
  type SessionUser,
  type VendorPortalDocumentKind,
  type VendorPortalDocumentListStatus,
} from '@dispatchwise/shared';
import { defineServerList, type ServerList } from '../../lib/list-query/index';
import { invoicePayment } from './vendor-portal.invoice-payment';

// SQL of the portal's proposals and invoices lists across orders (docs/decisions/164): one declaration per
// kind on the grid protocol (decision 127), over the document (`d`), its order, customer and job site.

/**
 * The rows the caller may see: its own vendor's documents on orders of its portal, the scope of
 * decision 158 (a live line of the vendor on the order, and for a Tech the orders assigned to it), so every
 * row opens the order's details. Anyone else (staff, customers, an unlinked user): none.
 */
export function portalDocumentScope(user: SessionUser): SQL {
  if (!canUseVendorPortalDocuments(user) || user.vendorid == null) return sql`false`;
  const vendorid = user.vendorid;
  const ofVendor = sql`d."vendorid" = ${vendorid} and exists (select 1 from "workordervendor" wv
    where wv."workorderid" = d."workorderid" and wv."vendorid" = ${vendorid} and wv."status" <> 'Cancelled')`;
  return isAssignedTechOnly(user) ? sql`${ofVendor} and w."techauthid" = ${user.user_id}` : ofVendor;
}

/** `?status=`: the documents of that status; absent, all of them. */
export function portalDocumentStatusConditions(
  kind: VendorPortalDocumentKind,
  status: VendorPortalDocumentListStatus | undefined,
): SQL[] {
  if (!status) return [];
  const column = sql.identifier(VENDOR_PORTAL_DOCUMENT_FIELDS[kind].statusid);
  return [sql`d.${column} = ${VENDOR_DOCUMENT_LIST_STATUS[status]}`];
}

/** An invoice's payment (decision 178), over the list's document `d`. */
const ofListedInvoice = {
  workordervendorid: sql`d."workordervendorid"`,
  vendorid: sql`d."vendorid"`,
  statusid: sql`d."invoicestatusid"`,
};
const paymentFields = {
  paiddate: { expr: invoicePayment('paiddate', ofListedInvoice) },
  paymentrefnumber: { expr: invoicePayment('paymentrefnumber', ofListedInvoice) },
  paymenttype: { expr: invoicePayment('paymenttype', ofListedInvoice) },
};

function portalDocumentList(kind: VendorPortalDocumentKind): ServerList {
  const names = VENDOR_PORTAL_DOCUMENT_FIELDS[kind];
  const own = (name: string) => sql`d.${sql.identifier(name)}`;
  return defineServerList({
    resource: VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES[kind],
    source: {
      from: sql`${sql.identifier(names.table)} d join "workorder" w on w."id" = d."workorderid"`,
      id: sql`d."id"`,
      // To-one joins, added only when a query shows, filters, sorts or searches their fields.
      joins: {
        customer: sql`left join "customer" c on c."id" = w."customerid"`,
        jobsite: sql`left join "customerjobsite" j on j."id" = w."jobsiteid"`,
        status: sql`join "vendordocumentstatus" s on s."id" = d.${sql.identifier(names.statusid)}`,
      },
    },
    fields: {
      id: { expr: sql`d."id"`, nullable: false },
      workorderid: { expr: sql`d."workorderid"`, nullable: false },
      wonumber: { expr: sql`w."wonumber"`, nullable: false },
      customername: { expr: sql`c."customername"`, joins: ['customer'] },
      city: { expr: sql`j."city"`, joins: ['jobsite'] },
      statecode: { expr: sql`j."statecode"`, joins: ['jobsite'] },
      [names.number]: { expr: own(names.number) },
      [names.date]: { expr: own(names.date), nullable: false },
      description: { expr: sql`d."description"` },
      [names.statusid]: { expr: own(names.statusid), nullable: false },
      [names.status]: { expr: sql`s."name"`, joins: ['status'], nullable: false },
      [names.amount]: { expr: own(names.amount), nullable: false },
      ...(kind === 'invoice' ? paymentFields : {}),
    },
    scope: portalDocumentScope,
    // Read without the response cache (the route uses `find`): the document tables have no list-change
    // trigger (decision 136). Were it ever cached, per user is always safe (a Tech's rows are its own).
    cacheScope: (user) => `user:${user.id}`,
  });
}

export const portalProposalList = portalDocumentList('proposal');
export const portalInvoiceList = portalDocumentList('invoice');

export const PORTAL_DOCUMENT_LISTS: Record<VendorPortalDocumentKind, ServerList> = {
  proposal: portalProposalList,
  invoice: portalInvoiceList,
};
