import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSasQuerySchema, sasResponseSchema } from './storage.schemas';
import { issueSas } from './storage.service';

/** Direct browser uploads and downloads (ARCHITECTURE mechanism 7); the record check is in the service. */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storage/getSAS',
    { schema: { tags: ['storage'], querystring: getSasQuerySchema, response: { 200: sasResponseSchema } } },
    async (request) => issueSas({ db: app.db, config: app.config, user: request.user, query: request.query }),
  );
};
