import { downloadFile, type QueryParams } from '../../../lib/http';
import { alertsParams, type AlertsFilters } from '../alerts-filters';

export const ALERTS_EXPORT_FILE = 'alerts.xlsx';

/** The whole filtered, sorted alerts window as .xlsx with the visible columns (streamed by the API). */
export const exportAlerts = (filters: AlertsFilters, params: QueryParams, columns: string[]) =>
  downloadFile('/api/dashboard/exportalerts', ALERTS_EXPORT_FILE, {
    params: { ...params, ...alertsParams(filters), columns: JSON.stringify(columns) },
  });
