import type { sentVendorDocSchema, VENDOR_DOC_TYPE, WireOf } from '@dispatchwise/shared';
import { http } from '../../../../lib/http';

export type VendorDocType = (typeof VENDOR_DOC_TYPE)[keyof typeof VENDOR_DOC_TYPE];

/** POST /vendor/senddoc/{vendorid}/{doctype}: an e-mail asking the vendor for that document (the outbox sends it). */
export const sendVendorDoc = (vendorid: number, doctype: VendorDocType) =>
  http.post<WireOf<typeof sentVendorDocSchema>>(`/api/vendor/senddoc/${vendorid}/${doctype}`);
