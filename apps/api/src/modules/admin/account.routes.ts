import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPasswordAnswerSchema, setPasswordBodySchema, setPasswordQuerySchema } from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';
import { getUserBySetPasswordToken, INVALID_LINK_MESSAGE, setPasswordWithToken } from './invitations.service';

/**
 * The invitation link's API (docs/decisions/062): public, the token is the credential. A page at
 * /signin/setpassword?token= (sign-in pages) or the web app posts the new password here.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(
    '/account/setpassword',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        querystring: setPasswordQuerySchema,
        response: { 200: setPasswordAnswerSchema },
      },
    },
    async (request) => {
      const user = await getUserBySetPasswordToken({
        db: app.db,
        config: app.config,
        token: request.query.token,
      });
      if (!user) throw new HttpError(400, INVALID_LINK_MESSAGE, { token: INVALID_LINK_MESSAGE });
      return { email: user.email };
    },
  );

  app.post(
    '/account/setpassword',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: setPasswordBodySchema,
        response: { 200: setPasswordAnswerSchema },
      },
    },
    async (request) => {
      const user = await setPasswordWithToken({ db: app.db, config: app.config, ...request.body });
      app.invalidateSessionUser(user.user_id);
      return { email: user.email };
    },
  );
};
