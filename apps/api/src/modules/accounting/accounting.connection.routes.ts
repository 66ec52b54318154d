import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNTING_MESSAGES,
  canManageQuickBooks,
  quickBooksCallbackQuerySchema,
  quickBooksConnectSchema,
  quickBooksStatusSchema,
} from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';
import {
  completeQuickBooksConnect,
  disconnectQuickBooks,
  getQuickBooksStatus,
  startQuickBooksConnect,
} from './accounting.connection.service';
import { syncPayments } from './accounting.payments';
import { QuickBooksFault } from './quickbooks/quickbooks.client';

/**
 * The QuickBooks screen's calls (/admin/quickbooks; decision 176): status, Connect, Intuit's callback (public:
 * the browser arrives from Intuit without our token; the one-time state proves the Connect), Disconnect, and
 * the payments sync on demand (decision 178). Admin or AccountingAdmin.
 */
export const quickBooksConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['accounting'];
  const rule = canManageQuickBooks;

  app.get(
    '/accounting/quickbooks',
    { config: { rule }, schema: { tags, response: { 200: quickBooksStatusSchema } } },
    () => getQuickBooksStatus({ db: app.db, config: app.config }),
  );

  app.post(
    '/accounting/quickbooks/connect',
    { config: { rule }, schema: { tags, response: { 200: quickBooksConnectSchema } } },
    () => startQuickBooksConnect({ db: app.db, config: app.config }),
  );

  app.get(
    '/accounting/quickbooks/callback',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, querystring: quickBooksCallbackQuerySchema },
    },
    async (request, reply) => {
      const location = await completeQuickBooksConnect({
        db: app.db,
        config: app.config,
        query: request.query,
        log: request.log,
      });
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/accounting/quickbooks/disconnect',
    { config: { rule }, schema: { tags, response: { 200: quickBooksStatusSchema } } },
    (request) => disconnectQuickBooks({ db: app.db, config: app.config, log: request.log }),
  );

  app.post(
    '/accounting/quickbooks/syncpayments',
    { config: { rule }, schema: { tags, response: { 200: quickBooksStatusSchema } } },
    async (request) => {
      if (!app.config.quickBooks) throw new HttpError(400, ACCOUNTING_MESSAGES.notConfigured);
      const result = await syncPayments({ db: app.db, config: app.config, log: request.log }).catch(
        (error: unknown) => {
          // QuickBooks' refusal or absence is not ours: the message says what QuickBooks answered.
          if (error instanceof QuickBooksFault) throw new HttpError(502, error.message);
          throw error;
        },
      );
      if (!result.isConnected) throw new HttpError(400, ACCOUNTING_MESSAGES.notConnected);
      return getQuickBooksStatus({ db: app.db, config: app.config });
    },
  );
};
