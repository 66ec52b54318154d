import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeCountsQuerySchema,
  canReadCustomerPortalWorkOrders,
  canReadVendorPortalWorkOrders,
  canReadWorkOrdersAsStaff,
  customerOpenParamsSchema,
  dailyCountsQuerySchema,
  dashboardOwnerParamsSchema,
  dispatcherCountSchema,
  openCountSchema,
  priorityCountSchema,
  statusCountSchema,
  vendorOpenParamsSchema,
} from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { workOrderList, workOrderListQuerySchema } from '../work-orders/index';
import { findDispatcherCounts, findPriorityCounts, findStatusCounts } from './dashboards.repository';
import {
  findCustomerPortalWorkOrders,
  findVendorPortalWorkOrders,
  getCustomerOpenWorkOrders,
  getVendorOpenWorkOrders,
} from './dashboards.service';

/** The card parameters beside the grid protocol's load options (the popup grid of one status). */
const vendorOpenQuerySchema = listQuerySchema.extend(vendorOpenParamsSchema.shape);
const customerOpenQuerySchema = listQuerySchema.extend(customerOpenParamsSchema.shape);

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
      return request.query.statusid === undefined ? load() : workOrderList.send(app, request, reply, load);
    },
  );
  app.get(
    '/customer/getopenworkorders',
    { config: customerOwner, schema: { tags, querystring: customerOpenQuerySchema, response: openAnswer } },
    async (request, reply) => {
      const load = () => getCustomerOpenWorkOrders({ db: app.db, user: request.user, query: request.query });
      // The card counts come from counter tables in about a millisecond: only the popup lists are cached.
      return request.query.statusid === undefined ? load() : workOrderList.send(app, request, reply, load);
    },
  );
  app.get(
    '/vendorprofile/getworkorders/:id',
    {
      config: vendorOwner,
      schema: {
        tags,
        params: dashboardOwnerParamsSchema,
        querystring: workOrderListQuerySchema,
        response: { 200: listAnswerSchema },
      },
    },
    async (request, reply) =>
      workOrderList.send(app, request, reply, () =>
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
        params: dashboardOwnerParamsSchema,
        querystring: workOrderListQuerySchema,
        response: { 200: listAnswerSchema },
      },
    },
    async (request, reply) =>
      workOrderList.send(app, request, reply, () =>
        findCustomerPortalWorkOrders({
          db: app.db,
          user: request.user,
          customerid: request.params.id,
          query: request.query,
        }),
      ),
  );
};
