import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCustomerContactBodySchema,
  addCustomerNoteBodySchema,
  canEditCustomers,
  canListCustomers,
  customerContactIdParamsSchema,
  customerContactSchema,
  customerIdQuerySchema,
  customerNoteSchema,
  excludedVendorSchema,
  excludeVendorBodySchema,
  excludeVendorParamsSchema,
  removedExclusionSchema,
  updateCustomerContactBodySchema,
} from '@dispatchwise/shared';
import { addCustomerNote } from './customers.notes';
import {
  addCustomerContact,
  excludeVendor,
  findContacts,
  findExclusions,
  removeCustomerContact,
  removeExclusion,
  updateCustomerContact,
} from './customers.tabs.service';

/**
 * The editor's Contacts tab, Add Note and the excluded vendors (spec C 2.3; docs/decisions/147): staff
 * with read:customers. The exclusions are what the Select Vendor search marks "Excluded by Customer".
 */
export const customerTabRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customers'];
  const read = { rule: canListCustomers };
  const write = { rule: canEditCustomers };

  app.get(
    '/customer/contacts',
    {
      config: read,
      schema: { tags, querystring: customerIdQuerySchema, response: { 200: z.array(customerContactSchema) } },
    },
    ({ user, query }) => findContacts({ db: app.db, user, customerid: query.customerid }),
  );

  app.post(
    '/customer/contact/add',
    {
      config: write,
      schema: { tags, body: addCustomerContactBodySchema, response: { 200: customerContactSchema } },
    },
    ({ user, body }) => addCustomerContact({ db: app.db, user, input: body }),
  );

  app.put(
    '/customer/contact/update',
    {
      config: write,
      schema: { tags, body: updateCustomerContactBodySchema, response: { 200: customerContactSchema } },
    },
    ({ user, body }) => updateCustomerContact({ db: app.db, user, input: body }),
  );

  app.delete(
    '/customer/contact/delete/:id',
    {
      config: write,
      schema: {
        tags,
        params: customerContactIdParamsSchema,
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    ({ user, params }) => removeCustomerContact({ db: app.db, user, id: params.id }),
  );

  app.post(
    '/customer/savenote',
    {
      config: write,
      schema: { tags, body: addCustomerNoteBodySchema, response: { 200: customerNoteSchema } },
    },
    ({ user, body }) => addCustomerNote({ db: app.db, user, input: body }),
  );

  app.get(
    '/customer/excludedvendors',
    {
      config: read,
      schema: { tags, querystring: customerIdQuerySchema, response: { 200: z.array(excludedVendorSchema) } },
    },
    ({ user, query }) => findExclusions({ db: app.db, user, customerid: query.customerid }),
  );

  app.post(
    '/customer/excludevendor',
    {
      config: write,
      schema: { tags, body: excludeVendorBodySchema, response: { 200: excludedVendorSchema } },
    },
    ({ user, body }) => excludeVendor({ db: app.db, user, input: body }),
  );

  app.delete(
    '/customer/excludevendor/:customerid/:vendorid',
    {
      config: write,
      schema: { tags, params: excludeVendorParamsSchema, response: { 200: removedExclusionSchema } },
    },
    ({ user, params }) => removeExclusion({ db: app.db, user, input: params }),
  );
};
