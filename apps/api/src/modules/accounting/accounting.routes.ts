import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canPollUploadStatus,
  canUseAccounting,
  pendingSyncsSchema,
  removeVendorBillParamsSchema,
  submitPendingSchema,
  unmatchedVendorsSchema,
  uploadingStatusSchema,
} from '@dispatchwise/shared';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { transmissionLogList } from './accounting.logs';
import { findUnmatchedVendors } from './accounting.matching';
import { findPendingSyncs } from './accounting.pending';
import { removeVendorBill, submitPending } from './accounting.pending.submit';
import { getUploadingStatus } from './accounting.push.state';

/**
 * The Accounting screen's calls (spec A "Accounting", section 7; issue 17; decision 175): the pending
 * lists, Push Approved to QB (queues rows for the worker's push, decision 177), removing a vendor bill,
 * the transmission logs, Find Unmatched Vendors and the uploading status. AccountingAdmin only.
 */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['accounting'];

  app.get(
    '/accounting/getpendingsyncs',
    { config: { rule: canUseAccounting }, schema: { tags, response: { 200: pendingSyncsSchema } } },
    () => findPendingSyncs({ db: app.db }),
  );

  app.post(
    '/accounting/submitpending',
    {
      config: { rule: canUseAccounting },
      schema: { tags, body: submitPendingSchema, response: { 200: pendingSyncsSchema } },
    },
    ({ user, body }) => submitPending({ db: app.db, config: app.config, user, input: body }),
  );

  app.put(
    '/accounting/removevendorbill/:workorderVendorId',
    {
      config: { rule: canUseAccounting },
      schema: { tags, params: removeVendorBillParamsSchema, response: { 200: pendingSyncsSchema } },
    },
    ({ user, params }) => removeVendorBill({ db: app.db, user, workorderVendorId: params.workorderVendorId }),
  );

  app.get(
    '/accounting/gettransmissionlogs',
    {
      config: { rule: canUseAccounting },
      schema: { tags, querystring: listQuerySchema, response: { 200: listAnswerSchema } },
    },
    ({ user, query }) => transmissionLogList.find({ db: app.db, user, query }),
  );

  app.get(
    '/accounting/getuploadingstatus',
    { config: { rule: canPollUploadStatus }, schema: { tags, response: { 200: uploadingStatusSchema } } },
    () => getUploadingStatus({ db: app.db }),
  );

  app.get(
    '/accounting/getunmatchedvendors',
    { config: { rule: canUseAccounting }, schema: { tags, response: { 200: unmatchedVendorsSchema } } },
    () => findUnmatchedVendors({ db: app.db, config: app.config }),
  );
};
