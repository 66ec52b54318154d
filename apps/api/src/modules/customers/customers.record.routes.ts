import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canEditCustomers,
  canListCustomers,
  customerDetailSchema,
  customerIdParamsSchema,
  customerRecordSchema,
  managementProviderSchema,
  saveCustomerBodySchema,
  updateAllSpecialProceduresBodySchema,
  updateCustomerBodySchema,
  updatedSpecialProceduresSchema,
} from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { customerList } from './customers.list';
import { findManagementProviders } from './customers.record.repository';
import {
  getCustomerDetail,
  saveCustomer,
  updateAllSpecialProcedures,
  updateCustomer,
} from './customers.record.service';

/**
 * The customer record and list (spec A "Customers list"; spec C 2.3, 3, 7; issue 13,
 * docs/decisions/147). Staff with read:customers only. The static paths are registered with the
 * `/customer/:id` read; Fastify matches a static segment first.
 */
export const customerRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customers'];
  const read = { rule: canListCustomers };
  const write = { rule: canEditCustomers };

  app.get(
    '/customer/getcustomerlist',
    { config: read, schema: { tags, querystring: listQuerySchema, response: { 200: listAnswerSchema } } },
    ({ user, query }) => customerList.find({ db: app.db, user, query }),
  );

  app.get(
    '/customer/:id',
    {
      config: read,
      schema: { tags, params: customerIdParamsSchema, response: { 200: customerDetailSchema } },
    },
    ({ user, params }) => getCustomerDetail({ db: app.db, user, id: params.id }),
  );

  app.post(
    '/customer/save',
    {
      config: write,
      schema: { tags, body: saveCustomerBodySchema, response: { 200: customerRecordSchema } },
    },
    ({ user, body }) => saveCustomer({ db: app.db, user, input: body }),
  );

  app.put(
    '/customer/update',
    {
      config: write,
      schema: { tags, body: updateCustomerBodySchema, response: { 200: customerRecordSchema } },
    },
    ({ user, body }) => updateCustomer({ db: app.db, user, input: body }),
  );

  app.post(
    '/jobsites/updateallspecialprocedures',
    {
      config: write,
      schema: {
        tags,
        body: updateAllSpecialProceduresBodySchema,
        response: { 200: updatedSpecialProceduresSchema },
      },
    },
    ({ user, body }) => updateAllSpecialProcedures({ db: app.db, user, input: body }),
  );

  app.get(
    '/managementprovider/getproviders',
    { config: read, schema: { tags, response: { 200: z.array(managementProviderSchema) } } },
    () => findManagementProviders(app.db),
  );
};
