import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canReadAlerts, canReadWorkOrders } from '@dispatchwise/shared';
import { workOrderListCacheScope } from './work-orders.access';
import {
  EXPORT_FILE_NAME,
  XLSX_TYPE,
  alertsExportQuerySchema,
  exportAlerts,
  exportQuerySchema,
  exportWorkOrders,
} from './work-orders.export';
import {
  alertsQuerySchema,
  findAlerts,
  findQuickActionWorkOrders,
  findWorkOrders,
  quickActionQuerySchema,
  workOrderListQuerySchema,
} from './work-orders.list.service';

/** The grid answer (docs/platform.md "Grid protocol"); rows are the list row or `{ key, count }` groups. */
const listAnswerSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  totalCount: z.number(),
  totalCountIsExact: z.boolean(),
  summary: z.null(),
  nextCursor: z.string().nullable(),
});

/**
 * A work-order list answer through the list response cache (docs/decisions/110): keyed by the route,
 * its params and parsed query, and the caller's scope (workOrderListCacheScope); sent as JSON text.
 */
export async function sendCachedList(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const query = request.query as { mine?: boolean };
  const key = [
    request.routeOptions.url,
    JSON.stringify(request.params ?? {}),
    JSON.stringify(request.query),
    workOrderListCacheScope(request.user, { isPersonal: query.mine === true }),
  ].join('\n');
  const json = await app.listCache.answer(key, load);
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Work-order lists (spec A sections 2 and 7, docs/decisions/081): the list with its quick filter,
 * the status quick filter, the Alerts dashboard rows and the .xlsx export of the whole result.
 * Every list is scoped to what the caller may read (Vendor/Tech, Customer) in the repository.
 */
const ALERTS_EXPORT_FILE_NAME = 'alerts.xlsx';

function sendWorkbook(reply: FastifyReply, fileName: string, stream: Readable) {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(stream);
}

export const workOrderListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const response = { 200: listAnswerSchema };
  const canRead = { rule: canReadWorkOrders };

  app.get(
    '/workorder/getworkorders',
    { config: canRead, schema: { tags, querystring: workOrderListQuerySchema, response } },
    async (request, reply) =>
      sendCachedList(app, request, reply, () =>
        findWorkOrders({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/workorder/getquickactionworkorders',
    { config: canRead, schema: { tags, querystring: quickActionQuerySchema, response } },
    async (request, reply) =>
      sendCachedList(app, request, reply, () =>
        findQuickActionWorkOrders({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/dashboard/getalerts',
    { config: { rule: canReadAlerts }, schema: { tags, querystring: alertsQuerySchema, response } },
    async (request, reply) =>
      sendCachedList(app, request, reply, () =>
        findAlerts({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/workorder/exportworkorders',
    { config: canRead, schema: { tags, querystring: exportQuerySchema } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        EXPORT_FILE_NAME,
        await exportWorkOrders({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/dashboard/exportalerts',
    { config: { rule: canReadAlerts }, schema: { tags, querystring: alertsExportQuerySchema } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        ALERTS_EXPORT_FILE_NAME,
        await exportAlerts({ db: app.db, user: request.user, query: request.query }),
      ),
  );
};
