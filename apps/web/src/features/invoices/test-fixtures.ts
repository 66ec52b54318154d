// Test data of the Invoice & Payments tab, typed by the API's contracts.
import { makeDocumentLine } from '../../components/line-items/test-helpers';
import type { CustomerInvoice } from './api/types';

export { makeWorkOrderDetail as makeWorkOrder } from '../../entities/work-orders/test-helpers';

type Flags = Pick<CustomerInvoice, 'isapproved' | 'isrejected'>;
export const INVOICE_FLAGS = {
  Open: { isapproved: false, isrejected: false },
  Approved: { isapproved: true, isrejected: false },
  Rejected: { isapproved: false, isrejected: true },
} as const satisfies Record<string, Flags>;

export const makeInvoice = (
  overrides: Partial<CustomerInvoice> = {},
  state: keyof typeof INVOICE_FLAGS = 'Open',
): CustomerInvoice => ({
  id: 7,
  workorderid: 42,
  workorderproposalid: null,
  invoicenumber: null,
  amount: '237.50',
  billedamount: null,
  amountreceived: '37.50',
  paymentdue: '200.00',
  invoicingdate: '2026-03-05T15:00:00.000Z',
  duedate: '2026-04-04T15:00:00.000Z',
  completedate: '2026-03-06T15:00:00.000Z',
  invoicesentby: 3,
  sentby: 'Dana Dispatch',
  billwithoutsignoff: true,
  ...INVOICE_FLAGS[state],
  approveddate: state === 'Approved' ? '2026-03-07T15:00:00.000Z' : null,
  syncedtoaccountingdate: null,
  note: 'Net 30',
  scopeofwork: 'Fix the leak',
  scopeofworkformatted: '<p>Fix the leak</p>',
  createddate: '2026-03-05T15:00:00.000Z',
  details: [makeDocumentLine({ id: 801 })],
  totals: { subtotal: '237.50', taxes: '0.00', total: '237.50' },
  vendorcost: '150.00',
  margin: 36.84,
  ...overrides,
});
