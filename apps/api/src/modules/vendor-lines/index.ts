// The vendor-lines module's door (docs/decisions/123): a work order's vendor lines and their events.
export { vendorLineRoutes } from './vendor-lines.routes';
export {
  cancelVendorLine,
  findVendorLines,
  getEventCounts,
  insertEvent,
  type EventCounts,
  type VendorLine,
} from './vendor-lines.repository';
