import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canPrintVendorDocument,
  canUseVendorPortalDocuments,
  deletedVendorPortalDocumentSchema,
  deleteVendorPortalInvoiceQuerySchema,
  deleteVendorPortalProposalQuerySchema,
  generateVendorInvoiceDocumentSchema,
  importVendorInvoiceItemsQuerySchema,
  importVendorProposalItemsQuerySchema,
  newVendorPortalProposalSchema,
  saveVendorPortalInvoiceSchema,
  saveVendorPortalProposalSchema,
  updateVendorPortalInvoiceStatusSchema,
  updateVendorPortalProposalStatusSchema,
  VENDOR_LINE_SAMPLE_FILE,
  vendorPortalDocumentParamsSchema,
  vendorPortalDocumentsQuerySchema,
  vendorPortalInvoiceListSchema,
  vendorPortalInvoiceSchema,
  vendorPortalLineListsSchema,
  vendorPortalProposalListSchema,
  vendorPortalProposalSchema,
} from '@dispatchwise/shared';
import { importRefusalSchema, sendImport } from '../../lib/imports/index';
import { XLSX_TYPE } from '../../lib/xlsx/xlsx-stream';
import { sendGeneratedDocument } from '../invoices/index';
import { buildVendorLineSample, importPortalLines } from './vendor-portal.documents.import';
import { generatePortalVendorDocument } from './vendor-portal.documents.print';
import {
  clonePortalDocument,
  createPortalInvoice,
  deletePortalDocument,
  findPortalDocuments,
  findPortalLineLists,
  newPortalProposal,
  savePortalDocument,
} from './vendor-portal.documents.service';
import { submitPortalDocument } from './vendor-portal.documents.submit';

/**
 * The vendor portal's proposals and invoices on a work order (issue 15, spec C 2.8 and 7, docs/decisions/163).
 * Every call is the caller's vendor's, on an order of the caller's portal (a Tech: its assigned orders).
 * POST /vendorprofile/generatevendorproposal stays with the staff's review (modules/vendor-proposals), which hands
 * a portal caller to this module.
 */
