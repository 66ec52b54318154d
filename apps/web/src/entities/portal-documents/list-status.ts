import type { PortalArea } from '../portal-work-orders';

/** A list page's status (spec C 2.1: open|waiting|approved|rejected), or every status (no `?status=`). */
export type PortalDocumentListStatus = 'open' | 'waiting' | 'approved' | 'rejected' | 'all';

export const PORTAL_DOCUMENT_LIST_STATUSES: readonly PortalDocumentListStatus[] = [
  'open',
  'waiting',
  'approved',
  'rejected',
  'all',
];

/** The portals' proposals and invoices lists (decisions 164 and 173). */
export type PortalDocumentKind = 'proposal' | 'invoice';

const PLURALS: Record<PortalDocumentKind, { path: string; label: string }> = {
  proposal: { path: 'proposals', label: 'Proposals' },
  invoice: { path: 'invoices', label: 'Invoices' },
};

const DEFAULT_LABELS: Record<PortalDocumentListStatus, string> = {
  open: 'Open',
  waiting: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

/** The status words as a page shows them; a portal may name one its own way ("Paid"). */
export type StatusLabels = Partial<Record<PortalDocumentListStatus, string>>;

export const statusLabel = (status: PortalDocumentListStatus, labels: StatusLabels = {}) =>
  labels[status] ?? DEFAULT_LABELS[status];

/** `?status=open|waiting|approved|rejected`; absent or anything else: all (decision 164). */
export function documentListStatusOf(search: URLSearchParams): PortalDocumentListStatus {
  const value = (search.get('status') ?? '').toLowerCase();
  return (PORTAL_DOCUMENT_LIST_STATUSES as readonly string[]).includes(value)
    ? (value as PortalDocumentListStatus)
    : 'all';
}

/** "My Proposals - Open", "My Invoices - All" (as "My Work Orders - Open"). */
export const documentListTitle = (
  kind: PortalDocumentKind,
  status: PortalDocumentListStatus,
  labels: StatusLabels = {},
) => `My ${PLURALS[kind].label} - ${statusLabel(status, labels)}`;

/** The page of a kind in a status: /vendorprofile/proposals?status=open, /customerprofile/invoices (all). */
export const documentListPath = (
  area: PortalArea,
  kind: PortalDocumentKind,
  status: PortalDocumentListStatus,
) => `/${area}/${PLURALS[kind].path}${status === 'all' ? '' : `?status=${status}`}`;

/** A row's order: its details on the kind's tab, Back returning to this list in its status. */
export const documentDetailsPath = (
  area: PortalArea,
  kind: PortalDocumentKind,
  workorderid: number,
  origin: string,
) =>
  `/${area}/workorderdetails?id=${workorderid}&tab=${PLURALS[kind].path}&origin=${encodeURIComponent(origin)}`;
