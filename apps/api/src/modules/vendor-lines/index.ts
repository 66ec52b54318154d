// The vendor-lines module's door (docs/decisions/123): a work order's vendor lines and their events.
export { vendorLineRoutes } from './vendor-lines.routes';
export { vendorLineManagementRoutes } from './vendor-lines.lines.routes';
// The scorecard summary (docs/decisions/131): vendorscorestats holds the rating and WO count other
// vendor lists show.
export { refreshVendorScorecards, scorecardRefreshIdle } from './vendor-scorecard';
export {
  cancelVendorLine,
  findVendorLines,
  getEventCounts,
  insertEvent,
  setVendorLineQuotedAmount,
  type EventCounts,
  type VendorLine,
} from './vendor-lines.repository';
// An int4[] parameter of hand-written SQL (the vendors module's searches).
export { intArray } from './sql-values';
// Auto-dispatch (the dispatch module, docs/decisions/153) attaches and tickets the way the Vendor tab
// does: Select Vendor's candidates over vendorcoverage, Attach Vendor, and Send WO Ticket.
export { getJobSitePlace, vendorCandidateList } from './vendor-search.repository';
export { attachVendor } from './vendor-line-changes.service';
export { createWoEmailItem } from './vendor-notices.service';
