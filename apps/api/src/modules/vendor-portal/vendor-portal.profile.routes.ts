import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canUseVendorPortal, currentVendorSchema } from '@dispatchwise/shared';
import { getCurrentVendor } from './vendor-portal.profile.service';

/** The portal profile's Details tab (spec C 2.8; docs/decisions/157): Vendor and Tech users, their own vendor. */
export const vendorPortalProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendorprofile/currentvendor',
    {
      config: { rule: canUseVendorPortal },
      schema: { tags: ['vendor-portal'], response: { 200: currentVendorSchema } },
    },
    ({ user }) => getCurrentVendor({ db: app.db, user }),
  );
};
