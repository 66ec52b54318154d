import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addVendorRatingParamsSchema,
  canEditVendors,
  canListVendors,
  canOpenVendorDetails,
  saveVendorBodySchema,
  searchVendorsByGeographyBodySchema,
  searchVendorsByRadiusBodySchema,
  updateVendorBodySchema,
  validateVendorAddressBodySchema,
  vendorAddressValidationSchema,
  vendorDetailSchema,
  vendorIdParamsSchema,
  vendorRatingSchema,
  vendorRecordSchema,
  vendorSearchResultSchema,
  VENDOR_MESSAGES,
} from '@dispatchwise/shared';
import { createAddressValidator } from '../../lib/geo/address-validator';
import { badRequest } from '../../lib/errors';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { vendorList } from './vendors.list';
import { findVendorsByGeography, findVendorsByRadius, findZipCentre } from './vendors.search';
import {
  getVendorDetail,
  rateVendor,
  saveVendor,
  updateVendor,
  validateVendorAddress,
} from './vendors.service';

/**
 * The vendor record, list and search (spec A "Vendors list", "Vendor search"; spec C 2.4, 2.5, 7;
 * issue 12, docs/decisions/142). The static paths are registered with the `/vendor/:id` read; Fastify
 * matches a static segment first, so /vendor/getvendors and the others keep working.
 */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendors'];
  const validator = createAddressValidator(app.config.addressValidator);

  app.get(
    '/vendor/getvendors',
    {
      config: { rule: canListVendors },
      schema: { tags, querystring: listQuerySchema, response: { 200: listAnswerSchema } },
    },
    ({ user, query }) => vendorList.find({ db: app.db, user, query }),
  );

  app.get(
    '/vendor/:id',
    {
      config: { rule: canOpenVendorDetails },
      schema: { tags, params: vendorIdParamsSchema, response: { 200: vendorDetailSchema } },
    },
    ({ user, params }) => getVendorDetail({ db: app.db, user, id: params.id }),
  );

  app.post(
    '/vendor/save',
    {
      config: { rule: canEditVendors },
      schema: { tags, body: saveVendorBodySchema, response: { 200: vendorRecordSchema } },
    },
    ({ user, body }) => saveVendor({ db: app.db, user, input: body }),
  );

  app.put(
    '/vendor/update',
    {
      config: { rule: canEditVendors },
      schema: { tags, body: updateVendorBodySchema, response: { 200: vendorRecordSchema } },
    },
    ({ user, body }) => updateVendor({ db: app.db, user, input: body }),
  );

  app.post(
    '/vendor/validateaddress',
    {
      config: { rule: canEditVendors },
      schema: {
        tags,
        body: validateVendorAddressBodySchema,
        response: { 200: vendorAddressValidationSchema },
      },
    },
    ({ body }) => validateVendorAddress({ db: app.db, validator, input: body }),
  );

  app.post(
    '/vendor/addvendorrating/:vendorid/:rating',
    {
      config: { rule: canEditVendors },
      schema: { tags, params: addVendorRatingParamsSchema, response: { 200: vendorRatingSchema } },
    },
    ({ user, params }) => rateVendor({ db: app.db, user, vendorid: params.vendorid, rating: params.rating }),
  );

  app.post(
    '/vendor/searchbyradius',
    {
      config: { rule: canListVendors },
      schema: {
        tags,
        body: searchVendorsByRadiusBodySchema,
        response: { 200: z.array(vendorSearchResultSchema) },
      },
    },
    async ({ body }) => {
      const centre = await findZipCentre(app.db, body.zip);
      if (!centre) throw badRequest(VENDOR_MESSAGES.zipNotFound, { zip: VENDOR_MESSAGES.zipNotFound });
      return findVendorsByRadius(app.db, { centre, input: body });
    },
  );

  app.post(
    '/vendor/searchbygeography',
    {
      config: { rule: canListVendors },
      schema: {
        tags,
        body: searchVendorsByGeographyBodySchema,
        response: { 200: z.array(vendorSearchResultSchema) },
      },
    },
    ({ body }) => findVendorsByGeography(app.db, body),
  );
};
