import type {
  heatMapAnswerSchema,
  reportDataRequestSchema,
  reportGridAnswerSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { http, type QueryParams } from '../../../lib/http';

export type ReportGridAnswer = WireOf<typeof reportGridAnswerSchema>;
export type HeatMapAnswer = WireOf<typeof heatMapAnswerSchema>;

/** The report's own fields as sent (dates as yyyy-MM-dd); a grid's load options ride beside them. */
export type ReportDataBody = WireInput<typeof reportDataRequestSchema>;

export const REPORT_DATA_PATH = '/api/reports/getreportdata';

/**
 * POST /reports/getreportdata (spec A section 7) for a heat map (13, 14, 24): its markers, heat and count.
 * Silent: the screen shows the API's message (a bad zip code, dates out of order) beside the form.
 */
export const getHeatMap = (body: ReportDataBody) =>
  http.post<HeatMapAnswer>(REPORT_DATA_PATH, body, { isSilent: true });

/** POST /reports/getreportdata for a grid report: one page (or the groups) under the grid's load options. */
export const getReportPage = (body: ReportDataBody, options: QueryParams, signal?: AbortSignal) =>
  http.post<ReportGridAnswer>(REPORT_DATA_PATH, { ...body, ...options }, { signal, isSilent: true });
