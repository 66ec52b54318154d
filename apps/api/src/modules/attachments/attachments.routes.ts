import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AttachmentOwner } from './attachment-owner';
import {
  attachmentIdParamsSchema,
  attachmentOwnerQuerySchema,
  attachmentTypeSchema,
  removedAttachmentSchema,
  updateAttachmentSchema,
} from '@dispatchwise/shared';
import {
  attachFile,
  findAttachments,
  findAttachmentTypes,
  removeAttachment,
  updateAttachment,
} from './attachments.service';

/**
 * The Attachments tab of one owner (spec B section 2, spec C 2.7; docs/decisions/111, 114, 124):
 * its five calls under /{area}/. modules/index.ts registers one per adapter; an area without an
 * adapter has no routes (decision 124).
 */
export function attachmentRoutes(owner: AttachmentOwner): FastifyPluginAsyncZod {
  const { area, ownerKey, tags } = owner;
  const record = owner.schemas.record;
  return async (app) => {
    app.get(
      `/${area}/getattachmenttypes`,
      {
        config: { rule: owner.rules.use },
        schema: { tags, response: { 200: z.array(attachmentTypeSchema) } },
      },
      async (request) => findAttachmentTypes(owner, { db: app.db, user: request.user }),
    );

    app.get(
      `/${area}/attachments`,
      {
        config: { rule: owner.rules.use },
        schema: {
          tags,
          querystring: attachmentOwnerQuerySchema(ownerKey, owner.caption),
          response: { 200: z.array(record) },
        },
      },
      async (request) =>
        findAttachments(owner, {
          db: app.db,
          user: request.user,
          ownerId: (request.query as Record<string, number>)[ownerKey]!,
        }),
    );

    app.post(
      `/${area}/attachfile`,
      {
        config: { rule: owner.rules.use },
        schema: { tags, body: owner.schemas.attach, response: { 201: record } },
      },
      async (request, reply) => {
        const body = request.body;
        const input = {
          ownerId: body[ownerKey] as number,
          attachmenttypeid: body.attachmenttypeid as number,
          filename: body.filename as string,
          displayname: body.displayname as string | null | undefined,
          path: body.path as string,
          body,
        };
        const saved = await attachFile(owner, {
          db: app.db,
          storage: app.storage,
          user: request.user,
          input,
        });
        return reply.status(201).send(saved);
      },
    );

    app.put(
      `/${area}/updateattachment`,
      {
        config: { rule: owner.rules.change },
        schema: { tags, body: updateAttachmentSchema, response: { 200: record } },
      },
      async (request) => updateAttachment(owner, { db: app.db, user: request.user, input: request.body }),
    );

    app.delete(
      `/${area}/removeattachment/:id`,
      {
        config: { rule: owner.rules.change },
        schema: { tags, params: attachmentIdParamsSchema, response: { 200: removedAttachmentSchema } },
      },
      async (request) =>
        removeAttachment(owner, {
          db: app.db,
          storage: app.storage,
          user: request.user,
          id: request.params.id,
        }),
    );
  };
}
