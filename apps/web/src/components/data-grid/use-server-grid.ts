import {
  LIST_MAX_SKIP,
  type GroupOption,
  type GroupRow,
  type ListField,
  type SummaryOption,
} from '@dispatchwise/shared';
import {
  keepPreviousData,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QueryParams } from '../../lib/http';
import {
  groupToExpression,
  joinExpressions,
  valuesToExpression,
  type FieldType,
  type FilterExpression,
} from './filter-expression';
import {
  DEFAULT_GRID_STATE,
  readStoredGridState,
  useGridState,
  type GridState,
  type GridStateStore,
} from './grid-state';
import { useLiveGrid } from './live-grid';

/** The answer of a grid call (docs/platform.md "Grid protocol"). */
export type LoadResult<T> = {
  data: T[];
  totalCount?: number;
  totalCountIsExact?: boolean;
  summary?: unknown;
  nextCursor?: string | null;
};

export type { GroupRow };

/** Calls the grid's endpoint with the load options as query parameters. */
export type GridFetcher = (params: QueryParams, signal?: AbortSignal) => Promise<LoadResult<unknown>>;

/** The part of a shared resource (`@dispatchwise/shared` resources/) the grid reads. */
export type GridResource = {
  fields: readonly Pick<ListField, 'name' | 'type' | 'isViewerDayRelative'>[];
};

export type ServerGridOptions = {
  /** localStorage key, e.g. GRID_STORAGE_KEYS.workOrders. */
  stateKey?: string;
  /** Identifies the list and any extra parameters (quick filter, flags) in the query cache. */
  queryKey: readonly unknown[];
  defaults?: Partial<GridState>;
  /** Conditions the screen adds to the user's (kept out of the saved state). */
  extraFilter?: FilterExpression | null;
  isEnabled?: boolean;
  /**
   * The search text is sent only when empty or at least this long; a shorter text keeps the last one sent
   * (the vendor grids: VENDOR_SEARCH_MIN_LENGTH, spec A section 9). Every text counts by default.
   */
  searchMinLength?: number;
  /**
   * Infinite scrolling (spec A "Customers list"): no pager; scrolling near the end appends the next page,
   * read by the previous page's keyset cursor. Each page keeps its own cache entry (the first page's is
   * the one `firstPageQuery` prefetches), and any change of filter, sort or search starts again at one page.
   */
  isInfinite?: boolean;
  /** Footer aggregates over the whole filtered result, asked with every page (`summary` answers them). */
  totalSummary?: readonly SummaryOption[];
  /**
   * A list of work orders kept current by the live stream (docs/decisions/183): the page shown is read
   * again in place when its orders change or new ones come, and new rows are highlighted.
   */
  isLive?: boolean;
};

/** What one group answer asks for: the column, its aggregates per group, and which groups. */
export type GroupsRequest = {
  group: GroupOption;
  groupSummary?: readonly SummaryOption[];
  skip?: number;
  take?: number;
};

export type ServerGrid<T> = {
  store: GridStateStore;
  pageIndex: number;
  setPageIndex: (index: number) => void;
  /** Infinite mode: the rows are every page loaded so far. */
  isInfinite: boolean;
  /** Infinite mode: whether the API has rows after the last one loaded. */
  hasMore: boolean;
  /** Infinite mode: asks for the next page (nothing while one loads or when there is no more). */
  loadMore: () => void;
  rows: T[];
  totalCount: number;
  /** False when the API gave a bound ("more than N"). */
  isTotalExact: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  /** Load options without paging: the filter, sort and search the grid shows (export sends them). */
  queryParams: QueryParams;
  /** The combined filter expression the API gets: the screen's `extraFilter` and the user's. */
  filter: FilterExpression | null;
  /** The user's filter alone (header filters and builder), without `extraFilter`: saved views store it as `filterValue`. */
  userFilter: FilterExpression | null;
  fieldType: (field: string) => FieldType;
  /** Distinct values of one column under the other filters, for its header filter. */
  fetchColumnValues: (columnId: string, signal?: AbortSignal) => Promise<GroupRow[]>;
  /** A cache key for one column's values under the current filters. */
  columnValuesKey: (columnId: string) => readonly unknown[];
  /** The `totalSummary` values of the page shown, in the order asked; null when none were asked. */
  summary: (number | null)[] | null;
  /** Groups of one column under the grid's filter and search, with their counts and `groupSummary` values. */
  fetchGroups: (request: GroupsRequest, signal?: AbortSignal) => Promise<LoadResult<GroupRow>>;
  refetch: () => void;
  /** Live lists: the work orders that just appeared on the page (highlighted for a few seconds). */
  freshRowIds: ReadonlySet<number>;
};

