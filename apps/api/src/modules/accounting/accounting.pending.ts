import type { CustomerInvoicingRow, PendingSyncs, VendorBillingRow } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  findInvoiceDetails,
  findPendingBills,
  findPendingInvoiceRows,
} from './accounting.pending.repository';

/**
 * GET /accounting/getpendingsyncs (decision 175): every pending document in exactly one list. An order
 * with both a pending invoice and pending vendor bills is Completed Invoicing (its bills ride on its
 * oldest invoice's row; a second invoice of the order stays on that tab without bills); other bills are
 * Vendor Billing, other invoices Customer Invoicing. Queued rows (`approvedByAccounting`) stay listed
 * until the push records them. Three queries, whatever the number of rows.
 */
export async function findPendingSyncs(options: { db: Db }): Promise<PendingSyncs> {
  const { db } = options;
  const [bills, invoices] = await Promise.all([findPendingBills(db), findPendingInvoiceRows(db)]);
  const details = await findInvoiceDetails(
    db,
    invoices.map((row) => row.invoiceId),
  );

  const billsByOrder = new Map<number, VendorBillingRow[]>();
  for (const bill of bills) {
    const list = billsByOrder.get(bill.workorderId) ?? [];
    list.push(bill);
    billsByOrder.set(bill.workorderId, list);
  }

  const completeBilling: CustomerInvoicingRow[] = [];
  const customerBilling: CustomerInvoicingRow[] = [];
  const ordersWithRows = new Set<number>();
  for (const row of invoices) {
    const { customerId: _customer, billingCustomerId: _billing, approvedDate: _approved, ...fields } = row;
    const orderBills = billsByOrder.get(row.workorderId);
    const isFirstOfOrder = !ordersWithRows.has(row.workorderId);
    ordersWithRows.add(row.workorderId);
    const wire: CustomerInvoicingRow = {
      ...fields,
      pendingCustomerInvoicingDetails: details.get(row.invoiceId) ?? [],
      pendingVendorBilling: orderBills && isFirstOfOrder ? orderBills : [],
    };
    (orderBills ? completeBilling : customerBilling).push(wire);
  }
  const vendorBilling = bills.filter((bill) => !ordersWithRows.has(bill.workorderId));
  return { vendorBilling, customerBilling, completeBilling };
}
