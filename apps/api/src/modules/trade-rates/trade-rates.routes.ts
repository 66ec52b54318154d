import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addVendorRateSchema,
  addVendorTradeSchema,
  canEditVendors,
  canOpenVendorDetails,
  copyTradeParamsSchema,
  copyVendorTradesSchema,
  rateIdParamsSchema,
  removedRateSchema,
  removeTradeSchema,
  updateRateSchema,
  vendorRateSchema,
  vendorTradeSchema,
  vendorTradesQuerySchema,
  vendorWithTradesSchema,
} from '@dispatchwise/shared';
import { vendorTradeOwner as owner } from './trade-rates.owners';
import { addRate, removeRate, updateRateOf } from './trade-rates.rates.service';
import {
  addTrade,
  copyTrade,
  findTrades,
  removeTrade,
  type RateAnswer,
  type TradeAnswer,
} from './trade-rates.service';

type VendorTrade = z.output<typeof vendorTradeSchema>;
type VendorRate = z.output<typeof vendorRateSchema>;
/** The service answers any owner's shape; the vendor adapter fills `vendorid` and `vendortradeid`. */
const asVendorTrades = (trades: TradeAnswer[]) => trades as VendorTrade[];
const asVendorRate = (rate: RateAnswer) => rate as VendorRate;

/**
 * A vendor's trades and rates (spec C 2.6 and section 7; docs/decisions/143). Reads: staff with
 * read:vendors, and Vendor and Tech users for their own vendor (canOpenVendorDetails at the route, the
 * owner adapter's canReadVendorRecord on the record). Writes: staff with read:vendors (canEditVendors).
 * The customer's calls are the customers issue's, over the same service (customerTradeOwner).
 */
export const tradeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trade-rates'];
  const read = { rule: canOpenVendorDetails };
  const write = { rule: canEditVendors };
  const trades = { 200: z.array(vendorTradeSchema) };
  /** The service's first options: the database, the vendor adapter and the caller. */
  const by = (request: FastifyRequest) => ({ db: app.db, owner, user: request.user });

  app.get(
    '/vendor/gettrades',
    { config: read, schema: { tags, querystring: vendorTradesQuerySchema, response: trades } },
    async (request) => asVendorTrades(await findTrades({ ...by(request), ownerid: request.query.vendorid })),
  );

  app.post(
    '/vendor/trade/add',
    {
      config: write,
      schema: { tags, body: addVendorTradeSchema, response: { 200: vendorWithTradesSchema } },
    },
    async (request) => {
      const { id, trades: list } = await addTrade({
        ...by(request),
        ownerid: request.body.vendorid,
        tradeid: request.body.tradeid,
      });
      return { id, trades: asVendorTrades(list) };
    },
  );

  app.post(
    '/vendor/copytrade/:tradeid',
    {
      config: write,
      schema: { tags, params: copyTradeParamsSchema, body: copyVendorTradesSchema, response: trades },
    },
    async (request) =>
      asVendorTrades(
        await copyTrade({
          ...by(request),
          sourceTradeRowId: request.params.tradeid,
          targets: request.body.map(({ tradeid, vendorid }) => ({ tradeid, ownerid: vendorid })),
        }),
      ),
  );

  app.put(
    '/vendor/trade/remove',
    { config: write, schema: { tags, body: removeTradeSchema, response: trades } },
    async (request) => asVendorTrades(await removeTrade({ ...by(request), tradeRowId: request.body.id })),
  );

  app.post(
    '/vendor/rate/add',
    { config: write, schema: { tags, body: addVendorRateSchema, response: { 200: vendorRateSchema } } },
    async (request) =>
      asVendorRate(
        await addRate({ ...by(request), tradeRowId: request.body.vendortradeid, input: request.body }),
      ),
  );

  app.put(
    '/vendor/rate/update',
    { config: write, schema: { tags, body: updateRateSchema, response: { 200: vendorRateSchema } } },
    async (request) =>
      asVendorRate(await updateRateOf({ ...by(request), rateid: request.body.id, input: request.body })),
  );

  app.delete(
    '/vendor/rate/delete/:id',
    { config: write, schema: { tags, params: rateIdParamsSchema, response: { 200: removedRateSchema } } },
    async (request) => removeRate({ ...by(request), rateid: request.params.id }),
  );
};
