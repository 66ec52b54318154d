import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkReassignResultSchema,
  canBulkReassignDispatcherAsStaff,
  canFlagWorkOrderAsStaff,
  canReadWorkOrdersAsStaff,
  canReassignDispatcherAsStaff,
  canTakeOwnershipAsStaff,
  canToggleGeofencingAsStaff,
  canUpdateWorkOrdersAsStaff,
  geofenceParamsSchema,
  geofenceQuerySchema,
  reassignDispatcherSchema,
  reassignDispatchersSchema,
  rowActionQuerySchema,
  savedNoteSchema,
  saveNoteSchema,
  updateFollowUpDateSchema,
  updateScheduleDateSchema,
  workOrderSummarySchema,
} from '@dispatchwise/shared';
import {
  reassignDispatcher,
  reassignDispatchers,
  setGeofencing,
  takeOwnership,
  toggleFlag,
  updateFollowUpDate,
  updateScheduleDate,
} from './work-orders.actions.service';
import { saveNote } from './work-orders.note-mail.service';

// Staff only: external users (Vendor, Tech, Customer) have their own portal calls (decision 089).
// Notes need staff who read work orders; date changes staff with update:workorder. Vendor notices
// (createwoemailitem) are the vendor-lines module's.

/** The work-order row actions and popups (spec A "Work Orders list", sections 4, 5 and 7). */
export const workOrderActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const summary = { 200: workOrderSummarySchema };

  app.put(
    '/workorder/takeownership',
    {
      config: { rule: canTakeOwnershipAsStaff },
      schema: { tags, querystring: rowActionQuerySchema, response: summary },
    },
    async (request) =>
      takeOwnership({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.put(
    '/workorder/taguntag',
    {
      config: { rule: canFlagWorkOrderAsStaff },
      schema: { tags, querystring: rowActionQuerySchema, response: summary },
    },
    async (request) => toggleFlag({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.post(
    '/workorder/reassigndispatcher',
    {
      config: { rule: canReassignDispatcherAsStaff },
      schema: { tags, body: reassignDispatcherSchema, response: summary },
    },
    async (request) => reassignDispatcher({ db: app.db, user: request.user, input: request.body }),
  );

  app.post(
    '/workorder/reassigndispatchers',
    {
      config: { rule: canBulkReassignDispatcherAsStaff },
      schema: { tags, body: reassignDispatchersSchema, response: { 200: bulkReassignResultSchema } },
    },
    async (request) => reassignDispatchers({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/mobile/:id/geofence',
    {
      config: { rule: canToggleGeofencingAsStaff },
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
      config: { rule: canUpdateWorkOrdersAsStaff },
      schema: { tags, body: updateScheduleDateSchema, response: summary },
    },
    async (request) => updateScheduleDate({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/workorder/updatefollowupdate',
    {
      config: { rule: canUpdateWorkOrdersAsStaff },
      schema: { tags, body: updateFollowUpDateSchema, response: summary },
    },
    async (request) => updateFollowUpDate({ db: app.db, user: request.user, input: request.body }),
  );

  app.post(
    '/workorder/savenote',
    {
      config: { rule: canReadWorkOrdersAsStaff },
      schema: { tags, body: saveNoteSchema, response: { 201: savedNoteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await saveNote({ db: app.db, user: request.user, input: request.body })),
  );
};
