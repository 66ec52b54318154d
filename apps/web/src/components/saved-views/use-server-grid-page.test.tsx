import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, type QueryParams } from '../../lib/http';
import { renderWithProviders } from '../../test/render';
import type { GridFetcher, GridResource, LoadResult } from '../data-grid';
import { GridViewTools } from './grid-view-tools';
import { useServerGridPage, visibleExportColumns } from './use-server-grid-page';

const KEY = 'testlist';
const RESOURCE: GridResource = {
  fields: [
    { name: 'status', type: 'string' },
    { name: 'amount', type: 'number' },
    { name: 'createddate', type: 'date' },
  ],
};
const COLUMNS = [
  { id: 'mrt-row-actions' },
  { id: 'status' },
  { id: 'amount' },
  { accessorKey: 'createddate' },
];
type Row = { id: number; status: string };

function ListPage({ onReset, resetPath }: { onReset?: () => void; resetPath?: string }) {
  const fetcher = useCallback<GridFetcher>(
    (params: QueryParams, signal?: AbortSignal) =>
      http.get<LoadResult<Row>>('/api/test/list', { params, signal }),
    [],
  );
  const page = useServerGridPage<Row>({
    resource: RESOURCE,
    fetcher,
    stateKey: KEY,
    queryKey: ['test', 'list'],
    columns: COLUMNS,
    viewType: 'w',
    onReset,
    resetPath,
  });
  return (
    <div>
      <GridViewTools page={page} />
      <p>{page.grid.isLoading ? 'Loading' : `Rows: ${page.grid.rows.length}`}</p>
      <p>Export: {page.exportColumns().join(',')}</p>
    </div>
  );
}

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch stub: the list answers `list()` (200 by default), views answer `views`, calls are recorded. */
function stubApi({ list, views = [] }: { list?: () => Answer; views?: unknown[] } = {}) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      if (url.pathname === '/api/test/list') {
        return json(list?.() ?? { status: 200, body: { data: [{ id: 1, status: 'Open' }], totalCount: 1 } });
      }
      if (url.pathname === '/api/view/getuserviews') return json({ status: 200, body: views });
      if (url.pathname === '/api/view/createview') {
        return json({
          status: 200,
          body: { viewid: 9, viewname: 'Mine', viewtype: 'w', isdefault: true, view: body },
        });
      }
      if (url.pathname === '/api/view/resetmyview')
        return json({ status: 200, body: { viewtype: 'w', reset: 1 } });
      return json({ status: 404, body: { message: 'Not found' } });
    }),
  );
  return calls;
}

const renderList = (props: Parameters<typeof ListPage>[0] = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Site root</p>} />
      <Route path="/list" element={<ListPage {...props} />} />
      <Route path="/list/reset" element={<p>Reset route</p>} />
    </Routes>,
    { route: '/list' },
  );

