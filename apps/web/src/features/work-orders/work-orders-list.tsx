import {
  canAddWorkOrder,
  canSeeGridColumnChooser,
  canSeeWorkOrderActionsColumn,
  listViewerOf,
  workOrderListResource,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataGrid, type GridState } from '../../components/data-grid';
import { GridViewTools, useServerGridPage } from '../../components/saved-views';
import { WorkOrderLegend, WorkOrderRowActions } from '../../entities/work-orders';
import { useCaptions } from '../../lib/captions';
import { useSessionUser } from '../../lib/session';
import { exportWorkOrders } from './api/export-work-orders';
import { useStatuses } from './api/get-statuses';
import type { WorkOrderToolbar } from './api/get-work-orders';
import { workOrderKeys } from './api/query-keys';
import { QuickFilters } from './components/quick-filters';
import { WorkOrderCard } from './components/work-order-card';
import {
  extraFilterOf,
  isOverdueAddress,
  LIST_QUERY_DEFAULTS,
  LIST_STATE_KEY,
  listQueryOf,
  readToolbar,
  writeToolbar,
} from './list-query';
import {
  buildWorkOrderColumns,
  hiddenByDefault,
  workOrderColumnFields,
} from './components/work-order-columns';

/** The grid height of spec A section 9 (window height / 1.25), less the toolbar and the pager. */
const BODY_MAX_HEIGHT = 'calc(100vh / 1.25 - 112px)';

/** The Work Orders list (spec A "Work Orders list"); /workorder and /workorder/newtab render it. */
export function WorkOrdersList() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const caption = useCaptions();
  const statuses = useStatuses();
  const [searchParams, setSearchParams] = useSearchParams();
  const isOverdue = isOverdueAddress(searchParams);
  const [choice, setChoice] = useState<WorkOrderToolbar>(readToolbar);
  const toolbar = useMemo(() => ({ ...choice, isOverdue }), [choice, isOverdue]);

  const isInternal = listViewerOf(user) === 'internal';
  const canAdd = canAddWorkOrder(user);
  const hasActions = canSeeWorkOrderActionsColumn(user);

  const fields = useMemo(() => workOrderColumnFields(listViewerOf(user)), [user]);
  const columns = useMemo(() => buildWorkOrderColumns(fields, caption), [fields, caption]);
  const defaults = useMemo<Partial<GridState>>(
    () => ({
      ...LIST_QUERY_DEFAULTS,
      columnVisibility: Object.fromEntries(hiddenByDefault(fields).map((name) => [name, false])),
    }),
    [fields],
  );

  const { queryKey, fetcher } = useMemo(() => listQueryOf(toolbar), [toolbar]);
  // Saved views, Reset Layout (through /workorder/resetmyview, spec A), the export's columns and the
  // "Error on a grid load" rule (decision 126).
  const page = useServerGridPage<WorkOrderListRow>({
    resource: workOrderListResource,
    fetcher,
    stateKey: LIST_STATE_KEY,
    queryKey,
    defaults,
    columns,
    // Past Due: the screen's own condition beside the user's filters (decision 191).
    extraFilter: extraFilterOf(toolbar),
    viewType: 'w',
    resetPath: '/workorder/resetmyview',
    // Changes made elsewhere show in place; new orders are highlighted (docs/decisions/183).
    isLive: true,
  });
  const { grid } = page;

  const handleToolbar = (next: WorkOrderToolbar) => {
    setChoice(next);
    writeToolbar(next);
  };

  const handleClearOverdue = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('overdue');
    setSearchParams(next, { replace: true });
  };

  const handleExport = () => exportWorkOrders(toolbar, grid.queryParams, page.exportColumns());

  const handleChanged = () => void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });

  return (
    <Stack spacing={1}>
      {isOverdue ? (
        <Box>
          <Chip color="error" label="Overdue emergency orders" onDelete={handleClearOverdue} />
        </Box>
      ) : null}
      <DataGrid<WorkOrderListRow>
        columns={columns}
        server={grid}
        getRowId={(row) => String(row.id)}
        hasColumnChooser={canSeeGridColumnChooser(user)}
        searchPlaceholder="Search work orders..."
        emptyText="No work orders"
        maxHeight={BODY_MAX_HEIGHT}
        hasRowSelection={isInternal}
        onExport={handleExport}
        renderCard={(row) => <WorkOrderCard row={row} />}
        onRowOpen={(row) => void navigate(`/workorder/details?id=${row.id}&origin=/workorder`)}
        rowActionsWidth={64}
        renderRowActions={
          hasActions ? (row) => <WorkOrderRowActions row={row} onChanged={handleChanged} /> : undefined
        }
        renderToolbarStart={
          canAdd
            ? () => <QuickFilters toolbar={choice} statuses={statuses.data ?? []} onChange={handleToolbar} />
            : undefined
        }
        renderToolbarActions={
          canAdd
            ? () => (
                <>
                  <GridViewTools page={page} />
                  <Button
                    variant="contained"
                    startIcon={<Add />}
                    onClick={() => void navigate('/workorder/new?id=0')}
                  >
                    Add Work Order
                  </Button>
                </>
              )
            : undefined
        }
      />
      <WorkOrderLegend statuses={statuses.data ?? []} />
    </Stack>
  );
}
