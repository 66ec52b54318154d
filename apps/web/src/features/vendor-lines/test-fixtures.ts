// Test data of the Vendor tab: an order, its vendor lines and Select Vendor rows, typed by the API's contracts.
import { makeWorkOrderDetail } from '../../entities/work-orders/test-helpers';
import type { VendorCandidate, VendorLine, WorkOrder } from './api/types';

/** The editor's order 42 with the Vendor tab's own values. */
export const makeWorkOrder = (overrides: Partial<WorkOrder> = {}): WorkOrder =>
  makeWorkOrderDetail({
    requestedby: null,
    duedate: '2026-03-20T00:00:00.000Z',
    scheduledate: '2026-03-05T00:00:00.000Z',
    briefdescription: 'Cooler not cooling',
    description: null,
    createddate: '2026-03-01T10:00:00.000Z',
    modifieddate: '2026-03-02T10:00:00.000Z',
    margin: '0',
    ...overrides,
  });

export { makeVendorLine as makeLine } from '../../entities/work-orders/test-helpers';

export const OVER_NTE_HOLD: NonNullable<VendorLine['hold']> = {
  reason: 'over-nte',
  message:
    'The vendor invoice ($900.00) exceeds the work order NTE ($500.00): approving it needs an override reason.',
  amount: '900.00',
  nte: '500.00',
};

export const makeCandidate = (overrides: Partial<VendorCandidate> = {}): VendorCandidate => ({
  id: 77,
  name: 'Acme Mechanical',
  address: '5 Oak St',
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78702',
  primaryphone: '(512) 555-0100',
  dispatchemail: 'dispatch@acme.example',
  isactive: true,
  excludedfromcustomer: false,
  minnte: '100.00',
  createddate: '2024-01-10T00:00:00.000Z',
  vendorrating: 4.25,
  vendorstatustypeid: 2,
  vendorstatus: 'Complete',
  vendorstatuscolor: '#4CAF50',
  backgroundchecksrun: true,
  wocount: 12,
  distancefromjob: 3.4,
  mssw: null,
  termid: 3,
  term: 'Net 30',
  tierid: 2,
  tradeid: 33,
  primarytrade: 'HVAC',
  priority: 1,
  paperworkcomplete: true,
  blockedreason: null,
  isblocked: false,
  isattached: false,
  qcaverage: 2.5,
  qcscore: 88,
  qcreviews: 4,
  ontimerate: 0.75,
  arrivals: 8,
  completedjobs: 9,
  averagecost: '310.00',
  scorecardasof: '2026-03-02T08:00:00.000Z',
  ...overrides,
});
