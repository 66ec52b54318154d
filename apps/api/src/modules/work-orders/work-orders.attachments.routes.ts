import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadWorkOrders,
  canUpdateWorkOrder,
  canViewAttachmentsTab,
  isInternalUser,
  type SessionUser,
} from '@dispatchwise/shared';
import {
  attachFile,
  findAttachments,
  findAttachmentTypes,
  removeAttachment,
  updateAttachment,
} from './work-orders.attachments.service';
import {
  attachFileSchema,
  attachmentIdParamsSchema,
  attachmentsQuerySchema,
  attachmentTypeSchema,
  removedAttachmentSchema,
  updateAttachmentSchema,
  workOrderAttachmentSchema,
} from './work-orders.attachments.schemas';

/** Reading and adding files: anyone who sees the tab; the order itself is scoped in the service (decision 114). */
const canUseAttachments = (user: SessionUser) => canReadWorkOrders(user) && canViewAttachmentsTab(user);
/** Editing and deleting records: staff with update:workorder (portal users only ever add, decision 064). */
const canChangeAttachments = (user: SessionUser) =>
  isInternalUser(user) && canUseAttachments(user) && canUpdateWorkOrder(user);

/** The Attachments tab of the work-order detail (spec B section 2, docs/decisions/111 and 114). */
export const workOrderAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const attachment = { 200: workOrderAttachmentSchema };

  app.get(
    '/workorder/getattachmenttypes',
    {
      preHandler: app.authorize(canUseAttachments),
      schema: { tags, response: { 200: z.array(attachmentTypeSchema) } },
    },
    async (request) => findAttachmentTypes({ db: app.db, user: request.user }),
  );

  app.get(
    '/workorder/attachments',
    {
      preHandler: app.authorize(canUseAttachments),
      schema: {
        tags,
        querystring: attachmentsQuerySchema,
        response: { 200: z.array(workOrderAttachmentSchema) },
      },
    },
    async (request) =>
      findAttachments({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.post(
    '/workorder/attachfile',
    {
      preHandler: app.authorize(canUseAttachments),
      schema: { tags, body: attachFileSchema, response: { 201: workOrderAttachmentSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await attachFile({ db: app.db, config: app.config, user: request.user, input: request.body })),
  );

  app.put(
    '/workorder/updateattachment',
    {
      preHandler: app.authorize(canChangeAttachments),
      schema: { tags, body: updateAttachmentSchema, response: attachment },
    },
    async (request) => updateAttachment({ db: app.db, user: request.user, input: request.body }),
  );

  app.delete(
    '/workorder/removeattachment/:id',
    {
      preHandler: app.authorize(canChangeAttachments),
      schema: { tags, params: attachmentIdParamsSchema, response: { 200: removedAttachmentSchema } },
    },
    async (request) =>
      removeAttachment({ db: app.db, config: app.config, user: request.user, id: request.params.id }),
  );
};
