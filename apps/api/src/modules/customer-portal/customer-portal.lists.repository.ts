import { sql, type SQL } from 'drizzle-orm';
import {
  canUseCustomerPortalInvoices,
  canUseCustomerPortalProposals,
  customerPortalInvoiceListResource,
  customerPortalProposalListResource,
  type CustomerPortalDocumentListStatus,
  type Rule,
  type SessionUser,
} from '@dispatchwise/shared';
import { defineServerList, type FieldSql } from '../../lib/list-query/index';

// SQL of the customer portal's proposals and invoices lists across orders (docs/decisions/167): one
// declaration per kind on the grid protocol (decision 127), over the document (`d`) and its order (`w`).

export type CustomerPortalDocumentKind = 'proposal' | 'invoice';

/** The caller's customer's documents; anyone else (staff, vendors, an unlinked user): none. */
const scopeOf =
  (rule: Rule, visible: SQL = sql`true`) =>
  (user: SessionUser): SQL =>
    rule(user) && user.customerid != null
      ? sql`w."customerid" = ${user.customerid} and ${visible}`
      : sql`false`;

/** Spec C 4's customer-facing status of a proposal (permissions/customer-portal.ts), in SQL. */
const proposalStatus = sql`case when d."rejectedbycustomer" or d."isrejected" then 'Rejected'
  when d."approvedbycustomer" or d."isapproved" then 'Approved'
  when d."iscomplete" then 'Complete' else 'In Progress' end`;

const balance = sql`(d."amount" - coalesce(d."amountreceived", 0))`;
/** An invoice's words for the customer: Paid, Past Due (a balance after its due date), Open. */
const invoiceStatus = sql`case when ${balance} <= 0 then 'Paid'
  when d."duedate" < now() then 'Past Due' else 'Open' end`;

/** `?status=` per kind (decision 167); absent: every document the customer sees. */
const STATUS_CONDITIONS: Record<CustomerPortalDocumentKind, Record<CustomerPortalDocumentListStatus, SQL>> = {
  proposal: {
    open: sql`${proposalStatus} = 'In Progress'`,
    waiting: sql`${proposalStatus} = 'Complete'`,
    approved: sql`${proposalStatus} = 'Approved'`,
    rejected: sql`${proposalStatus} = 'Rejected'`,
  },
  invoice: {
    open: sql`${balance} > 0`,
    waiting: sql`${balance} > 0 and d."duedate" < now()`,
    approved: sql`${balance} <= 0`,
    rejected: sql`false`,
  },
};

export const statusConditions = (
  kind: CustomerPortalDocumentKind,
  status: CustomerPortalDocumentListStatus | undefined,
): SQL[] => (status ? [STATUS_CONDITIONS[kind][status]] : []);

/** The order's fields every row carries. */
const orderFields: Record<string, FieldSql> = {
  id: { expr: sql`d."id"`, nullable: false },
  workorderid: { expr: sql`d."workorderid"`, nullable: false },
  wonumber: { expr: sql`w."wonumber"`, nullable: false },
  ponumber: { expr: sql`w."ponumber"` },
  jobsite: { expr: sql`j."jobsite"`, joins: ['jobsite'] },
  city: { expr: sql`j."city"`, joins: ['jobsite'] },
  statecode: { expr: sql`j."statecode"`, joins: ['jobsite'] },
};

const source = (table: string) => ({
  from: sql`${sql.identifier(table)} d join "workorder" w on w."id" = d."workorderid"`,
  id: sql`d."id"`,
  joins: { jobsite: sql`left join "customerjobsite" j on j."id" = w."jobsiteid"` },
});

// Read without the response cache (the routes use `find`): the document tables have no list-change trigger.
const cacheScope = (user: SessionUser) => `customer:${user.customerid ?? 'none'}`;

export const CUSTOMER_PORTAL_DOCUMENT_LISTS = {
  proposal: defineServerList({
    resource: customerPortalProposalListResource,
    source: source('workorderproposal'),
    fields: {
      ...orderFields,
      externalproposalnumber: { expr: sql`d."externalproposalnumber"` },
      createddate: { expr: sql`d."createddate"`, nullable: false },
      completedate: { expr: sql`d."completedate"` },
      note: { expr: sql`d."note"` },
      status: { expr: proposalStatus, nullable: false },
      approvedbycustomer: { expr: sql`d."approvedbycustomer"`, nullable: false },
      rejectedbycustomer: { expr: sql`d."rejectedbycustomer"`, nullable: false },
      amount: { expr: sql`d."amount"`, nullable: false },
    },
    scope: scopeOf(canUseCustomerPortalProposals),
    cacheScope,
  }),
  invoice: defineServerList({
    resource: customerPortalInvoiceListResource,
    source: source('invoice'),
    fields: {
      ...orderFields,
      invoicenumber: { expr: sql`d."invoicenumber"` },
      invoicingdate: { expr: sql`d."invoicingdate"` },
      duedate: { expr: sql`d."duedate"` },
      status: { expr: invoiceStatus, nullable: false },
      amount: { expr: sql`d."amount"`, nullable: false },
      amountreceived: { expr: sql`coalesce(d."amountreceived", 0)`, nullable: false },
      balance: { expr: balance, nullable: false },
    },
    // Only the invoices the customer sees: approved, not rejected (isInvoiceVisibleToCustomer).
    scope: scopeOf(canUseCustomerPortalInvoices, sql`d."isapproved" and not d."isrejected"`),
    cacheScope,
  }),
};
