// The lookups module's door (docs/decisions/123): what other modules may use.
export { lookupRoutes } from './lookups.routes';
export { findActiveUserOptions, findDispatchers, findSalesReps } from './lookups.repository';
