import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canViewReports,
  REPORT_EXPORT_FILE,
  reportDataAnswerSchema,
  reportDataRequestSchema,
  reportDefinitionsSchema,
} from '@dispatchwise/shared';
import { listQuerySchema } from '../../lib/list-query/index';
import { XLSX_TYPE } from '../../lib/xlsx/xlsx-stream';
import { exportReport, findGrantedReports, getReportData } from './reports.service';

/**
 * The grid load options of the list protocol beside the report's own fields, in a JSON body: `sort`,
 * `filter`, `group`, `totalSummary` and `groupSummary` are JSON texts, as in a list's query string
 * (decision 151), so the web grid sends the same options to any list.
 */
const reportDataBodySchema = listQuerySchema.extend(reportDataRequestSchema.shape);

/**
 * Reports (spec A "Reports", "Heat maps", section 7; issue 14; decisions 151, 152): view:reports or
 * Admin, and each run only of a report the caller's user record grants.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const config = { rule: canViewReports };

  app.get(
    '/reports/getreports',
    { config, schema: { tags, response: { 200: reportDefinitionsSchema } } },
    ({ user }) => findGrantedReports({ db: app.db, user }),
  );

  app.post(
    '/reports/getreportdata',
    { config, schema: { tags, body: reportDataBodySchema, response: { 200: reportDataAnswerSchema } } },
    ({ user, body }) => getReportData({ db: app.db, user, query: body }),
  );

  app.post(
    '/reports/export',
    { config, schema: { tags, body: reportDataBodySchema } },
    async ({ user, body }, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${REPORT_EXPORT_FILE}"`)
        .send(await exportReport({ db: app.db, user, query: body })),
  );
};
