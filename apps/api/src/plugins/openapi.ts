import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document of every /api route from its zod schemas, served at /api/docs (UI) and
 * /api/docs/json, and committed as apps/api/openapi.json (`npm run openapi`). Only /api routes are
 * documented; public routes drop the bearer requirement.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Dispatchwise API',
        version: '1.0.0',
        description: 'Every call needs `Authorization: Bearer <access token>` except the ones marked public.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (input: TransformInput) => {
      if (!input.url.startsWith('/api/') || input.url.startsWith('/api/docs')) {
        return { schema: { hide: true }, url: input.url };
      }
      const output = jsonSchemaTransform(input);
      const isPublic = (input.route.config as { public?: boolean } | undefined)?.public === true;
      return isPublic ? { ...output, schema: { ...output.schema, security: [] } } : output;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI sends its own CSP with hashes for its inline pieces; helmet's would block them.
    staticCSP: true,
    uiConfig: { persistAuthorization: true, docExpansion: 'list' },
  });
}
