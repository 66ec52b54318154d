import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canApproveCustomerInvoiceAsStaff,
  canChangeCustomerInvoicesAsStaff,
  canReadCustomerInvoicesAsStaff,
  generateInvoiceDocumentSchema,
  generateInvoiceWordSchema,
  invoiceActionSchema,
  removeInvoiceQuerySchema,
  saveInvoiceSchema,
  updateInvoiceSchema,
  workOrderInvoicesQuerySchema,
  workOrderInvoicesSchema,
  type CustomerInvoiceAction,
  type Rule,
} from '@dispatchwise/shared';
import {
  changeInvoiceStatus,
  findWorkOrderInvoices,
  removeInvoice,
  saveInvoice,
  updateInvoice,
} from './invoices.service';
import { sendGeneratedDocument } from './customer-documents';
import { generateInvoiceDocument, generateInvoiceWord } from './invoices.documents';

/**
 * The Invoice & Payments tab (spec B sections 2, 4, 5, 7, 8; issue 11; docs/decisions/136). Staff
 * only; every call answers the order's invoice list. The preview, PDF and Word (`generatewoinvoice`,
 * `generatewordwoinvoice`; decision 138) are for the staff who read the tab.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoices'];
  const response = { 200: workOrderInvoicesSchema };

  app.get(
    '/workorder/invoices',
    {
      config: { rule: canReadCustomerInvoicesAsStaff },
      schema: { tags, querystring: workOrderInvoicesQuerySchema, response },
    },
    (request) =>
      findWorkOrderInvoices({ db: app.db, user: request.user, workorderid: request.query.workorderid }),
  );

  app.post(
    '/workorder/saveinvoice',
    {
      config: { rule: canChangeCustomerInvoicesAsStaff },
      schema: { tags, body: saveInvoiceSchema, response },
    },
    (request) => saveInvoice({ db: app.db, user: request.user, input: request.body }),
  );

  app.put(
    '/workorder/updateinvoice',
    {
      config: { rule: canChangeCustomerInvoicesAsStaff },
      schema: { tags, body: updateInvoiceSchema, response },
    },
    (request) => updateInvoice({ db: app.db, user: request.user, input: request.body }),
  );

  app.delete(
    '/workorder/removeinvoice',
    {
      config: { rule: canChangeCustomerInvoicesAsStaff },
      schema: { tags, querystring: removeInvoiceQuerySchema, response },
    },
    (request) => removeInvoice({ db: app.db, user: request.user, id: request.query.id }),
  );

  // PUT /workorder/approveinvoice, /unapproveinvoice (approve:customerinvoice) and /rejectinvoice.
  const actions: [CustomerInvoiceAction, Rule][] = [
    ['approve', canApproveCustomerInvoiceAsStaff],
    ['unapprove', canApproveCustomerInvoiceAsStaff],
    ['reject', canChangeCustomerInvoicesAsStaff],
  ];
  for (const [action, rule] of actions) {
    app.put(
      `/workorder/${action}invoice`,
      { config: { rule }, schema: { tags, body: invoiceActionSchema, response } },
      (request) =>
        changeInvoiceStatus({
          db: app.db,
          user: request.user,
          id: request.body.invoiceid,
          action,
          publicUrl: app.config.publicUrl,
        }),
    );
  }

  app.post(
    '/workorder/generatewoinvoice',
    {
      config: { rule: canReadCustomerInvoicesAsStaff },
      schema: {
        tags,
        summary: 'The Invoice Preview (HTML, preview true) or the invoice PDF (preview false)',
        body: generateInvoiceDocumentSchema,
      },
    },
    async (request, reply) =>
      sendGeneratedDocument(
        reply,
        await generateInvoiceDocument({ db: app.db, user: request.user, input: request.body }),
      ),
  );

  app.post(
    '/workorder/generatewordwoinvoice',
    {
      config: { rule: canReadCustomerInvoicesAsStaff },
      schema: {
        tags,
        summary: 'The invoice as a Word document, named by the filename response header',
        body: generateInvoiceWordSchema,
      },
    },
    async (request, reply) =>
      sendGeneratedDocument(
        reply,
        await generateInvoiceWord({ db: app.db, user: request.user, invoiceid: request.body.invoiceid }),
      ),
  );
};
