import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  getUserBySetPasswordToken,
  INVALID_LINK_MESSAGE,
  setPasswordWithToken,
} from '../../modules/admin/invitations.service';
import { HttpError } from '../../lib/errors';
import { webClientOrigins } from './issuer.settings';
import { messagePage, setPasswordPage, type Page } from './pages';

type Body = { token?: unknown; password?: unknown; confirm?: unknown };

function send(reply: FastifyReply, page: Page, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', page.csp)
    .send(page.html);
}

/**
 * The page an invitation e-mail links to (docs/decisions/062): GET shows the form for a valid link,
 * POST stores the password and sends the person to sign in. The link works once.
 */
export const setPasswordRoutes: FastifyPluginAsync<{ config: Config; db: Db }> = async (
  app,
  { config, db },
) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const formTargets = webClientOrigins(config);
  const routeConfig = { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } };
  const invalidLink = () =>
    messagePage({
      title: 'Link expired',
      message: INVALID_LINK_MESSAGE,
      link: { href: `${config.publicUrl}/login`, text: 'Back to Dispatchwise' },
    });

  app.get<{ Querystring: { token?: string } }>(
    '/signin/setpassword',
    { config: routeConfig },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const user = token ? await getUserBySetPasswordToken({ db, config, token }) : undefined;
      if (!user) return send(reply, invalidLink(), 400);
      return send(reply, setPasswordPage({ token, email: user.email, formTargets }));
    },
  );

  app.post<{ Body: Body }>('/signin/setpassword', { config: routeConfig }, async (request, reply) => {
    const token = typeof request.body?.token === 'string' ? request.body.token : '';
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    const confirm = typeof request.body?.confirm === 'string' ? request.body.confirm : '';
    const user = token ? await getUserBySetPasswordToken({ db, config, token }) : undefined;
    if (!user) return send(reply, invalidLink(), 400);
    const retry = (error: string) =>
      send(reply, setPasswordPage({ token, email: user.email, error, formTargets }), 400);
    if (password !== confirm) return retry('The passwords do not match.');
    try {
      const saved = await setPasswordWithToken({ db, config, token, password });
      app.invalidateSessionUser(saved.user_id);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return retry(error.message);
      throw error;
    }
    return send(
      reply,
      messagePage({
        title: 'Password set',
        message: 'Your password is set. You can sign in now.',
        link: { href: `${config.publicUrl}/login`, text: 'Sign in' },
      }),
    );
  });
};
