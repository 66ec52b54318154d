import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCustomerRateSchema,
  addCustomerTradeSchema,
  canEditCustomers,
  canListCustomers,
  customerRateSchema,
  customerTradeSchema,
  customerTradesQuerySchema,
  customerWithTradesSchema,
  rateIdParamsSchema,
  removedRateSchema,
  removeTradeSchema,
  updateRateSchema,
} from '@dispatchwise/shared';
import { customerTradeOwner as owner } from './trade-rates.owners';
import { addRate, removeRate, updateRateOf } from './trade-rates.rates.service';
import { addTrade, findTrades, removeTrade, type RateAnswer, type TradeAnswer } from './trade-rates.service';

type CustomerTrade = z.output<typeof customerTradeSchema>;
type CustomerRate = z.output<typeof customerRateSchema>;
/** The service answers any owner's shape; the customer adapter fills `customerid` and `customertradeid`. */
const asCustomerTrades = (trades: TradeAnswer[]) => trades as CustomerTrade[];
const asCustomerRate = (rate: RateAnswer) => rate as CustomerRate;

/**
 * A customer's trades and rates (spec C 2.6 and section 7; docs/decisions/143, 147), the calls the
 * editor's components/trade-rates makes for a customer owner. Staff with read:customers read and
 * write (the Trades tab is the staff editor's); the adapter's canReadCustomerRecord checks the record.
 * Copy Trade is the vendor's only (spec C 2.6).
 */
export const customerTradeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trade-rates'];
  const read = { rule: canListCustomers };
  const write = { rule: canEditCustomers };
  const trades = { 200: z.array(customerTradeSchema) };
  const by = (request: FastifyRequest) => ({ db: app.db, owner, user: request.user });

  app.get(
    '/customer/gettrades',
    { config: read, schema: { tags, querystring: customerTradesQuerySchema, response: trades } },
    async (request) =>
      asCustomerTrades(await findTrades({ ...by(request), ownerid: request.query.customerid })),
  );

  app.post(
    '/customer/trade/add',
    {
      config: write,
      schema: { tags, body: addCustomerTradeSchema, response: { 200: customerWithTradesSchema } },
    },
    async (request) => {
      const { id, trades: list } = await addTrade({
        ...by(request),
        ownerid: request.body.customerid,
        tradeid: request.body.tradeid,
      });
      return { id, trades: asCustomerTrades(list) };
    },
  );

  app.put(
    '/customer/trade/remove',
    { config: write, schema: { tags, body: removeTradeSchema, response: trades } },
    async (request) => asCustomerTrades(await removeTrade({ ...by(request), tradeRowId: request.body.id })),
  );

  app.post(
    '/customer/rate/add',
    { config: write, schema: { tags, body: addCustomerRateSchema, response: { 200: customerRateSchema } } },
    async (request) =>
      asCustomerRate(
        await addRate({ ...by(request), tradeRowId: request.body.customertradeid, input: request.body }),
      ),
  );

  app.put(
    '/customer/rate/update',
    { config: write, schema: { tags, body: updateRateSchema, response: { 200: customerRateSchema } } },
    async (request) =>
      asCustomerRate(await updateRateOf({ ...by(request), rateid: request.body.id, input: request.body })),
  );

  app.delete(
    '/customer/rate/delete/:id',
    { config: write, schema: { tags, params: rateIdParamsSchema, response: { 200: removedRateSchema } } },
    async (request) => removeRate({ ...by(request), rateid: request.params.id }),
  );
};
