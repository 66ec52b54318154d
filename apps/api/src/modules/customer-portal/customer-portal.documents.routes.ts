import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canUseCustomerPortalInvoices,
  canUseCustomerPortalProposals,
  customerPortalGenerateInvoiceSchema,
  customerPortalGenerateProposalSchema,
  customerPortalInvoicesSchema,
  customerPortalProposalsSchema,
  customerPortalProposalStatusSchema,
  customerPortalWorkOrderDocumentsQuerySchema,
} from '@dispatchwise/shared';
import { sendGeneratedDocument } from '../invoices/index';
import {
  decideProposal,
  findPortalInvoices,
  findPortalProposals,
  generatePortalInvoice,
  generatePortalProposal,
} from './customer-portal.documents.service';

/**
 * The customer portal's proposals and invoices of one order (issue 16, spec C 2.9, 4 and 7,
 * docs/decisions/167): the Proposals tab with Approve and Reject, the Invoices tab, Preview and PDF.
 */
export const customerPortalDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customer-portal'];
  const proposals = { rule: canUseCustomerPortalProposals };
  const invoices = { rule: canUseCustomerPortalInvoices };
  const querystring = customerPortalWorkOrderDocumentsQuerySchema;

  app.get(
    '/customerprofile/workorderproposals',
    { config: proposals, schema: { tags, querystring, response: { 200: customerPortalProposalsSchema } } },
    (request) =>
      findPortalProposals({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );
  app.post(
    '/customerprofile/updateproposalstatus',
    {
      config: proposals,
      schema: {
        tags,
        body: customerPortalProposalStatusSchema,
        response: { 200: customerPortalProposalsSchema },
      },
    },
    (request) => decideProposal({ db: app.db, user: request.user, input: request.body }),
  );
  app.post(
    '/customerprofile/generateproposal',
    { config: proposals, schema: { tags, querystring: customerPortalGenerateProposalSchema } },
    async (request, reply) =>
      sendGeneratedDocument(
        reply,
        await generatePortalProposal({ db: app.db, user: request.user, input: request.query }),
      ),
  );
  app.get(
    '/customerprofile/workorderinvoices',
    { config: invoices, schema: { tags, querystring, response: { 200: customerPortalInvoicesSchema } } },
    (request) =>
      findPortalInvoices({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );
  app.post(
    '/customerprofile/generateinvoice',
    { config: invoices, schema: { tags, querystring: customerPortalGenerateInvoiceSchema } },
    async (request, reply) =>
      sendGeneratedDocument(
        reply,
        await generatePortalInvoice({ db: app.db, user: request.user, input: request.query }),
      ),
  );
};
