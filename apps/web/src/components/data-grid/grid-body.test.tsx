import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid, type DataGridColumn, type DataGridProps } from './data-grid';

type Order = { id: number; name: string; amount: number; status: string };

const ORDERS: Order[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  name: `Order ${i + 1}`,
  amount: (i + 1) * 100,
  status: i % 2 ? 'Open' : 'Closed',
}));

/** Columns like the screens' builders make them; the name's renderer counts the cells it draws. */
function columnsCounting(drawn: number[]): DataGridColumn<Order>[] {
  return [
    {
      accessorKey: 'name',
      header: 'Name',
      Cell: ({ row }) => {
        drawn.push(row.original.id);
        return <a href={`/orders/${row.original.id}`}>{row.original.name}</a>;
      },
    },
    { accessorKey: 'amount', header: 'Amount', muiTableBodyCellProps: { align: 'right' } },
    {
      accessorKey: 'status',
      header: 'Status',
      muiTableBodyCellProps: ({ row }) => ({
        sx: {
          bgcolor: `${row.original.status === 'Open' ? '#ffe082' : '#c8e6c9'} !important`,
          fontWeight: 600,
        },
      }),
    },
  ];
}

function renderGrid(props: Partial<DataGridProps<Order>> = {}, drawn: number[] = []) {
  // The same columns object on each render, as the screens memoize theirs.
  const columns = columnsCounting(drawn);
  let setProps: (next: Partial<DataGridProps<Order>>) => void = () => undefined;
  function Screen() {
    const [extra, setExtra] = useState<Partial<DataGridProps<Order>>>({});
    setProps = setExtra;
    return (
      <DataGrid<Order>
        columns={columns}
        data={ORDERS}
        getRowId={(row) => String(row.id)}
        {...props}
        {...extra}
      />
    );
  }
  const view = renderWithProviders(<Screen />);
  /** Renders the screen again with these props (over the first ones). */
  const rerender = (next: Partial<DataGridProps<Order>>) => act(() => setProps(next));
  return { ...view, rerender };
}

