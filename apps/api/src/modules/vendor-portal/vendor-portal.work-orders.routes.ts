import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canEditVendorPortalWorkOrders,
  canUseVendorPortalWorkOrders,
  vendorPortalAssignedTechSchema,
  vendorPortalAssignTechSchema,
  vendorPortalNoteAnswerSchema,
  vendorPortalNoteSchema,
  vendorPortalScheduleDateSchema,
  vendorPortalWorkOrderQuerySchema,
  vendorPortalWorkOrderSchema,
} from '@dispatchwise/shared';
import {
  assignPortalTech,
  getPortalWorkOrder,
  savePortalNote,
  updatePortalScheduleDate,
} from './vendor-portal.work-orders.service';

/**
 * The vendor portal's work orders (issue 15, spec C 2.8 and 7, docs/decisions/158): Work-order details,
 * Add Note, Assign Tech and Schedule Date. The list is GET /vendorprofile/getworkorders/{id}
 * (dashboards); the Notes and Attachments tabs are the work order's generic calls (decision 124).
 */
export const vendorPortalWorkOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor-portal'];
  const read = { rule: canUseVendorPortalWorkOrders };
  const change = { rule: canEditVendorPortalWorkOrders };
  const details = { 200: vendorPortalWorkOrderSchema };

  app.get(
    '/vendorprofile/workorder',
    { config: read, schema: { tags, querystring: vendorPortalWorkOrderQuerySchema, response: details } },
    async (request) => getPortalWorkOrder({ db: app.db, user: request.user, id: request.query.id }),
  );
  app.post(
    '/vendorprofile/savenote',
    {
      config: read,
      schema: { tags, body: vendorPortalNoteSchema, response: { 201: vendorPortalNoteAnswerSchema } },
    },
    async (request, reply) => {
      const saved = await savePortalNote({ db: app.db, user: request.user, input: request.body });
      return reply.status(201).send(saved);
    },
  );
  app.put(
    '/vendorprofile/assigntech',
    {
      config: change,
      schema: { tags, body: vendorPortalAssignTechSchema, response: { 200: vendorPortalAssignedTechSchema } },
    },
    async (request) => assignPortalTech({ db: app.db, user: request.user, input: request.body }),
  );
  app.put(
    '/vendorprofile/updatescheduledate',
    { config: change, schema: { tags, body: vendorPortalScheduleDateSchema, response: details } },
    async (request) => updatePortalScheduleDate({ db: app.db, user: request.user, input: request.body }),
  );
};
