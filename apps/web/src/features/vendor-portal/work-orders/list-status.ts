import { portalListPath as listPathOf, type PortalListStatus } from '../../../entities/portal-work-orders';

/** The vendor portal's My Work Orders (the statuses and titles are the portals' shared ones, decision 172). */
export const portalListPath = (status: PortalListStatus) => listPathOf('vendorprofile', status);

export const PORTAL_DETAILS_PATH = '/vendorprofile/workorderdetails';
