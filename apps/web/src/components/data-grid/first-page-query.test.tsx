import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '../../lib/http';
import { writeStoredGridState, DEFAULT_GRID_STATE } from './grid-state';
import {
  firstPageQuery,
  useServerGrid,
  viewerTimeZoneFor,
  type GridResource,
  type LoadResult,
} from './use-server-grid';

const KEY = 'prefetchlist';
const RESOURCE: GridResource = {
  fields: [
    { name: 'status', type: 'string' },
    { name: 'amount', type: 'number' },
    { name: 'createddate', type: 'date' },
  ],
};
const DEFAULTS = { pageSize: 50, sorting: [{ id: 'createddate', desc: true }] };
const EXTRA = ['amount', '>', 0];

function setup() {
  const calls: QueryParams[] = [];
  const fetcher = vi.fn(async (params: QueryParams): Promise<LoadResult<unknown>> => {
    calls.push(params);
    return { data: [{ id: calls.length }], totalCount: 1, nextCursor: 'c1' };
  });
  // As the app's client: answers stay fresh for 30 s, so a prefetched page is not asked for again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { calls, fetcher, client, wrapper };
}

afterEach(() => localStorage.clear());

describe('firstPageQuery', () => {
  it('asks for the page the grid asks for first, so the grid shows it without asking again', async () => {
    writeStoredGridState(KEY, {
      ...DEFAULT_GRID_STATE,
      ...DEFAULTS,
      pageSize: 20,
      sorting: [{ id: 'amount', desc: false }],
      columnFilters: [{ id: 'status', value: ['Open'] }],
      searchText: ' leak ',
    });
    const { calls, fetcher, client, wrapper } = setup();
    const options = { stateKey: KEY, queryKey: ['prefetch', 'list'], defaults: DEFAULTS, extraFilter: EXTRA };

    await client.prefetchQuery(firstPageQuery(RESOURCE, fetcher, options));
    expect(calls).toEqual([
      {
        sort: JSON.stringify([{ selector: 'amount', desc: false }]),
        filter: JSON.stringify([EXTRA, 'and', ['status', '=', 'Open']]),
        searchValue: 'leak',
        skip: 0,
        take: 20,
        requireTotalCount: true,
      },
    ]);

    const { result } = renderHook(() => useServerGrid<{ id: number }>(RESOURCE, fetcher, options), {
      wrapper,
    });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.rows).toEqual([{ id: 1 }]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('the next page after a prefetched first page goes by its cursor', async () => {
    const { calls, fetcher, client, wrapper } = setup();
    const options = { stateKey: KEY, queryKey: ['prefetch', 'cursor'], defaults: DEFAULTS };
    await client.prefetchQuery(firstPageQuery(RESOURCE, fetcher, options));

    const { result } = renderHook(() => useServerGrid(RESOURCE, fetcher, options), { wrapper });
    result.current.setPageIndex(1);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ after: 'c1', skip: 0, take: 50 });
  });

  it('with searchMinLength, a shorter stored search is not sent, by the prefetch nor the grid', async () => {
    writeStoredGridState(KEY, { ...DEFAULT_GRID_STATE, ...DEFAULTS, searchText: 'abc' });
    const { calls, fetcher, client, wrapper } = setup();
    const options = {
      stateKey: KEY,
      queryKey: ['prefetch', 'short'],
      defaults: DEFAULTS,
      searchMinLength: 4,
    };
    await client.prefetchQuery(firstPageQuery(RESOURCE, fetcher, options));
    expect(calls[0]?.searchValue).toBeUndefined();

    const { result } = renderHook(() => useServerGrid(RESOURCE, fetcher, options), { wrapper });
    expect(result.current.queryParams.searchValue).toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('viewerTimeZoneFor (decision 191)', () => {
  const DAY_RESOURCE: GridResource = {
    fields: [...RESOURCE.fields, { name: 'pastdue', type: 'boolean', isViewerDayRelative: true }],
  };
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it("sends the viewer's zone only when the filter names a day-relative field, at any depth", () => {
    expect(viewerTimeZoneFor(DAY_RESOURCE, null)).toBeUndefined();
    expect(viewerTimeZoneFor(DAY_RESOURCE, ['status', '=', 'Open'])).toBeUndefined();
    expect(viewerTimeZoneFor(DAY_RESOURCE, ['pastdue', '=', true])).toBe(zone);
    expect(
      viewerTimeZoneFor(DAY_RESOURCE, [['status', '=', 'Open'], 'and', ['!', ['pastdue', '=', true]]]),
    ).toBe(zone);
    // A value that happens to name the field is not a condition on it.
    expect(viewerTimeZoneFor(DAY_RESOURCE, ['status', '=', 'pastdue'])).toBeUndefined();
    expect(viewerTimeZoneFor(RESOURCE, ['pastdue', '=', true])).toBeUndefined();
  });

  it('puts it in the first page the grid and the prefetch ask for', async () => {
    const { calls, fetcher, client } = setup();
    const options = { stateKey: KEY, queryKey: ['prefetch', 'day'], extraFilter: ['pastdue', '=', true] };
    await client.prefetchQuery(firstPageQuery(DAY_RESOURCE, fetcher, options));
    expect(calls[0]).toMatchObject({ filter: JSON.stringify(['pastdue', '=', true]), timezone: zone });
  });
});
