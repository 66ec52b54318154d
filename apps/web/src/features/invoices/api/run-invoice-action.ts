import type { CustomerInvoiceAction } from '@dispatchwise/shared';
import { http } from '../../../lib/http';
import type { CustomerInvoice } from './types';

/** PUT /api/workorder/{approve,unapprove,reject}invoice `{ invoiceid }`: answers the order's invoices. */
export const runInvoiceAction = (action: CustomerInvoiceAction, invoiceid: number) =>
  http.put<CustomerInvoice[]>(`/api/workorder/${action}invoice`, { invoiceid }, { isSilent: true });
