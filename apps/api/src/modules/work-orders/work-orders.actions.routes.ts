import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canBulkReassignDispatcher,
  canFlagWorkOrder,
  canReadWorkOrders,
  canReassignDispatcher,
  canTakeOwnership,
  canToggleGeofencing,
  canUpdateWorkOrder,
  isInternalUser,
  type SessionUser,
} from '@dispatchwise/shared';
import { createWoEmailItem, saveNote } from './work-orders.actions.mail.service';
import {
  bulkReassignResultSchema,
  createWoEmailItemSchema,
  geofenceParamsSchema,
  geofenceQuerySchema,
  noteSchema,
  reassignDispatcherSchema,
  reassignDispatchersSchema,
  saveNoteSchema,
  updateFollowUpDateSchema,
  updateScheduleDateSchema,
  woEmailItemSchema,
  workOrderIdQuerySchema,
  workOrderSummarySchema,
} from './work-orders.actions.schemas';
import {
  reassignDispatcher,
  reassignDispatchers,
  setGeofencing,
  takeOwnership,
  toggleFlag,
  updateFollowUpDate,
  updateScheduleDate,
} from './work-orders.actions.service';

// Staff only: external users (Vendor, Tech, Customer) have their own portal calls (decision 089).
const staff = (rule: (user: SessionUser) => boolean) => (user: SessionUser) =>
  isInternalUser(user) && rule(user);
/** Notes and the read-side actions: staff who read work orders. */
const canActOnWorkOrders = staff(canReadWorkOrders);
/** Date changes and vendor notices change the order: staff with update:workorder (the detail's Save). */
const canChangeWorkOrders = staff((user) => canReadWorkOrders(user) && canUpdateWorkOrder(user));

/** The work-order row actions and popups (spec A "Work Orders list", sections 4, 5 and 7). */
export const workOrderActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const summary = { 200: workOrderSummarySchema };

  app.put(
    '/workorder/takeownership',
    {
      preHandler: app.authorize(staff(canTakeOwnership)),
      schema: { tags, querystring: workOrderIdQuerySchema, response: summary },
    },
    async (request) =>
      takeOwnership({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.put(
    '/workorder/taguntag',
    {
      preHandler: app.authorize(staff(canFlagWorkOrder)),
      schema: { tags, querystring: workOrderIdQuerySchema, response: summary },
    },
    async (request) => toggleFlag({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.post(
    '/workorder/reassigndispatcher',
    {
      preHandler: app.authorize(staff(canReassignDispatcher)),
      schema: { tags, body: reassignDispatcherSchema, response: summary },
    },
    async (request) => reassignDispatcher({ db: app.db, user: request.user, input: request.body }),
  );

  app.post(
    '/workorder/reassigndispatchers',
    {
      preHandler: app.authorize(staff(canBulkReassignDispatcher)),
      schema: { tags, body: reassignDispatchersSchema, response: { 200: bulkReassignResultSchema } },
    },
    async (request) => reassignDispatchers({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/mobile/:id/geofence',
    {
      preHandler: app.authorize(staff(canToggleGeofencing)),
      schema: { tags, params: geofenceParamsSchema, querystring: geofenceQuerySchema, response: summary },
    },
    async (request) =>
      setGeofencing({
        db: app.db,
        user: request.user,
        workorderid: request.params.id,
        enabled: request.query.enabled,
      }),
  );

  app.put(
    '/workorder/updatescheduledate',
    {
      preHandler: app.authorize(canChangeWorkOrders),
      schema: { tags, body: updateScheduleDateSchema, response: summary },
    },
    async (request) => updateScheduleDate({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/workorder/updatefollowupdate',
    {
      preHandler: app.authorize(canChangeWorkOrders),
      schema: { tags, body: updateFollowUpDateSchema, response: summary },
    },
    async (request) => updateFollowUpDate({ db: app.db, user: request.user, input: request.body }),
  );

  app.post(
    '/workorder/createwoemailitem',
    {
      preHandler: app.authorize(canChangeWorkOrders),
      schema: { tags, body: createWoEmailItemSchema, response: { 201: woEmailItemSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWoEmailItem({ db: app.db, user: request.user, input: request.body })),
  );

  app.post(
    '/workorder/savenote',
    {
      preHandler: app.authorize(canActOnWorkOrders),
      schema: { tags, body: saveNoteSchema, response: { 201: noteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await saveNote({ db: app.db, user: request.user, input: request.body })),
  );
};
