// Test data and rendering of the customer screens: a stored customer with its lookups, and a page in a router.
import { TERMS } from '@dispatchwise/shared';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { SessionContext, type Profile } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import type { CustomerDetail, CustomerRecord, ManagementProvider } from './editor/api/types';

export const STATES = [
  { id: 44, statecode: 'TX', statename: 'Texas' },
  { id: 37, statecode: 'OK', statename: 'Oklahoma' },
];

export const PROVIDERS: ManagementProvider[] = [
  {
    id: 2,
    managementprovider: 'ServiceChannel',
    webaddress: 'https://sc.test',
    userid: 'acme',
    password: 's3cret',
  },
];

export const DISPATCHER = {
  id: 3,
  user_id: 'u3',
  firstname: 'Dana',
  lastname: 'Dispatch',
  fullname: 'Dana Dispatch',
  email: 'dana@test',
};

export const SALES_REP = {
  id: 4,
  user_id: 'u4',
  firstname: 'Sam',
  lastname: 'Sales',
  fullname: 'Sam Sales',
  email: 'sam@test',
};

export const makeCustomerRecord = (overrides: Partial<CustomerRecord> = {}): CustomerRecord => ({
  id: 7,
  customername: 'Big Box Retail',
  customerprefix: 'BBR',
  dispatcherauthid: 'u3',
  salesrepauthid: null,
  isactive: true,
  contactfirstname: 'Cara',
  contactlastname: 'Client',
  contactphone: '+1 (512) 555-0100',
  contactcellphone: null,
  contactfax: null,
  contactemail: 'cara@bbr.test',
  ccemails: null,
  streetaddress: '1 Main St',
  streetaddress2: null,
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
  billingfirstname: null,
  billinglastname: null,
  billingphone: null,
  billingcellphone: null,
  billingfax: null,
  billingemail: null,
  termid: 3,
  nte: '500.00',
  managementproviderid: 2,
  servicechannelsubscriberid: null,
  specialprocedure: null,
  billingcustomerid: null,
  notifications: { id: null, customerid: 7, proposaladded: true, invoiceadded: false, statuschange: false },
  managementprovider: PROVIDERS[0] ?? null,
  createddate: '2026-01-05T10:00:00.000Z',
  modifieddate: '2026-03-02T14:30:00.000Z',
  ...overrides,
});

export const makeCustomerDetail = (overrides: Partial<CustomerRecord> = {}): CustomerDetail =>
  ({
    customer: makeCustomerRecord(overrides),
    states: STATES,
    dispatchers: [DISPATCHER],
    salesreps: [],
    terms: [...TERMS],
    managementproviders: PROVIDERS,
  }) as CustomerDetail;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a customer page at `route` for `user`, with a location probe. */
export function renderCustomerPage(user: Profile, route: string, page: ReactElement) {
  return renderWithProviders(
    <SessionContext.Provider value={user}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={route.split('?')[0]} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </Suspense>
      <Location />
    </SessionContext.Provider>,
    { route },
  );
}
