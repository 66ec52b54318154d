import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canChangeCustomerProposalsAsStaff,
  canConvertCustomerProposalAsStaff,
  canReadCustomerProposalsAsStaff,
  cloneProposalQuerySchema,
  convertedProposalSchema,
  convertProposalSchema,
  CUSTOMER_PROPOSAL_ACTIONS,
  customerProposalSchema,
  generateProposalDocumentSchema,
  proposalActionSchema,
  removedProposalSchema,
  removeProposalItemQuerySchema,
  removeProposalQuerySchema,
  saveProposalSchema,
  updateProposalSchema,
  workOrderProposalsQuerySchema,
  workOrderProposalsSchema,
} from '@dispatchwise/shared';
import { sendGeneratedDocument } from '../invoices/index';
import { changeProposalStatus, cloneProposal, convertProposal } from './proposals.actions.service';
import { generateProposalDocument } from './proposals.documents';
import {
  findWorkOrderProposals,
  removeProposal,
  removeProposalItem,
  saveProposal,
  updateProposal,
} from './proposals.service';

/**
 * The Customer Proposals tab (spec B sections 2, 4, 5, 7, 8; issue 11; docs/decisions/135). Staff
 * only: the customer portal's proposals are issue 13's calls. The preview and PDF
 * (`POST /workorder/generatewoproposal`, decision 138) are for the staff who read the tab.
 */
export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['proposals'];

  app.get(
    '/workorder/proposals',
    {
      config: { rule: canReadCustomerProposalsAsStaff },
      schema: {
        tags,
        querystring: workOrderProposalsQuerySchema,
        response: { 200: workOrderProposalsSchema },
      },
    },
    (request) =>
      findWorkOrderProposals({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.post(
    '/workorder/saveproposal',
    {
      config: { rule: canChangeCustomerProposalsAsStaff },
      schema: { tags, body: saveProposalSchema, response: { 200: customerProposalSchema } },
    },
    (request) => saveProposal({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/workorder/updateproposal',
    {
      config: { rule: canChangeCustomerProposalsAsStaff },
      schema: { tags, body: updateProposalSchema, response: { 200: customerProposalSchema } },
    },
    (request) => updateProposal({ db: app.db, user: request.user, input: request.body }),
  );

  app.delete(
    '/workorder/removeproposal',
    {
      config: { rule: canChangeCustomerProposalsAsStaff },
      schema: { tags, querystring: removeProposalQuerySchema, response: { 200: removedProposalSchema } },
    },
    (request) => removeProposal({ db: app.db, user: request.user, id: request.query.id }),
  );

  app.delete(
    '/workorder/removeproposalitem',
    {
      config: { rule: canChangeCustomerProposalsAsStaff },
      schema: { tags, querystring: removeProposalItemQuerySchema, response: { 200: customerProposalSchema } },
    },
    (request) => removeProposalItem({ db: app.db, user: request.user, id: request.query.id }),
  );

  // PUT /workorder/completeproposal, /approveproposal, /rejectproposal (decision 135).
  for (const action of CUSTOMER_PROPOSAL_ACTIONS) {
    app.put(
      `/workorder/${action}proposal`,
      {
        config: { rule: canChangeCustomerProposalsAsStaff },
        schema: { tags, body: proposalActionSchema, response: { 200: customerProposalSchema } },
      },
      (request) =>
        changeProposalStatus({
          db: app.db,
          user: request.user,
          id: request.body.id,
          action,
          publicUrl: app.config.publicUrl,
        }),
    );
  }

  app.post(
    '/workorder/cloneproposal',
    {
      config: { rule: canChangeCustomerProposalsAsStaff },
      schema: { tags, querystring: cloneProposalQuerySchema, response: { 200: customerProposalSchema } },
    },
    (request) => cloneProposal({ db: app.db, user: request.user, id: request.query.proposalId }),
  );

  app.post(
    '/workorder/convertproposal',
    {
      config: { rule: canConvertCustomerProposalAsStaff },
      schema: { tags, body: convertProposalSchema, response: { 200: convertedProposalSchema } },
    },
    (request) => convertProposal({ db: app.db, user: request.user, id: request.body.id }),
  );

  app.post(
    '/workorder/generatewoproposal',
    {
      config: { rule: canReadCustomerProposalsAsStaff },
      schema: {
        tags,
        summary: 'The Proposal Preview (HTML, preview true) or the proposal PDF (preview false)',
        body: generateProposalDocumentSchema,
      },
    },
    async (request, reply) =>
      sendGeneratedDocument(
        reply,
        await generateProposalDocument({ db: app.db, user: request.user, input: request.body }),
      ),
  );
};
