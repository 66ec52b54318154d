import type {
  AttachmentOwnerArea,
  attachmentRecordSchema,
  attachmentTypeSchema,
  StorageArea,
  WireOf,
} from '@dispatchwise/shared';

/**
 * An area whose records hold attachments and whose blobs GET /storage/getSAS signs (`{area}/{id}/`):
 * workorder, vendor, customer. The portals' areas (vendorprofile, customerprofile) join when the API says
 * which folder their files live in (decision 124).
 */
export type AttachmentArea = AttachmentOwnerArea & StorageArea;

/** The record whose files a tab shows (decision 124). */
export type AttachmentOwner = {
  area: AttachmentArea;
  id: number;
  /** A work-order file of one vendor line (Attach Invoice, decision 132): sent as the record's `workordervendorid`. */
  workordervendorid?: number;
};

/** What every owner's attachment record has on the wire (the shared contract): what the grid reads. */
export type AttachmentRecord = WireOf<typeof attachmentRecordSchema>;

export type AttachmentTypeOption = WireOf<typeof attachmentTypeSchema>;
