import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import {
  MRT_BottomToolbar,
  MRT_GlobalFilterTextField,
  MRT_ShowHideColumnsButton,
  MRT_ToggleDensePaddingButton,
  MRT_TopToolbar,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_RowVirtualizer,
  type MRT_TableOptions,
  type MRT_Updater,
} from 'material-react-table';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { anyOfFilterFn, facetsToGroupRows } from './client-filter';
import { lazyPopup } from '../lazy-popup';
import type { FilterBuilderDialogProps, FilterField } from './filter-builder-dialog';
import { countConditions, type FieldType } from './filter-expression';
import { GridBodyRows } from './grid-body';
import { GridFrame } from './grid-frame';
import { densityClassOf, gridBodyStyles } from './grid-body-styles';
import { DEFAULT_GRID_STATE, useGridState, type GridState } from './grid-state';
import { ClearFiltersButton, ExportButton, FilterBuilderButton, VariantToggleButton } from './grid-toolbar';
import { HeaderFilter } from './header-filter';
import { FreshRowKeyframes, freshStyleOf, useFreshRowStyle } from './live-grid';
import type { ServerGrid } from './use-server-grid';

// The filter panel loads when it first opens, not with every list (decision 197).
const FilterBuilderDialog = lazyPopup<FilterBuilderDialogProps>(
  () => import('./filter-builder-dialog').then((m) => m.FilterBuilderDialog),
  (props) => props.isOpen,
);

/** Page sizes offered by every grid (spec A section 9). */
export const GRID_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Rows drawn beyond the visible ones on each side when rows are virtualized (docs/decisions/122). */
const ROW_OVERSCAN = 6;
/** Pages of up to this many rows (the popups' 20) draw every row. */
const VIRTUALIZE_ABOVE_PAGE_SIZE = 20;
/** Infinite scrolling asks for the next page this far (px) before the end of the rows. */
const LOAD_MORE_MARGIN = 400;
const COMPACT_ROW_HEIGHT = 40;
const SCREENFUL = { width: 1200, height: 720 };

/**
 * The virtualizer's view of the scrolling body, as @tanstack/virtual-core observes it, except that a body
 * with no layout yet (a test DOM, a hidden tab) counts as a screenful, so its first rows are still drawn.
 */
