import { STATUS } from '@dispatchwise/shared';

/** The two portals, by the first part of their paths (spec C 2.1). */
export type PortalArea = 'vendorprofile' | 'customerprofile';

/** The list's `quick` option a page status maps to (decision 158): All Active, all, or one closed status. */
export type PortalListQuick = 'active' | 'all' | typeof STATUS.Invoiced | typeof STATUS.Cancelled;

export type PortalListStatus = 'open' | 'invoiced' | 'all' | 'cancelled';

const STATUSES: Record<PortalListStatus, { quick: PortalListQuick; label: string }> = {
  open: { quick: 'active', label: 'Open' },
  invoiced: { quick: STATUS.Invoiced, label: 'Invoiced' },
  all: { quick: 'all', label: 'All' },
  cancelled: { quick: STATUS.Cancelled, label: 'Cancelled' },
};

/** The statuses each portal's My Work Orders takes (spec C 2.1: the customer's also has all). */
export const PORTAL_LIST_STATUSES: Record<PortalArea, readonly PortalListStatus[]> = {
  vendorprofile: ['open', 'invoiced', 'cancelled'],
  customerprofile: ['open', 'invoiced', 'all', 'cancelled'],
};

/**
 * `?status=` of a portal's My Work Orders (spec C 2.8: "status from the query or hash"); anything the portal
 * does not take is the menu's default, open.
 */
export function portalListStatusOf(area: PortalArea, search: URLSearchParams, hash = ''): PortalListStatus {
  const fromHash = new URLSearchParams(hash.replace(/^#\/?/, '').split('?').pop() ?? '').get('status');
  const value = (search.get('status') ?? fromHash ?? '').toLowerCase();
  return (PORTAL_LIST_STATUSES[area] as readonly string[]).includes(value)
    ? (value as PortalListStatus)
    : 'open';
}

export const portalListQuick = (status: PortalListStatus): PortalListQuick => STATUSES[status].quick;

/** The screen's heading, spec C 2.9's "My Work Orders - {STATUS}": "My Work Orders - Open". */
export const portalListTitle = (status: PortalListStatus) => `My Work Orders - ${STATUSES[status].label}`;

/** Where the details' Back returns: the portal's list in the status it was opened from. */
export const portalListPath = (area: PortalArea, status: PortalListStatus) =>
  `/${area}/workorderlist?status=${status}`;

export const portalDetailsPath = (area: PortalArea) => `/${area}/workorderdetails`;

/** Only a path of the portal itself may be where Back goes; anything else is its open list. */
export const portalBackPath = (area: PortalArea, origin: string | null) =>
  origin?.startsWith(`/${area}/`) && !origin.startsWith('//') ? origin : portalListPath(area, 'open');
