import type {
  SessionUser,
  VendorPortalDocumentKind,
  VendorPortalDocumentListStatus,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import type { ListQuery } from '../../lib/list-query/index';
import { portalVendorId } from './vendor-portal.guard';
import { PORTAL_DOCUMENT_LISTS, portalDocumentStatusConditions } from './vendor-portal.lists.repository';

// The vendor portal's proposals and invoices lists across orders (issue 15, spec C section 1,
// docs/decisions/164).

/**
 * One page (or the header filter's values) of the caller's proposals or invoices: its own vendor's, on the
 * orders of its portal (a Tech: those assigned to it), in one status or all. Read without the response
 * cache, as the staff's list of vendor proposals is (the document tables have no list-change trigger).
 */
export function findPortalDocuments(options: {
  db: Db;
  user: SessionUser;
  kind: VendorPortalDocumentKind;
  status: VendorPortalDocumentListStatus | undefined;
  query: ListQuery;
}) {
  const { db, user, kind, status, query } = options;
  portalVendorId(user);
  const conditions = portalDocumentStatusConditions(kind, status);
  return PORTAL_DOCUMENT_LISTS[kind].find({ db, user, query, conditions });
}
