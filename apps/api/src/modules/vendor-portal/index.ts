// The vendor portal module's door (docs/decisions/123): the portal's calls under /vendorprofile
// (issue 15, spec C 2.8 and 7). Profile: docs/decisions/157.
export { vendorPortalProfileRoutes } from './vendor-portal.profile.routes';
export { vendorPortalTechRoutes } from './vendor-portal.techs.routes';
export { vendorDocumentReviewRoutes } from './vendor-portal.compliance.routes';
// Work orders: details, Add Note, Assign Tech, Schedule Date (docs/decisions/158).
export { vendorPortalWorkOrderRoutes } from './vendor-portal.work-orders.routes';
// Check-in and check-out from the technician's phone (docs/decisions/159).
export { vendorPortalCheckInRoutes } from './vendor-portal.checkin.routes';
// Proposals and invoices lists across the caller's orders (docs/decisions/164).
export { vendorPortalListRoutes } from './vendor-portal.lists.routes';
// Proposals and invoices on one work order: drafts, lines, submit, import, preview (docs/decisions/163).
export { vendorPortalDocumentRoutes } from './vendor-portal.documents.routes';
export { generatePortalVendorDocument } from './vendor-portal.documents.print';
// The lines of a vendor proposal or invoice with their reference names (staff's review reads them too).
export { findLines as findVendorDocumentLines } from './vendor-portal.documents.repository';