function observeBodyRect(
  instance: { scrollElement: HTMLDivElement | null },
  report: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element) return;
  const send = (width: number, height: number) =>
    report(height > 0 ? { width: Math.round(width), height: Math.round(height) } : SCREENFUL);
  const box = element.getBoundingClientRect();
  send(box.width, box.height);
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(([entry]) => {
    const size = entry?.borderBoxSize?.[0];
    if (size) send(size.inlineSize, size.blockSize);
    else send(element.getBoundingClientRect().width, element.getBoundingClientRect().height);
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.unobserve(element);
}
/**
 * A drawn row's height as the virtualizer learns it: from its ResizeObserver report, which arrives after the
 * browser's own layout. MRT measures each row from its ref on every render; reading the height there would
 * force a layout of the whole page in the middle of React's commit, so until the report the row keeps the
 * size already known (the estimate at first).
 */
function measureRow<E extends Element>(
  element: E,
  entry: ResizeObserverEntry | undefined,
  instance: { indexFromElement: (node: E) => number; measurementsCache: { size: number }[] },
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? COMPACT_ROW_HEIGHT;
}

export { GRID_CELL_CLASS } from './grid-body-styles';

/** Search panel width (spec A section 9). */
export const GRID_SEARCH_WIDTH = 248;
/** Height of the card variant's list (spec A section 9). */
export const GRID_CARD_LIST_HEIGHT = 750;
/** "Grid height in other places is window height divided by 1.25" (spec A section 9). */
export const GRID_WINDOW_HEIGHT = 'calc(100vh / 1.25)';

export type DataGridColumn<T extends MRT_RowData> = MRT_ColumnDef<T> & {
  /** The field's type: the filter builder's operators and value input (string when absent). */
  dataType?: FieldType;
  /**
   * A header filter picking from the column's values: loaded with `group` in server mode, counted from
   * the rows in client mode.
   */
  hasHeaderFilter?: boolean;
  /** How a header filter shows one of the column's values. */
  formatFilterValue?: (value: unknown) => string;
  /** Left out of the filter builder (e.g. list columns the API cannot compare). */
  isFilterable?: boolean;
};

export type DataGridProps<T extends MRT_RowData> = {
  columns: DataGridColumn<T>[];
  /** Client mode: all rows. Server mode takes its rows from `server`. */
  data?: T[];
  /** Server mode: the hook that loads pages and owns the state (use-server-grid.ts). */
  server?: ServerGrid<T>;
  getRowId?: (row: T) => string;
  isLoading?: boolean;
  isFetching?: boolean;
  /** Client mode: localStorage key of the grid state, e.g. 'userList' (server mode: the hook's key). */
  stateKey?: string;
  defaultPageSize?: number;
  /** The pager's choices (GRID_PAGE_SIZES unless a screen has its own, e.g. the transmission logs' 5). */
  pageSizeOptions?: readonly number[];
  defaultSorting?: GridState['sorting'];
  /** Columns hidden until the user shows them with the column chooser. */
  defaultHiddenColumns?: string[];
  /**
   * Columns the screen's layout hides at its current width (it shows their values another way, e.g. under
   * the main cell), whatever the user chose; the chooser cannot show them, and they are still searched.
   */
  layoutHiddenColumns?: readonly string[];
  hasColumnChooser?: boolean;
  hasSearch?: boolean;
  searchPlaceholder?: string;
  /** The search text as typed (and as restored from the stored state), e.g. for an export of what is shown. */
  onSearchTextChange?: (text: string) => void;
  /** Header filters on the columns that ask for one (on by default in server mode). */
  hasHeaderFilters?: boolean;
  /** The and/or filter builder (server mode by default). */
  hasFilterBuilder?: boolean;
  hasColumnOrdering?: boolean;
  hasColumnResizing?: boolean;
  /**
   * Renders only the rows in view (plus a few) while the body scrolls. By default on in server mode when the
   * page size the grid opens with is over 20 rows (the list pages, not the popups), docs/decisions/122.
   * Fixed for the grid's lifetime (material-react-table reads it once).
   */
  hasRowVirtualization?: boolean;
  /** Row selection by checkbox; `onRowSelectionChange` gets the selected row ids. */
  hasRowSelection?: boolean;
  onRowSelectionChange?: (ids: string[]) => void;
  /** Exports the whole filtered result (not the page): an Export button calls it. */
  onExport?: () => Promise<void> | void;
  /** A card for one row: offers the card variant (list height `cardListHeight`). */
  renderCard?: (row: T) => ReactNode;
  cardListHeight?: number;
  /** The actions cell of a row; drawn again on each render of the grid, so it may read the screen's state. */
  renderRowActions?: (row: T) => ReactNode;
  rowActionsWidth?: number;
  /** Items after the search box (quick filters). */
  renderToolbarStart?: () => ReactNode;
  /** Items before the grid's own buttons on the right (Add ..., views). */
  renderToolbarActions?: () => ReactNode;
  /** Double click or Enter on a row. */
  onRowOpen?: (row: T) => void;
  /**
   * A row's own inline style (a height, a background). Read for the drawn rows on each body render; a row
   * draws again only when the result's properties change.
   */
  getRowStyle?: (row: T) => CSSProperties | undefined;
  /** Max height of the scrolling body; the grid fills its container by default. */
  maxHeight?: number | string;
  emptyText?: string;
  /**
   * A panel drawn under each row whose id is in `expandedRowIds` (master-detail, e.g. a customer's job
   * sites); the screen owns the expand control. Rows with panels are not virtualized.
   */
  renderDetailPanel?: (row: T) => ReactNode;
  expandedRowIds?: ReadonlySet<string>;
};

type Updater<S> = MRT_Updater<S>;
const NO_COLUMNS: readonly string[] = [];

/** A visibility map without the layout's columns: the user's own choices, kept for when the layout widens. */
const withoutColumns = (visibility: Record<string, boolean>, ids: readonly string[]) =>
  ids.length
    ? Object.fromEntries(Object.entries(visibility).filter(([id]) => !ids.includes(id)))
    : visibility;
const apply = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

const columnIdOf = <T extends MRT_RowData>(column: DataGridColumn<T>) =>
  column.id ?? String(column.accessorKey ?? '');

const captionOf = <T extends MRT_RowData>(column: DataGridColumn<T>) =>
  typeof column.header === 'string' ? column.header : columnIdOf(column);

const STATE_NOT_IN_HEAD = new Set([
  'pagination',
  'rowSelection',
  'columnOrder',
  'isLoading',
  'showLoadingOverlay',
  'showProgressBars',
]);

/** Keeps a saved order for the columns that still exist and puts new ones at the end. */
function mergeOrder(saved: string[], all: string[]): string[] {
  const kept = saved.filter((id) => all.includes(id));
  return [...kept, ...all.filter((id) => !kept.includes(id))];
}

/**
 * The one grid of the app (STYLE.md "one grid component"): material-react-table with the product's
 * defaults. Client mode pages, sorts and searches in the browser; server mode (the `server` prop from
 * `useServerGrid`) sends the grid protocol's load options (docs/decisions/095).
 */
export function DataGrid<T extends MRT_RowData>({
  columns,
  data,
  server,
  getRowId,
  isLoading = false,
  isFetching = false,
  stateKey,
  defaultPageSize = 20,
  pageSizeOptions = GRID_PAGE_SIZES,
  defaultSorting = [],
  defaultHiddenColumns = [],
  layoutHiddenColumns = NO_COLUMNS,
  hasColumnChooser = true,
  hasSearch = true,
  searchPlaceholder = 'Search...',
  onSearchTextChange,
  hasHeaderFilters = Boolean(server),
  hasFilterBuilder = Boolean(server),
  hasColumnOrdering = true,
  hasColumnResizing = true,
  hasRowVirtualization,
  hasRowSelection = false,
  onRowSelectionChange,
  onExport,
  renderCard,
  cardListHeight = GRID_CARD_LIST_HEIGHT,
  renderRowActions,
  rowActionsWidth = 108,
  renderToolbarStart,
  renderToolbarActions,
  onRowOpen,
  getRowStyle,
  maxHeight,
  emptyText = 'No data',
  renderDetailPanel,
  expandedRowIds,
}: DataGridProps<T>) {
  const columnIds = useMemo(() => columns.map(columnIdOf), [columns]);
  // The defaults are constants of the screen: read once.
  const [clientDefaults] = useState<GridState>(() => ({
    ...DEFAULT_GRID_STATE,
    pageSize: defaultPageSize,
    sorting: defaultSorting,
    columnVisibility: Object.fromEntries(defaultHiddenColumns.map((id) => [id, false])),
  }));
  const isServer = Boolean(server);
  const clientStore = useGridState(server ? undefined : stateKey, clientDefaults, columnIds);
  const store = server?.store ?? clientStore;
  const { state, patch } = store;
  const [clientPageIndex, setClientPageIndex] = useState(0);
  const pageIndex = server ? server.pageIndex : clientPageIndex;
  const [isVirtual] = useState(
    () =>
      !renderDetailPanel &&
      (hasRowVirtualization ?? (isServer && state.pageSize > VIRTUALIZE_ABOVE_PAGE_SIZE)),
  );
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [isBuilderOpen, setIsBuilderOpen] = useState(false);

  // Header filters read the latest server grid without rebuilding the columns on every render.
  const serverRef = useRef(server);
  // Rows call the latest handler without being drawn again when the screen passes a new function.
  const onRowOpenRef = useRef(onRowOpen);
  useEffect(() => {
    serverRef.current = server;
    onRowOpenRef.current = onRowOpen;
  });
  const [openRow] = useState(() => (row: T) => onRowOpenRef.current?.(row));
  const virtualizerRef = useRef<MRT_RowVirtualizer | null>(null);

  const tableColumns = useMemo<MRT_ColumnDef<T>[]>(
    () =>
      columns.map((column) => {
        const { dataType: _type, hasHeaderFilter, formatFilterValue, isFilterable: _f, ...rest } = column;
        const id = columnIdOf(column);
        const caption = captionOf(column);
        const hasFilter = hasHeaderFilters && Boolean(hasHeaderFilter);
        return {
          ...rest,
          ...(layoutHiddenColumns.includes(id) ? { enableHiding: false } : {}),
          enableColumnFilter: hasFilter,
          ...(hasFilter
            ? {
                filterVariant: 'multi-select' as const,
                // Client mode filters the rows it holds, with the server's `anyof` meaning. MRT's own option
                // list is not used (the Filter below lists the values) and would sort booleans as strings.
                ...(isServer ? {} : { filterFn: anyOfFilterFn, filterSelectOptions: [] }),
                Filter: ({
                  column: mrtColumn,
                }: {
                  column: {
                    getFilterValue: () => unknown;
                    setFilterValue: (v: unknown) => void;
                    getFacetedUniqueValues: () => Map<unknown, number>;
                  };
                }) => (
                  <HeaderFilter
                    columnId={id}
                    caption={caption}
                    value={(mrtColumn.getFilterValue() as unknown[] | undefined) ?? []}
                    onChange={(value) => mrtColumn.setFilterValue(value.length ? value : undefined)}
                    {...(isServer
                      ? {
                          queryKey: serverRef.current?.columnValuesKey(id) ?? [id],
                          loadValues: (signal?: AbortSignal) =>
                            serverRef.current?.fetchColumnValues(id, signal) ?? Promise.resolve([]),
                        }
                      : // The column's values under the other filters and the search.
                        { values: facetsToGroupRows(mrtColumn.getFacetedUniqueValues()) })}
                    formatValue={formatFilterValue}
                  />
                ),
              }
            : {}),
        };
      }),
    // The server grid's data is read through the ref: the columns do not change with each page (new column
    // objects would draw every body row again). The body's rows follow the density and the column order
    // without them (grid-body.tsx).
    [columns, hasHeaderFilters, isServer, layoutHiddenColumns],
  );

  const filterFields = useMemo<FilterField[]>(
    () =>
      columns
        .filter((c) => c.isFilterable !== false && c.enableColumnFilter !== false && columnIdOf(c))
        .map((c) => ({ id: columnIdOf(c), caption: captionOf(c), type: c.dataType ?? 'string' })),
    [columns],
  );

  const displayIds = [
    ...(hasRowSelection ? ['mrt-row-select'] : []),
    ...(renderRowActions ? ['mrt-row-actions'] : []),
  ];
  const allIds = [...displayIds, ...columnIds];
  const columnOrder = state.columnOrder.length ? mergeOrder(state.columnOrder, allIds) : allIds;

  const rows = server ? server.rows : (data ?? []);
  // Live lists: a new row's highlight fades over the screen's own style (docs/decisions/183).
  const rowStyle = useFreshRowStyle(getRowStyle, server?.freshRowIds);
  const isBusyLoading = server ? server.isLoading : isLoading;
  const isBusyFetching = server ? server.isFetching : isFetching;
  const isTotalExact = server ? server.isTotalExact : true;
  const isInfinite = server?.isInfinite ?? false;
  const filterCount = countConditions(state.filterBuilder) + state.columnFilters.length;

  const handlePagination = (updater: Updater<MRT_PaginationState>) => {
    const next = apply(updater, { pageIndex, pageSize: state.pageSize });
    if (next.pageSize !== state.pageSize) {
      patch({ pageSize: next.pageSize });
      setClientPageIndex(0);
      return;
    }
    if (server) server.setPageIndex(next.pageIndex);
    else setClientPageIndex(next.pageIndex);
  };

  // Shift+click selects a range by one update per row in the same event: each applies to the one before.
  const selectionRef = useRef(rowSelection);
  const handleRowSelection = (updater: Updater<MRT_RowSelectionState>) => {
    const next = apply(updater, selectionRef.current);
    selectionRef.current = next;
    setRowSelection(next);
    onRowSelectionChange?.(Object.keys(next).filter((id) => next[id]));
  };

  const isCards = Boolean(renderCard) && state.variant === 'cards';

  const searchText = state.searchText;
  useEffect(() => {
    onSearchTextChange?.(searchText);
    // Reports changes of the text only; the screen's callback may be a new function on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  const options: MRT_TableOptions<T> = {
    columns: tableColumns,
    data: rows,
    getRowId,
    manualPagination: Boolean(server),
    // Infinite scrolling has no pager: the footer says how many rows of how many are loaded.
    enablePagination: !isInfinite,
    // Its header stays in view over the rows scrolling under it (MRT sets this itself for virtual rows).
    enableStickyHeader: isInfinite,
    ...(isInfinite
      ? {
          renderBottomToolbarCustomActions: () => (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1 }} aria-live="polite">
              {rows.length.toLocaleString('en-US')} of {isTotalExact ? '' : 'more than '}
              {(server?.totalCount ?? 0).toLocaleString('en-US')}
            </Typography>
          ),
        }
      : {}),
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    rowCount: server ? server.totalCount : undefined,
    state: {
      pagination: { pageIndex, pageSize: state.pageSize },
      sorting: state.sorting,
      columnVisibility: layoutHiddenColumns.length
        ? { ...state.columnVisibility, ...Object.fromEntries(layoutHiddenColumns.map((id) => [id, false])) }
        : state.columnVisibility,
      columnOrder,
      columnSizing: state.columnSizing,
      columnFilters: state.columnFilters,
      globalFilter: state.searchText,
      density: state.density,
      rowSelection,
      // The first page loads under MRT's spinner overlay. MRT's `isLoading` would also draw 20 blank rows of
      // animated skeleton cells, as costly as real rows and thrown away when the page arrives.
      isLoading: false,
      showLoadingOverlay: isBusyLoading,
      // MRT's progress bars sit in a MUI Collapse whose transition forces a layout in the commit on each
      // change; the toolbar draws a plain bar instead (below).
      showProgressBars: false,
      showGlobalFilter: hasSearch,
    },
    onSortingChange: (updater) => patch((s) => ({ sorting: apply(updater, s.sorting) })),
    onColumnVisibilityChange: (updater) =>
      patch((s) => ({
        columnVisibility: withoutColumns(apply(updater, s.columnVisibility), layoutHiddenColumns),
      })),
    onColumnOrderChange: (updater) => patch(() => ({ columnOrder: apply(updater, columnOrder) })),
    onColumnSizingChange: (updater) => patch((s) => ({ columnSizing: apply(updater, s.columnSizing) })),
    onColumnFiltersChange: (updater) =>
      patch((s) => ({
        columnFilters: (apply(updater, s.columnFilters) as { id: string; value: unknown }[])
          .filter((f) => Array.isArray(f.value) && f.value.length > 0)
          .map((f) => ({ id: f.id, value: f.value as unknown[] })),
      })),
    onDensityChange: (updater) => patch((s) => ({ density: apply(updater, s.density) })),
    onPaginationChange: handlePagination,
    onRowSelectionChange: handleRowSelection,
    onGlobalFilterChange: (value: string | undefined) => {
      patch({ searchText: value ?? '' });
      setClientPageIndex(0);
    },
    enableGlobalFilter: hasSearch,
    // The search panel matches text anywhere in a cell, as the API's `searchValue` does (not fuzzy ranking).
    ...(server ? {} : { globalFilterFn: 'contains' }),
    enableColumnFilters: hasHeaderFilters,
    columnFilterDisplayMode: 'popover',
    enableColumnFilterModes: false,
    // Client header filters count the values of the rows under the other filters.
    enableFacetedValues: !server && hasHeaderFilters,
    enableColumnActions: false,
    enableFullScreenToggle: false,
    enableHiding: hasColumnChooser,
    enableDensityToggle: true,
    enableColumnOrdering: hasColumnOrdering,
    enableColumnDragging: false,
    enableColumnResizing: hasColumnResizing,
    columnResizeMode: 'onEnd',
    enableRowSelection: hasRowSelection,
    enableSelectAll: hasRowSelection,
    enableMultiRowSelection: true,
    enableRowActions: Boolean(renderRowActions),
    positionActionsColumn: 'first',
    positionGlobalFilter: 'none',
    layoutMode: 'grid',
    // A page of 100 rows drew every cell, action menu and tooltip in one long task (docs/decisions/122).
    enableRowVirtualization: isVirtual,
    rowVirtualizerInstanceRef: virtualizerRef,
    rowVirtualizerOptions: {
      overscan: ROW_OVERSCAN,
      // Our compact rows are 40 px (MRT guesses 37): a right guess spares a second measuring pass.
      ...(state.density === 'compact' ? { estimateSize: () => COMPACT_ROW_HEIGHT } : {}),
      // Before the body is measured, draw a screenful rather than only the overscan rows.
      initialRect: SCREENFUL,
      observeElementRect: observeBodyRect,
      measureElement: measureRow,
    },
    autoResetPageIndex: false,
    paginationDisplayMode: 'default',
    // The search box and the screen's quick filters form one group on the left; while a later page loads, a
    // plain bar runs along the toolbar's bottom edge (where MRT's progress bar was).
    renderTopToolbarCustomActions: ({ table: grid }) => (
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
          minWidth: 0,
          maxWidth: '100%',
        }}
      >
        {hasSearch ? <MRT_GlobalFilterTextField table={grid} /> : null}
        {renderToolbarStart?.()}
        {isBusyFetching && !isBusyLoading ? (
          <LinearProgress aria-label="Loading" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }} />
        ) : null}
      </Box>
    ),
    // The screen's actions, then the grid's own: filters, export, card/table, column chooser, density.
    renderToolbarInternalActions: ({ table: grid }) => (
      // On a phone the grid's own buttons wrap under the screen's (My Work Orders' Reset Filters, Add Work Order).
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: 0.5,
          alignItems: 'center',
          ml: 'auto',
        }}
      >
        {renderToolbarActions ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: 1,
              mr: 1,
              alignItems: 'center',
              '& .MuiButton-root': { whiteSpace: 'nowrap' },
            }}
          >
            {renderToolbarActions()}
          </Box>
        ) : null}
        {hasFilterBuilder ? (
          <FilterBuilderButton
            count={countConditions(state.filterBuilder)}
            onClick={() => setIsBuilderOpen(true)}
          />
        ) : null}
        {filterCount > 0 ? (
          <ClearFiltersButton onClick={() => patch({ columnFilters: [], filterBuilder: null })} />
        ) : null}
        {onExport ? <ExportButton onExport={onExport} /> : null}
        {renderCard ? (
          <VariantToggleButton variant={state.variant} onChange={(variant) => patch({ variant })} />
        ) : null}
        {hasColumnChooser && !isCards ? <MRT_ShowHideColumnsButton table={grid} /> : null}
        {!isCards ? <MRT_ToggleDensePaddingButton table={grid} /> : null}
      </Box>
    ),
    displayColumnDefOptions: {
      'mrt-row-actions': { header: '', size: rowActionsWidth, grow: false },
      'mrt-row-select': { size: 44, grow: false },
    },
    localization: {
      noRecordsToDisplay: emptyText,
      // "1-100 of more than 10,000" when the API gave a bound (docs/platform.md "Grid protocol").
      ...(isTotalExact ? {} : { of: 'of more than' }),
    },
    muiSearchTextFieldProps: {
      placeholder: searchPlaceholder,
      variant: 'outlined',
      size: 'small',
      // A phone gives the search box the toolbar's whole first line; the quick filters wrap under it.
      sx: { width: { xs: '100%', sm: GRID_SEARCH_WIDTH } },
      inputProps: { 'aria-label': 'Search' },
    },
    muiPaginationProps: {
      rowsPerPageOptions: [...pageSizeOptions],
      showFirstButton: true,
      // Far jumps are offset reads; with a bounded total there is no known last page.
      showLastButton: isTotalExact,
    },
    muiTableHeadCellProps: { sx: { fontWeight: 600, whiteSpace: 'nowrap' } },
    // MRT draws its sticky header at 97% opacity: the rows scrolling under it showed through.
    muiTableHeadProps: { sx: { opacity: 1 } },
    // Our rows in place of MRT's (grid-body.tsx, docs/decisions/129 round 3). MRT_TableBody calls this on each
    // of its renders, after updating its virtualizer, so the rows see the current virtual items. While the
    // first page loads the spinner overlay shows over the space its rows will take (as tall as MRT's skeleton
    // rows were, so the virtualizer already knows the body's height); "No data" only once the answer says so.
    muiTableBodyProps: ({ table: grid }) => ({
      className: densityClassOf(grid.getState().density),
      sx: (theme) => gridBodyStyles(theme, grid.options.mrtTheme),
      children: (
        <GridBodyRows
          table={grid}
          columnDefs={tableColumns}
          isVirtual={isVirtual}
          loadingHeight={isBusyLoading ? Math.min(state.pageSize, 20) * COMPACT_ROW_HEIGHT : undefined}
          openRow={openRow}
          getRowStyle={rowStyle}
          renderRowActions={renderRowActions}
          renderDetailPanel={renderDetailPanel}
          expandedRowIds={expandedRowIds}
        />
      ),
    }),
    // One row when it fits; otherwise the actions wrap under the search and quick filters, to the right.
    muiTopToolbarProps: {
      sx: {
        '& > .MuiBox-root:last-of-type': { position: 'relative', flexWrap: 'wrap', alignItems: 'center' },
        '& > .MuiBox-root:last-of-type > .MuiBox-root:last-child': { ml: 'auto' },
      },
    },
  };

  const table = useMaterialReactTable<T>(options);
  // What the header shows: the table state but the page, the selection (the select-all box's two states
  // stand for it) and the loading flags (grid-frame.tsx draws the header again only when this changes).
  const tableState = table.getState();
  const headKey = [
    tableColumns,
    columnOrder.join(' '),
    table.getIsAllPageRowsSelected(),
    table.getIsSomeRowsSelected(),
    ...Object.entries(tableState)
      .filter(([key]) => !STATE_NOT_IN_HEAD.has(key))
      .flat(),
  ];
  const pagerKey = [pageIndex, state.pageSize, table.getRowCount(), isTotalExact, rows.length];

  const builder = hasFilterBuilder ? (
    <FilterBuilderDialog
      isOpen={isBuilderOpen}
      fields={filterFields}
      value={state.filterBuilder}
      onApply={(filterBuilder) => patch({ filterBuilder })}
      onClose={() => setIsBuilderOpen(false)}
    />
  ) : null;

  if (isCards && renderCard) {
    const pageRows = table.getRowModel().rows;
    return (
      <>
        {server?.freshRowIds.size ? <FreshRowKeyframes /> : null}
        <Paper variant="outlined">
          <MRT_TopToolbar table={table} />
          {isBusyFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
          <Box
            role="list"
            aria-label="Cards"
            sx={{
              height: cardListHeight,
              maxHeight: '75vh',
              overflowY: 'auto',
              p: 1,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
              gap: 1,
              alignContent: 'start',
            }}
          >
            {!isBusyLoading && pageRows.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {emptyText}
              </Typography>
            ) : (
              pageRows.map((row) => (
                <Box
                  role="listitem"
                  key={row.id}
                  style={freshStyleOf(row.original, server?.freshRowIds, true)}
                >
                  {renderCard(row.original)}
                </Box>
              ))
            )}
          </Box>
          <MRT_BottomToolbar table={table} />
        </Paper>
        {builder}
      </>
    );
  }

  return (
    <>
      {server?.freshRowIds.size ? <FreshRowKeyframes /> : null}
      <GridFrame
        table={table}
        // A sticky header (virtualized rows) scrolls the body inside the grid: the spec's grid height by default.
        maxHeight={maxHeight ?? (isVirtual ? GRID_WINDOW_HEIGHT : undefined)}
        isLoading={isBusyLoading}
        headKey={headKey}
        pagerKey={pagerKey}
        onNearEnd={isInfinite ? server?.loadMore : undefined}
        rowCount={rows.length}
        nearEndMargin={LOAD_MORE_MARGIN}
      />
      {builder}
    </>
  );
}
