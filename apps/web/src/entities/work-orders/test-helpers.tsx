// Test fixtures of the row actions: session users of the seeded roles, rows, and a fetch stub by method and path.
import {
  DEFAULT_ROLE_PERMISSIONS,
  STATUS,
  type Role,
  type WireOf,
  type workOrderDetailSchema,
} from '@dispatchwise/shared';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { SessionContext, type Profile } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import type { VendorLine } from './api/vendor-lines';
import type { WorkOrderActionRow } from './types';

export const userOf = (role: Role, id = 7): Profile => ({
  id,
  user_id: `user-${id}`,
  email: `${role.toLowerCase()}@dispatchwise.test`,
  name: `${role} User`,
  given_name: role,
  family_name: 'User',
  roles: [role],
  permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
  vendorid: null,
  customerid: null,
  reports: [],
});

export const makeRow = (overrides: Partial<WorkOrderActionRow> = {}): WorkOrderActionRow => ({
  id: 42,
  wonumber: 'WO-1042',
  status: 'Dispatched',
  statusid: STATUS.Dispatched,
  dispatcherid: 3,
  flagged: false,
  overridegeofencing: false,
  scheduledate: null,
  promisedate: null,
  vendors: [
    {
      wovendorid: 501,
      vendorid: 77,
      vendorname: 'Acme Plumbing',
      quotedamount: '250.00',
      status: 'Attached',
    },
  ],
  events: [{ wovendorid: 501, vendorid: 77, woticketcount: 2, dispatchedcount: 0 }],
  ...overrides,
});

export function renderAs(user: Profile, ui: ReactElement) {
  return renderWithProviders(
    <SessionContext.Provider value={user}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>{ui}</LocalizationProvider>
    </SessionContext.Provider>,
  );
}

type Answer = { status: number; body?: unknown };
/** `routes['POST /api/workorder/savenote'] = { status: 201, body: {...} }`; anything else answers 404. */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { message: 'Not found' },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to one route, with their query and JSON body. */
  const callsTo = (route: string) =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === route,
      )
      .map(([input, init]) => ({
        search: new URL(String(input), 'http://localhost').searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      }));
  return { fetchMock, callsTo };
}

export const DISPATCHERS = [
  {
    id: 3,
    user_id: 'u3',
    firstname: 'Dana',
    lastname: 'Dispatch',
    fullname: 'Dana Dispatch',
    email: 'dana@x.test',
  },
  { id: 4, user_id: 'u4', firstname: 'Eli', lastname: 'Ops', fullname: 'Eli Ops', email: 'eli@x.test' },
];

export const NO_VENDOR_EVENTS: VendorLine['eventcounts'] = {
  woticketcount: 0,
  cwopcount: 0,
  pendingproposalcount: 0,
  waitingonpartscount: 0,
  nodmissingcount: 0,
  nodqualitycount: 0,
  nodwrongamountcount: 0,
  nodwrongratescount: 0,
  dispatchedcount: 0,
  tbscount: 0,
  toscount: 0,
};

/** A vendor line of order 42 as GET /workorder/vendors answers it (the Vendor tab's and the side panel's tests). */
export const makeVendorLine = (overrides: Partial<VendorLine> = {}): VendorLine => {
  const id = overrides.id ?? 501;
  return {
    id,
    wovendorid: id,
    workordervendorid: id,
    workorderid: 42,
    vendorid: 77,
    vendorname: 'Acme Mechanical',
    vendoraddress: '5 Oak St',
    vendorcity: 'Austin',
    vendorstate: 'TX',
    vendorzip: '78702',
    phone: '(512) 555-0100',
    dispatchemail: 'dispatch@acme.example',
    nte: '500.00',
    quotedamount: '250.00',
    minnte: '100.00',
    quoteonly: false,
    invnumber: null,
    status: 'Attached',
    workorderstatus: 'Dispatched',
    paidbycc: false,
    nodflagged: false,
    note: null,
    isapproved: false,
    approveddate: null,
    approvedby: null,
    syncedtoaccountingdate: null,
    createddate: '2026-03-02T15:00:00.000Z',
    tradeid: 33,
    tradename: 'HVAC',
    tradearray: ['HVAC', 'Plumbing'],
    tierid: 2,
    vendorstatustypeid: 2,
    wocount: 12,
    eventcounts: { ...NO_VENDOR_EVENTS, woticketcount: 1 },
    qc: null,
    scorecard: {
      tradeid: 33,
      qcaverage: 2.5,
      qcscore: 88,
      qcreviews: 4,
      ontimerate: 0.75,
      arrivals: 8,
      completedjobs: 9,
      averagecost: '310.00',
    },
    hold: null,
    ...overrides,
  };
};

type WorkOrderDetail = WireOf<typeof workOrderDetailSchema>;

/** Order 42 as GET /workorder/{id} answers it (the editor's, the Vendor tab's and the side panel's tests). */
export const makeWorkOrderDetail = (overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail => ({
  id: 42,
  wonumber: '100042',
  customerid: 9,
  customername: 'Acme Retail',
  jobsiteid: 15,
  jobsite: {
    id: 15,
    jobsite: 'Store 15',
    jobsitedescription: 'Main street store',
    streetaddress: '1 Main St',
    city: 'Austin',
    statecode: 'TX',
    postalcode: '78701',
    phone: null,
    contactperson: null,
    procedures: [],
  },
  dispatchdate: '2026-03-02T14:30:00.000Z',
  dispatcherid: 3,
  dispatcher: 'Dana Dispatch',
  priorityid: 2,
  priority: 'P2',
  requestedby: 'Store manager',
  salesrepid: null,
  receiverid: 3,
  ponumber: 'PO-77',
  nte: '500.00',
  duedate: '2026-03-09',
  promisedate: null,
  scheduledate: '2026-03-05',
  divisionid: 1,
  statusid: STATUS.Dispatched,
  status: 'Dispatched',
  requesttypeid: 1,
  briefdescription: 'Leaking sink',
  description: '<p>Leak under the sink</p>',
  cancelreason: null,
  techauthid: null,
  trades: [{ id: 1, tradeid: 33, tradename: 'HVAC', workorderid: 42 }],
  ischild: false,
  parentid: null,
  parentwonumber: null,
  flagged: false,
  customercalled: false,
  vendorcalled: false,
  createddate: '2026-03-02T14:30:00.000Z',
  modifieddate: '2026-03-02T14:30:00.000Z',
  managementprovider: null,
  margin: '25.00%',
  ...overrides,
});
