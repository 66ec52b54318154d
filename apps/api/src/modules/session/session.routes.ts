import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authConfigSchema, isSignedIn, profileSchema } from '@dispatchwise/shared';
import { findUserReportIds } from './session.repository';

/**
 * What the web app needs before and right after sign-in (spec A section 1: 'Loading...' until the profile):
 * its run-time configuration, the issuer and the heat maps' tile server (decision 155).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/config',
    {
      config: { public: true },
      schema: {
        tags: ['session'],
        summary: "The web app's configuration: OpenID Connect settings and the map tile server",
        response: { 200: authConfigSchema },
      },
    },
    async () => ({
      authority: app.config.oidc.issuerUrl,
      client_id: app.config.oidc.clientId,
      audience: app.config.oidc.audience,
      scope: 'openid profile email offline_access',
      map: app.config.map,
    }),
  );

  app.get(
    '/user/profile',
    {
      config: { rule: isSignedIn },
      schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: profileSchema } },
    },
    async (request) => ({
      ...request.user,
      roles: [...request.user.roles],
      permissions: [...request.user.permissions],
      reports: await findUserReportIds(app.db, request.user.id),
    }),
  );
};
