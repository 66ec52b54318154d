import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAttemptLimiter } from './attempt-limiter';
import { webClientOrigins, type SignInPolicy } from './issuer.settings';
import { messagePage, signInPage, type Page, type SignInError } from './pages';
import { signIn } from './sign-in.service';

type Params = { uid: string };
type Body = { email?: unknown; password?: unknown };

const STATUS: Record<SignInError, number> = { invalid: 401, blocked: 403, locked: 429 };

function send(reply: FastifyReply, page: Page, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.csp)
    .send(page.html);
}

/**
 * The sign-in page of the embedded issuer and the end of its interactions
 * (docs/decisions/040-issuer-routes.md):
 * GET /signin/:uid shows the form (or grants consent for the first-party client and moves on),
 * POST /signin/:uid checks the password, GET /signin/:uid/abort cancels back to the web app.
 */
export const signInRoutes: FastifyPluginAsync<{
  config: Config;
  db: Db;
  provider: Provider;
  policy: SignInPolicy;
}> = async (app, { config, db, provider, policy }) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  const limiter = createAttemptLimiter({
    max: policy.maxAttemptsPerIp,
    windowSeconds: policy.ipWindowSeconds,
  });
  const formTargets = webClientOrigins(config);
  const expired = () =>
    messagePage({
      title: 'Sign-in expired',
      message: 'This sign-in page has expired. Please start again.',
      link: { href: `${config.publicUrl}/login`, text: 'Back to Dispatchwise' },
    });

  /** The interaction this page belongs to, or undefined when its cookie or record is gone. */
  async function interactionOf(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    merge = false,
  ) {
    // oidc-provider only reads the interaction cookie here; Fastify still writes the response.
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  const routeConfig = { config: { public: true } };

  app.get<{ Params: Params }>('/signin/:uid', routeConfig, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return send(reply, expired(), 400);
    const { prompt, params } = details;
    if (prompt.name === 'login') {
      const email = typeof params.login_hint === 'string' ? params.login_hint : undefined;
      return send(reply, signInPage({ uid: details.uid, email, formTargets }));
    }
    if (
      prompt.name === 'consent' &&
      params.client_id === config.oidc.clientId &&
      details.session?.accountId
    ) {
      // Reached only when the web app asks for consent explicitly (prompt=consent): grant and go on.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: config.oidc.clientId });
      if (!grant) return send(reply, expired(), 400);
      const missing = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      return finish(request, reply, { consent: { grantId: await grant.save() } }, true);
    }
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'This client needs consent it cannot get here.',
    });
  });

  app.post<{ Params: Params; Body: Body }>('/signin/:uid', routeConfig, async (request, reply) => {
    const email = typeof request.body?.email === 'string' ? request.body.email.trim() : '';
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    const details = await interactionOf(request, reply);
    if (!details) return send(reply, expired(), 400);
    if (details.prompt.name !== 'login') return reply.redirect(`/signin/${details.uid}`, 303);
    const retry = (error: SignInError) =>
      send(reply, signInPage({ uid: details.uid, email, error, formTargets }), STATUS[error]);
    // Only failures count: a busy office behind one address signs in as often as it needs.
    if (limiter.isBlocked(request.ip)) return retry('locked');
    const result = await signIn({ db, email, password, policy });
    if (!result.ok) {
      limiter.fail(request.ip);
      request.log.info({ reason: result.reason }, 'sign-in refused');
      return retry(result.reason);
    }
    return finish(request, reply, { login: { accountId: result.accountId } });
  });

  app.get<{ Params: Params }>('/signin/:uid/abort', routeConfig, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return send(reply, expired(), 400);
    return finish(request, reply, { error: 'access_denied', error_description: 'Sign-in was cancelled.' });
  });
};
