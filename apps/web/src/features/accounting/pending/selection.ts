import { sumAmounts } from '@dispatchwise/shared';
import type { InvoicingRow, PendingSyncs, SubmitPendingBody, VendorBillingRow } from '../api/types';

// The Accounting screen's approvals (spec A "Accounting", section 4): which rows each tab has checked,
// what Push Approved to QB sends, and the tabs' totals. Pure, so the rules are tested without a screen.

export type PendingTab = 'complete' | 'vendor' | 'customer';

/** The visible tabs in the spec's order (Pending Vendor Updates is hidden; Find Unmatched Vendors fills it). */
export const PENDING_TABS: readonly { key: PendingTab; label: string }[] = [
  { key: 'complete', label: 'Completed Invoicing' },
  { key: 'vendor', label: 'Vendor Billing' },
  { key: 'customer', label: 'Customer Invoicing' },
];

/** The checked row ids of each tab: workorderVendorId on Vendor Billing, invoiceId on the others. */
export type Selection = Record<PendingTab, readonly number[]>;

export const NO_SELECTION: Selection = { complete: [], vendor: [], customer: [] };

export type PendingRow = VendorBillingRow | InvoicingRow;

export const rowIdOf = (row: PendingRow): number =>
  'workorderVendorId' in row ? row.workorderVendorId : row.invoiceId;

export function rowsOf(lists: PendingSyncs | undefined, tab: PendingTab): PendingRow[] {
  if (!lists) return [];
  if (tab === 'vendor') return lists.vendorBilling;
  return tab === 'complete' ? lists.completeBilling : lists.customerBilling;
}

/** A row already sent by a push (approvedByAccounting) is "Queued": it cannot be checked again. */
export const isQueued = (row: PendingRow): boolean => row.approvedByAccounting;

export const selectableIds = (lists: PendingSyncs | undefined, tab: PendingTab): number[] =>
  rowsOf(lists, tab)
    .filter((row) => !isQueued(row))
    .map(rowIdOf);

export function toggleRow(selection: Selection, tab: PendingTab, id: number): Selection {
  const ids = selection[tab];
  return { ...selection, [tab]: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] };
}

/** Approve All: every row of the tab that is not queued; pressed again with all of them checked, none. */
export function approveAll(
  selection: Selection,
  lists: PendingSyncs | undefined,
  tab: PendingTab,
): Selection {
  const ids = selectableIds(lists, tab);
  const isAll = ids.length > 0 && ids.every((id) => selection[tab].includes(id));
  return { ...selection, [tab]: isAll ? [] : ids };
}

/** After the lists change (a push, a removal, a refresh): only the rows still there and still selectable. */
export function pruneSelection(selection: Selection, lists: PendingSyncs | undefined): Selection {
  const keep = (tab: PendingTab) => {
    const ids = new Set(selectableIds(lists, tab));
    return selection[tab].filter((id) => ids.has(id));
  };
  return { complete: keep('complete'), vendor: keep('vendor'), customer: keep('customer') };
}

export const selectedCount = (selection: Selection): number =>
  selection.complete.length + selection.vendor.length + selection.customer.length;

/** POST /accounting/submitpending's body: the checked rows of each tab (spec A section 7). */
export function toSubmitBody(
  selection: Selection,
  pendingVendorIds: readonly number[] = [],
): SubmitPendingBody {
  return {
    VendorBilling: selection.vendor.map((workorderVendorId) => ({ workorderVendorId })),
    CustomerBilling: selection.customer.map((invoiceId) => ({ invoiceId })),
    PendingVendors: pendingVendorIds.map((vendorId) => ({ vendorId })),
    CompleteBilling: selection.complete.map((invoiceId) => ({ invoiceId })),
  };
}

/** The footer totals of a tab, exact to the cent: vendor amounts, or invoice amounts and vendor costs. */
export function tabTotals(rows: readonly PendingRow[]): { amount: string; vendorCost: string } {
  const amounts = rows.map((row) => ('workorderVendorId' in row ? row.vendorAmount : row.invoiceAmount));
  const costs = rows.map((row) => ('workorderVendorId' in row ? '0' : row.vendorCost));
  return { amount: sumAmounts(amounts), vendorCost: sumAmounts(costs) };
}
