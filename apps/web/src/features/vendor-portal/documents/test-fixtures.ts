// Fixtures of the portal's proposals and invoices: documents as the API answers them, and the lists.
import type { PortalInvoice, PortalInvoiceList, PortalProposal, PortalProposalList } from './api/types';

export const SUMMARY: PortalProposalList['summary'] = {
  customername: 'Big Box Stores',
  jobsite: 'Store 12',
  location: 'Main Street Store',
  address: '1 Main St',
  city: 'Austin',
  statecode: 'TX',
  briefdescription: 'Rooftop unit down',
};

const LINES = {
  labor: [
    {
      id: 11,
      skilllevelid: 2,
      skilllevel: 'Technician',
      typeid: 2,
      type: 'Overtime',
      numberoftechs: 2,
      hourlyrate: '80.00',
      numberofhours: '1.50',
      amount: '360.00',
    },
  ],
  material: [
    {
      id: 21,
      description: 'Capacitor',
      partnumber: 'C-45',
      uom: 1,
      unit: 'Each',
      unitprice: '12.35',
      quantity: '3.00',
      amount: '37.05',
    },
  ],
  other: [],
  totals: { labor: '360.00', material: '37.05', other: '0.00', total: '397.05' },
};

export const proposal = (overrides: Partial<PortalProposal> = {}): PortalProposal => ({
  id: 301,
  workorderid: 42,
  wonumber: 'WO-1042',
  jobsiteid: 8,
  workordervendorid: 501,
  proposalnumber: 'P-301',
  proposaldate: '2026-11-21T00:00:00.000Z',
  description: 'Replace the capacitor',
  note: null,
  rejectionnote: null,
  proposalstatusid: 1,
  proposalstatus: 'Draft',
  proposalamount: '397.05',
  submitteddate: null,
  invoiceid: null,
  ...LINES,
  ...overrides,
});

export const invoice = (overrides: Partial<PortalInvoice> = {}): PortalInvoice => ({
  id: 401,
  workorderid: 42,
  wonumber: 'WO-1042',
  jobsiteid: 8,
  workordervendorid: 501,
  proposalid: null,
  invoicenumber: 'INV-9',
  invoicedate: '2026-11-22T00:00:00.000Z',
  description: 'Capacitor replaced',
  note: null,
  rejectionnote: null,
  invoicestatusid: 1,
  invoicestatus: 'Draft',
  invoiceamount: '397.05',
  submitteddate: null,
  paiddate: null,
  paymentrefnumber: null,
  paymenttype: null,
  ...LINES,
  ...overrides,
});

export const proposalList = (data: PortalProposal[], canadd = true): PortalProposalList => ({
  data,
  canadd,
  summary: SUMMARY,
});
export const invoiceList = (data: PortalInvoice[], canadd = true): PortalInvoiceList => ({
  data,
  canadd,
  summary: SUMMARY,
});
