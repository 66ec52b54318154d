import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  canAdminister,
  createUserSchema,
  reportSchema,
  roleSchema,
  updateUserSchema,
  userIdQuerySchema,
} from '@dispatchwise/shared';
import { countOverdueP1 } from './overdue.service';
import { findReports, findRoles } from './users.repository';
import { createUser, findAdminUsers, getAdminUser, updateUser } from './users.service';

/** The Admin area's calls (spec A "Admin" and section 7): Admin only, enforced on every route. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { config: { rule: canAdminister } };
  const tags = ['admin'];

  app.get(
    '/admin/getroles',
    { ...adminOnly, schema: { tags, response: { 200: z.array(roleSchema) } } },
    async () => findRoles(app.db),
  );

  app.get(
    '/admin/getreports',
    { ...adminOnly, schema: { tags, response: { 200: z.array(reportSchema) } } },
    async () => findReports(app.db),
  );

  app.get(
    '/admin/getuserlist',
    { ...adminOnly, schema: { tags, response: { 200: z.array(adminUserSchema) } } },
    async () => findAdminUsers({ db: app.db }),
  );

  app.get(
    '/admin/getuser',
    { ...adminOnly, schema: { tags, querystring: userIdQuerySchema, response: { 200: adminUserSchema } } },
    async (request) => getAdminUser({ db: app.db, id: request.query.id }),
  );

  app.post(
    '/admin/createuser',
    { ...adminOnly, schema: { tags, body: createUserSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const user = await createUser({ db: app.db, config: app.config, input: request.body });
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/admin/updateuser',
    { ...adminOnly, schema: { tags, body: updateUserSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const user = await updateUser({ db: app.db, actor: request.user, input: request.body });
      // Every change (blocked, deactivated, relinked, and roles, which the API reads from the database
      // for the embedded issuer's users) counts from the user's very next request, here and on the other
      // replicas, which hear it on dw_session_user (plugins/auth.ts, docs/decisions/119, 186).
      app.invalidateSessionUser(user.user_id);
      return user;
    },
  );

  app.get(
    '/admin/getoverduep1',
    { ...adminOnly, schema: { tags, response: { 200: z.number().int() } } },
    async () => countOverdueP1({ db: app.db }),
  );
};
