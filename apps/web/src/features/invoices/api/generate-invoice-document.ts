import { downloadFile, http } from '../../../lib/http';

const PATH = '/api/workorder/generatewoinvoice';

/** POST /api/workorder/generatewoinvoice `{ id, preview: true }`: the Invoice Preview's page (HTML). */
export const previewInvoice = (id: number, signal?: AbortSignal) =>
  http.postText(PATH, { id, preview: true }, { signal });

/** The same call with `preview: false`: the PDF, saved under the name the API gives it (decision 138). */
export const downloadInvoicePdf = (id: number) =>
  downloadFile(PATH, `invoice_${id}.pdf`, {
    method: 'POST',
    body: { id, preview: false },
    isNamedByServer: true,
    isSilent: true,
  });
