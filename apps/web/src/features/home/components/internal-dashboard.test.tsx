import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { StatusCount } from '../api/get-active-counts';
import type { DispatcherCount } from '../api/get-daily-counts';
import type { PriorityCount } from '../api/get-priority-counts';
import InternalDashboard from './internal-dashboard';

const ACTIVE_COUNTS = [
  { statusid: 1, status: 'Received', color: '#90CAF9', count: 5 },
  { statusid: 9, status: 'Dispatched', color: '#80DEEA', count: 12 },
  { statusid: 13, status: 'TOS', color: '#A5D6A7', count: 3 },
] satisfies StatusCount[];

const ORDER = {
  id: 501,
  workorderid: 501,
  wonumber: '100501',
  ponumber: 'PO-77',
  customername: 'Acme Stores',
  jobsite: 'Store 12',
  city: 'Austin',
  statecode: 'TX',
  priority: 'Normal',
  dispatcher: 'Dana Dispatcher',
  scheduledate: '2025-03-04T15:00:00.000Z',
  status: 'Dispatched',
  statusid: 9,
  statuscolor: '#80DEEA',
  trades: [],
  vendors: [],
  flagged: false,
};

/**
 * Gives recharts' responsive charts a size in jsdom, which has no layout. Each target is reported once:
 * the grid's row virtualizer observes the rows again from inside the callback.
 */
class SizedResizeObserver {
  private readonly seen = new WeakSet<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    if (this.seen.has(target)) return;
    this.seen.add(target);
    const entry = { target, contentRect: { width: 600, height: 300 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

function stubApi() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      switch (url.pathname) {
        case '/api/home/getactivecounts':
          return json(ACTIVE_COUNTS);
        case '/api/home/getdailycounts':
          return json([
            { dispatcherid: 3, dispatcher: 'Dana Dispatcher', inreceived: 2, totalcount: 9 },
          ] satisfies DispatcherCount[]);
        case '/api/home/getprioritycounts':
          return json([
            { priorityid: 1, priority: 'Emergency', color: '#D32F2F', count: 1 },
          ] satisfies PriorityCount[]);
        case '/api/workorder/getworkorders':
          return json({
            data: [ORDER],
            totalCount: 1,
            totalCountIsExact: true,
            summary: null,
            nextCursor: null,
          });
        default:
          return json([]);
      }
    }),
  );
  return calls;
}

// The first render of material-react-table in jsdom is slow on two shared cores.
describe('InternalDashboard (staff home)', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', SizedResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the popup list of a status from its legend entry, with that status quick filter', async () => {
    const calls = stubApi();
    renderWithProviders(<InternalDashboard />, { route: '/home' });

    await userEvent.click(await screen.findByRole('button', { name: 'Dispatched: 12' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dispatched Work Orders' });
    const link = await within(dialog).findByRole('link', { name: '100501' });
    expect(link).toHaveAttribute('href', '/workorder/details?id=501&origin=/home');
    expect(within(dialog).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    const listCall = calls.find((url) => url.pathname === '/api/workorder/getworkorders');
    expect(listCall?.searchParams.get('quick')).toBe('9');
    expect(listCall?.searchParams.get('take')).toBe('20');
  });

  it('opens the popup list when a pie slice is clicked', async () => {
    const calls = stubApi();
    const { container } = renderWithProviders(<InternalDashboard />, { route: '/home' });
    await screen.findByRole('button', { name: 'TOS: 3' });

    await waitFor(() => expect(container.querySelectorAll('.recharts-pie-sector path').length).toBe(3));
    const sectors = container.querySelectorAll('.recharts-pie-sector path');
    fireEvent.click(sectors[2] as Element);

    expect(await screen.findByRole('dialog', { name: 'TOS Work Orders' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some(
          (url) => url.pathname === '/api/workorder/getworkorders' && url.searchParams.get('quick') === '13',
        ),
      ).toBe(true),
    );
  });

  it('shows the dispatcher counts chart and the priority summary', async () => {
    stubApi();
    renderWithProviders(<InternalDashboard />, { route: '/home' });
    expect(await screen.findByRole('region', { name: "Today's Dispatcher Counts" })).toBeInTheDocument();
    expect(await screen.findByText('Emergency: 1')).toBeInTheDocument();
  });
});
