import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import type { FilterGroup } from './filter-expression';

/**
 * What a grid remembers between visits under its key (spec A section 9 "Local storage keys") and what a
 * saved view stores (docs/decisions/095): everything the user arranged, never the page index or the rows.
 */
export type GridState = {
  pageSize: number;
  sorting: { id: string; desc: boolean }[];
  columnVisibility: Record<string, boolean>;
  columnOrder: string[];
  columnSizing: Record<string, number>;
  /** Header filters: the values picked per column. */
  columnFilters: { id: string; value: unknown[] }[];
  /** The filter panel's and/or tree. */
  filterBuilder: FilterGroup | null;
  searchText: string;
  density: 'compact' | 'comfortable' | 'spacious';
  variant: 'table' | 'cards';
};

export const GRID_STATE_VERSION = 1;

export const DEFAULT_GRID_STATE: GridState = {
  pageSize: 20,
  sorting: [],
  columnVisibility: {},
  columnOrder: [],
  columnSizing: {},
  columnFilters: [],
  filterBuilder: null,
  searchText: '',
  density: 'compact',
  variant: 'table',
};

const conditionSchema = z.object({
  kind: z.literal('condition'),
  field: z.string(),
  operator: z.string(),
  value: z.string(),
  value2: z.string().optional(),
});
type GroupInput = { kind: 'group'; logic: 'and' | 'or'; isNegated?: boolean; items: unknown[] };
const groupSchema: z.ZodType<GroupInput> = z.lazy(() =>
  z.object({
    kind: z.literal('group'),
    logic: z.enum(['and', 'or']),
    isNegated: z.boolean().optional(),
    items: z.array(z.union([conditionSchema, groupSchema])),
  }),
);

// Each key falls back on its own: one bad value (an old version, a hand-edited view) never loses the rest.
const stateSchema = z.object({
  pageSize: z
    .union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)])
    .optional()
    .catch(undefined),
  sorting: z
    .array(z.object({ id: z.string(), desc: z.boolean() }))
    .optional()
    .catch(undefined),
  columnVisibility: z.record(z.string(), z.boolean()).optional().catch(undefined),
  columnOrder: z.array(z.string()).optional().catch(undefined),
  columnSizing: z.record(z.string(), z.number().positive()).optional().catch(undefined),
  columnFilters: z
    .array(z.object({ id: z.string(), value: z.array(z.unknown()) }))
    .optional()
    .catch(undefined),
  filterBuilder: groupSchema.nullable().optional().catch(undefined),
  searchText: z.string().optional().catch(undefined),
  density: z.enum(['compact', 'comfortable', 'spacious']).optional().catch(undefined),
  variant: z.enum(['table', 'cards']).optional().catch(undefined),
});

/**
 * Reads a stored or imported state over the defaults. `knownColumns`, when given, drops sorts and
 * filters on columns the grid no longer has, so an old view never makes the API answer 400.
 */
export function parseGridState(
  input: unknown,
  defaults: GridState,
  knownColumns?: readonly string[],
): GridState {
  const parsed = stateSchema.safeParse(input && typeof input === 'object' ? input : {});
  if (!parsed.success) return defaults;
  const value = parsed.data;
  const isKnown = (id: string) => !knownColumns || knownColumns.includes(id);
  const state: GridState = {
    pageSize: value.pageSize ?? defaults.pageSize,
    sorting: (value.sorting ?? defaults.sorting).filter((s) => isKnown(s.id)),
    columnVisibility: value.columnVisibility ?? defaults.columnVisibility,
    columnOrder: value.columnOrder ?? defaults.columnOrder,
    columnSizing: value.columnSizing ?? defaults.columnSizing,
    columnFilters: (value.columnFilters ?? defaults.columnFilters).filter((f) => isKnown(f.id)),
    filterBuilder: (value.filterBuilder === undefined
      ? defaults.filterBuilder
      : value.filterBuilder) as FilterGroup | null,
    searchText: value.searchText ?? defaults.searchText,
    density: value.density ?? defaults.density,
    variant: value.variant ?? defaults.variant,
  };
  if (state.filterBuilder && knownColumns) state.filterBuilder = pruneGroup(state.filterBuilder, isKnown);
  return state;
}

function pruneGroup(group: FilterGroup, isKnown: (id: string) => boolean): FilterGroup {
  return {
    ...group,
    items: group.items
      .map((item) => (item.kind === 'group' ? pruneGroup(item, isKnown) : item))
      .filter((item) => (item.kind === 'group' ? item.items.length > 0 : isKnown(item.field))),
  };
}

export function readStoredGridState(
  key: string | undefined,
  defaults: GridState,
  knownColumns?: readonly string[],
): GridState {
  if (!key) return defaults;
  try {
    const raw = localStorage.getItem(key);
    return raw ? parseGridState(JSON.parse(raw), defaults, knownColumns) : defaults;
  } catch {
    return defaults;
  }
}

export function writeStoredGridState(key: string | undefined, state: GridState): void {
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify({ version: GRID_STATE_VERSION, ...state }));
  } catch {
    // Storage full or disabled: the grid still works for this visit.
  }
}

export function clearStoredGridState(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export type GridStateStore = {
  state: GridState;
  defaults: GridState;
  /** Changes part of the state (and persists it). */
  patch: (next: Partial<GridState> | ((current: GridState) => Partial<GridState>)) => void;
  /** Replaces the state with an imported one (a saved view), read over the defaults. */
  importState: (input: unknown) => void;
  /** The state as a saved view stores it. */
  exportState: () => GridState & { version: number };
  /** Back to the defaults; the stored copy is removed. */
  reset: () => void;
};

/** The state of one grid, kept in localStorage under `key` when given. */
export function useGridState(
  key: string | undefined,
  defaults: GridState,
  knownColumns?: readonly string[],
): GridStateStore {
  const [state, setState] = useState<GridState>(() => readStoredGridState(key, defaults, knownColumns));
  const [isReset, setIsReset] = useState(false);
  // The caller's defaults and column list are constants of the grid; the latest are read when needed.
  const setup = useRef({ defaults, knownColumns });
  useEffect(() => {
    setup.current = { defaults, knownColumns };
  });

  useEffect(() => {
    if (isReset) return;
    writeStoredGridState(key, state);
  }, [key, state, isReset]);

  const patch = useCallback<GridStateStore['patch']>((next) => {
    setIsReset(false);
    setState((current) => ({ ...current, ...(typeof next === 'function' ? next(current) : next) }));
  }, []);

  const importState = useCallback((input: unknown) => {
    setIsReset(false);
    setState(parseGridState(input, setup.current.defaults, setup.current.knownColumns));
  }, []);

  const exportState = useCallback(() => ({ version: GRID_STATE_VERSION, ...state }), [state]);

  const reset = useCallback(() => {
    if (key) clearStoredGridState(key);
    setIsReset(true);
    setState(setup.current.defaults);
  }, [key]);

  return { state, defaults, patch, importState, exportState, reset };
}
