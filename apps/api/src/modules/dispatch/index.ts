// The dispatch module's door (docs/decisions/123, 153, 154): Admin > Dispatch, Import Vendor Zips, and
// the auto-dispatch hook that modules/index.ts hands to work-orders' onWorkOrderCreated.
export { dispatchRoutes } from './dispatch.routes';
export { autoDispatchWorkOrder } from './auto-dispatch.service';
