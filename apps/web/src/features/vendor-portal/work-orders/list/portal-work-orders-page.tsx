import {
  GRID_STORAGE_KEYS,
  PAGE_SIZES,
  WORK_ORDER_STATUSES,
  workOrderListResource,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { Alert, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DataGrid, type GridFetcher, type GridState } from '../../../../components/data-grid';
import { useServerGridPage } from '../../../../components/saved-views';
import { StatusLegend, WorkOrderNoteDialog } from '../../../../entities/work-orders';
import { useCaptions } from '../../../../lib/captions';
import { useSessionUser } from '../../../../lib/session';
import { exportPortalWorkOrders } from '../api/export-portal-work-orders';
import { getPortalWorkOrders } from '../api/get-portal-work-orders';
import { savePortalNote } from '../api/portal-work-order';
import { portalWorkOrderKeys } from '../api/query-keys';
import {
  PORTAL_DETAILS_PATH,
  portalListPath,
  portalListQuick,
  portalListStatusOf,
  portalListTitle,
  type PortalListStatus,
} from '../list-status';
import { AssignTechDialog } from './assign-tech-dialog';
import { PORTAL_HIDDEN_COLUMNS, portalColumns } from './portal-columns';
import { PortalRowActions, type PortalRowAction } from './portal-row-actions';

/** The grid height of the work-order list (window height / 1.25), less the heading, toolbar and pager. */
const BODY_MAX_HEIGHT = 'calc(100vh / 1.25 - 150px)';

const DEFAULTS: Partial<GridState> = {
  pageSize: PAGE_SIZES.workOrderList,
  sorting: workOrderListResource.defaultSort.map((s) => ({ id: s.selector, desc: s.desc })),
  columnVisibility: Object.fromEntries(PORTAL_HIDDEN_COLUMNS.map((name) => [name, false])),
};

type Picked = { action: PortalRowAction; row: WorkOrderListRow } | null;

/**
 * /vendorprofile/workorderlist?status=open|invoiced|cancelled: My Work Orders (spec C 2.8), the shared server
 * grid over GET /vendorprofile/getworkorders/{vendorid} (decision 160).
 */
export default function PortalWorkOrdersPage() {
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  if (user.vendorid == null) {
    return <Alert severity="warning">Your sign-in is not linked to a vendor.</Alert>;
  }
  return <PortalWorkOrders vendorid={user.vendorid} status={portalListStatusOf(searchParams, hash)} />;
}

function PortalWorkOrders({ vendorid, status }: { vendorid: number; status: PortalListStatus }) {
  const caption = useCaptions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quick = portalListQuick(status);
  const origin = portalListPath(status);
  const [picked, setPicked] = useState<Picked>(null);

  const columns = useMemo(() => portalColumns(caption, origin, PORTAL_DETAILS_PATH), [caption, origin]);
  const fetcher = useMemo<GridFetcher>(
    () => (params, signal) => getPortalWorkOrders(vendorid, quick, params, signal),
    [vendorid, quick],
  );
  const page = useServerGridPage<WorkOrderListRow>({
    resource: workOrderListResource,
    fetcher,
    stateKey: GRID_STORAGE_KEYS.workOrders,
    queryKey: portalWorkOrderKeys.list(vendorid, status),
    defaults: DEFAULTS,
    columns,
    viewType: 'w',
  });
  const { grid } = page;

  const handleChanged = () => void queryClient.invalidateQueries({ queryKey: portalWorkOrderKeys.all });
  const handleClose = () => setPicked(null);
  // The export's list scope is the portal's: live lines, a Tech's assigned orders (decisions 158, 160).
  const handleExport = () => exportPortalWorkOrders(quick, grid.queryParams, page.exportColumns());

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {portalListTitle(status)}
      </Typography>
      <DataGrid<WorkOrderListRow>
        columns={columns}
        server={grid}
        getRowId={(row) => String(row.id)}
        // Spec C 2.8 gives the portal list a column chooser (staff's lists keep canSeeGridColumnChooser).
        hasColumnChooser
        searchPlaceholder="Search work orders..."
        emptyText="No work orders"
        maxHeight={BODY_MAX_HEIGHT}
        onExport={handleExport}
        onRowOpen={(row) => void navigate(`${PORTAL_DETAILS_PATH}?id=${row.id}&origin=${origin}`)}
        rowActionsWidth={64}
        renderRowActions={(row) => (
          <PortalRowActions row={row} onPick={(action, target) => setPicked({ action, row: target })} />
        )}
      />
      <StatusLegend statuses={WORK_ORDER_STATUSES} />
      {picked?.action === 'note' ? (
        <WorkOrderNoteDialog
          isOpen
          row={picked.row}
          onClose={handleClose}
          onSaved={handleChanged}
          savePortalNote={savePortalNote}
        />
      ) : null}
      <AssignTechDialog
        row={picked?.action === 'tech' ? picked.row : null}
        onClose={handleClose}
        onSaved={handleChanged}
      />
    </Stack>
  );
}
