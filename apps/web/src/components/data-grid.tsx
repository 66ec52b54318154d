import { Box } from '@mui/material';
import {
  MRT_ShowHideColumnsButton,
  MRT_ToggleDensePaddingButton,
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_DensityState,
  type MRT_PaginationState,
  type MRT_Row,
  type MRT_RowData,
  type MRT_SortingState,
  type MRT_VisibilityState,
} from 'material-react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

/** Page sizes offered by every grid (spec A section 9). */
export const GRID_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Search panel width (spec A section 9). */
export const GRID_SEARCH_WIDTH = 248;

export type DataGridColumn<T extends MRT_RowData> = MRT_ColumnDef<T>;

/** The part of a grid's state a server-side grid turns into load options (ARCHITECTURE.md mechanism 3). */
export type DataGridQueryState = {
  pageIndex: number;
  pageSize: number;
  sorting: { id: string; desc: boolean }[];
  globalFilter: string;
};

/** What is remembered between visits under `stateKey` (spec A section 9 "Local storage keys"). */
type PersistedState = {
  pageSize: number;
  sorting: MRT_SortingState;
  columnVisibility: MRT_VisibilityState;
  density: MRT_DensityState;
};

export type DataGridProps<T extends MRT_RowData> = {
  columns: DataGridColumn<T>[];
  data: T[];
  getRowId?: (row: T) => string;
  isLoading?: boolean;
  isFetching?: boolean;
  /** localStorage key for page size, sorting, visible columns and density, e.g. 'userList'. */
  stateKey?: string;
  defaultPageSize?: number;
  defaultSorting?: MRT_SortingState;
  /** Columns hidden until the user shows them with the column chooser. */
  defaultHiddenColumns?: string[];
  /** Column chooser (show/hide columns) button. */
  hasColumnChooser?: boolean;
  hasSearch?: boolean;
  searchPlaceholder?: string;
  renderRowActions?: (row: T) => ReactNode;
  renderToolbarActions?: () => ReactNode;
  /** Max height of the scrolling body; the grid fills its container by default. */
  maxHeight?: number | string;
  emptyText?: string;
  /**
   * Server mode: the caller loads one page at a time from `onQueryStateChange` and passes the page in
   * `data` with the total here. Without it, paging, sorting and search run in the browser.
   */
  serverRowCount?: number;
  onQueryStateChange?: (state: DataGridQueryState) => void;
};

function readPersisted(key: string | undefined): Partial<PersistedState> {
  if (!key) return {};
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<PersistedState>) : {};
  } catch {
    return {};
  }
}

/** The one grid of the app: material-react-table with the product's defaults (STYLE.md "one grid component"). */
export function DataGrid<T extends MRT_RowData>({
  columns,
  data,
  getRowId,
  isLoading = false,
  isFetching = false,
  stateKey,
  defaultPageSize = 20,
  defaultSorting = [],
  defaultHiddenColumns = [],
  hasColumnChooser = true,
  hasSearch = true,
  searchPlaceholder = 'Search...',
  renderRowActions,
  renderToolbarActions,
  maxHeight,
  emptyText = 'No data',
  serverRowCount,
  onQueryStateChange,
}: DataGridProps<T>) {
  const persisted = useMemo(() => readPersisted(stateKey), [stateKey]);
  const [pagination, setPagination] = useState<MRT_PaginationState>({
    pageIndex: 0,
    pageSize: persisted.pageSize ?? defaultPageSize,
  });
  const [sorting, setSorting] = useState<MRT_SortingState>(persisted.sorting ?? defaultSorting);
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>(
    persisted.columnVisibility ?? Object.fromEntries(defaultHiddenColumns.map((id) => [id, false])),
  );
  const [density, setDensity] = useState<MRT_DensityState>(persisted.density ?? 'compact');
  const [globalFilter, setGlobalFilter] = useState('');

  useEffect(() => {
    if (!stateKey) return;
    const state: PersistedState = { pageSize: pagination.pageSize, sorting, columnVisibility, density };
    localStorage.setItem(stateKey, JSON.stringify(state));
  }, [stateKey, pagination.pageSize, sorting, columnVisibility, density]);

  useEffect(() => {
    onQueryStateChange?.({
      pageIndex: pagination.pageIndex,
      pageSize: pagination.pageSize,
      sorting,
      globalFilter: globalFilter ?? '',
    });
  }, [onQueryStateChange, pagination.pageIndex, pagination.pageSize, sorting, globalFilter]);

  const isServerSide = serverRowCount !== undefined;

  const table = useMaterialReactTable<T>({
    columns,
    data,
    getRowId,
    manualPagination: isServerSide,
    manualSorting: isServerSide,
    manualFiltering: isServerSide,
    rowCount: serverRowCount,
    state: {
      pagination,
      sorting,
      columnVisibility,
      density,
      globalFilter,
      isLoading,
      showProgressBars: isFetching && !isLoading,
      showGlobalFilter: hasSearch,
    },
    onPaginationChange: setPagination,
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    onDensityChange: setDensity,
    onGlobalFilterChange: (value: string | undefined) => {
      setGlobalFilter(value ?? '');
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    enableGlobalFilter: hasSearch,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableFullScreenToggle: false,
    enableHiding: hasColumnChooser,
    enableDensityToggle: true,
    enableRowActions: Boolean(renderRowActions),
    positionActionsColumn: 'first',
    positionGlobalFilter: 'left',
    layoutMode: 'grid',
    autoResetPageIndex: false,
    paginationDisplayMode: 'default',
    renderRowActions: renderRowActions
      ? ({ row }: { row: MRT_Row<T> }) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }}>{renderRowActions(row.original)}</Box>
        )
      : undefined,
    // Search on the left; the grid's own actions (Add ...) then column chooser and density on the right.
    renderToolbarInternalActions: ({ table: grid }) => (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        {renderToolbarActions ? (
          <Box sx={{ display: 'flex', gap: 1, mr: 1 }}>{renderToolbarActions()}</Box>
        ) : null}
        {hasColumnChooser ? <MRT_ShowHideColumnsButton table={grid} /> : null}
        <MRT_ToggleDensePaddingButton table={grid} />
      </Box>
    ),
    displayColumnDefOptions: { 'mrt-row-actions': { header: '', size: 108, grow: false } },
    localization: { noRecordsToDisplay: emptyText },
    muiSearchTextFieldProps: {
      placeholder: searchPlaceholder,
      variant: 'outlined',
      size: 'small',
      sx: { width: GRID_SEARCH_WIDTH },
      inputProps: { 'aria-label': 'Search' },
    },
    muiPaginationProps: {
      rowsPerPageOptions: [...GRID_PAGE_SIZES],
      showFirstButton: true,
      showLastButton: true,
    },
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    muiTableContainerProps: maxHeight ? { sx: { maxHeight } } : undefined,
    muiTableHeadCellProps: { sx: { fontWeight: 600, whiteSpace: 'nowrap' } },
    muiTopToolbarProps: { sx: { alignItems: 'center' } },
  });

  return <MaterialReactTable table={table} />;
}