export const vendorPortalDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor-portal'];
  const config = { rule: canUseVendorPortalDocuments };
  const proposal = { 200: vendorPortalProposalSchema };
  const invoice = { 200: vendorPortalInvoiceSchema };
  const created = (schema: typeof vendorPortalProposalSchema | typeof vendorPortalInvoiceSchema) => ({
    201: schema,
  });
  const caller = (request: { user: Parameters<typeof findPortalDocuments>[0]['user'] }) => ({
    db: app.db,
    user: request.user,
  });
  const upload = 'multipart/form-data: FormFile (one .xlsx) and FileName.';
  const imported = (schema: typeof vendorPortalProposalSchema | typeof vendorPortalInvoiceSchema) => ({
    200: schema,
    400: importRefusalSchema,
  });

  app.get(
    '/vendorprofile/vendorworkorderproposals',
    {
      config,
      schema: {
        tags,
        querystring: vendorPortalDocumentsQuerySchema,
        response: { 200: vendorPortalProposalListSchema },
      },
    },
    (request) => findPortalDocuments(caller(request), 'proposal', request.query.workorderid),
  );
  app.get(
    '/vendorprofile/vendorworkorderinvoices',
    {
      config,
      schema: {
        tags,
        querystring: vendorPortalDocumentsQuerySchema,
        response: { 200: vendorPortalInvoiceListSchema },
      },
    },
    (request) => findPortalDocuments(caller(request), 'invoice', request.query.workorderid),
  );
  app.get(
    '/vendorprofile/vendorworkorderproposals/lists',
    { config, schema: { tags, response: { 200: vendorPortalLineListsSchema } } },
    () => findPortalLineLists(app.db),
  );

  app.post(
    '/vendorprofile/newproposal',
    { config, schema: { tags, body: newVendorPortalProposalSchema, response: proposal } },
    (request) => newPortalProposal(caller(request), request.body.workorderid),
  );
  app.post(
    '/vendorprofile/updateproposal',
    { config, schema: { tags, body: saveVendorPortalProposalSchema, response: proposal } },
    (request) => savePortalDocument(caller(request), 'proposal', request.body),
  );
  app.post(
    '/vendorprofile/updateinvoice',
    { config, schema: { tags, body: saveVendorPortalInvoiceSchema, response: invoice } },
    (request) => savePortalDocument(caller(request), 'invoice', request.body),
  );
  app.post(
    '/vendorprofile/createinvoice/:id',
    {
      config,
      schema: {
        tags,
        params: vendorPortalDocumentParamsSchema,
        response: created(vendorPortalInvoiceSchema),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPortalInvoice(caller(request), request.params.id)),
  );
  app.post(
    '/vendorprofile/cloneproposal/:id',
    {
      config,
      schema: {
        tags,
        params: vendorPortalDocumentParamsSchema,
        response: created(vendorPortalProposalSchema),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await clonePortalDocument(caller(request), 'proposal', request.params.id)),
  );
  app.post(
    '/vendorprofile/cloneinvoice/:id',
    {
      config,
      schema: {
        tags,
        params: vendorPortalDocumentParamsSchema,
        response: created(vendorPortalInvoiceSchema),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await clonePortalDocument(caller(request), 'invoice', request.params.id)),
  );
  app.delete(
    '/vendorprofile/deleteproposal',
    {
      config,
      schema: {
        tags,
        querystring: deleteVendorPortalProposalQuerySchema,
        response: { 200: deletedVendorPortalDocumentSchema },
      },
    },
    (request) => deletePortalDocument(caller(request), 'proposal', request.query.proposalId),
  );
  app.delete(
    '/vendorprofile/deleteinvoice',
    {
      config,
      schema: {
        tags,
        querystring: deleteVendorPortalInvoiceQuerySchema,
        response: { 200: deletedVendorPortalDocumentSchema },
      },
    },
    (request) => deletePortalDocument(caller(request), 'invoice', request.query.invoiceId),
  );
  app.put(
    '/vendorprofile/updateproposalstatus',
    {
      config,
      schema: {
        tags,
        body: updateVendorPortalProposalStatusSchema,
        response: { 200: vendorPortalProposalListSchema },
      },
    },
    (request) =>
      submitPortalDocument(caller(request), 'proposal', {
        id: request.body.proposalId,
        note: request.body.note,
      }),
  );
  app.put(
    '/vendorprofile/updateinvoicestatus',
    {
      config,
      schema: {
        tags,
        body: updateVendorPortalInvoiceStatusSchema,
        response: { 200: vendorPortalInvoiceListSchema },
      },
    },
    (request) =>
      submitPortalDocument(caller(request), 'invoice', {
        id: request.body.invoiceId,
        note: request.body.note,
      }),
  );

  app.post(
    '/vendorprofile/importproposalitems',
    {
      config,
      schema: {
        tags,
        description: upload,
        querystring: importVendorProposalItemsQuerySchema,
        response: imported(vendorPortalProposalSchema),
      },
    },
    (request, reply) =>
      sendImport(reply, () =>
        importPortalLines({ ...caller(request), kind: 'proposal', id: request.query.proposalid, request }),
      ),
  );
  app.post(
    '/vendorprofile/importinvoiceitems',
    {
      config,
      schema: {
        tags,
        description: upload,
        querystring: importVendorInvoiceItemsQuerySchema,
        response: imported(vendorPortalInvoiceSchema),
      },
    },
    (request, reply) =>
      sendImport(reply, () =>
        importPortalLines({ ...caller(request), kind: 'invoice', id: request.query.invoiceid, request }),
      ),
  );
  app.post('/vendorprofile/downloadlinesample', { config, schema: { tags } }, async (_request, reply) =>
    reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${VENDOR_LINE_SAMPLE_FILE}"`)
      .send(await buildVendorLineSample()),
  );

  app.post(
    '/vendorprofile/generatevendorinvoice',
    {
      config: { rule: canPrintVendorDocument },
      schema: {
        tags,
        summary: "The vendor invoice's Preview (HTML, preview=true) or its PDF (preview false)",
        querystring: generateVendorInvoiceDocumentSchema,
      },
    },
    async (request, reply) =>
      sendGeneratedDocument(
        reply,
        await generatePortalVendorDocument({
          db: app.db,
          user: request.user,
          kind: 'invoice',
          id: request.query.invoiceid,
          preview: request.query.preview,
          pageSize: request.query.pageSize,
        }),
      ),
  );
};
