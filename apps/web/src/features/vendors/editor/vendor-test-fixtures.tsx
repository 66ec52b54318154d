// Test data and rendering of the vendor screens: a stored vendor with its lookups, and a page inside a router.
import { TERMS, TIERS, VENDOR_STATUS_TYPES } from '@dispatchwise/shared';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { SessionContext, type Profile } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import type { VendorDetail, VendorRecord } from './api/types';

export const STATES = [
  { id: 44, statecode: 'TX', statename: 'Texas' },
  { id: 37, statecode: 'OK', statename: 'Oklahoma' },
];

export const makeVendorRecord = (overrides: Partial<VendorRecord> = {}): VendorRecord => ({
  id: 5,
  name: 'Acme Plumbing',
  firstname: 'Ann',
  lastname: 'Acme',
  address: '1 Main St',
  address2: null,
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
  county: 'Travis',
  country: 'US',
  primaryphone: '(512) 555-0100',
  primaryext: null,
  secondaryphone: null,
  secondaryext: null,
  primaryemail: 'office@acme.test',
  secondaryemail: null,
  dispatchemail: 'dispatch@acme.test',
  glexpirationdate: '2026-12-31T00:00:00.000Z',
  wcexpirationdate: null,
  wcexempt: false,
  w9date: null,
  profiledate: null,
  minnte: '250.00',
  tierid: 2,
  termid: 3,
  vendorstatustypeid: 2,
  isactive: true,
  paperworkcomplete: true,
  backgroundchecksrun: false,
  allowlogin: false,
  autoattachenabled: false,
  ispreferredvendor: false,
  billingvendorid: null,
  servicestates: { states: [{ id: 44, statecode: 'TX' }] },
  vendorrating: 4.5,
  numberofratings: 3,
  myrating: null,
  glexpired: false,
  wcexpired: false,
  w9expired: false,
  createddate: '2026-01-05T10:00:00.000Z',
  modifieddate: '2026-03-02T14:30:00.000Z',
  ...overrides,
});

export const makeVendorDetail = (overrides: Partial<VendorRecord> = {}): VendorDetail => ({
  vendor: makeVendorRecord(overrides),
  tiers: [...TIERS],
  terms: [...TERMS],
  trades: [{ tradeid: 20, tradename: 'General Maintenance', type: 'Facilities' }],
  statuses: [...VENDOR_STATUS_TYPES],
  states: STATES,
});

/** Where the router is now, so a test can see a navigation. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a vendor page at `route` for `user`, with the pickers' localization and a location probe. */
export function renderVendorPage(user: Profile, route: string, page: ReactElement) {
  return renderWithProviders(
    <SessionContext.Provider value={user}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={route.split('?')[0]} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </Suspense>
        <Location />
      </LocalizationProvider>
    </SessionContext.Provider>,
    { route },
  );
}
