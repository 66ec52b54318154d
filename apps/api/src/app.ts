import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import type { Config } from './config';
import type { Database } from './db/client';
import { modules } from './modules/index';
import { registerAuditActor } from './plugins/audit-actor';
import { registerAuth } from './plugins/auth';
import { registerDatabase } from './plugins/db';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerListCache } from './plugins/list-cache';
import { registerMultipart } from './plugins/multipart';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerStorage } from './plugins/storage';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** More modules under /api after `modules` (tests register sample routes this way). */
  extraModules?: FastifyPluginAsyncZod[];
  /** Verify tokens against this key set instead of the issuer's (tests of an external issuer). */
  keySet?: JWTVerifyGetKey;
  /** The built web app's folder; `false` serves none. Default apps/web/dist when it exists. */
  webRoot?: string | false;
  /** Mount the embedded issuer at /auth when the config says embedded (default true). */
  issuer?: boolean;
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A client-sent x-request-id is kept when it looks like one, so logs join across services. */
function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The whole HTTP application, ready but not listening (docs/platform.md "API"). */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: requestId,
    // Bodies beyond 1 MiB go to blob storage, not the API; long path params are ids, never text.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerDatabase(app, { config, database });
  registerStorage(app, config);
  registerInputGuard(app);
  await registerListCache(app, { database, enabled: true });
  await registerSecurity(app, config);
  await registerOpenApi(app);
  await registerMultipart(app);
  await registerAuth(app, { config, db: database.db, keySet: options.keySet });
  registerAuditActor(app);
  const spa = options.webRoot === false ? false : await registerStatic(app, options.webRoot);
  registerErrorHandling(app, { spa });

  if (config.oidc.embedded && options.issuer !== false) {
    // Loaded on demand: oidc-provider is heavy and most test files never sign in through it.
    // Registers into the root context itself: /auth through middie, sign-in pages at /signin.
    const { embeddedIssuer } = await import('./auth/issuer/index');
    await app.register(embeddedIssuer, { config, database });
  }

  await app.register(
    async (api) => {
      api.addHook('onRequest', app.authenticate);
      for (const module of [...modules, ...(options.extraModules ?? [])]) await api.register(module);
    },
    { prefix: '/api' },
  );

  await app.ready();
  return app;
}
