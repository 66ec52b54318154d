// Vendor pieces shared by several features (decision 126): the work order's Vendor tab, the Vendors list,
// the vendor search and the vendor editor.
export { VendorHistoryDialog, type VendorHistoryTarget } from './vendor-history-dialog';
export { VendorHistoryGrid } from './vendor-history-grid';
export { vendorHistoryFetcher, vendorHistoryKey, type VendorHistoryRow } from './api/get-vendor-history';
export { RatingStars } from './rating-stars';
export { Label, PAPERWORK_COLORS, VendorLink, WoCountButton, YesMark } from './vendor-cells';
export { vendorDetailsPath } from './paths';
