import { downloadFile } from '../../../lib/http';

/** POST /api/workorder/generatewordwoinvoice `{ invoiceid }`: the .docx, named by the `filename` header. */
export const downloadInvoiceWord = (invoiceid: number) =>
  downloadFile('/api/workorder/generatewordwoinvoice', `invoice_${invoiceid}.docx`, {
    method: 'POST',
    body: { invoiceid },
    isNamedByServer: true,
    isSilent: true,
  });
