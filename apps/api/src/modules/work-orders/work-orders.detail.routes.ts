import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canAddChildWorkOrderAsStaff,
  canAddWorkOrderAsStaff,
  canReadWorkOrders,
  canReadWorkOrdersAsStaff,
  canReopenWorkOrderAsStaff,
  canUpdateWorkOrdersAsStaff,
  checkPoNumberAnswerSchema,
  checkPoNumberQuerySchema,
  followUpSchema,
  saveWorkOrderSchema,
  updateFollowUpSchema,
  updateStatusSchema,
  updateWorkOrderSchema,
  workOrderDetailSchema,
  workOrderIdParamsSchema,
  workOrderIdQuerySchema,
} from '@dispatchwise/shared';
import { createChildWorkOrder } from './work-orders.children.service';
import {
  checkPoNumber,
  getWorkOrderDetail,
  saveWorkOrder,
  updateWorkOrder,
} from './work-orders.detail.service';
import { reopenWorkOrder, updateFollowUp, updateWorkOrderStatus } from './work-orders.status.service';

// Staff only, except the scoped read (decision 111; Vendor, Tech and Customer users have portals).
/** The work-order editor: detail, create, update, status, Re-Open, Add Child, Follow-Up (spec B, decision 111). */
export const workOrderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const detail = { 200: workOrderDetailSchema };
  const created = { 201: workOrderDetailSchema };

  // Numeric ids only: the static /workorder/... routes win, and /workorder/abc is a 400.
  app.get(
    '/workorder/:id',
    {
      config: { rule: canReadWorkOrders },
      schema: { tags, params: workOrderIdParamsSchema, response: detail },
    },
    async (request) => getWorkOrderDetail({ db: app.db, user: request.user, id: request.params.id }),
  );

  app.get(
    '/workorder/checkponumber',
    {
      config: { rule: canReadWorkOrdersAsStaff },
      schema: { tags, querystring: checkPoNumberQuerySchema, response: { 200: checkPoNumberAnswerSchema } },
    },
    async (request) => checkPoNumber({ db: app.db, query: request.query }),
  );

  app.post(
    '/workorder/saveworkorder',
    {
      config: { rule: canAddWorkOrderAsStaff },
      schema: { tags, body: saveWorkOrderSchema, response: created },
    },
    async (request, reply) =>
      reply.status(201).send(await saveWorkOrder({ db: app.db, user: request.user, input: request.body })),
  );

  app.put(
    '/workorder/updateworkorder',
    {
      config: { rule: canUpdateWorkOrdersAsStaff },
      schema: { tags, body: updateWorkOrderSchema, response: detail },
    },
    async (request) => updateWorkOrder({ db: app.db, user: request.user, input: request.body }),
  );

  app.post(
    '/workorder/updateworkorderstatus',
    {
      config: { rule: canUpdateWorkOrdersAsStaff },
      schema: { tags, body: updateStatusSchema, response: detail },
    },
    async (request) =>
      updateWorkOrderStatus({
        db: app.db,
        user: request.user,
        input: request.body,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.put(
    '/workorder/reopenworkorder',
    {
      config: { rule: canReopenWorkOrderAsStaff },
      schema: { tags, querystring: workOrderIdQuerySchema, response: detail },
    },
    async (request) =>
      reopenWorkOrder({
        db: app.db,
        user: request.user,
        id: request.query.id,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.post(
    '/workorder/createchildworkorder',
    {
      config: { rule: canAddChildWorkOrderAsStaff },
      schema: { tags, querystring: workOrderIdQuerySchema, response: created },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createChildWorkOrder({ db: app.db, user: request.user, id: request.query.id })),
  );

  app.put(
    '/workorder/updatefollowup',
    {
      config: { rule: canUpdateWorkOrdersAsStaff },
      schema: { tags, body: updateFollowUpSchema, response: { 200: followUpSchema } },
    },
    async (request) => updateFollowUp({ db: app.db, user: request.user, input: request.body }),
  );
};
