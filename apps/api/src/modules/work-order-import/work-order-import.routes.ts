import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canImportWorkOrders,
  importedWorkOrderSchema,
  importFileQuerySchema,
  importServiceChannelQuerySchema,
  parsedWorkOrderSchema,
} from '@dispatchwise/shared';
import { importWorkOrderFile, parseWorkOrderFile } from './import-file';
import { createServiceChannelClient } from './servicechannel/servicechannel.client';
import { importFromServiceChannel } from './servicechannel/import-servicechannel';

/** The upload is multipart (FormFile, FileName): no JSON body schema; the service reads it. */
const uploadDescription = 'multipart/form-data: FormFile (the file) and FileName.';

/**
 * The work-order import (spec C 2.11 and 7; issue 16; docs/decisions/169-171): by PO from ServiceChannel,
 * or from a customer's PDF or Outlook file. Staff who may add work orders (canImportWorkOrders).
 */
export const workOrderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-order-import'];
  // One client for the process: it keeps the ServiceChannel token between imports.
  const client = app.config.serviceChannel
    ? createServiceChannelClient(app.config.serviceChannel)
    : undefined;

  app.get(
    '/workorder/importwofromservicechannel',
    {
      config: { rule: canImportWorkOrders },
      schema: {
        tags,
        querystring: importServiceChannelQuerySchema,
        response: { 200: importedWorkOrderSchema },
      },
    },
    ({ user, query }) =>
      importFromServiceChannel({ db: app.db, storage: app.storage, user, client, po: query.id }),
  );

  app.post(
    '/workorder/parseWOHTML',
    {
      config: { rule: canImportWorkOrders },
      schema: {
        tags,
        description: uploadDescription,
        querystring: importFileQuerySchema,
        response: { 200: parsedWorkOrderSchema },
      },
    },
    (request) => parseWorkOrderFile({ db: app.db, request, query: request.query }),
  );

  app.post(
    '/workorder/importwofromfile',
    {
      config: { rule: canImportWorkOrders },
      schema: {
        tags,
        description: uploadDescription,
        querystring: importFileQuerySchema,
        response: { 200: importedWorkOrderSchema },
      },
    },
    (request) =>
      importWorkOrderFile({
        db: app.db,
        storage: app.storage,
        user: request.user,
        request,
        query: request.query,
      }),
  );
};
