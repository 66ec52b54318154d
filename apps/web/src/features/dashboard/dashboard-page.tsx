import AddIcon from '@mui/icons-material/Add';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Stack } from '@mui/material';
import {
  ALERTS_DEFAULT_COLUMNS,
  ALERTS_HIDDEN_COLUMNS,
  canAddWorkOrder,
  PAGE_SIZES,
  workOrderListResource,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid, GRID_WINDOW_HEIGHT, useServerGrid, type GridFetcher } from '../../components/data-grid';
import { clearGridLayout, SavedViewsMenu, useResetMyView } from '../../components/saved-views';
import { WorkOrderRowActions } from '../../entities/work-orders';
import { useCaptions } from '../../lib/captions';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { exportAlerts } from './api/export-alerts';
import { alertsKeys, getAlerts } from './api/get-alerts';
import { DEFAULT_ALERTS_FILTERS, type AlertsFilters } from './alerts-filters';
import { alertsColumns } from './components/alerts-columns';
import { AlertsLegend } from './components/alerts-legend';
import { AlertsFilterControls } from './components/alerts-toolbar';
import { HIGHLIGHT_COLORS, rowHighlight } from './row-highlight';

/** localStorage key of the alerts grid (spec A section 9 names none for it; decision 108). */
export const ALERTS_STATE_KEY = 'dashboardlist';
/** New views saved here are type 'd'; the selector lists 'w' and 'd' (spec A section 7). */
const VIEW_TYPE = 'd';
const PAGE_TYPES = 'w,d';
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 20;

const GRID_DEFAULTS = {
  pageSize: PAGE_SIZES.alertsDashboard,
  columnVisibility: Object.fromEntries(ALERTS_HIDDEN_COLUMNS.map((id) => [id, false])),
  columnOrder: ['mrt-row-actions', ...ALERTS_DEFAULT_COLUMNS, ...ALERTS_HIDDEN_COLUMNS],
};

/** /dashboard: the Alerts dashboard (spec A "Alerts dashboard", decisions 107 and 108). */
export default function DashboardPage() {
  const user = useSessionUser();
  const caption = useCaptions();
  const toast = useToast();
  const navigate = useNavigate();
  const resetMyView = useResetMyView();
  const [filters, setFilters] = useState<AlertsFilters>(DEFAULT_ALERTS_FILTERS);
  const hasListTools = canAddWorkOrder(user);

  const columns = useMemo(() => alertsColumns(caption), [caption]);
  const fetcher = useCallback<GridFetcher>((params, signal) => getAlerts(filters, params, signal), [filters]);
  const queryKey = useMemo(() => alertsKeys.list(filters), [filters]);
  const grid = useServerGrid<WorkOrderListRow>(workOrderListResource, fetcher, {
    stateKey: ALERTS_STATE_KEY,
    queryKey,
    defaults: GRID_DEFAULTS,
  });
  const { store, refetch } = grid;

  const handleExport = async () => {
    const { columnOrder, columnVisibility } = store.state;
    const order = columnOrder.length ? columnOrder : columns.map((column) => String(column.id));
    // Only the data columns: the actions column has no field to export.
    const exportable = new Set(workOrderListResource.fields.map((field) => field.name));
    const exported = order.filter((id) => exportable.has(id) && columnVisibility[id] !== false);
    await exportAlerts(filters, grid.queryParams, exported);
  };

  const handleResetLayout = async () => {
    try {
      await resetMyView.mutateAsync(VIEW_TYPE);
      clearGridLayout(ALERTS_STATE_KEY);
      store.reset();
      setFilters(DEFAULT_ALERTS_FILTERS);
      toast('Successfully reset view', 'success');
    } catch {
      toast('Failed to reset view', 'error');
    }
  };

  return (
    <Box
      sx={{
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
        // Spec A section 9: rows 40px, header 20px.
        '& .MuiTableHead-root .MuiTableCell-root': { minHeight: HEADER_HEIGHT, py: 0.25, lineHeight: 1.2 },
        '& .MuiTableBody-root .MuiTableCell-root': { py: 0, display: 'flex', alignItems: 'center' },
      }}
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        <AlertsFilterControls filters={filters} onChange={setFilters} hasOwnFilters={hasListTools} />
        {hasListTools ? (
          <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
            <SavedViewsMenu
              stateKey={ALERTS_STATE_KEY}
              viewType={VIEW_TYPE}
              pageTypes={PAGE_TYPES}
              getState={store.exportState}
              applyState={store.importState}
            />
            <Button
              variant="outlined"
              startIcon={<RestartAltIcon />}
              onClick={() => void handleResetLayout()}
              disabled={resetMyView.isPending}
            >
              Reset Layout
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate('/workorder/new?id=0')}
            >
              Add Work Order
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <DataGrid<WorkOrderListRow>
        server={grid}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText="No work orders need attention in this period."
        renderRowActions={(row) => <WorkOrderRowActions row={row} onChanged={refetch} />}
        rowActionsWidth={64}
        onExport={handleExport}
        getRowSx={(row) => {
          const highlight = rowHighlight(row);
          return {
            height: ROW_HEIGHT,
            ...(highlight
              ? { bgcolor: HIGHLIGHT_COLORS[highlight], '& td': { bgcolor: 'transparent' } }
              : {}),
          };
        }}
        maxHeight={GRID_WINDOW_HEIGHT}
      />
      <AlertsLegend />
    </Box>
  );
}
