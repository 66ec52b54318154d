import type { InvoicingRow, PendingSyncs, QuickBooksStatus, VendorBillingRow } from './api/types';

// Rows of the Accounting screen's tests, as GET /accounting/getpendingsyncs answers them.

export const vendorBill = (overrides: Partial<VendorBillingRow> = {}): VendorBillingRow => ({
  workorderVendorId: 501,
  vendorId: 77,
  billingVendorId: '56',
  vendorName: 'Acme Plumbing',
  workorderId: 42,
  workorderNumber: 'WO-1042',
  vendorInvoiceNumber: 'AP-9',
  vendorAmount: '250.10',
  paidByCC: false,
  nodFlagged: false,
  vendorInvoiceApprovedBy: 'Dana Dispatch',
  vendorInvoiceApprovedDate: '2026-11-20T15:00:00.000Z',
  approvedByAccounting: false,
  ...overrides,
});

export const invoiceRow = (overrides: Partial<InvoicingRow> = {}): InvoicingRow => ({
  invoiceId: 900,
  workorderId: 43,
  customerName: 'Big Box Stores',
  workorderNumber: 'WO-1043',
  invoiceNumber: 'INV-900',
  invoiceAmount: '1000.20',
  completeDate: '2026-11-18T15:00:00.000Z',
  invoiceDate: '2026-11-19T15:00:00.000Z',
  dueDate: '2026-12-19T15:00:00.000Z',
  vendorCost: '600.10',
  nodFlagged: false,
  approvedByAccounting: false,
  pendingCustomerInvoicingDetails: [
    {
      itemType: 'Labor',
      itemDescription: 'Fan motor',
      itemQuantity: '2',
      itemPrice: '500.10',
      itemTaxRate: '0',
    },
  ],
  pendingVendorBilling: [],
  ...overrides,
});

export const LISTS: PendingSyncs = {
  completeBilling: [
    invoiceRow({
      invoiceId: 910,
      workorderId: 44,
      workorderNumber: 'WO-1044',
      pendingVendorBilling: [
        vendorBill({ workorderVendorId: 510, workorderId: 44, workorderNumber: 'WO-1044' }),
      ],
    }),
  ],
  vendorBilling: [
    vendorBill(),
    vendorBill({
      workorderVendorId: 502,
      vendorId: 78,
      vendorName: 'Bolt Electric',
      vendorAmount: '0.20',
      nodFlagged: true,
    }),
    vendorBill({
      workorderVendorId: 503,
      vendorName: 'Cool Air',
      vendorAmount: '99.70',
      approvedByAccounting: true,
    }),
  ],
  customerBilling: [
    invoiceRow(),
    invoiceRow({ invoiceId: 901, workorderNumber: 'WO-1045', invoiceAmount: '0.10', vendorCost: '0.20' }),
  ],
};

export const CONNECTED: QuickBooksStatus = {
  isConfigured: true,
  isConnected: true,
  environment: 'custom',
  realmId: '4620816365',
  companyName: 'Dispatchwise Sandbox Co',
  connectedAt: '2026-11-20T15:00:00.000Z',
  refreshTokenExpiresAt: '2027-02-28T15:00:00.000Z',
  paymentsSyncedAt: null,
  lastError: null,
};
