import { downloadFile } from '../../../lib/http';
import type { PortalListExport } from '../portal-work-orders-list';

/**
 * The whole filtered result as .xlsx with the visible columns: the work-order export, which reads a vendor's
 * or a customer's orders by the record scope (decision 160 says why a Tech is not offered it).
 */
export const exportPortalWorkOrders = ({ quick, params, columns }: PortalListExport) =>
  downloadFile('/api/workorder/exportworkorders', 'workorders.xlsx', {
    params: { ...params, quick, columns: JSON.stringify(columns) },
  });
