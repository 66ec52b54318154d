import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canConvertVendorProposalAsStaff,
  canPrintVendorDocument,
  canReadVendorProposalsAsStaff,
  canReviewVendorProposalsAsStaff,
  convertedVendorProposalSchema,
  convertVendorProposalSchema,
  generateVendorProposalDocumentSchema,
  setVendorProposalStateSchema,
  vendorProposalQuerySchema,
  vendorProposalReviewSchema,
  workOrderVendorProposalsQuerySchema,
} from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { sendGeneratedDocument } from '../invoices/index';
import { generateVendorProposalDocument } from './vendor-proposals.documents';
import {
  convertVendorProposal,
  findVendorProposals,
  getVendorProposalReview,
  setVendorProposalState,
} from './vendor-proposals.service';

const vendorProposalsQuerySchema = listQuerySchema.extend(workOrderVendorProposalsQuerySchema.shape);

/**
 * The Vendor Submitted Proposals tab (spec B sections 2, 4, 7, 8; issue 11; docs/decisions/136).
 * Staff only. The Preview (1200x750) and PDF: POST /vendorprofile/generatevendorproposal (spec C, decision 140),
 * which also serves the proposal's own vendor (decision 163).
 */
export const vendorProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor-proposals'];

  app.get(
    '/workorder/vendorproposals',
    {
      config: { rule: canReadVendorProposalsAsStaff },
      schema: { tags, querystring: vendorProposalsQuerySchema, response: { 200: listAnswerSchema } },
    },
    ({ user, query }) => findVendorProposals({ db: app.db, user, workorderid: query.workorderid, query }),
  );

  app.get(
    '/workorder/vendorproposal',
    {
      config: { rule: canReadVendorProposalsAsStaff },
      schema: { tags, querystring: vendorProposalQuerySchema, response: { 200: vendorProposalReviewSchema } },
    },
    (request) => getVendorProposalReview({ db: app.db, user: request.user, id: request.query.id }),
  );

  app.put(
    '/workorder/setvendorproposalstate',
    {
      config: { rule: canReviewVendorProposalsAsStaff },
      schema: { tags, body: setVendorProposalStateSchema, response: { 200: vendorProposalReviewSchema } },
    },
    (request) => setVendorProposalState({ db: app.db, user: request.user, input: request.body }),
  );

  app.post(
    '/workorder/convertvendorproposal',
    {
      config: { rule: canConvertVendorProposalAsStaff },
      schema: { tags, body: convertVendorProposalSchema, response: { 200: convertedVendorProposalSchema } },
    },
    (request) => convertVendorProposal({ db: app.db, user: request.user, id: request.body.proposalid }),
  );

  app.post(
    '/vendorprofile/generatevendorproposal',
    {
      config: { rule: canPrintVendorDocument },
      schema: {
        tags,
        summary: "The vendor proposal's Preview (HTML, preview=true) or its PDF (preview false)",
        querystring: generateVendorProposalDocumentSchema,
      },
    },
    async (request, reply) =>
      sendGeneratedDocument(
        reply,
        await generateVendorProposalDocument({ db: app.db, user: request.user, input: request.query }),
      ),
  );
};
