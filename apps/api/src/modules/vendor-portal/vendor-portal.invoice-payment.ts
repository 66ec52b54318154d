import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';

// The vendor's answer to "is my invoice paid?" (issue 17, decision 178): an approved invoice's payment is
// the newest payment line of its vendor line that the QuickBooks payments sync stored, of the same vendor,
// so another vendor's payment never shows. One definition for the per-order list and the list across orders.

const COLUMNS = { paiddate: 'txndate', paymentrefnumber: 'refnumber', paymenttype: 'paymenttype' } as const;
export type InvoicePaymentField = keyof typeof COLUMNS;

/** The invoice's columns the payment is found by (`d."…"` in the list, the table's columns in drizzle). */
export type InvoiceRefs = Record<'workordervendorid' | 'vendorid' | 'statusid', SQLWrapper>;

/** One field of the invoice's payment, null until paid. */
export function invoicePayment(field: InvoicePaymentField, invoice: InvoiceRefs): SQL {
  return sql`(select p.${sql.identifier(COLUMNS[field])}
    from "vendorpaymentline" pl join "vendorpayment" p on p."id" = pl."vendorpaymentid"
    where pl."workordervendorid" = ${invoice.workordervendorid} and p."vendorid" = ${invoice.vendorid}
      and ${invoice.statusid} = ${VENDOR_DOCUMENT_STATUS.Approved}
    order by p."txndate" desc, p."id" desc limit 1)`;
}
