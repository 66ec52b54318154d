// A portal's My Work Orders (vendor and customer, decisions 160 and 172): statuses, columns, the list itself.
export {
  PORTAL_LIST_STATUSES,
  portalBackPath,
  portalDetailsPath,
  portalListPath,
  portalListQuick,
  portalListStatusOf,
  portalListTitle,
  type PortalArea,
  type PortalListQuick,
  type PortalListStatus,
} from './list-status';
export { PORTAL_HIDDEN_COLUMNS, portalColumns } from './portal-columns';
export {
  PortalWorkOrdersList,
  type PortalListExport,
  type PortalWorkOrdersListProps,
} from './portal-work-orders-list';
export { getPortalWorkOrders } from './api/get-portal-work-orders';
export { exportPortalWorkOrders } from './api/export-portal-work-orders';
// The details screen's parts (header, tabs, notes with their popup) have their own door, `./details`, so the
// lists that import this one do not load them (docs/decisions/197).
