import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canAdminister,
  dispatchTradeQuerySchema,
  dispatchVendorChoiceSchema,
  dispatchVendorSchema,
  saveDispatchVendorSchema,
  updateDispatchVendorSchema,
  vendorZipImportQuerySchema,
  vendorZipImportReportSchema,
} from '@dispatchwise/shared';
import { importRefusalSchema, readUpload, sendImport } from '../../lib/imports/index';
import { findAddableDispatchVendors, findTradeDispatchVendors, saveDispatchVendor } from './dispatch.service';
import { importVendorZips } from './vendor-zips.import';

/**
 * Admin > Dispatch (Vendor Dispatch) and Import Vendor Zips (spec A "Admin" and section 7; issue 14;
 * docs/decisions/153, 154). Admin only, like the rest of the Admin area.
 */
export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { config: { rule: canAdminister } };
  const tags = ['admin'];
  const list = { 200: z.array(dispatchVendorSchema) };

  app.get(
    '/admin/getvendorsbytradeid',
    { ...adminOnly, schema: { tags, querystring: dispatchTradeQuerySchema, response: list } },
    ({ query }) => findTradeDispatchVendors({ db: app.db, tradeid: query.tradeId }),
  );

  app.get(
    '/admin/getallvendorsbytradeid',
    {
      ...adminOnly,
      schema: {
        tags,
        querystring: dispatchTradeQuerySchema,
        response: { 200: z.array(dispatchVendorChoiceSchema) },
      },
    },
    ({ query }) => findAddableDispatchVendors({ db: app.db, tradeid: query.tradeId }),
  );

  app.post(
    '/admin/savedispatchvendor',
    { ...adminOnly, schema: { tags, body: saveDispatchVendorSchema, response: list } },
    ({ body }) => saveDispatchVendor({ db: app.db, input: body, mustBeListed: false }),
  );

  app.put(
    '/admin/updatedispatchvendor',
    { ...adminOnly, schema: { tags, body: updateDispatchVendorSchema, response: list } },
    ({ body }) => saveDispatchVendor({ db: app.db, input: body, mustBeListed: true }),
  );

  app.post(
    '/admin/importtradezips',
    {
      ...adminOnly,
      schema: {
        tags,
        description: 'multipart/form-data: FormFile (one .csv: Trade, Zip Code, Regular Rate) and FileName.',
        querystring: vendorZipImportQuerySchema,
        response: { 200: vendorZipImportReportSchema, 400: importRefusalSchema },
      },
    },
    (request, reply) =>
      sendImport(reply, async () =>
        importVendorZips({
          db: app.db,
          user: request.user,
          vendorid: request.query.vendorid,
          upload: await readUpload(request, '.csv'),
        }),
      ),
  );
};
