import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadCustomerPortalWorkOrders,
  canReadVendorPortalWorkOrders,
  canReadWorkOrdersAsStaff,
} from '@dispatchwise/shared';
import { sendCachedList } from '../work-orders/work-orders.list.routes';
import { workOrderListQuerySchema } from '../work-orders/work-orders.list.service';
import { findDispatcherCounts, findPriorityCounts, findStatusCounts } from './dashboards.repository';
import {
  activeCountsQuerySchema,
  customerOpenQuerySchema,
  dailyCountsQuerySchema,
  dispatcherCountSchema,
  listAnswerSchema,
  openCountSchema,
  ownerParamsSchema,
  priorityCountSchema,
  statusCountSchema,
  vendorOpenQuerySchema,
} from './dashboards.schemas';
import {
  findCustomerPortalWorkOrders,
  findVendorPortalWorkOrders,
  getCustomerOpenWorkOrders,
  getVendorOpenWorkOrders,
} from './dashboards.service';

/**
 * The home dashboards (spec A "Home dashboard", section 7 "Dashboards"; docs/decisions/090-093):
 * staff charts from the trigger-kept counters, the vendor and customer cards, and the portal grids.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboards'];
  // The staff charts: internal users who may read work orders (spec A section 6).
  const charts = { config: { rule: canReadWorkOrdersAsStaff } };
  const vendorOwner = { rule: canReadVendorPortalWorkOrders };
  const customerOwner = { rule: canReadCustomerPortalWorkOrders };
  const openAnswer = { 200: z.union([z.array(openCountSchema), listAnswerSchema]) };

  app.get(
    '/home/getactivecounts',
    {
      ...charts,
      schema: { tags, querystring: activeCountsQuerySchema, response: { 200: z.array(statusCountSchema) } },
    },
    async (request) => findStatusCounts(app.db, { includeClosed: request.query.all }),
  );
  app.get(
    '/home/getprioritycounts',
    { ...charts, schema: { tags, response: { 200: z.array(priorityCountSchema) } } },
    async () => findPriorityCounts(app.db),
  );
  app.get(
    '/home/getdailycounts',
    {
      ...charts,
      schema: {
        tags,
        querystring: dailyCountsQuerySchema,
        response: { 200: z.array(dispatcherCountSchema) },
      },
    },
    async (request) => findDispatcherCounts(app.db, { timezone: request.query.timezone }),
  );
  app.get(
    '/vendor/getopenworkorders',
    { config: vendorOwner, schema: { tags, querystring: vendorOpenQuerySchema, response: openAnswer } },
    async (request, reply) => {
      const load = () => getVendorOpenWorkOrders({ db: app.db, user: request.user, query: request.query });
      // The card counts come from counter tables in about a millisecond: only the popup lists are cached.
      return request.query.statusid === undefined ? load() : sendCachedList(app, request, reply, load);
    },
  );
  app.get(
    '/customer/getopenworkorders',
    { config: customerOwner, schema: { tags, querystring: customerOpenQuerySchema, response: openAnswer } },
    async (request, reply) => {
      const load = () => getCustomerOpenWorkOrders({ db: app.db, user: request.user, query: request.query });
      // The card counts come from counter tables in about a millisecond: only the popup lists are cached.
      return request.query.statusid === undefined ? load() : sendCachedList(app, request, reply, load);
    },
  );
  app.get(
    '/vendorprofile/getworkorders/:id',
    {
      config: vendorOwner,
      schema: {
        tags,
        params: ownerParamsSchema,
        querystring: workOrderListQuerySchema,
        response: { 200: listAnswerSchema },
      },
    },
    async (request, reply) =>
      sendCachedList(app, request, reply, () =>
        findVendorPortalWorkOrders({
          db: app.db,
          user: request.user,
          vendorid: request.params.id,
          query: request.query,
        }),
      ),
  );
  app.get(
    '/customerprofile/getworkorders/:id',
    {
      config: customerOwner,
      schema: {
        tags,
        params: ownerParamsSchema,
        querystring: workOrderListQuerySchema,
        response: { 200: listAnswerSchema },
      },
    },
    async (request, reply) =>
      sendCachedList(app, request, reply, () =>
        findCustomerPortalWorkOrders({
          db: app.db,
          user: request.user,
          customerid: request.params.id,
          query: request.query,
        }),
      ),
  );
};
