import {
  VENDOR_PORTAL_DOCUMENT_LIST_STATUSES,
  type VendorPortalDocumentKind,
  type VendorPortalDocumentListStatus,
} from '@dispatchwise/shared';
import { PORTAL_DETAILS_PATH } from '../work-orders/list-status';

/** A page's status: one of the spec's words, or every status (no `?status=`). */
export type PortalDocumentListStatus = VendorPortalDocumentListStatus | 'all';

export const PORTAL_DOCUMENT_LIST_STATUSES: readonly PortalDocumentListStatus[] = [
  ...VENDOR_PORTAL_DOCUMENT_LIST_STATUSES,
  'all',
];

const LABELS: Record<PortalDocumentListStatus, string> = {
  open: 'Open',
  waiting: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

const PLURALS: Record<VendorPortalDocumentKind, { path: string; label: string }> = {
  proposal: { path: 'proposals', label: 'Proposals' },
  invoice: { path: 'invoices', label: 'Invoices' },
};

export const statusLabel = (status: PortalDocumentListStatus) => LABELS[status];

/** `?status=open|waiting|approved|rejected` (spec C section 1); absent or anything else: all (decision 164). */
export function documentListStatusOf(search: URLSearchParams): PortalDocumentListStatus {
  const value = (search.get('status') ?? '').toLowerCase();
  return (VENDOR_PORTAL_DOCUMENT_LIST_STATUSES as readonly string[]).includes(value)
    ? (value as VendorPortalDocumentListStatus)
    : 'all';
}

/** "My Proposals - Open", "My Invoices - All" (as "My Work Orders - Open"). */
export const documentListTitle = (kind: VendorPortalDocumentKind, status: PortalDocumentListStatus) =>
  `My ${PLURALS[kind].label} - ${LABELS[status]}`;

/** The page of a kind in a status: /vendorprofile/proposals?status=open, /vendorprofile/invoices (all). */
export const documentListPath = (kind: VendorPortalDocumentKind, status: PortalDocumentListStatus) =>
  `/vendorprofile/${PLURALS[kind].path}${status === 'all' ? '' : `?status=${status}`}`;

/** A row's order: its details on the kind's tab, Back returning to this list in its status. */
export const documentDetailsPath = (kind: VendorPortalDocumentKind, workorderid: number, origin: string) =>
  `${PORTAL_DETAILS_PATH}?id=${workorderid}&tab=${PLURALS[kind].path}&origin=${encodeURIComponent(origin)}`;
