import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid } from './data-grid';
import { DEFAULT_GRID_STATE, parseGridState, useGridState, type GridState } from './grid-state';

const defaults: GridState = { ...DEFAULT_GRID_STATE, pageSize: 100 };
const columns = ['wonumber', 'city', 'status'];

describe('grid state', () => {
  it('persists changes under the key and restores them on the next visit', () => {
    const first = renderHook(() => useGridState('workorderlist', defaults, columns));
    act(() =>
      first.result.current.patch({
        pageSize: 50,
        sorting: [{ id: 'city', desc: true }],
        columnVisibility: { status: false },
        columnOrder: ['status', 'wonumber', 'city'],
        columnSizing: { city: 180 },
        columnFilters: [{ id: 'status', value: ['TBS'] }],
        searchText: 'roof',
      }),
    );
    first.unmount();
    expect(JSON.parse(localStorage.getItem('workorderlist')!)).toMatchObject({ version: 1, pageSize: 50 });

    const second = renderHook(() => useGridState('workorderlist', defaults, columns));
    expect(second.result.current.state).toMatchObject({
      pageSize: 50,
      sorting: [{ id: 'city', desc: true }],
      columnVisibility: { status: false },
      columnOrder: ['status', 'wonumber', 'city'],
      columnSizing: { city: 180 },
      columnFilters: [{ id: 'status', value: ['TBS'] }],
      searchText: 'roof',
    });
  });

  it('exports and imports the state as JSON for saved views; reset forgets it', () => {
    const { result } = renderHook(() => useGridState('workorderlist', defaults, columns));
    act(() => result.current.patch({ sorting: [{ id: 'status', desc: false }] }));
    const saved = JSON.parse(JSON.stringify(result.current.exportState())) as unknown;
    act(() => result.current.reset());
    expect(result.current.state).toEqual(defaults);
    expect(localStorage.getItem('workorderlist')).toBeNull();
    act(() => result.current.importState(saved));
    expect(result.current.state.sorting).toEqual([{ id: 'status', desc: false }]);
  });

  it('drops unknown columns and bad values, keeping the rest', () => {
    const state = parseGridState(
      {
        pageSize: 37,
        sorting: [
          { id: 'gone', desc: true },
          { id: 'city', desc: false },
        ],
        searchText: 'x',
        density: 1,
      },
      defaults,
      columns,
    );
    expect(state.pageSize).toBe(100);
    expect(state.sorting).toEqual([{ id: 'city', desc: false }]);
    expect(state.searchText).toBe('x');
    expect(state.density).toBe('compact');
  });

  it('DataGrid opens with the stored columns and page size', async () => {
    localStorage.setItem(
      'userList',
      JSON.stringify({
        pageSize: 10,
        columnVisibility: { city: false },
        sorting: [{ id: 'name', desc: true }],
      }),
    );
    const rows = Array.from({ length: 15 }, (_, i) => ({
      id: i,
      name: `User ${String(i).padStart(2, '0')}`,
      city: 'Austin',
    }));
    renderWithProviders(
      <DataGrid
        columns={[
          { accessorKey: 'name', header: 'Name' },
          { accessorKey: 'city', header: 'City' },
        ]}
        data={rows}
        getRowId={(row) => String(row.id)}
        stateKey="userList"
      />,
    );
    expect(await screen.findByText('User 14')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument();
    expect(screen.queryByText('User 04')).not.toBeInTheDocument();
    expect(screen.getByText('1-10 of 15')).toBeInTheDocument();
  });
});
