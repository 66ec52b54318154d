import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canChangeWorkOrderAttachments, canUseWorkOrderAttachments } from '@dispatchwise/shared';
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

/** The Attachments tab of the work-order detail (spec B section 2, docs/decisions/111 and 114). */
export const workOrderAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const attachment = { 200: workOrderAttachmentSchema };

  app.get(
    '/workorder/getattachmenttypes',
    {
      config: { rule: canUseWorkOrderAttachments },
      schema: { tags, response: { 200: z.array(attachmentTypeSchema) } },
    },
    async (request) => findAttachmentTypes({ db: app.db, user: request.user }),
  );

  app.get(
    '/workorder/attachments',
    {
      config: { rule: canUseWorkOrderAttachments },
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
      config: { rule: canUseWorkOrderAttachments },
      schema: { tags, body: attachFileSchema, response: { 201: workOrderAttachmentSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await attachFile({ db: app.db, storage: app.storage, user: request.user, input: request.body }),
        ),
  );

  app.put(
    '/workorder/updateattachment',
    {
      config: { rule: canChangeWorkOrderAttachments },
      schema: { tags, body: updateAttachmentSchema, response: attachment },
    },
    async (request) => updateAttachment({ db: app.db, user: request.user, input: request.body }),
  );

  app.delete(
    '/workorder/removeattachment/:id',
    {
      config: { rule: canChangeWorkOrderAttachments },
      schema: { tags, params: attachmentIdParamsSchema, response: { 200: removedAttachmentSchema } },
    },
    async (request) =>
      removeAttachment({ db: app.db, storage: app.storage, user: request.user, id: request.params.id }),
  );
};