/** Maps a resource field type to the filter builder's four kinds. */
export function toFieldType(type: string | undefined): FieldType {
  const t = (type ?? '').toLowerCase();
  if (/^(number|money)(\[\])?$/.test(t) || /(int|numeric|decimal)/.test(t)) return 'number';
  if (/(date|time)/.test(t)) return 'date';
  if (/bool/.test(t)) return 'boolean';
  return 'string';
}

/** The filter the user set (header filters and builder), without the screen's own; one column left out on request. */
export function userFilterOf(
  state: Pick<GridState, 'columnFilters' | 'filterBuilder'>,
  fieldType: (field: string) => FieldType,
  excludeColumn?: string,
): FilterExpression | null {
  return joinExpressions([
    ...state.columnFilters
      .filter((f) => f.id !== excludeColumn)
      .map((f) => valuesToExpression(f.id, f.value)),
    groupToExpression(state.filterBuilder, fieldType),
  ]);
}

/** The field names a filter expression's conditions name. */
function fieldsOf(node: unknown): string[] {
  if (!Array.isArray(node)) return [];
  if (typeof node[0] === 'string' && node[0] !== '!') return [node[0]];
  return node.flatMap(fieldsOf);
}

/**
 * The viewer's time zone when the filter names a field compared with the viewer's day (`pastdue`): the API
 * reads "today" there (the `timezone` load option, docs/decisions/191); otherwise nothing is added.
 */
