import { PRIORITY, STATUS, WORK_ORDER_STATUSES } from '@dispatchwise/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriorityCell, StatusChip, WorkOrderDateCell, type PriorityRow } from './work-order-cells';

// Thursday 12 March 2026, 15:00 UTC: the 12th or the 13th in every time zone the tests may run in.
const NOW = new Date('2026-03-12T15:00:00Z');

const row = (overrides: Partial<PriorityRow> = {}): PriorityRow => ({
  statusid: STATUS.Dispatched,
  priorityid: PRIORITY.Normal,
  priority: 'Normal',
  scheduledate: null,
  promisedate: null,
  createddate: '2026-03-11T09:00:00Z',
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('PriorityCell', () => {
  it('draws Emergency as the red chip and the other priorities as a coloured dot and the name', () => {
    // Queries stay inside the cell: the web files share a document, and another file may leave nodes in it.
    const { container, rerender } = render(
      <PriorityCell
        row={row({
          priority: 'Emergency',
          priorityid: PRIORITY.Emergency,
          createddate: '2026-03-12T14:00:00Z',
        })}
      />,
    );
    const chip = screen.getByTitle('Emergency: ETA of 8 hours or less');
    expect(chip).toHaveTextContent('Emergency');
    expect(chip).toHaveStyle({ backgroundColor: '#D32F2F', color: '#fff' });
    // Received an hour ago: within the ETA, no mark.
    expect(within(container).queryByRole('img')).toBeNull();

    rerender(<PriorityCell row={row({ priority: 'High', priorityid: PRIORITY.High })} />);
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.queryByTitle('Emergency: ETA of 8 hours or less')).toBeNull();

    rerender(<PriorityCell row={row({ priority: null, priorityid: null })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks an Emergency still awaiting its technician past the ETA, with an icon and its explanation', async () => {
    const late = row({
      priority: 'Emergency',
      priorityid: PRIORITY.Emergency,
      statusid: STATUS.Dispatched,
      createddate: '2026-03-12T09:00:00Z',
    });
    const { container, rerender } = render(<PriorityCell row={late} />);
    const mark = screen.getByRole('img', { name: /Past the 4-hour Emergency ETA: received 6 hours ago/ });
    vi.useRealTimers();
    await userEvent.hover(mark);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Past the 4-hour Emergency ETA');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // A technician on site met the ETA.
    rerender(<PriorityCell row={{ ...late, statusid: STATUS.TOS }} />);
    expect(within(container).queryByRole('img')).toBeNull();
  });
});

describe('WorkOrderDateCell', () => {
  it('marks a passed schedule date of an open order in colour and with an icon, names how late', () => {
    render(
      <WorkOrderDateCell row={row({ scheduledate: '2026-03-10T00:00:00.000Z' })} field="scheduledate" />,
    );
    const mark = screen.getByRole('img', { name: /^Schedule date past due: 03\/10\/2026, \d+ days ago$/ });
    expect(mark.parentElement).toHaveTextContent('03/10/2026');
    expect(mark.parentElement).toHaveStyle({ color: '#C62828' });
  });

  it('leaves a future date, a completed order and an empty date unmarked', () => {
    const { rerender, container } = render(
      <WorkOrderDateCell row={row({ promisedate: '2026-03-20T00:00:00.000Z' })} field="promisedate" />,
    );
    expect(container).toHaveTextContent('03/20/2026');
    expect(within(container).queryByRole('img')).toBeNull();
    rerender(
      <WorkOrderDateCell
        row={row({ statusid: STATUS.CompletedVendor, promisedate: '2026-03-01T00:00:00.000Z' })}
        field="promisedate"
      />,
    );
    expect(container).toHaveTextContent('03/01/2026');
    expect(within(container).queryByRole('img')).toBeNull();
    rerender(<WorkOrderDateCell row={row()} field="scheduledate" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the follow-up date on its own mark', () => {
    render(<WorkOrderDateCell row={row({ promisedate: '2026-03-01T00:00:00.000Z' })} field="promisedate" />);
    expect(screen.getByRole('img', { name: /^Follow-up date past due: 03\/01\/2026/ })).toBeInTheDocument();
  });
});

describe('StatusChip', () => {
  it("labels the status in the row's own colour, else in the shared table's colour of its id", () => {
    const { rerender } = render(
      <StatusChip row={{ status: 'Dispatched', statusid: STATUS.Dispatched, statuscolor: '#123456' }} />,
    );
    expect(screen.getByText('Dispatched').style.backgroundColor).toBe('rgb(18, 52, 86)');

    rerender(<StatusChip row={{ status: 'Dispatched', statusid: STATUS.Dispatched, statuscolor: null }} />);
    const shared = WORK_ORDER_STATUSES.find((status) => status.id === STATUS.Dispatched)!.color;
    const probe = document.createElement('span');
    probe.style.backgroundColor = shared;
    expect(screen.getByText('Dispatched').style.backgroundColor).toBe(probe.style.backgroundColor);
  });
});
