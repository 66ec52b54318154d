import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canUseCustomerPortalInvoices,
  canUseCustomerPortalProposals,
  documentListStatusQuerySchema,
  CUSTOMER_PORTAL_DOCUMENT_LIST_STATUSES,
  type Rule,
} from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import {
  CUSTOMER_PORTAL_DOCUMENT_LISTS,
  statusConditions,
  type CustomerPortalDocumentKind,
} from './customer-portal.lists.repository';

const querystring = listQuerySchema.extend(
  documentListStatusQuerySchema(CUSTOMER_PORTAL_DOCUMENT_LIST_STATUSES).shape,
);

/**
 * The customer portal's proposals and invoices lists across the caller's orders (issue 16, spec C 2.1,
 * decision 167): the grid protocol plus `status=open|waiting|approved|rejected` (absent: all). The web
 * pages of the same paths live outside /api.
 */
export const customerPortalListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer-portal'];
  const lists: [CustomerPortalDocumentKind, string, Rule][] = [
    ['proposal', '/customerprofile/proposals', canUseCustomerPortalProposals],
    ['invoice', '/customerprofile/invoices', canUseCustomerPortalInvoices],
  ];
  for (const [kind, url, rule] of lists) {
    app.get(
      url,
      { config: { rule }, schema: { tags, querystring, response: { 200: listAnswerSchema } } },
      ({ user, query }) =>
        CUSTOMER_PORTAL_DOCUMENT_LISTS[kind].find({
          db: app.db,
          user,
          query,
          conditions: statusConditions(kind, query.status),
        }),
    );
  }
};
