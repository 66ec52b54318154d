import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  approveVendorInvoiceSchema,
  canApproveVendorInvoiceAsStaff,
  canChangeWorkOrderVendorsAsStaff,
  canReadVendorHistory,
  canReadVendorRecord,
  canReadWorkOrderVendorsAsStaff,
  flagNodParamsSchema,
  pastVendorSchema,
  pastVendorsQuerySchema,
  removedVendorLineSchema,
  removeVendorLineParamsSchema,
  saveVendorLineSchema,
  saveVendorQcSchema,
  unapproveVendorInvoiceSchema,
  updateVendorLineSchema,
  vendorHistoryQuerySchema,
  vendorLineAttachmentsParamsSchema,
  vendorLineAttachmentsSchema,
  vendorLineSchema,
  vendorQcSchema,
  vendorsByTradesQuerySchema,
  workOrderVendorLinesQuerySchema,
  workOrderVendorLinesSchema,
} from '@dispatchwise/shared';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import {
  attachVendor,
  flagVendorLineNod,
  removeVendorLine,
  updateVendorLine,
} from './vendor-line-changes.service';
import { vendorHistoryList } from './vendor-history';
import { approveVendorInvoice, unapproveVendorInvoice } from './vendor-invoice.service';
import { findVendorLineAttachments, findWorkOrderVendorLines } from './vendor-lines.service';
import { saveVendorQc } from './vendor-qc.service';
import { requestScorecardRefresh } from './vendor-scorecard';
import { findPastVendors, findVendorsByTrades } from './vendor-search.service';

const vendorHistoryListQuerySchema = listQuerySchema.extend(vendorHistoryQuerySchema.shape);
const vendorsByTradesListQuerySchema = listQuerySchema.extend(vendorsByTradesQuerySchema.shape);

/**
 * The vendors on a work order (spec B sections 2, 4, 5, 7; issue 10; docs/decisions/131, 132): the
 * Vendor tab's lines and their verbs, the Select Vendor search, Previously Used Vendors, the QC
 * review and the vendor's history. Staff only: Vendor, Tech and Customer users have portal calls.
 */
export const vendorLineManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];

  app.get(
    '/workorder/getvendorsbytrades',
    {
      config: { rule: canReadWorkOrderVendorsAsStaff },
      schema: { tags, querystring: vendorsByTradesListQuerySchema, response: { 200: listAnswerSchema } },
    },
    // Not through the list response cache: its triggers do not see coverage or the scorecard summary.
    (request) =>
      findVendorsByTrades({ db: app.db, user: request.user, query: request.query, log: request.log }),
  );

  app.get(
    '/workorder/getpastvendors',
    {
      config: { rule: canReadWorkOrderVendorsAsStaff },
      schema: { tags, querystring: pastVendorsQuerySchema, response: { 200: z.array(pastVendorSchema) } },
    },
    (request) => findPastVendors({ db: app.db, user: request.user, query: request.query }),
  );

  app.get(
    '/workorder/vendors',
    {
      config: { rule: canReadWorkOrderVendorsAsStaff },
      schema: {
        tags,
        querystring: workOrderVendorLinesQuerySchema,
        response: { 200: workOrderVendorLinesSchema },
      },
    },
    (request) =>
      findWorkOrderVendorLines({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.get(
    '/workorder/vendor/attachments/:workordervendorid',
    {
      config: { rule: canReadWorkOrderVendorsAsStaff },
      schema: {
        tags,
        params: vendorLineAttachmentsParamsSchema,
        response: { 200: vendorLineAttachmentsSchema },
      },
    },
    (request) =>
      findVendorLineAttachments({
        db: app.db,
        user: request.user,
        workordervendorid: request.params.workordervendorid,
      }),
  );

  app.post(
    '/workorder/savevendor',
    {
      config: { rule: canChangeWorkOrderVendorsAsStaff },
      schema: { tags, body: saveVendorLineSchema, response: { 200: vendorLineSchema } },
    },
    (request) => attachVendor({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/workorder/updatevendor',
    {
      config: { rule: canChangeWorkOrderVendorsAsStaff },
      schema: { tags, body: updateVendorLineSchema, response: { 200: vendorLineSchema } },
    },
    (request) => updateVendorLine({ db: app.db, user: request.user, input: request.body }),
  );

  app.delete(
    '/workorder/removevendor/:id',
    {
      config: { rule: canChangeWorkOrderVendorsAsStaff },
      schema: { tags, params: removeVendorLineParamsSchema, response: { 200: removedVendorLineSchema } },
    },
    (request) => removeVendorLine({ db: app.db, user: request.user, id: request.params.id }),
  );

  app.put(
    '/workorder/flagnod/:wovendorid/:flag',
    {
      config: { rule: canChangeWorkOrderVendorsAsStaff },
      schema: { tags, params: flagNodParamsSchema, response: { 201: vendorLineSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await flagVendorLineNod({
          db: app.db,
          user: request.user,
          id: request.params.wovendorid,
          flag: request.params.flag,
        }),
      ),
  );

  app.put(
    '/workorder/approvevendorinvoice',
    {
      config: { rule: canApproveVendorInvoiceAsStaff },
      schema: { tags, body: approveVendorInvoiceSchema, response: { 200: vendorLineSchema } },
    },
    (request) => approveVendorInvoice({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/workorder/unapprovevendorinvoice',
    {
      config: { rule: canApproveVendorInvoiceAsStaff },
      schema: { tags, body: unapproveVendorInvoiceSchema, response: { 200: vendorLineSchema } },
    },
    (request) =>
      unapproveVendorInvoice({
        db: app.db,
        user: request.user,
        workordervendorid: request.body.workordervendorid,
      }),
  );

  app.post(
    '/workorder/savevendorqc',
    {
      config: { rule: canChangeWorkOrderVendorsAsStaff },
      schema: { tags, body: saveVendorQcSchema, response: { 200: vendorQcSchema } },
    },
    async (request) => {
      const qc = await saveVendorQc({ db: app.db, user: request.user, input: request.body });
      // A replaced review keeps its id, which the scorecards' freshness check cannot see (decision 131).
      requestScorecardRefresh(app.db, request.log);
      return qc;
    },
  );

  app.get(
    '/vendor/history',
    {
      config: { rule: canReadVendorHistory },
      schema: {
        tags: ['vendors'],
        querystring: vendorHistoryListQuerySchema,
        response: { 200: listAnswerSchema },
      },
    },
    async (request, reply) => {
      // A Vendor or Tech user reads their own vendor's history only (the editor's History tab, decision 142).
      if (!canReadVendorRecord(request.user, request.query.vendorid)) throw new HttpError(403, 'Forbidden');
      return vendorHistoryList.send(app, request, reply, () =>
        vendorHistoryList.find({
          db: app.db,
          user: request.user,
          query: request.query,
          conditions: [sql`l."vendorid" = ${request.query.vendorid}`],
        }),
      );
    },
  );
};
