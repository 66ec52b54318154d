import { STATUS } from '@dispatchwise/shared';

/** The list's `quick` option a page status maps to (decision 158): All Active, or one closed status. */
export type PortalListQuick = 'active' | typeof STATUS.Invoiced | typeof STATUS.Cancelled;

export type PortalListStatus = 'open' | 'invoiced' | 'cancelled';

const STATUSES: Record<PortalListStatus, { quick: PortalListQuick; label: string }> = {
  open: { quick: 'active', label: 'Open' },
  invoiced: { quick: STATUS.Invoiced, label: 'Invoiced' },
  cancelled: { quick: STATUS.Cancelled, label: 'Cancelled' },
};

/**
 * `?status=open|invoiced|cancelled` of /vendorprofile/workorderlist (spec C 2.8: "status from the query or
 * hash"); anything else is the menu's default, open.
 */
export function portalListStatusOf(search: URLSearchParams, hash = ''): PortalListStatus {
  const fromHash = new URLSearchParams(hash.replace(/^#\/?/, '').split('?').pop() ?? '').get('status');
  const value = (search.get('status') ?? fromHash ?? '').toLowerCase();
  return value in STATUSES ? (value as PortalListStatus) : 'open';
}

export const portalListQuick = (status: PortalListStatus): PortalListQuick => STATUSES[status].quick;

/** The screen's heading: "My Work Orders - Open" (the customer portal's "My Work Orders - {STATUS}"). */
export const portalListTitle = (status: PortalListStatus) => `My Work Orders - ${STATUSES[status].label}`;

/** Where the details' Back returns: the list in the status it was opened from. */
export const portalListPath = (status: PortalListStatus) => `/vendorprofile/workorderlist?status=${status}`;

export const PORTAL_DETAILS_PATH = '/vendorprofile/workorderdetails';
