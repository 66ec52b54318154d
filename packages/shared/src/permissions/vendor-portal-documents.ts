import { VENDOR_DOCUMENT_STATUS } from '../constants/lines';
import type { Rule } from './role-rules';
import { canUseVendorPortalWorkOrders } from './vendor-portal-work-orders';
import { canPrintVendorProposal } from './vendor-proposals';

// The vendor portal's proposals and invoices (spec C 2.8 and 4, issue 15, docs/decisions/163): who reaches
// the calls, and which row actions a document offers. The web's row menu and the API use the same tables.

/**
 * Every /vendorprofile proposal and invoice call: Vendor and Tech users linked to a vendor who read work
 * orders (as the portal's work orders). Each document must also be the caller's vendor's, on an order in
 * the caller's portal scope (a Tech: its assigned orders); the API answers 404 otherwise.
 */
export const canUseVendorPortalDocuments: Rule = (user) => canUseVendorPortalWorkOrders(user);

/**
 * Preview and PDF of a vendor's proposal or invoice: the vendor's own users (drafts included), and staff
 * who read the Vendor Submitted Proposals tab (submitted documents only, decision 140).
 */
export const canPrintVendorDocument: Rule = (user) =>
  canUseVendorPortalDocuments(user) || canPrintVendorProposal(user);

/** What decides a document's actions beside its status: the order is Invoiced or Cancelled. */
export type VendorPortalDocumentContext = { readonly: boolean };

export type VendorPortalInvoiceActions = {
  edit: boolean;
  preview: boolean;
  submit: boolean;
  clone: boolean;
  delete: boolean;
  pdf: boolean;
};
export type VendorPortalProposalActions = VendorPortalInvoiceActions & { createinvoice: boolean };

const isDraft = (statusid: number) => statusid === VENDOR_DOCUMENT_STATUS.Draft;

/**
 * Spec C 4: Edit and Submit only for a draft (1), Delete only a draft, Preview, PDF and Clone always;
 * nothing that changes anything on a read-only (Invoiced or Cancelled) order, where Clone (a new draft) is
 * not offered either.
 */
export function vendorPortalInvoiceActions(
  invoice: { invoicestatusid: number },
  { readonly }: VendorPortalDocumentContext,
): VendorPortalInvoiceActions {
  const draft = isDraft(invoice.invoicestatusid) && !readonly;
  return { edit: draft, preview: true, submit: draft, clone: !readonly, delete: draft, pdf: true };
}

/** As an invoice's, and Create Invoice only for an approved (3) proposal without a live invoice. */
export function vendorPortalProposalActions(
  proposal: { proposalstatusid: number; invoiceid: number | null },
  context: VendorPortalDocumentContext,
): VendorPortalProposalActions {
  return {
    ...vendorPortalInvoiceActions({ invoicestatusid: proposal.proposalstatusid }, context),
    createinvoice:
      !context.readonly &&
      proposal.proposalstatusid === VENDOR_DOCUMENT_STATUS.Approved &&
      proposal.invoiceid == null,
  };
}

/** Add Proposal and Add Invoice: not on a read-only order (the lists' `canadd`). */
export const canAddVendorPortalDocument = ({ readonly }: VendorPortalDocumentContext): boolean => !readonly;
