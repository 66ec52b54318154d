import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedVendorDocumentSchema,
  acceptVendorDocumentSchema,
  canAcceptVendorDocuments,
  canReadVendorDocumentReviews,
  vendorDocumentReviewSchema,
  vendorDocumentReviewsQuerySchema,
} from '@dispatchwise/shared';
import { acceptVendorDocument, findVendorDocumentReviews } from './vendor-portal.compliance.service';

/**
 * Staff's side of the portal's compliance uploads (spec C 2.8; docs/decisions/157): the review list on
 * a vendor (and every vendor's, for the Vendors list's marks) and Accept, which sets the expiry.
 * The uploads themselves are the `vendorprofile` attachment owner's routes.
 */
export const vendorDocumentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendors'];

  app.get(
    '/vendor/documentreviews',
    {
      config: { rule: canReadVendorDocumentReviews },
      schema: {
        tags,
        querystring: vendorDocumentReviewsQuerySchema,
        response: { 200: z.array(vendorDocumentReviewSchema) },
      },
    },
    ({ user, query }) => findVendorDocumentReviews({ db: app.db, user, vendorid: query.vendorid }),
  );

  app.post(
    '/vendor/acceptdocument',
    {
      config: { rule: canAcceptVendorDocuments },
      schema: { tags, body: acceptVendorDocumentSchema, response: { 200: acceptedVendorDocumentSchema } },
    },
    ({ user, body }) => acceptVendorDocument({ db: app.db, user, input: body }),
  );
};
