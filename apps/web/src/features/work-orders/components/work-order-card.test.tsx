import { PRIORITY, STATUS, type WorkOrderListRow } from '@dispatchwise/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WorkOrderCard } from './work-order-card';

// Thursday 12 March 2026, 15:00 UTC: the 12th or the 13th in every time zone the tests may run in.
const NOW = new Date('2026-03-12T15:00:00Z');

const row = (overrides: Partial<WorkOrderListRow> = {}): WorkOrderListRow => ({
  id: 7,
  workorderid: 7,
  wonumber: '100007',
  ponumber: null,
  customername: 'Bluebird Cafe Co.',
  jobsite: 'Bluebird Cafe Co. #12',
  sitenumber: '12',
  streetaddress: '1 Main St',
  city: 'Dallas',
  statecode: 'TX',
  postalcode: '75201',
  createddate: '2026-03-11T09:00:00Z',
  receivedate: '2026-03-11T09:00:00Z',
  modifieddate: '2026-03-11T09:00:00Z',
  priority: 'Normal',
  priorityid: PRIORITY.Normal,
  promisedate: null,
  onsitedate: null,
  onsitetime: null,
  completedate: null,
  dispatcher: null,
  dispatcherid: null,
  customerdispatcher: null,
  customerdispatcherid: null,
  status: 'Dispatched',
  statusid: STATUS.Dispatched,
  statuscolor: '#80DEEA',
  dispatchdate: null,
  scheduledate: null,
  briefdescription: 'Flickering lights',
  trades: ['Electrical'],
  duedate: null,
  nte: null,
  hasnte: false,
  lastnote: null,
  flagged: false,
  customercalled: false,
  vendorcalled: false,
  overridegeofencing: false,
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('WorkOrderCard', () => {
  it('adds the schedule and follow-up dates with their marks only while they are past due', () => {
    const { unmount } = renderWithProviders(
      <WorkOrderCard
        row={row({ scheduledate: '2026-03-10T00:00:00Z', promisedate: '2026-03-20T00:00:00Z' })}
      />,
    );
    expect(screen.getByText('Schedule')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Schedule date past due: 03/10/2026, 2 days ago' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Follow-up')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <WorkOrderCard
        row={row({ statusid: STATUS.Invoiced, status: 'Invoiced', scheduledate: '2026-03-10T00:00:00Z' })}
      />,
    );
    expect(screen.queryByText('Schedule')).not.toBeInTheDocument();
  });
});
