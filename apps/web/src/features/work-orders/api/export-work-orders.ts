import { downloadFile, type QueryParams } from '../../../lib/http';
import { toolbarParams, type WorkOrderToolbar } from './get-work-orders';

export const WORK_ORDER_EXPORT_FILE = 'workorders.xlsx';

/** The whole filtered, sorted result as .xlsx with the visible columns (streamed by the API). */
export const exportWorkOrders = (toolbar: WorkOrderToolbar, params: QueryParams, columns: string[]) =>
  downloadFile('/api/workorder/exportworkorders', WORK_ORDER_EXPORT_FILE, {
    params: {
      ...params,
      ...toolbarParams(toolbar),
      ...(typeof toolbar.quick === 'number' ? { quick: toolbar.quick, statusid: undefined } : {}),
      columns: JSON.stringify(columns),
    },
  });
