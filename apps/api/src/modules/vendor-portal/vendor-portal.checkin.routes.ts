import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canCheckInToWorkOrders,
  vendorPortalCheckInAnswerSchema,
  vendorPortalCheckInSchema,
  vendorPortalTodayQuerySchema,
  vendorPortalTodaySchema,
} from '@dispatchwise/shared';
import { checkIn, checkOut, findTodayWork } from './vendor-portal.checkin.service';

/**
 * Check-in and check-out from the technician's phone (issue 15 "Beyond the spec",
 * docs/decisions/159): today's work, Check In and Check Out, scoped as the portal's work orders
 * (decision 158). The fence's radius is GEOFENCE_RADIUS_METERS.
 */
export const vendorPortalCheckInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor-portal'];
  const config = { rule: canCheckInToWorkOrders };
  const radius = app.config.geofenceRadiusMeters;
  const { publicUrl } = app.config;
  const recorded = { 201: vendorPortalCheckInAnswerSchema };

  app.get(
    '/vendorprofile/today',
    {
      config,
      schema: { tags, querystring: vendorPortalTodayQuerySchema, response: { 200: vendorPortalTodaySchema } },
    },
    async (request) => findTodayWork({ db: app.db, user: request.user, date: request.query.date, radius }),
  );
  app.post(
    '/vendorprofile/checkin',
    { config, schema: { tags, body: vendorPortalCheckInSchema, response: recorded } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await checkIn({ db: app.db, user: request.user, input: request.body, radius, publicUrl })),
  );
  app.post(
    '/vendorprofile/checkout',
    { config, schema: { tags, body: vendorPortalCheckInSchema, response: recorded } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await checkOut({ db: app.db, user: request.user, input: request.body, radius, publicUrl })),
  );
};
