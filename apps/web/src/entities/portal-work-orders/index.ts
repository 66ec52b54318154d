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
export { PortalHeader, type PortalHeaderOrder } from './portal-header';
export { PORTAL_NOTE_COLUMNS } from './portal-note-columns';
export { exportPortalWorkOrders } from './api/export-portal-work-orders';
export {
  PORTAL_DETAIL_TABS,
  PortalDetailsRoute,
  usePortalDetailTab,
  type PortalDetailTab,
} from './portal-details-route';
export { PortalNotes } from './portal-notes';
