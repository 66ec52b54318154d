import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { canAddWorkOrder, workOrderListResource, type WorkOrderListRow } from '@dispatchwise/shared';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid } from '../../components/data-grid';
import { GridViewTools, useServerGridPage } from '../../components/saved-views';
import { PAST_DUE_FILTER, WorkOrderRowActions } from '../../entities/work-orders';
import { useCaptions } from '../../lib/captions';
import { useSessionUser } from '../../lib/session';
import { exportAlerts } from './api/export-alerts';
import { ALERTS_GRID_DEFAULTS, ALERTS_STATE_KEY, alertsQueryOf } from './alerts-query';
import { DEFAULT_ALERTS_FILTERS, type AlertsFilters } from './alerts-filters';
import { alertsColumns } from './components/alerts-columns';
import { AlertsLegend } from './components/alerts-legend';
import { AlertsFilterControls } from './components/alerts-toolbar';
import { HIGHLIGHT_COLORS, rowHighlight } from './row-highlight';

/** New views saved here are type 'd'; the selector lists 'w' and 'd' (spec A section 7). */
const VIEW_TYPE = 'd';
const PAGE_TYPES = 'w,d';
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 20;
/** The grid height of spec A section 9 (window height / 1.25), less the toolbar and the pager, as the list's. */
const BODY_MAX_HEIGHT = 'calc(100vh / 1.25 - 112px)';

/** /dashboard: the Alerts dashboard (spec A "Alerts dashboard", decisions 107 and 108). */
export default function DashboardPage() {
  const user = useSessionUser();
  const caption = useCaptions();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<AlertsFilters>(DEFAULT_ALERTS_FILTERS);
  const hasListTools = canAddWorkOrder(user);

  const columns = useMemo(() => alertsColumns(caption), [caption]);
  const { queryKey, fetcher } = useMemo(() => alertsQueryOf(filters), [filters]);
  const handleReset = useCallback(() => setFilters(DEFAULT_ALERTS_FILTERS), []);
  // Saved views, Reset Layout (in place), the export's columns and the "Error on a grid load" rule
  // (decision 126).
  const page = useServerGridPage<WorkOrderListRow>({
    resource: workOrderListResource,
    fetcher,
    stateKey: ALERTS_STATE_KEY,
    queryKey,
    defaults: ALERTS_GRID_DEFAULTS,
    columns,
    // Past Due: the screen's own condition beside the user's filters (decision 191).
    extraFilter: filters.isPastDue ? PAST_DUE_FILTER : null,
    viewType: VIEW_TYPE,
    pageTypes: PAGE_TYPES,
    onReset: handleReset,
    // Kept open all day: changes show in place, new orders highlighted (docs/decisions/183).
    isLive: true,
  });
  const { grid } = page;
  const { refetch } = grid;

  const handleExport = () => exportAlerts(filters, grid.queryParams, page.exportColumns());

  return (
    <Box
      sx={{
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
        // Spec A section 9: rows 40px, header 20px.
        '& .MuiTableHead-root .MuiTableCell-root': { minHeight: HEADER_HEIGHT, py: 0.25, lineHeight: 1.2 },
        '& .MuiTableBody-root .MuiTableCell-root': { py: 0, display: 'flex', alignItems: 'center' },
      }}
    >
      <DataGrid<WorkOrderListRow>
        server={grid}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText="No work orders need attention in this period."
        // The ETA and the checkboxes, the views and Add Work Order sit in the grid's one toolbar (decision 191).
        renderToolbarStart={() => (
          <AlertsFilterControls filters={filters} onChange={setFilters} hasOwnFilters={hasListTools} />
        )}
        renderToolbarActions={
          hasListTools
            ? () => (
                <>
                  <GridViewTools page={page} />
                  <Button
                    variant="contained"
                    startIcon={<AddIcon />}
                    onClick={() => void navigate('/workorder/new?id=0')}
                  >
                    Add Work Order
                  </Button>
                </>
              )
            : undefined
        }
        renderRowActions={(row) => <WorkOrderRowActions row={row} onChanged={refetch} />}
        rowActionsWidth={64}
        onExport={handleExport}
        getRowStyle={(row) => {
          const highlight = rowHighlight(row);
          return {
            height: ROW_HEIGHT,
            ...(highlight ? { backgroundColor: HIGHLIGHT_COLORS[highlight] } : {}),
          };
        }}
        maxHeight={BODY_MAX_HEIGHT}
      />
      <AlertsLegend />
    </Box>
  );
}
