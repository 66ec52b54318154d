import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '../../lib/http';
import { renderWithProviders } from '../../test/render';
import { DataGrid, type DataGridColumn } from './data-grid';
import { useServerGrid, type GridResource, type LoadResult } from './use-server-grid';

type Row = { id: number; name: string };
const RESOURCE: GridResource = { fields: [{ name: 'name', type: 'string' }] };
const TOTAL = 25;
const PAGE = 10;
const ALL: Row[] = Array.from({ length: TOTAL }, (_, i) => ({ id: i + 1, name: `Customer ${i + 1}` }));

/** A keyset list of 25 rows: `after` is the last id seen; the last page has no cursor. */
function setup() {
  const calls: QueryParams[] = [];
  const fetcher = vi.fn(async (params: QueryParams): Promise<LoadResult<unknown>> => {
    calls.push(params);
    const start = params.after ? Number(params.after) : Number(params.skip ?? 0);
    const data = ALL.slice(start, start + Number(params.take));
    const last = data.at(-1);
    const hasMore = last !== undefined && last.id < TOTAL;
    return { data, totalCount: TOTAL, totalCountIsExact: true, nextCursor: hasMore ? String(last.id) : null };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { calls, fetcher, client, wrapper };
}

const options = (key: string) => ({
  queryKey: ['infinite', key],
  defaults: { pageSize: PAGE },
  isInfinite: true,
});

afterEach(() => localStorage.clear());

describe('server grid, infinite mode', () => {
  it('appends each next page by the cursor the page before ended with, until there is no more', async () => {
    const { calls, fetcher, wrapper } = setup();
    const { result } = renderHook(() => useServerGrid<Row>(RESOURCE, fetcher, options('append')), {
      wrapper,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(calls[1]).toMatchObject({ after: '10', skip: 0, take: PAGE, requireTotalCount: false });

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(calls[2]).toMatchObject({ after: '20', take: PAGE });
    expect(result.current.rows.map((row) => row.id)).toEqual(ALL.map((row) => row.id));
    expect(result.current.hasMore).toBe(false);

    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(3);
    expect(result.current.totalCount).toBe(TOTAL);
  });

  it('a new search starts again with one page', async () => {
    const { calls, fetcher, wrapper } = setup();
    const { result } = renderHook(() => useServerGrid<Row>(RESOURCE, fetcher, options('reset')), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(20));

    act(() => result.current.store.patch({ searchText: 'Customer' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ searchValue: 'Customer', skip: 0 }));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.hasMore).toBe(true);
  });

  it('the grid has no pager, says how many rows are loaded, and loads more as the body scrolls to its end', async () => {
    const { fetcher } = setup();
    const columns: DataGridColumn<Row>[] = [{ accessorKey: 'name', header: 'Name' }];
    function Screen() {
      const grid = useServerGrid<Row>(RESOURCE, fetcher, options('scroll'));
      return (
        <DataGrid<Row> server={grid} columns={columns} getRowId={(row) => String(row.id)} maxHeight={300} />
      );
    }
    // jsdom has no layout: every element reports a 300 px box holding 2000 px of rows.
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    try {
      renderWithProviders(<Screen />);
      expect(await screen.findByText('Customer 1')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
      expect(screen.getByText(/10 of\s*25/)).toBeInTheDocument();
      expect(screen.queryByText('Customer 11')).not.toBeInTheDocument();

      const body = document.querySelector<HTMLElement>('.MuiTableContainer-root')!;
      body.scrollTop = 1500;
      fireEvent.scroll(body);
      expect(await screen.findByText('Customer 20')).toBeInTheDocument();
      expect(screen.getByText(/20 of\s*25/)).toBeInTheDocument();
    } finally {
      clientHeight.mockRestore();
      scrollHeight.mockRestore();
    }
  });
});
