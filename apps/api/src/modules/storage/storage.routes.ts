import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSasQuerySchema, isSignedIn, sasResponseSchema } from '@dispatchwise/shared';
import type { FileOwner } from '../attachments/index';
import { issueSas } from './storage.service';

/**
 * Direct browser uploads and downloads (ARCHITECTURE mechanism 7) for the folders of `owners`
 * (modules/index.ts lists them, decision 124); the record check and the file rule are the owner's.
 */
export const storageRoutes =
  (owners: readonly FileOwner[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/storage/getSAS',
      {
        config: { rule: isSignedIn },
        schema: { tags: ['storage'], querystring: getSasQuerySchema, response: { 200: sasResponseSchema } },
      },
      async (request) =>
        issueSas({ owners, db: app.db, storage: app.storage, user: request.user, query: request.query }),
    );
  };
