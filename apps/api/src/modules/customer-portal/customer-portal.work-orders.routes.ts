import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText, stringifyWithJsonText } from '../../lib/json-text';
import {
  canAddCustomerPortalWorkOrder,
  canUseCustomerPortal,
  customerPortalNoteAnswerSchema,
  customerPortalNoteSchema,
  customerPortalSaveWorkOrderSchema,
  customerPortalUpdateWorkOrderSchema,
  customerPortalWorkOrderQuerySchema,
  customerPortalWorkOrderSchema,
} from '@dispatchwise/shared';
import {
  getPortalWorkOrder,
  savePortalNote,
  savePortalWorkOrder,
  updatePortalWorkOrder,
} from './customer-portal.work-orders.service';

/**
 * The customer portal's work orders (issue 16, spec C 2.9 and 7, docs/decisions/166): details (or a blank
 * new order), new order, update while Received, Add Note. The list is GET /customerprofile/getworkorders/{id}
 * (dashboards); the Notes and Attachments tabs are the work order's generic calls (decision 124).
 */
export const customerPortalWorkOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer-portal'];
  const read = { rule: canUseCustomerPortal };
  const add = { rule: canAddCustomerPortalWorkOrder };

  app.get(
    '/customerprofile/workorder',
    {
      config: read,
      schema: {
        tags,
        querystring: customerPortalWorkOrderQuerySchema,
        response: { 200: customerPortalWorkOrderSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        stringifyWithJsonText(
          await getPortalWorkOrder({ db: app.db, user: request.user, id: request.query.id }),
        ),
      ),
  );
  app.post(
    '/customerprofile/saveworkorder',
    {
      config: add,
      schema: {
        tags,
        body: customerPortalSaveWorkOrderSchema,
        response: { 201: customerPortalWorkOrderSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        stringifyWithJsonText(
          await savePortalWorkOrder({ db: app.db, user: request.user, input: request.body }),
        ),
        201,
      ),
  );
  app.put(
    '/customerprofile/updateworkorder',
    {
      config: add,
      schema: {
        tags,
        body: customerPortalUpdateWorkOrderSchema,
        response: { 200: customerPortalWorkOrderSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        stringifyWithJsonText(
          await updatePortalWorkOrder({ db: app.db, user: request.user, input: request.body }),
        ),
      ),
  );
  app.post(
    '/customerprofile/savenote',
    {
      config: read,
      schema: { tags, body: customerPortalNoteSchema, response: { 201: customerPortalNoteAnswerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await savePortalNote({ db: app.db, user: request.user, input: request.body })),
  );
};
