import {
  VENDOR_PORTAL_DOCUMENT_FIELDS,
  VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES,
  type VendorPortalDocumentKind,
  type VendorPortalDocumentListRow,
} from '@dispatchwise/shared';
import { Alert } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridFetcher } from '../../../components/data-grid';
import {
  documentListStatusOf,
  PortalDocumentsList,
  type PortalDocumentListStatus,
} from '../../../entities/portal-documents';
import { useCaptions } from '../../../lib/captions';
import { useSessionUser } from '../../../lib/session';
import { getPortalDocuments, portalDocumentListKeys } from './api/get-portal-documents';
import { documentColumns } from './document-columns';

/**
 * /vendorprofile/proposals and /vendorprofile/invoices (spec C section 1, decision 164): the caller's
 * proposals or invoices across its orders on the portals' shared list (decision 173).
 */
export function PortalDocumentsPage({ kind }: { kind: VendorPortalDocumentKind }) {
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  if (user.vendorid == null) {
    return <Alert severity="warning">Your sign-in is not linked to a vendor.</Alert>;
  }
  return <PortalDocuments kind={kind} status={documentListStatusOf(searchParams)} />;
}

function PortalDocuments({
  kind,
  status,
}: {
  kind: VendorPortalDocumentKind;
  status: PortalDocumentListStatus;
}) {
  const caption = useCaptions();
  const fetcher = useMemo<GridFetcher>(
    () => (params, signal) => getPortalDocuments(kind, status, params, signal),
    [kind, status],
  );
  const columnsOf = useCallback(
    (total: number | null | undefined, origin: string) => documentColumns({ kind, caption, origin, total }),
    [kind, caption],
  );
  return (
    <PortalDocumentsList<VendorPortalDocumentListRow>
      area="vendorprofile"
      kind={kind}
      status={status}
      resource={VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES[kind]}
      amount={VENDOR_PORTAL_DOCUMENT_FIELDS[kind].amount}
      fetcher={fetcher}
      queryKey={portalDocumentListKeys.list(kind, status)}
      columnsOf={columnsOf}
    />
  );
}
