import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  expressionToGroup,
  useServerGrid,
  type FieldType,
  type ServerGrid,
  type ServerGridOptions,
  type GridFetcher,
  type GridResource,
} from '../data-grid';
import { ApiError } from '../../lib/http';
import { useToast } from '../../lib/toast';
import { useResetMyView } from './api/reset-my-view';
import type { SavedViewsMenuProps } from './saved-views-menu';
import { clearGridLayout } from './view-storage';

export type ServerGridPageOptions = Omit<ServerGridOptions, 'stateKey'> & {
  resource: GridResource;
  fetcher: GridFetcher;
  /** localStorage key of the grid (GRID_STORAGE_KEYS); its saved-view selection is kept beside it. */
  stateKey: string;
  /** The grid's columns: the export sends the visible ones, in the order shown. */
  columns: readonly { id?: string; accessorKey?: unknown }[];
  /** The type new saved views get ('w'), and the types the selector lists ('w,d'; `viewType` by default). */
  viewType: string;
  pageTypes?: string;
  /**
   * Reset Layout goes to this route, which resets and comes back (the work-order list's
   * /workorder/resetmyview, spec A); without it the page resets where it is.
   */
  resetPath?: string;
  /** After a Reset Layout done in place: the page puts its own toolbar (quick filters, ETA) back. */
  onReset?: () => void;
  /** Where a failed load sends the user: the site root (spec A section 8 "Error on a grid load"). */
  errorPath?: string;
};

export type ServerGridPage<T> = {
  grid: ServerGrid<T>;
  /** Spread into `<SavedViewsMenu {...page.savedViews} />`. */
  savedViews: SavedViewsMenuProps;
  resetLayout: () => Promise<void>;
  isResetting: boolean;
  /** The columns an export sends: the resource's fields that are visible, in the order shown. */
  exportColumns: () => string[];
};

const columnIdOf = (column: { id?: string; accessorKey?: unknown }) =>
  column.id ?? (typeof column.accessorKey === 'string' ? column.accessorKey : '');

/** The visible resource columns in the grid's order; columns the stored order does not know yet go last. */
export function visibleExportColumns(
  columnIds: readonly string[],
  state: { columnOrder: readonly string[]; columnVisibility: Record<string, boolean> },
  resource: GridResource,
): string[] {
  const fields = new Set(resource.fields.map((field) => field.name));
  const known = columnIds.filter((id) => fields.has(id));
  const ordered = [
    ...state.columnOrder.filter((id) => known.includes(id)),
    ...known.filter((id) => !state.columnOrder.includes(id)),
  ];
  return ordered.filter((id) => state.columnVisibility[id] !== false);
}

/**
 * A saved view as the grid imports it. A view that carries only `filterValue` (no header filters and no
 * builder tree: written by another client or brought over from the old system) gets its filter back in the
 * filter builder; a view of ours restores its own keys, and `filterValue` is only their sum.
 */
export function withRestoredFilter(view: unknown, typeOf: (field: string) => FieldType): unknown {
  if (!view || typeof view !== 'object') return view;
  const state = view as Record<string, unknown>;
  if (!Array.isArray(state.filterValue) || 'columnFilters' in state || 'filterBuilder' in state) return view;
  const filterBuilder = expressionToGroup(state.filterValue, typeOf);
  return filterBuilder ? { ...state, filterBuilder } : view;
}

/**
 * The page glue around a server DataGrid, once for every grid page (issue 9 section 5): the grid itself
 * (`useServerGrid`), saved views that store `filterValue` and restore it, Reset Layout, the export's
 * columns, and a failed load that sends the user to the site root, dropping a stored layout the API
 * refused (400) so the page opens again.
 */
export function useServerGridPage<T>({
  resource,
  fetcher,
  stateKey,
  columns,
  viewType,
  pageTypes,
  resetPath,
  onReset,
  errorPath = '/',
  ...gridOptions
}: ServerGridPageOptions): ServerGridPage<T> {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutateAsync: resetMyView, isPending: isResetting } = useResetMyView();
  const grid = useServerGrid<T>(resource, fetcher, { ...gridOptions, stateKey });
  const { store, userFilter, fieldType, isError, error } = grid;

  useEffect(() => {
    if (!isError) return;
    if (error instanceof ApiError && error.status === 400) clearGridLayout(stateKey);
    void navigate(errorPath, { replace: true });
  }, [isError, error, stateKey, errorPath, navigate]);

  const getState = useCallback(
    () => ({ ...store.exportState(), filterValue: userFilter }),
    [store, userFilter],
  );
  const { importState } = store;
  const applyState = useCallback(
    (view: unknown) => importState(withRestoredFilter(view, fieldType)),
    [importState, fieldType],
  );
  const savedViews = useMemo<SavedViewsMenuProps>(
    () => ({ stateKey, viewType, pageTypes, getState, applyState }),
    [stateKey, viewType, pageTypes, getState, applyState],
  );

  const { reset } = store;
  const resetLayout = useCallback(async () => {
    if (resetPath) {
      await navigate(resetPath);
      return;
    }
    try {
      await resetMyView(viewType);
      clearGridLayout(stateKey);
      reset();
      onReset?.();
      toast('Successfully reset view', 'success');
    } catch {
      toast('Failed to reset view', 'error');
    }
  }, [resetPath, navigate, resetMyView, viewType, stateKey, reset, onReset, toast]);

  const { state } = store;
  const exportColumns = useCallback(
    () => visibleExportColumns(columns.map(columnIdOf), state, resource),
    [columns, state, resource],
  );

  return { grid, savedViews, resetLayout, isResetting, exportColumns };
}