export function viewerTimeZoneFor(
  resource: GridResource,
  filter: FilterExpression | null,
): string | undefined {
  const relative = resource.fields.filter((field) => field.isViewerDayRelative).map((field) => field.name);
  if (!filter || relative.length === 0 || !fieldsOf(filter).some((name) => relative.includes(name)))
    return undefined;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** The load options without paging: the sort, the combined filter, the search text (and the viewer's zone). */
export function loadOptionsOf(
  sorting: GridState['sorting'],
  filter: FilterExpression | null,
  searchText: string,
  timeZone?: string,
): QueryParams {
  return {
    sort: sorting.length ? JSON.stringify(sorting.map((s) => ({ selector: s.id, desc: s.desc }))) : undefined,
    filter: filter ? JSON.stringify(filter) : undefined,
    searchValue: searchText.trim() || undefined,
    ...(timeZone ? { timezone: timeZone } : {}),
  };
}

/** Whether a search text is sent: empty, or at least `minLength` characters once trimmed. */
export const isSearchSent = (text: string, minLength = 0) => {
  const length = text.trim().length;
  return length === 0 || length >= minLength;
};

/** The query-cache key of one page. */
export const pageQueryKey = (
  queryKey: readonly unknown[],
  queryParams: QueryParams,
  take: number,
  pageIndex: number,
) => [...queryKey, 'page', queryParams, take, pageIndex] as const;

const fieldTypeOf = (resource: GridResource) => (field: string) =>
  toFieldType(resource.fields.find((f) => f.name === field)?.type);

/**
 * The first page a server grid will ask for, as `useServerGrid` builds it from the same stored state: a
 * screen starts it while its code and the session load, so the grid's first render already has its rows
 * (docs/decisions/129, round 3).
 */
export function firstPageQuery(
  resource: GridResource,
  fetcher: GridFetcher,
  { stateKey, queryKey, defaults, extraFilter = null, searchMinLength }: Omit<ServerGridOptions, 'isEnabled'>,
) {
  const state = readStoredGridState(
    stateKey,
    { ...DEFAULT_GRID_STATE, ...defaults },
    resource.fields.map((f) => f.name),
  );
  const fieldType = fieldTypeOf(resource);
  const filter = joinExpressions([extraFilter, userFilterOf(state, fieldType)]);
  const searchText = isSearchSent(state.searchText, searchMinLength) ? state.searchText : '';
  const queryParams = loadOptionsOf(state.sorting, filter, searchText, viewerTimeZoneFor(resource, filter));
  const take = state.pageSize;
  return {
    queryKey: pageQueryKey(queryKey, queryParams, take, 0),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      fetcher({ ...queryParams, skip: 0, take, requireTotalCount: true }, signal),
  };
}

/**
 * Where a page starts: from the nearest page at or before it whose keyset cursor is known, skipping
 * the pages in between; page 1 and far jumps without a cursor read by offset (the API serves up to
 * LIST_MAX_SKIP rows of offset, deeper pages only by cursor).
 */
export function startOfPage(
  cursors: ReadonlyMap<string, string>,
  signature: string,
  pageIndex: number,
  take: number,
): { after: string | undefined; skip: number } {
  for (let index = pageIndex; index > 0; index -= 1) {
    const after = cursors.get(`${signature}|${index}`);
    if (after) return { after, skip: (pageIndex - index) * take };
    if ((pageIndex - index + 1) * take > LIST_MAX_SKIP) break;
  }
  return { after: undefined, skip: pageIndex * take };
}

/** The appended pages of infinite mode as one value, new only when one of them changes. */
function combinePages(results: UseQueryResult<LoadResult<unknown>>[]) {
  return {
    answers: results.map((result) => result.data),
    isFetching: results.some((result) => result.isFetching),
    refetch: () => results.forEach((result) => void result.refetch()),
  };
}

/**
 * Server mode of the DataGrid: owns the grid state and turns it into load options, one page at a time,
 * keeping the previous page on screen while the next loads. Next pages go by keyset: the cursor that
 * starts each page index is remembered, and a page without one (a far jump) falls back to skip/take.
 */
export function useServerGrid<T>(
  resource: GridResource,
  fetcher: GridFetcher,
  {
    stateKey,
    queryKey,
    defaults,
    extraFilter = null,
    isEnabled = true,
    searchMinLength,
    isInfinite = false,
    totalSummary,
    isLive = false,
  }: ServerGridOptions,
): ServerGrid<T> {
  const fieldNames = useMemo(() => resource.fields.map((f) => f.name), [resource]);
  const initial = useMemo(() => ({ ...DEFAULT_GRID_STATE, ...defaults }), [defaults]);
  const store = useGridState(stateKey, initial, fieldNames);
  const { state } = store;

  const fieldType = useMemo(() => fieldTypeOf(resource), [resource]);

  const buildUserFilter = useCallback(
    (excludeColumn?: string) => userFilterOf(state, fieldType, excludeColumn),
    // Only the filter parts of the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.columnFilters, state.filterBuilder, fieldType],
  );
  const buildFilter = useCallback(
    (excludeColumn?: string) => joinExpressions([extraFilter, buildUserFilter(excludeColumn)]),
    [extraFilter, buildUserFilter],
  );
  const userFilter = useMemo(() => buildUserFilter(), [buildUserFilter]);
  const filter = useMemo(() => buildFilter(), [buildFilter]);

  // The search sent: the typed text once it is empty or long enough, else the last one sent.
  const [searchText, setSearchText] = useState(() =>
    isSearchSent(state.searchText, searchMinLength) ? state.searchText : '',
  );
  if (searchText !== state.searchText && isSearchSent(state.searchText, searchMinLength))
    setSearchText(state.searchText);

  const queryParams = useMemo<QueryParams>(
    () => loadOptionsOf(state.sorting, filter, searchText, viewerTimeZoneFor(resource, filter)),
    [state.sorting, filter, searchText, resource],
  );
  // Footers are asked with each page (one statement answers both), not part of what an export sends.
  const summaryParam = totalSummary?.length ? JSON.stringify(totalSummary) : undefined;
  const pageKeyParams = useMemo(
    () => (summaryParam ? { ...queryParams, totalSummary: summaryParam } : queryParams),
    [queryParams, summaryParam],
  );

  // Any change of what is asked starts again at page 1 with no cursors.
  const signature = JSON.stringify([queryKey, queryParams, state.pageSize]);
  const [page, setPage] = useState({ signature, index: 0 });
  // In infinite mode the index counts the pages appended after the first, which stays page 0 of the cache.
  const pageIndex = page.signature === signature && !isInfinite ? page.index : 0;
  const appendedCount = page.signature === signature && isInfinite ? page.index : 0;
  const setPageIndex = useCallback((index: number) => setPage({ signature, index }), [signature]);
  const cursors = useRef(new Map<string, string>());

  const take = state.pageSize;
  const query = useQuery({
    queryKey: pageQueryKey(queryKey, pageKeyParams, take, pageIndex),
    queryFn: async ({ signal }) => {
      const { after, skip } = startOfPage(cursors.current, signature, pageIndex, take);
      return (await fetcher(
        { ...pageKeyParams, skip, take, requireTotalCount: true, after },
        signal,
      )) as LoadResult<T>;
    },
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
  // The cursor that starts the next page, from the page shown (also when a prefetch loaded it).
  const nextCursor = query.isPlaceholderData ? undefined : query.data?.nextCursor;
  useEffect(() => {
    if (nextCursor) cursors.current.set(`${signature}|${pageIndex + 1}`, nextCursor);
  }, [nextCursor, signature, pageIndex]);

  // Infinite mode: page n starts at the cursor the page before it ended with (else by offset, while allowed),
  // read from the cache, where that page's answer is by the time page n is asked for.
  const queryClient = useQueryClient();
  const answerOf = (index: number): LoadResult<T> | undefined =>
    index === 0
      ? query.isPlaceholderData
        ? undefined
        : query.data
      : queryClient.getQueryData<LoadResult<T>>(pageQueryKey(queryKey, queryParams, take, index));
  const startOf = (index: number): { after?: string; skip: number } | null => {
    const before = answerOf(index - 1);
    if (!before) return null;
    if (before.nextCursor) return { after: before.nextCursor, skip: 0 };
    return index * take <= LIST_MAX_SKIP ? { skip: index * take } : null;
  };
  const appended = useQueries({
    queries: Array.from({ length: appendedCount }, (_, offset) => {
      const index = offset + 1;
      return {
        queryKey: pageQueryKey(queryKey, queryParams, take, index),
        queryFn: async ({ signal }: { signal?: AbortSignal }) =>
          (await fetcher(
            { ...queryParams, take, requireTotalCount: false, ...startOf(index) },
            signal,
          )) as LoadResult<T>,
        enabled: isEnabled && startOf(index) !== null,
      };
    }),
    combine: combinePages,
  });
  const lastAnswer = answerOf(appendedCount);
  const hasMore =
    isInfinite &&
    lastAnswer !== undefined &&
    lastAnswer.data.length === take &&
    (Boolean(lastAnswer.nextCursor) || (appendedCount + 1) * take < (query.data?.totalCount ?? 0));
  const isAppending = appended.isFetching;
  const loadMore = useCallback(() => {
    if (hasMore && !isAppending) setPage({ signature, index: appendedCount + 1 });
  }, [hasMore, isAppending, signature, appendedCount]);

  const fetchColumnValues = useCallback(
    async (columnId: string, signal?: AbortSignal) => {
      const other = buildFilter(columnId);
      const timeZone = viewerTimeZoneFor(resource, other);
      const result = await fetcher(
        {
          group: JSON.stringify([{ selector: columnId }]),
          filter: other ? JSON.stringify(other) : undefined,
          searchValue: searchText.trim() || undefined,
          requireTotalCount: false,
          ...(timeZone ? { timezone: timeZone } : {}),
        },
        signal,
      );
      return (result.data ?? []) as GroupRow[];
    },
    [buildFilter, fetcher, searchText, resource],
  );

  const fetchGroups = useCallback(
    (request: GroupsRequest, signal?: AbortSignal) =>
      fetcher(
        {
          group: JSON.stringify([request.group]),
          groupSummary: request.groupSummary?.length ? JSON.stringify(request.groupSummary) : undefined,
          filter: filter ? JSON.stringify(filter) : undefined,
          searchValue: searchText.trim() || undefined,
          skip: request.skip,
          take: request.take,
          requireTotalCount: true,
          timezone: queryParams.timezone,
        },
        signal,
      ) as Promise<LoadResult<GroupRow>>,
    [fetcher, filter, searchText, queryParams.timezone],
  );

  const columnValuesKey = useCallback(
    (columnId: string) => [...queryKey, 'values', columnId, buildFilter(columnId), searchText.trim()],
    [queryKey, buildFilter, searchText],
  );

  // Live: the page shown read again and put in the cache, without the query's fetching state (no spinner).
  const pageKey = pageQueryKey(queryKey, pageKeyParams, take, pageIndex);
  const refreshInPlace = async () => {
    const { after, skip } = startOfPage(cursors.current, signature, pageIndex, take);
    const answer = (await fetcher({ ...pageKeyParams, skip, take, requireTotalCount: true, after }).catch(
      () => undefined,
    )) as LoadResult<T> | undefined;
    if (!answer) return undefined;
    queryClient.setQueryData(pageKey, answer);
    if (isInfinite) appended.refetch();
    return answer.data;
  };

  const data = query.data;
  const rows = useMemo(
    () =>
      isInfinite
        ? [data, ...appended.answers].flatMap((answer) => (answer?.data ?? []) as T[])
        : (data?.data ?? []),
    [isInfinite, data, appended.answers],
  );
  const freshRowIds = useLiveGrid({ isEnabled: isLive && isEnabled, rows, refresh: refreshInPlace });

  return {
    store,
    freshRowIds,
    pageIndex,
    setPageIndex,
    isInfinite,
    hasMore,
    loadMore,
    rows,
    totalCount: data?.totalCount ?? 0,
    isTotalExact: data?.totalCountIsExact ?? true,
    isLoading: query.isLoading,
    isFetching: query.isFetching || isAppending,
    isError: query.isError,
    error: query.error,
    queryParams,
    filter,
    userFilter,
    fieldType,
    fetchColumnValues,
    columnValuesKey,
    summary: Array.isArray(data?.summary) ? (data.summary as (number | null)[]) : null,
    fetchGroups,
    refetch: () => {
      void query.refetch();
      appended.refetch();
    },
  };
}
