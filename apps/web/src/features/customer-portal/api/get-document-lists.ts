import type { LoadResult } from '../../../components/data-grid';
import type { PortalDocumentKind, PortalDocumentListStatus } from '../../../entities/portal-documents';
import { http, type QueryParams } from '../../../lib/http';

const PATHS: Record<PortalDocumentKind, string> = {
  proposal: '/api/customerprofile/proposals',
  invoice: '/api/customerprofile/invoices',
};

/** A row of My Proposals or My Invoices: the resource's fields (decision 167), read as the grid shows them. */
export type CustomerDocumentListRow = { id: number; workorderid: number; wonumber: string } & Record<
  string,
  unknown
>;

/**
 * One page (or header-filter values) of the customer's proposals or invoices across its orders, in the page's
 * status (none for All); the API scopes it to the caller's customer (decision 167).
 */
export const getCustomerDocuments = (
  kind: PortalDocumentKind,
  status: PortalDocumentListStatus,
  params: QueryParams,
  signal?: AbortSignal,
) =>
  http.get<LoadResult<CustomerDocumentListRow>>(PATHS[kind], {
    params: status === 'all' ? params : { ...params, status },
    signal,
  });
