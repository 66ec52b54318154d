import type { VendorPortalDocumentKind } from '@dispatchwise/shared';
import {
  documentDetailsPath as detailsPathOf,
  documentListPath as listPathOf,
  type PortalDocumentListStatus,
} from '../../../entities/portal-documents';

/** The vendor portal's lists (decision 164) on the portals' shared statuses and paths (decision 173). */
export const documentListPath = (kind: VendorPortalDocumentKind, status: PortalDocumentListStatus) =>
  listPathOf('vendorprofile', kind, status);

export const documentDetailsPath = (kind: VendorPortalDocumentKind, workorderid: number, origin: string) =>
  detailsPathOf('vendorprofile', kind, workorderid, origin);
