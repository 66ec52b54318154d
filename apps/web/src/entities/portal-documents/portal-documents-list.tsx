import { PAGE_SIZES, type ListResource, type SummaryOption } from '@dispatchwise/shared';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  DataGrid,
  useServerGrid,
  type DataGridColumn,
  type GridFetcher,
  type GridState,
} from '../../components/data-grid';
import { clearGridLayout } from '../../components/saved-views';
import { useToast } from '../../lib/toast';
import type { PortalArea } from '../portal-work-orders';
import {
  documentDetailsPath,
  documentListPath,
  documentListTitle,
  PORTAL_DOCUMENT_LIST_STATUSES,
  statusLabel,
  type PortalDocumentKind,
  type PortalDocumentListStatus,
  type StatusLabels,
} from './list-status';

/** The grid height of the portal lists (window height / 1.25), less the heading, toolbar and pager. */
const BODY_MAX_HEIGHT = 'calc(100vh / 1.25 - 150px)';

type Row = { id: number; workorderid: number };

export type PortalDocumentsListProps<T extends Row> = {
  area: PortalArea;
  kind: PortalDocumentKind;
  status: PortalDocumentListStatus;
  /** The list's resource (its key is the grid's localStorage key) and the summed amount field. */
  resource: ListResource;
  amount: string;
  fetcher: GridFetcher;
  queryKey: readonly unknown[];
  /** The columns, given the footer's total (`totalSummary` of the amount) and the page's own path. */
  columnsOf: (total: number | null | undefined, origin: string) => DataGridColumn<T>[];
  /** A portal's own words for some statuses (the customer's invoices: "Past Due", "Paid"). */
  labels?: StatusLabels;
  /** The statuses a portal offers (all by default). */
  statuses?: readonly PortalDocumentListStatus[];
};

/**
 * A portal's proposals or invoices across its orders in one status, or all (spec C 2.1; decisions 164, 173):
 * the shared server grid (100 a page, search, column chooser, header filters, the amount's total), the status
 * switch, Reset Layout, each row opening its order on the kind's tab.
 */
export function PortalDocumentsList<T extends Row>({
  area,
  kind,
  status,
  resource,
  amount,
  fetcher,
  queryKey,
  columnsOf,
  labels,
  statuses = PORTAL_DOCUMENT_LIST_STATUSES,
}: PortalDocumentsListProps<T>) {
  const navigate = useNavigate();
  const toast = useToast();
  const origin = documentListPath(area, kind, status);

  const defaults = useMemo<Partial<GridState>>(
    () => ({
      pageSize: PAGE_SIZES.invoiceList,
      sorting: resource.defaultSort.map((s) => ({ id: s.selector, desc: s.desc })),
    }),
    [resource],
  );
  const totalSummary = useMemo<SummaryOption[]>(() => [{ selector: amount, summaryType: 'sum' }], [amount]);
  const grid = useServerGrid<T>(resource, fetcher, {
    stateKey: resource.key,
    queryKey,
    defaults,
    totalSummary,
  });
  const total = grid.summary?.[0];
  const columns = useMemo(() => columnsOf(total, origin), [columnsOf, total, origin]);

  // The layout is this browser's only (the portal has no saved views): forget it and show the defaults.
  const handleReset = () => {
    clearGridLayout(resource.key);
    grid.store.reset();
    toast('Successfully reset view', 'success');
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {documentListTitle(kind, status, labels)}
      </Typography>
      <DataGrid<T>
        columns={columns}
        server={grid}
        getRowId={(row) => String(row.id)}
        hasColumnChooser
        searchPlaceholder={kind === 'proposal' ? 'Search proposals...' : 'Search invoices...'}
        emptyText={kind === 'proposal' ? 'No proposals' : 'No invoices'}
        maxHeight={BODY_MAX_HEIGHT}
        onRowOpen={(row) => void navigate(documentDetailsPath(area, kind, row.workorderid, origin))}
        renderToolbarStart={() => (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            aria-label="Status"
            onChange={(_, next: PortalDocumentListStatus | null) => {
              if (next) void navigate(documentListPath(area, kind, next));
            }}
          >
            {statuses.map((option) => (
              <ToggleButton key={option} value={option}>
                {statusLabel(option, labels)}
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
