import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid, type DataGridColumn, type DataGridProps } from './data-grid';

type Order = { id: number; name: string };

const ORDERS: Order[] = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  name: `Order ${String(i + 1).padStart(2, '0')}`,
}));

function renderGrid(props: Partial<DataGridProps<Order>>, headerDraws: string[]) {
  // A header renderer that counts its draws; the columns are made once, as the screens memoize theirs.
  const columns: DataGridColumn<Order>[] = [
    {
      accessorKey: 'name',
      header: 'Name',
      Header: () => {
        headerDraws.push('Name');
        return 'Name';
      },
    },
  ];
  let setProps: (next: Partial<DataGridProps<Order>>) => void = () => undefined;
  function Screen() {
    const [extra, setExtra] = useState<Partial<DataGridProps<Order>>>({});
    setProps = setExtra;
    return (
      <DataGrid<Order>
        columns={columns}
        data={ORDERS}
        getRowId={(row) => String(row.id)}
        defaultPageSize={10}
        {...props}
        {...extra}
      />
    );
  }
  renderWithProviders(<Screen />);
  return { rerender: (next: Partial<DataGridProps<Order>>) => act(() => setProps(next)) };
}

const bodyText = () =>
  within(document.querySelector('tbody')!)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('grid frame', () => {
  it('draws the header again only when what it shows changes, not on a new page or render', async () => {
    const headerDraws: string[] = [];
    const { rerender } = renderGrid({ hasRowSelection: true }, headerDraws);
    expect(await screen.findByText('Order 01')).toBeInTheDocument();
    expect(headerDraws.length).toBeGreaterThan(0);

    headerDraws.length = 0;
    rerender({ searchPlaceholder: 'Find...' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Order 11')).toBeInTheDocument();
    expect(screen.getByText('11-15 of 15')).toBeInTheDocument();
    expect(headerDraws).toEqual([]);

    // The select-all box follows the page's selection.
    const selectAll = screen.getByRole('checkbox', { name: 'Toggle select all' });
    await userEvent.click(within(screen.getByText('Order 12').closest('tr')!).getByRole('checkbox'));
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(selectAll);
    expect(selectAll).toBeChecked();

    // Sorting changes the header (its sort label) and the rows.
    headerDraws.length = 0;
    // Ascending (as loaded), then descending.
    await userEvent.click(screen.getByRole('button', { name: /Sort(ed)? by Name/ }));
    await userEvent.click(screen.getByRole('button', { name: /Sort(ed)? by Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(headerDraws.length).toBeGreaterThan(0);
    expect(bodyText()[0]).toBe('Order 15');
  });

  it('keeps MRT’s loading overlay and container for the virtualizer', async () => {
    const headerDraws: string[] = [];
    const { rerender } = renderGrid({ data: [], isLoading: true }, headerDraws);
    const container = await screen.findByRole('progressbar');
    expect(container.closest('.MuiTableContainer-root')).toHaveAttribute('aria-busy', 'true');
    rerender({ data: ORDERS, isLoading: false });
    expect(await screen.findByText('Order 01')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.querySelector('.MuiTableContainer-root')).toHaveAttribute('aria-busy', 'false');
  });
});
