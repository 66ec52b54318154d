// Fixtures of the customer portal's screens: a Customer user of customer 31, its order and lookups.
import { STATUS } from '@dispatchwise/shared';
import { userOf } from '../../entities/work-orders/test-helpers';
import type { Profile } from '../../lib/session';
import type { CustomerInvoice, CustomerProposal } from './api/document-calls';
import type { CustomerWorkOrder } from './api/work-order-calls';

export { listRow, renderPortal } from '../../entities/portal-work-orders/test-fixtures';

export const CUSTOMER: Profile = { ...userOf('Customer', 31), customerid: 31 };

export const JOB_SITES: CustomerWorkOrder['lookups']['jobsites'] = [
  {
    id: 301,
    jobsite: 'Store 12',
    jobsitedescription: 'Downtown',
    streetaddress: '1 Main St',
    streetaddress2: null,
    city: 'Austin',
    statecode: 'TX',
    postalcode: '78701',
  },
  {
    id: 302,
    jobsite: 'Store 14',
    jobsitedescription: null,
    streetaddress: '9 Oak Ave',
    streetaddress2: null,
    city: 'Dallas',
    statecode: 'TX',
    postalcode: '75201',
  },
];

export const LOOKUPS: CustomerWorkOrder['lookups'] = {
  jobsites: JOB_SITES,
  priorities: [
    { id: 1, name: 'P1 - Emergency', isdefaultonnew: false },
    { id: 3, name: 'P3 - Routine', isdefaultonnew: true },
  ],
  trades: [
    { tradeid: 20, tradename: 'HVAC' },
    { tradeid: 33, tradename: 'Plumbing' },
  ],
};

export const customerOrder = (overrides: Partial<CustomerWorkOrder> = {}): CustomerWorkOrder => ({
  id: 42,
  wonumber: 'WO-1042',
  ponumber: 'PO-778',
  customerid: 31,
  customername: 'Big Box Stores',
  statusid: STATUS.Dispatched,
  status: 'Dispatched',
  jobsiteid: 301,
  jobsite: JOB_SITES[0]!,
  dispatchdate: '2026-11-20T15:30:00.000Z',
  dispatcher: 'Dana Dispatch',
  priorityid: 3,
  priority: 'P3 - Routine',
  briefdescription: 'Rooftop unit down',
  description: '<p>The unit on the <b>roof</b> is down.</p>',
  duedate: '2026-11-28T00:00:00.000Z',
  scheduledate: null,
  nte: '500.00',
  trades: [{ tradeid: 20, tradename: 'HVAC' }],
  createddate: '2026-11-20T15:00:00.000Z',
  modifieddate: '2026-11-20T15:00:00.000Z',
  canchange: false,
  lookups: LOOKUPS,
  ...overrides,
});

export const blankOrder = (): CustomerWorkOrder =>
  customerOrder({
    id: 0,
    wonumber: '',
    ponumber: null,
    statusid: STATUS.Received,
    status: 'Received',
    jobsiteid: null,
    jobsite: null,
    dispatchdate: null,
    dispatcher: null,
    // The API offers the priority flagged isdefaultonnew.
    briefdescription: '',
    description: null,
    duedate: null,
    nte: null,
    trades: [],
    createddate: null,
    modifieddate: null,
    canchange: true,
  });

const TOTALS = { subtotal: '1250.00', taxes: '0.00', total: '1250.00' };

export const proposal = (overrides: Partial<CustomerProposal> = {}): CustomerProposal => ({
  id: 81,
  workorderid: 42,
  wonumber: 'WO-1042',
  externalproposalnumber: 'CP-81',
  amount: '1250.00',
  note: 'Replace the compressor',
  scopeofwork: 'Replace the compressor',
  scopeofworkformatted: '<p>Replace the compressor</p>',
  createddate: '2026-11-21T10:00:00.000Z',
  completedate: '2026-11-21T11:00:00.000Z',
  approvedbycustomer: false,
  approvedbycustomerdate: null,
  rejectedbycustomer: false,
  rejectedbycustomerdate: null,
  rejectionnote: null,
  status: 'Complete',
  canapprove: true,
  canreject: true,
  details: [],
  totals: TOTALS,
  ...overrides,
});

export const invoice = (overrides: Partial<CustomerInvoice> = {}): CustomerInvoice => ({
  id: 91,
  workorderid: 42,
  wonumber: 'WO-1042',
  invoicenumber: 'INV-91',
  amount: '1250.00',
  amountreceived: '0.00',
  balance: '1250.00',
  invoicingdate: '2026-11-24T00:00:00.000Z',
  duedate: '2026-12-24T00:00:00.000Z',
  scopeofwork: 'Replace the compressor',
  scopeofworkformatted: '<p>Replace the compressor</p>',
  details: [],
  totals: TOTALS,
  ...overrides,
});