const bodyRows = () => within(document.querySelector('tbody')!).getAllByRole('row');
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('grid body', () => {
  it('draws plain rows and cells with the column renderers, alignment and cell styles', async () => {
    renderGrid();
    expect(await screen.findByRole('link', { name: 'Order 1' })).toHaveAttribute('href', '/orders/1');
    expect(bodyRows()).toHaveLength(5);
    const cells = within(rowOf('Order 2')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Order 2', '200', 'Open']);
    expect(cells[1]).toHaveClass('dw-grid-align-right');
    expect(cells[0]).not.toHaveClass('dw-grid-align-right');
    expect(cells[2]).toHaveStyle({ backgroundColor: 'rgb(255, 224, 130)', fontWeight: '600' });
    // Sized by MRT's column variables, focusable for MRT's cell navigation.
    expect(cells[1]!.style.width).toBe('calc(var(--col-amount-size) * 1px)');
    expect(cells[1]).toHaveAttribute('tabindex', '0');
    expect(cells.map((cell) => cell.dataset.index)).toEqual(['0', '1', '2']);
  });

  it('opens a row on double click and on Enter in a focused cell, not on Enter in a link', async () => {
    const onRowOpen = vi.fn();
    renderGrid({ onRowOpen });
    await screen.findByRole('link', { name: 'Order 3' });
    await userEvent.dblClick(within(rowOf('Order 3')).getByText('300'));
    expect(onRowOpen).toHaveBeenLastCalledWith(ORDERS[2]);

    const cell = within(rowOf('Order 4')).getByText('400');
    cell.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenLastCalledWith(ORDERS[3]);
    expect(onRowOpen).toHaveBeenCalledTimes(2);

    fireEvent.keyDown(screen.getByRole('link', { name: 'Order 5' }), { key: 'Enter' });
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it('calls the latest onRowOpen without drawing the rows again', async () => {
    const drawn: number[] = [];
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderGrid({ onRowOpen: first }, drawn);
    await screen.findByRole('link', { name: 'Order 1' });
    drawn.length = 0;
    rerender({ onRowOpen: second });
    await userEvent.dblClick(within(rowOf('Order 1')).getByText('100'));
    expect(second).toHaveBeenCalledWith(ORDERS[0]);
    expect(first).not.toHaveBeenCalled();
    expect(drawn).toEqual([]);
  });

  it('selects rows by their boxes, a range with Shift, and all with the header box', async () => {
    const onRowSelectionChange = vi.fn();
    const onRowOpen = vi.fn();
    renderGrid({ hasRowSelection: true, onRowSelectionChange, onRowOpen });
    await screen.findByRole('link', { name: 'Order 1' });
    const boxOf = (name: string) => within(rowOf(name)).getByRole('checkbox', { name: 'Toggle select row' });

    await userEvent.click(boxOf('Order 2'));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith(['2']);
    expect(boxOf('Order 2')).toBeChecked();
    expect(rowOf('Order 2')).toHaveAttribute('data-selected', 'true');
    expect(rowOf('Order 2')).toHaveClass('Mui-selected');

    fireEvent.click(boxOf('Order 4'), { shiftKey: true });
    expect(onRowSelectionChange).toHaveBeenLastCalledWith(['2', '3', '4']);

    await userEvent.click(boxOf('Order 3'));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith(['2', '4']);
    expect(rowOf('Order 3')).not.toHaveAttribute('data-selected');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith(['1', '2', '3', '4', '5']);
    expect(within(document.querySelector('tbody')!).getAllByRole('checkbox', { checked: true })).toHaveLength(
      5,
    );
    // A click on the box selects; it neither opens the row nor bubbles as a row click.
    await userEvent.dblClick(boxOf('Order 1'));
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('draws a row again only when its row object, its selection or the columns change', async () => {
    const drawn: number[] = [];
    const { rerender } = renderGrid({ hasRowSelection: true }, drawn);
    await screen.findByRole('link', { name: 'Order 1' });
    expect(new Set(drawn)).toEqual(new Set([1, 2, 3, 4, 5]));

    // Another render of the grid (a screen's state change): no row draws again.
    drawn.length = 0;
    rerender({ emptyText: 'Nothing here', searchPlaceholder: 'Find...' });
    expect(screen.getByPlaceholderText('Find...')).toBeInTheDocument();
    expect(drawn).toEqual([]);

    // One changed row object: that row alone.
    const changed = ORDERS.map((order) => (order.id === 3 ? { ...order, name: 'Order 3b' } : order));
    rerender({ data: changed });
    expect(await screen.findByRole('link', { name: 'Order 3b' })).toBeInTheDocument();
    expect(drawn).toEqual([3]);

    // Its selection: that row alone.
    drawn.length = 0;
    await userEvent.click(within(rowOf('Order 5')).getByRole('checkbox'));
    expect(drawn).toEqual([5]);

    // The density: CSS on the body, no row draws again.
    drawn.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Toggle density' }));
    expect(document.querySelector('tbody')).toHaveClass('dw-grid-spacious');
    expect(drawn).toEqual([]);

    // Hiding a column draws every row without it.
    await userEvent.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByText('Amount'));
    await userEvent.keyboard('{Escape}');
    expect(
      within(rowOf('Order 1'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Order 1', 'Closed']);
    expect(new Set(drawn)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('draws the row actions in the first column and follows the screen state in them', async () => {
    const drawn: number[] = [];
    const actions = (label: string) => (order: Order) => (
      <button type="button" aria-label={`${label} ${order.name}`}>
        {label}
      </button>
    );
    const { rerender } = renderGrid({ renderRowActions: actions('Edit') }, drawn);
    const edit = await screen.findByRole('button', { name: 'Edit Order 2' });
    expect(within(rowOf('Order 2')).getAllByRole('cell')[0]).toContainElement(edit);
    expect(edit.parentElement).toHaveClass('dw-row-actions');

    drawn.length = 0;
    rerender({ renderRowActions: actions('Wait') });
    expect(await screen.findByRole('button', { name: 'Wait Order 2' })).toBeInTheDocument();
    expect(drawn).toEqual([]);
  });

  it('styles a row with getRowStyle, drawn again only when the style changes', async () => {
    const drawn: number[] = [];
    const { rerender } = renderGrid(
      { getRowStyle: (order) => (order.id === 2 ? { backgroundColor: 'rgb(253, 236, 234)' } : undefined) },
      drawn,
    );
    await screen.findByRole('link', { name: 'Order 2' });
    expect(rowOf('Order 2')).toHaveStyle({ backgroundColor: 'rgb(253, 236, 234)' });
    drawn.length = 0;
    rerender({
      getRowStyle: (order) => (order.id === 2 ? { backgroundColor: 'rgb(253, 236, 234)' } : undefined),
    });
    expect(drawn).toEqual([]);
    rerender({ getRowStyle: (order) => (order.id === 4 ? { height: 40 } : undefined) });
    expect(rowOf('Order 4')).toHaveStyle({ height: '40px' });
    expect(rowOf('Order 2').style.backgroundColor).toBe('');
  });

  it('shows the empty text only once an answer is empty, and a bar while a later page loads', async () => {
    const { rerender } = renderGrid({ data: [], isLoading: true, emptyText: 'No orders' });
    expect(await screen.findByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(screen.queryByText('No orders')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();

    rerender({ data: [], isLoading: false, emptyText: 'No orders' });
    expect(await screen.findByText('No orders')).toBeInTheDocument();

    rerender({ data: ORDERS, isLoading: false, isFetching: true });
    expect(await screen.findByRole('link', { name: 'Order 1' })).toBeInTheDocument();
    // A plain bar, not MRT's in a Collapse.
    expect(screen.getByRole('progressbar', { name: 'Loading' }).closest('.MuiCollapse-root')).toBeNull();
    rerender({ data: ORDERS, isLoading: false, isFetching: false });
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('virtualizes a long page: a screenful of rows placed by the virtualizer', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      name: `Order ${i + 1}`,
      amount: i,
      status: 'Open',
    }));
    renderGrid({ data: many, hasRowVirtualization: true, defaultPageSize: 100 });
    await screen.findByRole('link', { name: 'Order 1' });
    const drawnRows = bodyRows();
    expect(drawnRows.length).toBeGreaterThan(10);
    expect(drawnRows.length).toBeLessThan(40);
    expect(drawnRows[1]).toHaveStyle({ transform: 'translateY(40px)' });
    expect(drawnRows[1]).toHaveAttribute('data-index', '1');
    expect(
      document.querySelector('tbody')!.style.height ||
        getComputedStyle(document.querySelector('tbody')!).height,
    ).toBe('4000px');
  });
});
