import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSignedIn, logErrorSchema, loggedErrorSchema } from '@dispatchwise/shared';
import { logError } from './errors.service';

/** POST /error/logerror: any signed-in user; rate-limited so a failing screen cannot flood the table. */
export const errorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/error/logerror',
    {
      config: { rule: isSignedIn, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['errors'], body: logErrorSchema, response: { 201: loggedErrorSchema } },
    },
    async (request, reply) => {
      const logged = await logError({ db: app.db, user: request.user, input: request.body });
      return reply.status(201).send(logged);
    },
  );
};
