import type { FastifyRequest } from 'fastify';
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
import { clonePortalDocument, createPortalInvoice } from './vendor-portal.documents.copy';
import {
  deletePortalDocument,
  findPortalDocuments,
  findPortalLineLists,
  newPortalProposal,
  savePortalDocument,
} from './vendor-portal.documents.service';
import { submitPortalDocument } from './vendor-portal.documents.submit';

type Kind = 'proposal' | 'invoice';
type Ids = { proposalId?: number; invoiceId?: number; proposalid?: number; invoiceid?: number };

/** What differs between the proposal's and the invoice's calls: the spec's paths, names and schemas. */
const KINDS = {
  proposal: {
    list: '/vendorprofile/vendorworkorderproposals',
    listSchema: vendorPortalProposalListSchema,
    document: vendorPortalProposalSchema,
    save: '/vendorprofile/updateproposal',
    saveSchema: saveVendorPortalProposalSchema,
    clone: '/vendorprofile/cloneproposal/:id',
    remove: '/vendorprofile/deleteproposal',
    removeSchema: deleteVendorPortalProposalQuerySchema,
    status: '/vendorprofile/updateproposalstatus',
    statusSchema: updateVendorPortalProposalStatusSchema,
    import: '/vendorprofile/importproposalitems',
    importSchema: importVendorProposalItemsQuerySchema,
    /** proposalId of the delete and status calls, proposalid of the import. */
    idOf: (ids: Ids) => (ids.proposalId ?? ids.proposalid)!,
  },
  invoice: {
    list: '/vendorprofile/vendorworkorderinvoices',
    listSchema: vendorPortalInvoiceListSchema,
    document: vendorPortalInvoiceSchema,
    save: '/vendorprofile/updateinvoice',
    saveSchema: saveVendorPortalInvoiceSchema,
    clone: '/vendorprofile/cloneinvoice/:id',
    remove: '/vendorprofile/deleteinvoice',
    removeSchema: deleteVendorPortalInvoiceQuerySchema,
    status: '/vendorprofile/updateinvoicestatus',
    statusSchema: updateVendorPortalInvoiceStatusSchema,
    import: '/vendorprofile/importinvoiceitems',
    importSchema: importVendorInvoiceItemsQuerySchema,
    idOf: (ids: Ids) => (ids.invoiceId ?? ids.invoiceid)!,
  },
} as const;

/**
 * The vendor portal's proposals and invoices on a work order (issue 15, spec C 2.8 and 7, docs/decisions/163).
 * Every call is the caller's vendor's, on an order of the caller's portal (a Tech: its assigned orders).
 * POST /vendorprofile/generatevendorproposal stays with the staff's review (modules/vendor-proposals), which hands
 * a portal caller to this module.
 */
export const vendorPortalDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['vendor-portal'];
  const config = { rule: canUseVendorPortalDocuments };
  const caller = (request: FastifyRequest) => ({ db: app.db, user: request.user });

  for (const kind of ['proposal', 'invoice'] as const satisfies readonly Kind[]) {
    const paths = KINDS[kind];
    app.get(
      paths.list,
      {
        config,
        schema: { tags, querystring: vendorPortalDocumentsQuerySchema, response: { 200: paths.listSchema } },
      },
      (request) => findPortalDocuments(caller(request), kind, request.query.workorderid),
    );
    app.post(
      paths.save,
      { config, schema: { tags, body: paths.saveSchema, response: { 200: paths.document } } },
      (request) => savePortalDocument(caller(request), kind, request.body),
    );
    app.post(
      paths.clone,
      {
        config,
        schema: { tags, params: vendorPortalDocumentParamsSchema, response: { 201: paths.document } },
      },
      async (request, reply) =>
        reply.status(201).send(await clonePortalDocument(caller(request), kind, request.params.id)),
    );
    app.delete(
      paths.remove,
      {
        config,
        schema: {
          tags,
          querystring: paths.removeSchema,
          response: { 200: deletedVendorPortalDocumentSchema },
        },
      },
      (request) => deletePortalDocument(caller(request), kind, paths.idOf(request.query)),
    );
    app.put(
      paths.status,
      { config, schema: { tags, body: paths.statusSchema, response: { 200: paths.listSchema } } },
      (request) =>
        submitPortalDocument(caller(request), kind, {
          id: paths.idOf(request.body),
          note: request.body.note,
        }),
    );
    app.post(
      paths.import,
      {
        config,
        schema: {
          tags,
          description: 'multipart/form-data: FormFile (one .xlsx) and FileName.',
          querystring: paths.importSchema,
          response: { 200: paths.document, 400: importRefusalSchema },
        },
      },
      (request, reply) =>
        sendImport(reply, () =>
          importPortalLines({ ...caller(request), kind, id: paths.idOf(request.query), request }),
        ),
    );
  }

  app.get(
    '/vendorprofile/vendorworkorderproposals/lists',
    { config, schema: { tags, response: { 200: vendorPortalLineListsSchema } } },
    () => findPortalLineLists(app.db),
  );
  app.post(
    '/vendorprofile/newproposal',
    {
      config,
      schema: { tags, body: newVendorPortalProposalSchema, response: { 200: vendorPortalProposalSchema } },
    },
    (request) => newPortalProposal(caller(request), request.body.workorderid),
  );
  app.post(
    '/vendorprofile/createinvoice/:id',
    {
      config,
      schema: {
        tags,
        params: vendorPortalDocumentParamsSchema,
        response: { 201: vendorPortalInvoiceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPortalInvoice(caller(request), request.params.id)),
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
