import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addVendorContactBodySchema,
  addVendorNoteBodySchema,
  canEditVendors,
  canOpenVendorDetails,
  sendVendorDocParamsSchema,
  sentVendorDocSchema,
  updateVendorContactBodySchema,
  vendorContactIdParamsSchema,
  vendorContactSchema,
  vendorIdQuerySchema,
  vendorNoteSchema,
  vendorPaymentSchema,
} from '@dispatchwise/shared';
import { addVendorNote } from './vendors.notes';
import { sendVendorDoc } from './vendors.senddoc';
import {
  addVendorContact,
  findContacts,
  findPayments,
  removeVendorContact,
  updateVendorContact,
} from './vendors.tabs.service';

/**
 * The editor's Contacts, Notes (add), Payments tabs and the list's Send document actions (spec C 2.4,
 * spec A "Vendors list"; docs/decisions/142). Reads as GET /vendor/{id} (staff with read:vendors, a
 * Vendor or Tech user their own vendor); writes staff with read:vendors.
 */
export const vendorTabRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendors'];
  const read = { rule: canOpenVendorDetails };
  const write = { rule: canEditVendors };

  app.get(
    '/vendor/contacts',
    {
      config: read,
      schema: { tags, querystring: vendorIdQuerySchema, response: { 200: z.array(vendorContactSchema) } },
    },
    ({ user, query }) => findContacts({ db: app.db, user, vendorid: query.vendorid }),
  );

  app.post(
    '/vendor/contact/add',
    {
      config: write,
      schema: { tags, body: addVendorContactBodySchema, response: { 200: vendorContactSchema } },
    },
    ({ user, body }) => addVendorContact({ db: app.db, user, input: body }),
  );

  app.put(
    '/vendor/contact/update',
    {
      config: write,
      schema: { tags, body: updateVendorContactBodySchema, response: { 200: vendorContactSchema } },
    },
    ({ user, body }) => updateVendorContact({ db: app.db, user, input: body }),
  );

  app.delete(
    '/vendor/contact/delete/:id',
    {
      config: write,
      schema: { tags, params: vendorContactIdParamsSchema, response: { 200: z.object({ id: z.number() }) } },
    },
    ({ user, params }) => removeVendorContact({ db: app.db, user, id: params.id }),
  );

  app.post(
    '/vendor/savenote',
    { config: write, schema: { tags, body: addVendorNoteBodySchema, response: { 200: vendorNoteSchema } } },
    ({ user, body }) => addVendorNote({ db: app.db, user, input: body }),
  );

  app.get(
    '/vendor/payments',
    {
      config: read,
      schema: { tags, querystring: vendorIdQuerySchema, response: { 200: z.array(vendorPaymentSchema) } },
    },
    ({ user, query }) => findPayments({ db: app.db, user, vendorid: query.vendorid }),
  );

  app.post(
    '/vendor/senddoc/:vendorid/:doctype',
    {
      config: write,
      schema: { tags, params: sendVendorDocParamsSchema, response: { 200: sentVendorDocSchema } },
    },
    ({ user, params }) => sendVendorDoc({ db: app.db, user, ...params, publicUrl: app.config.publicUrl }),
  );
};
