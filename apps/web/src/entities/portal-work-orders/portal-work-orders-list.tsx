import {
  GRID_STORAGE_KEYS,
  PAGE_SIZES,
  WORK_ORDER_STATUSES,
  workOrderListResource,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid, type GridFetcher, type GridState } from '../../components/data-grid';
import { useDefaultView, useServerGridPage, type ServerGridPage } from '../../components/saved-views';
import type { QueryParams } from '../../lib/http';
import { useCaptions } from '../../lib/captions';
import { WorkOrderLegend } from '../work-orders';
import { getPortalWorkOrders } from './api/get-portal-work-orders';
import {
  portalDetailsPath,
  portalListPath,
  portalListQuick,
  portalListTitle,
  type PortalArea,
  type PortalListQuick,
  type PortalListStatus,
} from './list-status';
import { PORTAL_HIDDEN_COLUMNS, portalColumns } from './portal-columns';

/** The grid height of the work-order list (window height / 1.25), less the heading, toolbar and pager. */
const BODY_MAX_HEIGHT = 'calc(100vh / 1.25 - 150px)';

type Row = WorkOrderListRow;

export type PortalListExport = { quick: PortalListQuick; params: QueryParams; columns: string[] };

export type PortalWorkOrdersListProps = {
  area: PortalArea;
  /** The caller's vendor or customer id (the API refuses any other). */
  ownerid: number;
  status: PortalListStatus;
  queryKey: readonly unknown[];
  renderRowActions: (row: Row) => ReactNode;
  /** Buttons before the grid's own (the customer's Reset Filters and Add Work Order). */
  renderToolbarActions?: (page: ServerGridPage<Row>) => ReactNode;
  onExport?: (request: PortalListExport) => Promise<void> | void;
  /** Applies the user's default saved view of type w when the list opens (spec C 2.9, the customer's list). */
  appliesDefaultView?: boolean;
  /** The row menu's popups. */
  children?: ReactNode;
};

/**
 * A portal's My Work Orders (spec C 2.8, 2.9; decisions 160, 172): the heading "My Work Orders - {STATUS}",
 * the one server DataGrid over GET /{area}/getworkorders/{ownerid} (100 a page, state under workorderlist,
 * search, column chooser, header filters), rows opening the portal's details, and the status legend.
 */
export function PortalWorkOrdersList({
  area,
  ownerid,
  status,
  queryKey,
  renderRowActions,
  renderToolbarActions,
  onExport,
  appliesDefaultView = false,
  children,
}: PortalWorkOrdersListProps) {
  const caption = useCaptions();
  const navigate = useNavigate();
  const quick = portalListQuick(status);
  const origin = portalListPath(area, status);

  const columns = useMemo(() => portalColumns(caption, area, origin), [caption, area, origin]);
  const defaults = useMemo<Partial<GridState>>(
    () => ({
      pageSize: PAGE_SIZES.workOrderList,
      sorting: workOrderListResource.defaultSort.map((s) => ({ id: s.selector, desc: s.desc })),
      columnVisibility: Object.fromEntries(PORTAL_HIDDEN_COLUMNS[area].map((name) => [name, false])),
    }),
    [area],
  );
  const fetcher = useMemo<GridFetcher>(
    () => (params, signal) => getPortalWorkOrders(area, ownerid, quick, params, signal),
    [area, ownerid, quick],
  );
  const page = useServerGridPage<Row>({
    resource: workOrderListResource,
    fetcher,
    stateKey: GRID_STORAGE_KEYS.workOrders,
    queryKey,
    defaults,
    columns,
    viewType: 'w',
    // The stream carries only the caller's own orders (docs/decisions/183).
    isLive: true,
  });
  const { grid } = page;

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      {appliesDefaultView ? <DefaultView page={page} /> : null}
      <Typography variant="h6" component="h2">
        {portalListTitle(status)}
      </Typography>
      <DataGrid<Row>
        columns={columns}
        server={grid}
        getRowId={(row) => String(row.id)}
        // Spec C 2.8 gives the portal list a column chooser (staff's lists keep canSeeGridColumnChooser).
        hasColumnChooser
        searchPlaceholder="Search work orders..."
        emptyText="No work orders"
        maxHeight={BODY_MAX_HEIGHT}
        onExport={
          onExport
            ? () => onExport({ quick, params: grid.queryParams, columns: page.exportColumns() })
            : undefined
        }
        onRowOpen={(row) => void navigate(`${portalDetailsPath(area)}?id=${row.id}&origin=${origin}`)}
        rowActionsWidth={64}
        renderRowActions={renderRowActions}
        renderToolbarActions={renderToolbarActions ? () => renderToolbarActions(page) : undefined}
      />
      <WorkOrderLegend statuses={WORK_ORDER_STATUSES} />
      {children}
    </Stack>
  );
}

/** The default view, applied once per tab without a views menu on the page. */
function DefaultView({ page }: { page: ServerGridPage<Row> }) {
  const { stateKey, pageTypes = 'w', applyState } = page.savedViews;
  useDefaultView({ stateKey, pageTypes, applyState });
  return null;
}
