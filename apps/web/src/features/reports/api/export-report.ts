import { REPORT_EXPORT_FILE } from '@dispatchwise/shared';
import { downloadFile, type QueryParams } from '../../../lib/http';
import type { ReportDataBody } from './get-report-data';

/**
 * POST /reports/export: the whole report under the grid's filter, sort and search as Report.xlsx (spec A
 * section 9), streamed by the API.
 */
export const exportReport = (body: ReportDataBody, options: QueryParams) =>
  downloadFile('/api/reports/export', REPORT_EXPORT_FILE, { method: 'POST', body: { ...body, ...options } });
