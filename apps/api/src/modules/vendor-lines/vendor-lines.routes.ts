import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canUpdateWorkOrdersAsStaff, createWoEmailItemSchema, woEmailItemSchema } from '@dispatchwise/shared';
import { vendorLineDocumentRoutes } from './vendor-lines.documents.routes';
import { createWoEmailItem } from './vendor-notices.service';

/** A work order's vendor lines: the vendor notices of the row menu and the Vendor tab (spec A section 7). */
export const vendorLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  await app.register(vendorLineDocumentRoutes);

  // Staff with update:workorder (decision 089): portal users have their own calls.
  app.post(
    '/workorder/createwoemailitem',
    {
      config: { rule: canUpdateWorkOrdersAsStaff },
      schema: { tags, body: createWoEmailItemSchema, response: { 201: woEmailItemSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWoEmailItem({ db: app.db, user: request.user, input: request.body })),
  );
};
