import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canReadWorkOrderVendorsAsStaff, generateSignoffSchema } from '@dispatchwise/shared';
import { generateSignoff } from './vendor-lines.documents';

/** The documents of a vendor line (spec B section 7, docs/decisions/133). */
export const vendorLineDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Generate SignOff Ticket is offered on every line (spec B section 4): the Vendor tab's read rule.
  app.post(
    '/workorder/generatesignoff',
    {
      config: { rule: canReadWorkOrderVendorsAsStaff },
      schema: {
        tags: ['work-orders'],
        summary: 'The sign-off ticket of a vendor line, as {wonumber}_signoff.pdf',
        body: generateSignoffSchema,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await generateSignoff({
        db: app.db,
        user: request.user,
        input: request.body,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
