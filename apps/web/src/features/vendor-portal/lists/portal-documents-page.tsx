import {
  PAGE_SIZES,
  VENDOR_PORTAL_DOCUMENT_FIELDS,
  VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES,
  type SummaryOption,
  type VendorPortalDocumentKind,
  type VendorPortalDocumentListRow,
} from '@dispatchwise/shared';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Alert, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataGrid, useServerGrid, type GridFetcher, type GridState } from '../../../components/data-grid';
import { clearGridLayout } from '../../../components/saved-views';
import { useCaptions } from '../../../lib/captions';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { getPortalDocuments, portalDocumentListKeys } from './api/get-portal-documents';
import { documentColumns } from './document-columns';
import {
  documentDetailsPath,
  documentListPath,
  documentListStatusOf,
  documentListTitle,
  PORTAL_DOCUMENT_LIST_STATUSES,
  statusLabel,
  type PortalDocumentListStatus,
} from './list-status';

/** The grid height of the portal lists (window height / 1.25), less the heading, toolbar and pager. */
const BODY_MAX_HEIGHT = 'calc(100vh / 1.25 - 150px)';

type Row = VendorPortalDocumentListRow;

/**
 * /vendorprofile/proposals and /vendorprofile/invoices (spec C section 1, decision 164): the caller's
 * proposals or invoices across its orders in one status (Open, Waiting, Approved, Rejected) or All, on the
 * shared server grid (100 a page, search, column chooser, header filters, the amount's total), each row's
 * work order # opening the order's tab of that kind.
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
  const navigate = useNavigate();
  const toast = useToast();
  const resource = VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES[kind];
  const origin = documentListPath(kind, status);
  const amount = VENDOR_PORTAL_DOCUMENT_FIELDS[kind].amount;

  const defaults = useMemo<Partial<GridState>>(
    () => ({
      pageSize: PAGE_SIZES.invoiceList,
      sorting: resource.defaultSort.map((s) => ({ id: s.selector, desc: s.desc })),
    }),
    [resource],
  );
  const totalSummary = useMemo<SummaryOption[]>(() => [{ selector: amount, summaryType: 'sum' }], [amount]);
  const fetcher = useMemo<GridFetcher>(
    () => (params, signal) => getPortalDocuments(kind, status, params, signal),
    [kind, status],
  );
  const grid = useServerGrid<Row>(resource, fetcher, {
    stateKey: resource.key,
    queryKey: portalDocumentListKeys.list(kind, status),
    defaults,
    totalSummary,
  });
  const total = grid.summary?.[0];
  const columns = useMemo(
    () => documentColumns({ kind, caption, origin, total }),
    [kind, caption, origin, total],
  );

  // The layout is this browser's only (the portal has no saved views): forget it and show the defaults.
  const handleReset = () => {
    clearGridLayout(resource.key);
    grid.store.reset();
    toast('Successfully reset view', 'success');
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {documentListTitle(kind, status)}
      </Typography>
      <DataGrid<Row>
        columns={columns}
        server={grid}
        getRowId={(row) => String(row.id)}
        hasColumnChooser
        searchPlaceholder={kind === 'proposal' ? 'Search proposals...' : 'Search invoices...'}
        emptyText={kind === 'proposal' ? 'No proposals' : 'No invoices'}
        maxHeight={BODY_MAX_HEIGHT}
        onRowOpen={(row) => void navigate(documentDetailsPath(kind, row.workorderid, origin))}
        renderToolbarStart={() => (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            aria-label="Status"
            onChange={(_, next: PortalDocumentListStatus | null) => {
              if (next) void navigate(documentListPath(kind, next));
            }}
          >
            {PORTAL_DOCUMENT_LIST_STATUSES.map((option) => (
              <ToggleButton key={option} value={option}>
                {statusLabel(option)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        renderToolbarActions={() => (
          <Button variant="outlined" startIcon={<RestartAlt />} onClick={handleReset}>
            Reset Layout
          </Button>
        )}
      />
    </Stack>
  );
}
