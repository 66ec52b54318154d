import type { PortalListExport } from '../../../../entities/portal-work-orders';
import { downloadFile } from '../../../../lib/http';

/**
 * The whole filtered result as .xlsx with the visible columns: the work-order export, which reads a vendor's
 * orders by the record scope (decision 160 says why a Tech is not offered it).
 */
export const exportPortalWorkOrders = ({ quick, params, columns }: PortalListExport) =>
  downloadFile('/api/workorder/exportworkorders', 'workorders.xlsx', {
    params: { ...params, quick, columns: JSON.stringify(columns) },
  });
