import { downloadFile, type QueryParams } from '../../../../lib/http';
import type { PortalListQuick } from '../list-status';

/**
 * The whole filtered result as .xlsx with the visible columns: the work-order export, which reads a vendor's
 * orders by the record scope (decision 160 says why a Tech is not offered it).
 */
export const exportPortalWorkOrders = (quick: PortalListQuick, params: QueryParams, columns: string[]) =>
  downloadFile('/api/workorder/exportworkorders', 'workorders.xlsx', {
    params: { ...params, quick, columns: JSON.stringify(columns) },
  });
