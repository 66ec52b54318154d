import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditHistoryQuerySchema, canReadChangeHistory, canSearchAuditLog } from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { auditList, historyConditions } from './audit.list';

/**
 * The audit trail's calls (issue 18, docs/decisions/181): a record's Change History for staff who may
 * open the record, and the Audit Log over every change for an administrator. Both on the grid protocol.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];

  app.get(
    '/audit/history',
    {
      config: { rule: canReadChangeHistory },
      schema: {
        tags,
        querystring: listQuerySchema.extend(auditHistoryQuerySchema.shape),
        response: { 200: listAnswerSchema },
      },
    },
    ({ user, query }) =>
      auditList.find({ db: app.db, user, query, conditions: historyConditions(user, query) }),
  );

  app.get(
    '/audit/getauditlog',
    {
      config: { rule: canSearchAuditLog },
      schema: { tags, querystring: listQuerySchema, response: { 200: listAnswerSchema } },
    },
    ({ user, query }) => auditList.find({ db: app.db, user, query }),
  );
};
