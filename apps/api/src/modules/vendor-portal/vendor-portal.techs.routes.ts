import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canManageVendorTechs,
  canUseVendorPortal,
  createTechSchema,
  techPasswordSchema,
  updateTechSchema,
  vendorTechSchema,
} from '@dispatchwise/shared';
import {
  createVendorTech,
  listVendorTechs,
  setVendorTechPassword,
  updateVendorTech,
} from './vendor-portal.techs.service';

/**
 * The portal profile's Technicians tab (spec C 2.8, section 7; docs/decisions/157). The list is read
 * by Vendor and Tech users (Assign Tech picks from it); creating and changing techs is the Vendor's.
 */
export const vendorPortalTechRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor-portal'];
  const manage = { config: { rule: canManageVendorTechs } };

  app.get(
    '/vendorprofile/vendortechs',
    { config: { rule: canUseVendorPortal }, schema: { tags, response: { 200: z.array(vendorTechSchema) } } },
    ({ user }) => listVendorTechs({ db: app.db, user }),
  );

  app.post(
    '/vendorprofile/createtech',
    { ...manage, schema: { tags, body: createTechSchema, response: { 201: vendorTechSchema } } },
    async ({ user, body }, reply) => {
      const tech = await createVendorTech({ db: app.db, config: app.config, user, input: body });
      return reply.status(201).send(tech);
    },
  );

  app.patch(
    '/vendorprofile/updatetech',
    { ...manage, schema: { tags, body: updateTechSchema, response: { 200: vendorTechSchema } } },
    async ({ user, body }) => {
      const tech = await updateVendorTech({ db: app.db, user, input: body });
      // A blocked tech or a new e-mail counts from their next request (plugins/auth.ts, decision 119).
      app.invalidateSessionUser(tech.user_id);
      return tech;
    },
  );

  app.patch(
    '/vendorprofile/techpassword',
    { ...manage, schema: { tags, body: techPasswordSchema, response: { 200: vendorTechSchema } } },
    async ({ user, body }) => {
      const tech = await setVendorTechPassword({ db: app.db, user, input: body });
      app.invalidateSessionUser(tech.user_id);
      return tech;
    },
  );
};
