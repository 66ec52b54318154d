import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadWorkOrdersAsStaff,
  customerListsQuerySchema,
  customerListsSchema,
  customerTradeRateSchema,
  tradeRatesQuerySchema,
} from '@dispatchwise/shared';
import { sendJsonText } from '../../lib/json-text';
import { findTradeRates, getCustomerLists } from './customers.service';

/** The customer calls of the work-order editor (spec B section 7, docs/decisions/111). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customers'];
  // Staff who read work orders: the editor's lookups and side panel name other companies' data.
  const config = { rule: canReadWorkOrdersAsStaff };

  app.get(
    '/customer/getlists',
    {
      config,
      schema: { tags, querystring: customerListsQuerySchema, response: { 200: customerListsSchema } },
    },
    async (request, reply) =>
      sendJsonText(reply, await getCustomerLists({ db: app.db, query: request.query })),
  );

  app.get(
    '/customer/traderates',
    {
      config,
      schema: {
        tags,
        querystring: tradeRatesQuerySchema,
        response: {
          200: z.array(customerTradeRateSchema),
          204: z.null().describe('The customer has no rates for the state.'),
        },
      },
    },
    async (request, reply) => {
      const rates = await findTradeRates({ db: app.db, query: request.query });
      return rates.length > 0 ? rates : reply.status(204).send(null);
    },
  );
};
