import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createViewQuerySchema,
  isSignedIn,
  removedViewSchema,
  resetViewQuerySchema,
  resetViewResultSchema,
  savedViewSchema,
  updateViewQuerySchema,
  userViewsQuerySchema,
  viewIdQuerySchema,
  viewStateSchema,
} from '@dispatchwise/shared';
import { filterExpressionSchema } from '../../lib/list-query/index';
import { createView, findUserViews, getView, removeView, resetMyView, updateView } from './views.service';

/**
 * The shared view state, with its `filterValue` held to what the list compiler would take (bounded
 * depth and size, docs/decisions/117).
 */
const checkedViewStateSchema = viewStateSchema.superRefine((state, context) => {
  const parsed = filterExpressionSchema.safeParse(state.filterValue);
  for (const issue of parsed.error?.issues ?? [])
    context.addIssue({ code: 'custom', path: ['filterValue'], message: issue.message });
});
/** updateview may be sent without a body when it only renames or changes the default. */
const optionalViewStateSchema = checkedViewStateSchema.nullish();

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
        body: checkedViewStateSchema,
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
      schema: { tags, querystring: viewIdQuerySchema, response: { 200: removedViewSchema } },
    },
    async (request) => removeView({ db: app.db, user: request.user, viewid: request.query.viewId }),
  );

  app.put(
    '/view/resetmyview',
    { config, schema: { tags, querystring: resetViewQuerySchema, response: { 200: resetViewResultSchema } } },
    async (request) => resetMyView({ db: app.db, user: request.user, viewtype: request.query.viewType }),
  );
};
