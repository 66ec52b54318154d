// Test data and rendering of the editor screens: lookups, a stored order, and the page inside a router.
import { STATUS } from '@dispatchwise/shared';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { CustomerOption } from '../../../entities/customers';
import { SessionContext, type Profile } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import type { CustomerLists } from '../api/work-order-types';

const lookup = (id: number, name: string, isdefaultonnew = false) => ({ id, name, isdefaultonnew });

export const LISTS: CustomerLists = {
  divisions: [lookup(1, 'Facilities', true), lookup(2, 'Retail')],
  statuses: [
    lookup(STATUS.Received, 'Received', true),
    lookup(STATUS.Dispatched, 'Dispatched'),
    lookup(STATUS.Cancelled, 'Cancelled'),
    lookup(STATUS.Invoiced, 'Invoiced'),
  ],
  priorities: [lookup(1, 'P1'), lookup(2, 'P2')],
  requesttypes: [lookup(1, 'Repair', true), lookup(2, 'Quote')],
  tradetypes: [
    { id: 20, tradeid: 20, tradename: 'General Maintenance' },
    { id: 33, tradeid: 33, tradename: 'HVAC' },
  ],
  salesreps: [{ id: 3, firstname: 'Dana', lastname: 'Dispatch', email: 'dana@x.test' }],
  jobsites: [
    {
      id: 15,
      jobsite: 'Store 15',
      jobsitedescription: 'Main street store',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
      streetaddress: '1 Main St',
    },
  ],
  dispatchers: [],
};

/** The same lists without an option flagged isdefaultonnew. */
export const LISTS_WITHOUT_DEFAULTS: CustomerLists = {
  ...LISTS,
  divisions: LISTS.divisions.map((item) => ({ ...item, isdefaultonnew: false })),
  statuses: LISTS.statuses.map((item) => ({ ...item, isdefaultonnew: false })),
  requesttypes: LISTS.requesttypes.map((item) => ({ ...item, isdefaultonnew: false })),
};

export const CUSTOMERS = [{ id: 9, customername: 'Acme Retail', isactive: true }] satisfies CustomerOption[];

export { makeWorkOrderDetail as makeDetail } from '../../../entities/work-orders/test-helpers';

/** Where the router is now, so a test can see a navigation. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders an editor page at `route` for `user`, with the pickers' localization and a location probe. */
export function renderPage(user: Profile, route: string, page: ReactElement) {
  const path = route.split('?')[0]!;
  return renderWithProviders(
    <SessionContext.Provider value={user}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </Suspense>
        <Location />
      </LocalizationProvider>
    </SessionContext.Provider>,
    { route },
  );
}
