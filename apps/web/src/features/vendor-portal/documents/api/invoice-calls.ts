import { VENDOR_DOCUMENT_STATUS, VENDOR_LINE_SAMPLE_FILE } from '@dispatchwise/shared';
import { downloadFile, http, uploadFile } from '../../../../lib/http';
import type { PortalInvoice, PortalInvoiceInput, PortalInvoiceList } from './types';

// The vendor's invoice calls (spec C 7 under /vendorprofile; decision 163).

const BASE = '/api/vendorprofile';

/** GET /vendorprofile/vendorworkorderinvoices?workorderid: the vendor's invoices on the order, newest first. */
export const getPortalInvoices = (workorderid: number, signal?: AbortSignal) =>
  http.get<PortalInvoiceList>(`${BASE}/vendorworkorderinvoices`, { params: { workorderid }, signal });

/** POST /vendorprofile/updateinvoice: id 0 creates the draft, another id updates it. */
export const savePortalInvoice = (input: PortalInvoiceInput) =>
  http.post<PortalInvoice>(`${BASE}/updateinvoice`, input, { isSilent: true });

// The row's runner toasts the failure with its reason.
export const clonePortalInvoice = (id: number) =>
  http.post<PortalInvoice>(`${BASE}/cloneinvoice/${id}`, undefined, { isSilent: true });

export const deletePortalInvoice = (invoiceId: number) =>
  http.delete<{ id: number; workorderid: number }>(`${BASE}/deleteinvoice`, {
    params: { invoiceId },
    isSilent: true,
  });

/** PUT /vendorprofile/updateinvoicestatus: Submit (1 -> 2); answers the refreshed list. */
export const submitPortalInvoice = (invoiceId: number) =>
  http.put<PortalInvoiceList>(
    `${BASE}/updateinvoicestatus`,
    {
      invoiceId,
      invoiceStatusId: VENDOR_DOCUMENT_STATUS.Submitted,
    },
    // The Submit popup shows the reason.
    { isSilent: true },
  );

const GENERATE = `${BASE}/generatevendorinvoice`;

export const previewPortalInvoice = (invoiceid: number, signal?: AbortSignal) =>
  http.postText(GENERATE, undefined, { params: { invoiceid, preview: true }, signal, isSilent: true });

export const downloadPortalInvoicePdf = (invoiceid: number) =>
  downloadFile(GENERATE, `invoice_${invoiceid}.pdf`, {
    method: 'POST',
    params: { invoiceid, preview: false },
    isNamedByServer: true,
    isSilent: true,
  });

/** POST /vendorprofile/importinvoiceitems?invoiceid (multipart, one file): answers the invoice. */
export const importPortalInvoiceLines = (invoiceid: number, file: File, onProgress: (f: number) => void) =>
  uploadFile<PortalInvoice>(`${BASE}/importinvoiceitems`, file, {
    params: { invoiceid },
    onProgress,
    isSilent: true,
  });

/** POST /vendorprofile/downloadlinesample: VendorLineItems.xlsx with the Labor, Materials and Other sheets. */
export const downloadLineSample = () =>
  downloadFile(`${BASE}/downloadlinesample`, VENDOR_LINE_SAMPLE_FILE, { method: 'POST' });
