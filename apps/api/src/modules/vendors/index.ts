// The vendors module's door (docs/decisions/123): the vendor record, its tabs, list and search
// (issue 12, docs/decisions/142), and its notes and attachments owners (decision 124).
export { vendorRoutes } from './vendors.routes';
export { vendorTabRoutes } from './vendors.tabs.routes';
export { vendorNoteOwner } from './vendors.notes';
export { vendorAttachmentOwner } from './vendors.attachments';
export { requireVendor } from './vendors.guard';
export { vendorMailRecipients } from './vendors.senddoc';
export { getVendorDetail, updateVendor } from './vendors.service';