const STORED = {
  version: 1,
  pageSize: 50,
  sorting: [{ id: 'amount', desc: true }],
  columnFilters: [{ id: 'status', value: ['Open', null] }],
  filterBuilder: {
    kind: 'group',
    logic: 'and',
    items: [{ kind: 'condition', field: 'amount', operator: '>', value: '10' }],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useServerGridPage', () => {
  it('drops a stored layout the API refuses (400) and sends the user to the site root', async () => {
    localStorage.setItem(KEY, JSON.stringify(STORED));
    localStorage.setItem(`${KEY}:view`, '4');
    sessionStorage.setItem(`${KEY}:defaultapplied`, '1');
    const calls = stubApi({ list: () => ({ status: 400, body: { message: 'Unknown field amount.' } }) });
    renderList();
    expect(await screen.findByText('Site root')).toBeInTheDocument();
    // The refused request carried the stored layout.
    const first = calls.find((call) => call.url.pathname === '/api/test/list')!;
    expect(first.url.searchParams.get('take')).toBe('50');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(`${KEY}:view`)).toBeNull();
    expect(sessionStorage.getItem(`${KEY}:defaultapplied`)).toBeNull();
  });

  it('keeps the layout on any other failure, and still goes to the site root', async () => {
    localStorage.setItem(KEY, JSON.stringify(STORED));
    stubApi({ list: () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    renderList();
    expect(await screen.findByText('Site root')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ pageSize: 50 });
  });

  it('saves filterValue, the header filters and builder as one expression, beside the grid state', async () => {
    const user = userEvent.setup();
    localStorage.setItem(KEY, JSON.stringify(STORED));
    sessionStorage.setItem(`${KEY}:defaultapplied`, '1');
    const calls = stubApi();
    renderList();
    expect(await screen.findByText('Rows: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(screen.getByRole('menuitem', { name: /New/ }));
    // The New View form loads on first use (decision 197).
    await user.type(await screen.findByPlaceholderText('Enter New View Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('View Saved');
    const saved = calls.find((call) => call.url.pathname === '/api/view/createview')!;
    const filterValue = [[['status', '=', 'Open'], 'or', ['status', '=', null]], 'and', ['amount', '>', 10]];
    expect(saved.body).toMatchObject({ pageSize: 50, columnFilters: STORED.columnFilters, filterValue });
    // The list was asked with the same expression.
    const list = calls.filter((call) => call.url.pathname === '/api/test/list').at(-1)!;
    expect(JSON.parse(list.url.searchParams.get('filter')!)).toEqual(filterValue);
  });

  it('restores a default view that carries only filterValue into the filter builder', async () => {
    const filterValue = [['status', 'contains', 'Open'], 'and', ['!', ['amount', 'between', [1, 5]]]];
    const calls = stubApi({
      views: [
        { viewid: 3, viewname: 'Old', viewtype: 'w', isdefault: true, view: { pageSize: 10, filterValue } },
      ],
    });
    renderList();
    await waitFor(() => {
      const asked = calls.filter((call) => call.url.pathname === '/api/test/list').at(-1)!;
      expect(asked.url.searchParams.get('take')).toBe('10');
      expect(JSON.parse(asked.url.searchParams.get('filter')!)).toEqual(filterValue);
    });
    expect(JSON.parse(localStorage.getItem(KEY)!).filterBuilder).toMatchObject({
      kind: 'group',
      logic: 'and',
      items: [
        { kind: 'condition', field: 'status', operator: 'contains', value: 'Open' },
        { kind: 'group', isNegated: true, items: [{ operator: 'between', value: '1', value2: '5' }] },
      ],
    });
  });

  it('Reset Layout in place: the server default, the stored layout and the page toolbar go back', async () => {
    const user = userEvent.setup();
    localStorage.setItem(KEY, JSON.stringify(STORED));
    localStorage.setItem(`${KEY}:view`, '4');
    const onReset = vi.fn();
    const calls = stubApi();
    renderList({ onReset });
    expect(await screen.findByText('Rows: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Layout' }));
    expect(await screen.findByText('Successfully reset view')).toBeInTheDocument();
    const reset = calls.find((call) => call.url.pathname === '/api/view/resetmyview')!;
    expect(reset.method).toBe('PUT');
    expect(reset.url.searchParams.get('viewType')).toBe('w');
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(`${KEY}:view`)).toBeNull();
    const asked = calls.filter((call) => call.url.pathname === '/api/test/list').at(-1)!;
    expect(asked.url.searchParams.get('filter')).toBeNull();
    expect(asked.url.searchParams.get('take')).toBe('20');
  });

  it('Reset Layout through a route when the page has one (/workorder/resetmyview)', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderList({ resetPath: '/list/reset' });
    expect(await screen.findByText('Rows: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Layout' }));
    expect(await screen.findByText('Reset route')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/view/resetmyview')).toBe(false);
  });

  it('exports the visible resource columns in the order shown, new columns last', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        columnOrder: ['mrt-row-actions', 'amount', 'status'],
        columnVisibility: { status: false },
      }),
    );
    stubApi();
    renderList();
    expect(await screen.findByText('Export: amount,createddate')).toBeInTheDocument();
    expect(
      visibleExportColumns(
        ['status', 'amount', 'createddate', 'mrt-row-actions'],
        { columnOrder: [], columnVisibility: {} },
        RESOURCE,
      ),
    ).toEqual(['status', 'amount', 'createddate']);
  });
});
