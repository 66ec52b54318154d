import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canConvertVendorProposalAsStaff,
  canReadVendorProposalsAsStaff,
  canReviewVendorProposalsAsStaff,
  convertedVendorProposalSchema,
  convertVendorProposalSchema,
  setVendorProposalStateSchema,
  vendorProposalQuerySchema,
  vendorProposalReviewSchema,
  workOrderVendorProposalsQuerySchema,
} from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import {
  convertVendorProposal,
  findVendorProposals,
  getVendorProposalReview,
  setVendorProposalState,
} from './vendor-proposals.service';

const vendorProposalsQuerySchema = listQuerySchema.extend(workOrderVendorProposalsQuerySchema.shape);

/**
 * The Vendor Submitted Proposals tab (spec B sections 2, 4, 7, 8; issue 11; docs/decisions/136).
 * Staff only. The preview (1200x750) comes with the documents module.
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
};
