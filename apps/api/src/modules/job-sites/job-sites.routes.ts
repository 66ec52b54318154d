import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addJobSiteBodySchema,
  canDeleteJobSitesAsStaff,
  canEditJobSitesAsStaff,
  canImportCustomerRates,
  canReadJobSitesAsStaff,
  importQuerySchema,
  importReportSchema,
  jobSiteIdParamsSchema,
  jobSiteQuerySchema,
  jobSiteSchema,
  jobSitesQuerySchema,
  removedJobSiteSchema,
  updateJobSiteBodySchema,
} from '@dispatchwise/shared';
import { sql } from 'drizzle-orm';
import { importRefusalSchema, readUpload, sendImport } from '../../lib/imports/index';
import { listAnswerSchema, listQuerySchema } from '../../lib/list-query/index';
import { buildJobSiteSampleSheet, importJobSites } from './job-sites.import';
import { jobSiteList } from './job-sites.list';
import { importCustomerRates } from './job-sites.rates.import';
import { addJobSite, getJobSite, removeJobSite, updateJobSite } from './job-sites.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const jobSiteListQuerySchema = listQuerySchema.extend(jobSitesQuerySchema.shape);
const importResponses = { 200: importReportSchema, 400: importRefusalSchema };
/** The upload is multipart (FormFile, FileName): no JSON body schema; `readUpload` reads it. */
const uploadDescription = 'multipart/form-data: FormFile (the file) and FileName.';

/**
 * The job sites and the customer imports (spec A "Job-site list and imports", section 5; spec C 2.3
 * Job Sites tab, 7; issue 13, docs/decisions/148). Staff only: reads need read:jobsites, writes
 * edit:jobsites, removal delete:jobsites.
 */
export const jobSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['job-sites'];

  app.get(
    '/jobsites/getjobsites',
    {
      config: { rule: canReadJobSitesAsStaff },
      schema: { tags, querystring: jobSiteListQuerySchema, response: { 200: listAnswerSchema } },
    },
    ({ user, query }) =>
      jobSiteList.find({
        db: app.db,
        user,
        query,
        conditions: query.customerid === undefined ? [] : [sql`js."customerid" = ${query.customerid}`],
      }),
  );

  app.get(
    '/jobsites/getjobsite',
    {
      config: { rule: canReadJobSitesAsStaff },
      schema: { tags, querystring: jobSiteQuerySchema, response: { 200: jobSiteSchema } },
    },
    ({ query }) => getJobSite({ db: app.db, id: query.jobsiteid }),
  );

  app.post(
    '/customer/addjobsite',
    {
      config: { rule: canEditJobSitesAsStaff },
      schema: { tags, body: addJobSiteBodySchema, response: { 200: jobSiteSchema } },
    },
    ({ body }) => addJobSite({ db: app.db, input: body }),
  );

  app.put(
    '/customer/updatejobsite',
    {
      config: { rule: canEditJobSitesAsStaff },
      schema: { tags, body: updateJobSiteBodySchema, response: { 200: jobSiteSchema } },
    },
    ({ body }) => updateJobSite({ db: app.db, input: body }),
  );

  app.delete(
    '/customer/removejobsite/:id',
    {
      config: { rule: canDeleteJobSitesAsStaff },
      schema: { tags, params: jobSiteIdParamsSchema, response: { 200: removedJobSiteSchema } },
    },
    ({ params }) => removeJobSite({ db: app.db, id: params.id }),
  );

  app.post(
    '/jobsites/downloadsamplesheet',
    { config: { rule: canReadJobSitesAsStaff }, schema: { tags } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="JobsiteSampleWorksheet.xlsx"')
        .send(await buildJobSiteSampleSheet()),
  );

  app.post(
    '/jobsites/importjobsites',
    {
      config: { rule: canEditJobSitesAsStaff },
      schema: {
        tags,
        description: uploadDescription,
        querystring: importQuerySchema,
        response: importResponses,
      },
    },
    (request, reply) =>
      sendImport(reply, async () =>
        importJobSites({
          db: app.db,
          customerid: request.query.customerid,
          upload: await readUpload(request, '.xlsx'),
        }),
      ),
  );

  app.post(
    '/customer/rate/import',
    {
      config: { rule: canImportCustomerRates },
      schema: {
        tags,
        description: uploadDescription,
        querystring: importQuerySchema,
        response: importResponses,
      },
    },
    (request, reply) =>
      sendImport(reply, async () =>
        importCustomerRates({
          db: app.db,
          user: request.user,
          customerid: request.query.customerid,
          upload: await readUpload(request, '.csv'),
        }),
      ),
  );
};
