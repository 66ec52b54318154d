import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSignedIn } from '@dispatchwise/shared';
import {
  createViewQuerySchema,
  optionalViewStateSchema,
  resetViewQuerySchema,
  resetViewResultSchema,
  savedViewSchema,
  updateViewQuerySchema,
  userViewsQuerySchema,
  viewIdQuerySchema,
  viewStateSchema,
} from './views.schemas';
import { createView, findUserViews, getView, removeView, resetMyView, updateView } from './views.service';

/**
 * Saved grid views (spec A section 7 "Saved views"). Open to every signed-in user (the portals save
 * views too); each user reaches only its own views (docs/decisions/085).
 */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['views'];
  const config = { rule: isSignedIn };

  app.get(
    '/view/getuserviews',
    {
      config,
      schema: { tags, querystring: userViewsQuerySchema, response: { 200: z.array(savedViewSchema) } },
    },
    async (request) => findUserViews({ db: app.db, user: request.user, viewtypes: request.query.pagetype }),
  );

  app.get(
    '/view/getview',
    { config, schema: { tags, querystring: viewIdQuerySchema, response: { 200: savedViewSchema } } },
    async (request) => getView({ db: app.db, user: request.user, viewid: request.query.viewId }),
  );

  app.post(
    '/view/createview',
    {
      config,
      schema: {
        tags,
        querystring: createViewQuerySchema,
        body: viewStateSchema,
        response: { 201: savedViewSchema },
      },
    },
    async (request, reply) => {
      const view = await createView({
        db: app.db,
        user: request.user,
        input: { ...request.query, state: request.body },
      });
      return reply.status(201).send(view);
    },
  );

  app.put(
    '/view/updateview',
    {
      config,
      schema: {
        tags,
        querystring: updateViewQuerySchema,
        body: optionalViewStateSchema,
        response: { 200: savedViewSchema },
      },
    },
    async (request) =>
      updateView({
        db: app.db,
        user: request.user,
        input: { ...request.query, state: request.body ?? undefined },
      }),
  );

  app.delete(
    '/view/removeview',
    {
      config,
      schema: { tags, querystring: viewIdQuerySchema, response: { 200: z.object({ viewid: z.number() }) } },
    },
    async (request) => removeView({ db: app.db, user: request.user, viewid: request.query.viewId }),
  );

  app.put(
    '/view/resetmyview',
    { config, schema: { tags, querystring: resetViewQuerySchema, response: { 200: resetViewResultSchema } } },
    async (request) => resetMyView({ db: app.db, user: request.user, viewtype: request.query.viewType }),
  );
};
