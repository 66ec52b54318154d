import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilterCondition, FilterGroup, FilterOperator } from './filter-expression';

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

// The stored state is read by hand, not by a zod schema: every grid screen reads it on its first render, and
// zod is about 25 KB of gzip that a list screen otherwise needs only when a form opens (docs/decisions/197).
// Each key falls back on its own: one bad value (an old version, a hand-edited view) never loses the rest.
type Read<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const readString: Read<string> = (value) => (typeof value === 'string' ? value : undefined);
const readBoolean: Read<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const oneOf =
  <T>(allowed: readonly T[]): Read<T> =>
  (value) =>
    allowed.includes(value as T) ? (value as T) : undefined;
/** An array whose every item reads; one bad item drops the whole key. */
const arrayOf =
  <T>(readItem: Read<T>): Read<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const items = value.map(readItem);
    return items.every((item) => item !== undefined) ? (items as T[]) : undefined;
  };
/** An object whose every value reads; one bad value drops the whole key. */
const recordOf =
  <T>(readValue: Read<T>): Read<Record<string, T>> =>
  (value) => {
    if (!isRecord(value)) return undefined;
    const entries = Object.entries(value).map(([key, item]) => [key, readValue(item)] as const);
    return entries.every(([, item]) => item !== undefined)
      ? (Object.fromEntries(entries) as Record<string, T>)
      : undefined;
  };

const readCondition: Read<FilterCondition> = (value) => {
  if (!isRecord(value) || value.kind !== 'condition') return undefined;
  const { field, operator, value: text, value2 } = value;
  if (typeof field !== 'string' || typeof operator !== 'string' || typeof text !== 'string') return undefined;
  if (value2 !== undefined && typeof value2 !== 'string') return undefined;
  return {
    kind: 'condition',
    field,
    operator: operator as FilterOperator,
    value: text,
    ...(value2 === undefined ? {} : { value2 }),
  };
};
const readGroup: Read<FilterGroup> = (value) => {
  if (!isRecord(value) || value.kind !== 'group') return undefined;
  const logic = oneOf(['and', 'or'] as const)(value.logic);
  const isNegated = value.isNegated === undefined ? undefined : readBoolean(value.isNegated);
  const items = arrayOf<FilterCondition | FilterGroup>((item) => readCondition(item) ?? readGroup(item))(
    value.items,
  );
  if (!logic || !items || (value.isNegated !== undefined && isNegated === undefined)) return undefined;
  return { kind: 'group', logic, ...(isNegated === undefined ? {} : { isNegated }), items };
};

/** Every key of the state, each read on its own (undefined: absent or bad, so the default counts). */
function readStateKeys(input: Record<string, unknown>): { [K in keyof GridState]?: GridState[K] } {
  return {
    pageSize: oneOf([10, 20, 50, 100])(input.pageSize),
    sorting: arrayOf((item) => {
      if (!isRecord(item) || typeof item.id !== 'string' || typeof item.desc !== 'boolean') return undefined;
      return { id: item.id, desc: item.desc };
    })(input.sorting),
    columnVisibility: recordOf(readBoolean)(input.columnVisibility),
    columnOrder: arrayOf(readString)(input.columnOrder),
    columnSizing: recordOf<number>((value) =>
      typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : undefined,
    )(input.columnSizing),
    columnFilters: arrayOf((item) => {
      if (!isRecord(item) || typeof item.id !== 'string' || !Array.isArray(item.value)) return undefined;
      return { id: item.id, value: item.value as unknown[] };
    })(input.columnFilters),
    // null is a stored "no filter panel"; absent or bad falls back to the default.
    filterBuilder: input.filterBuilder === null ? null : readGroup(input.filterBuilder),
    searchText: readString(input.searchText),
    density: oneOf(['compact', 'comfortable', 'spacious'] as const)(input.density),
    variant: oneOf(['table', 'cards'] as const)(input.variant),
  };
}

/**
 * Reads a stored or imported state over the defaults. `knownColumns`, when given, drops sorts and
 * filters on columns the grid no longer has, so an old view never makes the API answer 400.
 */
export function parseGridState(
  input: unknown,
  defaults: GridState,
  knownColumns?: readonly string[],
): GridState {
  const value = readStateKeys(isRecord(input) ? input : {});
  const isKnown = (id: string) => !knownColumns || knownColumns.includes(id);
  const state: GridState = {
    pageSize: value.pageSize ?? defaults.pageSize,
    sorting: (value.sorting ?? defaults.sorting).filter((s) => isKnown(s.id)),
    columnVisibility: value.columnVisibility ?? defaults.columnVisibility,
    columnOrder: value.columnOrder ?? defaults.columnOrder,
    columnSizing: value.columnSizing ?? defaults.columnSizing,
    columnFilters: (value.columnFilters ?? defaults.columnFilters).filter((f) => isKnown(f.id)),
    filterBuilder: value.filterBuilder === undefined ? defaults.filterBuilder : value.filterBuilder,
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
