import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captionSchema,
  citySchema,
  countySchema,
  customerLookupSchema,
  dispatcherSchema,
  geographyQuerySchema,
  isInternalUser,
  isSignedIn,
  stateSchema,
  statusSchema,
  tierSchema,
  tradeSchema,
  vendorLookupQuerySchema,
  vendorLookupSchema,
  vendorStatusTypeSchema,
  zipcodeQuerySchema,
  zipcodeSchema,
} from '@dispatchwise/shared';
import {
  findCaptions,
  findCustomers,
  findDispatchers,
  findSalesReps,
  findStates,
  findStatuses,
  findTiers,
  findTrades,
  findVendorStatusTypes,
  findVendorsForLookup,
} from './lookups.repository';
import { findCityOptions, findCountyOptions, findZipcodeOptions } from './lookups.service';

/**
 * The lookup calls of the specs (spec A section 7 "Lookups", spec C section 7). Reference lists are
 * open to every signed-in user; the customer and vendor lists name other companies, so they are
 * staff-only (docs/decisions/060).
 */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lookups'];
  const staffOnly = { config: { rule: isInternalUser } };
  const signedIn = { rule: isSignedIn };
  const list = <T extends z.ZodType>(item: T) => ({ 200: z.array(item) });

  app.get(
    '/user/getdispatchers',
    { config: signedIn, schema: { tags, response: list(dispatcherSchema) } },
    async () => findDispatchers(app.db),
  );
  // The new customer's Sales Rep choices (a saved customer's come with GET /customer/{id}; decision 149).
  app.get(
    '/user/getsalesreps',
    { ...staffOnly, schema: { tags, response: list(dispatcherSchema) } },
    async () => findSalesReps(app.db),
  );
  app.get(
    '/workorder/getstatuses',
    { config: signedIn, schema: { tags, response: list(statusSchema) } },
    async () => findStatuses(app.db),
  );
  app.get(
    '/geoinfo/getstates',
    { config: signedIn, schema: { tags, response: list(stateSchema) } },
    async () => findStates(app.db),
  );
  app.get(
    '/geoinfo/getcounties',
    { config: signedIn, schema: { tags, querystring: geographyQuerySchema, response: list(countySchema) } },
    async (request) => findCountyOptions({ db: app.db, query: request.query }),
  );
  app.get(
    '/geoinfo/getcities',
    { config: signedIn, schema: { tags, querystring: geographyQuerySchema, response: list(citySchema) } },
    async (request) => findCityOptions({ db: app.db, query: request.query }),
  );
  app.get(
    '/geoinfo/getzipcodes',
    { config: signedIn, schema: { tags, querystring: zipcodeQuerySchema, response: list(zipcodeSchema) } },
    async (request) => findZipcodeOptions({ db: app.db, query: request.query }),
  );
  app.get(
    '/customer/getcustomers',
    { ...staffOnly, schema: { tags, response: list(customerLookupSchema) } },
    async () => findCustomers(app.db),
  );
  app.get(
    '/trades/tradelist',
    { config: signedIn, schema: { tags, response: list(tradeSchema) } },
    async () => findTrades(app.db, { excludeStore: false }),
  );
  app.get(
    '/trades/tradelist_nonstore',
    { config: signedIn, schema: { tags, response: list(tradeSchema) } },
    async () => findTrades(app.db, { excludeStore: true }),
  );
  app.get(
    '/vendor/getvendorstatustypes',
    { config: signedIn, schema: { tags, response: list(vendorStatusTypeSchema) } },
    async () => findVendorStatusTypes(app.db),
  );
  app.get(
    '/vendor/getvendortiers',
    { config: signedIn, schema: { tags, response: list(tierSchema) } },
    async () => findTiers(app.db),
  );
  app.get(
    '/vendor/getvendorsforlookup',
    {
      ...staffOnly,
      schema: { tags, querystring: vendorLookupQuerySchema, response: list(vendorLookupSchema) },
    },
    async (request) => findVendorsForLookup(app.db, request.query),
  );
  app.get('/site/meta', { config: signedIn, schema: { tags, response: list(captionSchema) } }, async () =>
    findCaptions(app.db),
  );
};
