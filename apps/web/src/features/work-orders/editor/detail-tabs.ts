import {
  canReadRecordChangeHistory,
  canViewAttachmentsTab,
  canViewFollowUpTab,
  canViewInvoicesTab,
  canViewNotesTab,
  canViewProposalTab,
  canViewVendorSubmittedProposalsTab,
  canViewVendorTab,
  canViewWorkOrderTab,
  type SessionUser,
} from '@dispatchwise/shared';

/** The detail tabs in their order (spec B section 2), each shown by its view:* permission (section 6). */
export const DETAIL_TABS = [
  { id: 'workorder', label: 'Work Order', canView: canViewWorkOrderTab },
  { id: 'notes', label: 'Notes', canView: canViewNotesTab },
  { id: 'vendor', label: 'Vendor', canView: canViewVendorTab },
  { id: 'proposals', label: 'Customer Proposals', canView: canViewProposalTab },
  { id: 'invoices', label: 'Invoice & Payments', canView: canViewInvoicesTab },
  { id: 'attachments', label: 'Attachments', canView: canViewAttachmentsTab },
  {
    id: 'vendorproposals',
    label: 'Vendor Submitted Proposals',
    canView: canViewVendorSubmittedProposalsTab,
  },
  { id: 'followup', label: 'Follow-Up', canView: canViewFollowUpTab },
  // Who changed what on the order, its vendor lines, proposals and invoices (docs/decisions/181).
  {
    id: 'changes',
    label: 'Change History',
    canView: (user: SessionUser) => canReadRecordChangeHistory(user, 'workorder'),
  },
] as const;

export type DetailTabId = (typeof DETAIL_TABS)[number]['id'];

export const visibleDetailTabs = (user: SessionUser) => DETAIL_TABS.filter((tab) => tab.canView(user));

/** The tab of the address (?tab=notes) when the user may see it, else the first one they may. */
export function currentDetailTab(user: SessionUser, requested: string | null): DetailTabId | null {
  const visible = visibleDetailTabs(user);
  return visible.find((tab) => tab.id === requested)?.id ?? visible[0]?.id ?? null;
}

/** The new-order screen's tabs (spec B section 2): only Work Order works before the first save. */
export const NEW_ORDER_TABS = [
  'Work Order',
  'Notes',
  'Proposal',
  'Vendor',
  'Invoice & Payments',
  'Attachments',
  'Mobile',
] as const;
