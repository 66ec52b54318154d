import type { VendorPortalDocumentKind, VendorPortalDocumentListRow } from '@dispatchwise/shared';
import type { LoadResult } from '../../../../components/data-grid';
import { http, type QueryParams } from '../../../../lib/http';
import type { PortalDocumentListStatus } from '../../../../entities/portal-documents';

const PATHS: Record<VendorPortalDocumentKind, string> = {
  proposal: '/api/vendorprofile/proposals',
  invoice: '/api/vendorprofile/invoices',
};

/**
 * One page (or header-filter values) of My Proposals or My Invoices: GET /vendorprofile/proposals or
 * /vendorprofile/invoices with the grid's load options and the page's status (none for All); the API scopes
 * it to the caller's vendor and a Tech to its assigned orders (decision 164).
 */
export const getPortalDocuments = (
  kind: VendorPortalDocumentKind,
  status: PortalDocumentListStatus,
  params: QueryParams,
  signal?: AbortSignal,
) =>
  http.get<LoadResult<VendorPortalDocumentListRow>>(PATHS[kind], {
    params: status === 'all' ? params : { ...params, status },
    signal,
  });

/** Query keys of the portal's proposals and invoices lists. */
export const portalDocumentListKeys = {
  all: ['vendorprofile', 'documentlists'] as const,
  list: (kind: VendorPortalDocumentKind, status: PortalDocumentListStatus) =>
    [...portalDocumentListKeys.all, kind, status] as const,
};
