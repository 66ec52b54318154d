import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canUseVendorPortalDocuments,
  documentListStatusQuerySchema,
  VENDOR_PORTAL_DOCUMENT_LIST_STATUSES,
  type VendorPortalDocumentKind,
} from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { findPortalDocuments } from './vendor-portal.lists.service';

const querystring = listQuerySchema.extend(
  documentListStatusQuerySchema(VENDOR_PORTAL_DOCUMENT_LIST_STATUSES).shape,
);

/**
 * The vendor portal's proposals and invoices lists across orders (issue 15, spec C section 1, decision 164):
 * the grid protocol plus `status=open|waiting|approved|rejected` (absent: all). The web pages of the same
 * paths live outside /api.
 */
export const vendorPortalListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor-portal'];
  const lists: Record<VendorPortalDocumentKind, string> = {
    proposal: '/vendorprofile/proposals',
    invoice: '/vendorprofile/invoices',
  };
  for (const [kind, url] of Object.entries(lists) as [VendorPortalDocumentKind, string][]) {
    app.get(
      url,
      {
        config: { rule: canUseVendorPortalDocuments },
        schema: { tags, querystring, response: { 200: listAnswerSchema } },
      },
      ({ user, query }) => findPortalDocuments({ db: app.db, user, kind, status: query.status, query }),
    );
  }
};
