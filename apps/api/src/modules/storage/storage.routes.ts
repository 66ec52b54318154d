import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSignedIn } from '@dispatchwise/shared';
import { getSasQuerySchema, sasResponseSchema } from './storage.schemas';
import { issueSas } from './storage.service';

/** Direct browser uploads and downloads (ARCHITECTURE mechanism 7); the record check is in the service. */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storage/getSAS',
    {
      config: { rule: isSignedIn },
      schema: { tags: ['storage'], querystring: getSasQuerySchema, response: { 200: sasResponseSchema } },
    },
    async (request) =>
      issueSas({ db: app.db, storage: app.storage, user: request.user, query: request.query }),
  );
};
