// Fixtures of the portals' work-order screens (vendor and customer): the renderer and list rows.
import { STATUS, type WorkOrderListRow } from '@dispatchwise/shared';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactElement } from 'react';
import { SessionContext, type Profile } from '../../lib/session';
import { renderWithProviders } from '../../test/render';

/** Renders a portal screen at `route` as `user`. */
export function renderPortal(user: Profile, ui: ReactElement, route: string) {
  return renderWithProviders(
    <SessionContext.Provider value={user}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>{ui}</LocalizationProvider>
    </SessionContext.Provider>,
    { route },
  );
}

export const listRow = (id: number, overrides: Partial<WorkOrderListRow> = {}): WorkOrderListRow =>
  ({
    id,
    workorderid: id,
    wonumber: `WO-${id}`,
    customername: 'Big Box Stores',
    jobsite: 'Store 12',
    city: 'Austin',
    statecode: 'TX',
    priority: 'P2',
    status: 'Dispatched',
    statusid: STATUS.Dispatched,
    statuscolor: '#80DEEA',
    dispatcher: 'Dana Dispatch',
    dispatchdate: '2026-11-20T15:30:00.000Z',
    scheduledate: '2026-11-25T00:00:00.000Z',
    trades: ['HVAC'],
    briefdescription: 'Rooftop unit down',
    ...overrides,
  }) as WorkOrderListRow;
