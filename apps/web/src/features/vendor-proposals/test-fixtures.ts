// Test data of the Vendor Submitted Proposals tab, typed by the API's contracts.
import { VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import { makeWorkOrderDetail } from '../../entities/work-orders/test-helpers';
import type { VendorProposalReview, VendorProposalRow, WorkOrder } from './api/types';

export const makeWorkOrder = (overrides: Partial<WorkOrder> = {}): WorkOrder =>
  makeWorkOrderDetail(overrides);

const STATUS_NAMES: Record<number, string> = {
  [VENDOR_DOCUMENT_STATUS.Submitted]: 'Submitted',
  [VENDOR_DOCUMENT_STATUS.Approved]: 'Approved',
  [VENDOR_DOCUMENT_STATUS.Rejected]: 'Rejected',
};

export const makeRow = (statusid: number = VENDOR_DOCUMENT_STATUS.Submitted): VendorProposalRow => ({
  id: 601,
  workorderid: 42,
  proposalstatusid: statusid,
  proposalstatus: STATUS_NAMES[statusid] ?? 'Submitted',
  vendorname: 'Acme Plumbing',
  proposalnumber: 'P1042-1',
  wonumber: 'WO-1042',
  proposalamount: '850.00',
  proposaldate: '2026-03-02T10:00:00.000Z',
  description: 'Replace the water heater',
});

export const makeReview = (overrides: Partial<VendorProposalReview> = {}): VendorProposalReview => ({
  id: 601,
  workorderid: 42,
  wonumber: 'WO-1042',
  jobsiteid: 9,
  workordervendorid: 501,
  vendorid: 77,
  vendorname: 'Acme Plumbing',
  proposalnumber: 'P1042-1',
  proposaldate: '2026-03-02T10:00:00.000Z',
  submitteddate: '2026-03-02T11:00:00.000Z',
  description: 'Replace the water heater',
  note: 'Parts in stock',
  rejectionnote: null,
  proposalstatusid: VENDOR_DOCUMENT_STATUS.Submitted,
  proposalstatus: 'Submitted',
  proposalamount: '850.00',
  vendorcount: 1,
  vendorquotedamount: '850.00',
  isreviewable: true,
  convertedamount: '1214.29',
  labor: [
    {
      id: 1,
      skilllevelid: 2,
      skilllevel: 'Technician',
      typeid: 2,
      type: 'Overtime',
      numberoftechs: 2,
      hourlyrate: '80.00',
      numberofhours: '2.50',
      total: '600.00',
    },
  ],
  materials: [
    {
      id: 2,
      description: 'Water heater 40 gal',
      partnumber: 'WH-40',
      uom: 1,
      unit: 'Each',
      unitprice: '200.00',
      quantity: '1.00',
      total: '200.00',
    },
  ],
  other: [
    {
      id: 3,
      typeid: 3,
      type: 'Travel',
      description: null,
      quantity: '1.00',
      unitprice: '50.00',
      total: '50.00',
    },
  ],
  totals: { labor: '600.00', materials: '200.00', other: '50.00', total: '850.00' },
  ...overrides,
});
