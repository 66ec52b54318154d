import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canReadVendorsAsStaff,
  vendorComplianceRemindersQuerySchema,
  vendorComplianceRemindersSchema,
} from '@dispatchwise/shared';
import { findComplianceReminders } from './vendor-compliance.service';

/** Who was reminded of what and when (issue 12 "compliance that chases itself"; decision 146). Staff only. */
export const vendorComplianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor/compliancereminders',
    {
      config: { rule: canReadVendorsAsStaff },
      schema: {
        tags: ['vendors'],
        querystring: vendorComplianceRemindersQuerySchema,
        response: { 200: vendorComplianceRemindersSchema },
      },
    },
    (request) => findComplianceReminders({ db: app.db, vendorid: request.query.vendorid }),
  );
};
