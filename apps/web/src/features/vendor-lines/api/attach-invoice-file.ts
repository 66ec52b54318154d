import {
  ATTACHMENT_TYPE,
  attachmentEndpoints,
  type attachFileSchema,
  type WireInput,
} from '@dispatchwise/shared';
import {
  attachmentPath,
  getBlobSas,
  signedBlobUrl,
  storedFileName,
  uploadToBlob,
} from '../../../components/attachments';
import { http } from '../../../lib/http';
import type { LineAttachment } from './get-line-attachments';

/**
 * Attach Invoice on a vendor line (spec B sections 2 and 7): the file goes to the order's blob folder like any
 * work-order file, then its record is posted to the generic POST /workorder/attachfile as a Vendor Invoice
 * (type 7) with the line's `workordervendorid` (decision 132).
 */
export async function attachInvoiceFile(options: {
  workorderid: number;
  workordervendorid: number;
  file: File;
  onProgress?: (fraction: number) => void;
}): Promise<LineAttachment> {
  const { workorderid, workordervendorid, file } = options;
  const owner = { area: 'workorder' as const, id: workorderid };
  const stored = storedFileName(file.name);
  const sas = await getBlobSas({ ...owner, file: stored, access: 'write' }, { isSilent: true });
  await uploadToBlob(signedBlobUrl(sas), file, { onProgress: options.onProgress });
  const body: WireInput<typeof attachFileSchema> = {
    workorderid,
    workordervendorid,
    attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice,
    filename: stored,
    displayname: file.name,
    path: attachmentPath(owner, stored),
  };
  return http.post<LineAttachment>(attachmentEndpoints('workorder', workorderid).attach, body, {
    isSilent: true,
  });
}
