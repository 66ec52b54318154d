import middie from '@fastify/middie';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DEFAULT_SIGN_IN_POLICY, DEFAULT_TTL, type IssuerTtl, type SignInPolicy } from './issuer.settings';
import { purgeExpiredOidcPayloads } from './oidc-adapter';
import { createProvider } from './provider';
import { setPasswordRoutes } from './set-password.routes';
import { signInRoutes } from './sign-in.routes';

export type EmbeddedIssuerOptions = {
  config: Config;
  database: Database;
  /** Overrides of the token and session lifetimes (seconds). */
  ttl?: Partial<IssuerTtl>;
  /** Overrides of the failed sign-in limits. */
  signIn?: Partial<SignInPolicy>;
};

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The embedded OpenID Connect issuer (docs/decisions/040-issuer-routes.md): oidc-provider mounted
 * at /auth through middie, and its sign-in pages at /signin. Registered by app.ts when
 * `config.oidc.embedded`.
 *
 * Not encapsulated on purpose: middie's hook has to run for every request, including those no
 * Fastify route matches (all of /auth), which only the root context sees.
 */
const plugin: FastifyPluginAsync<EmbeddedIssuerOptions> = async (app, options) => {
  const { config, database } = options;
  const ttl = { ...DEFAULT_TTL, ...options.ttl };
  const policy = { ...DEFAULT_SIGN_IN_POLICY, ...options.signIn };
  const provider = await createProvider({ config, db: database.db, ttl });

  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc-provider server error'));

  if (!app.hasPlugin('@fastify/middie')) await app.register(middie);
  app.use('/auth', provider.callback());

  await app.register(signInRoutes, { config, db: database.db, provider, policy });
  await app.register(setPasswordRoutes, { config, db: database.db });

  const purge = () => {
    purgeExpiredOidcPayloads(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'oidc purge failed'),
    );
  };
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

// What fastify-plugin does, without depending on it: register into the caller's context.
export const embeddedIssuer = Object.assign(plugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'embedded-issuer',
});
