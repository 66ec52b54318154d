import {
  JOB_SITE_MESSAGES,
  type AddJobSiteInput,
  type JobSite,
  type UpdateJobSiteInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  countWorkOrdersOfSite,
  deleteJobSite,
  findCustomerById,
  findJobSiteById,
  findSiteWithNumber,
  insertJobSite,
  replaceProcedures,
  updateJobSiteRow,
  type JobSiteValues,
} from './job-sites.repository';

// One job site: read, add, update, remove (spec A "Job-site list and imports", spec C 2.3 Job Sites
// tab; docs/decisions/148). The routes are staff only (their rules), so every site may be reached.

type Options = { db: Db };

/** The customer exists (404 'Customer not found.' otherwise); `forUpdate` locks it in `db`'s transaction. */
export async function requireCustomer({
  db,
  customerid,
  forUpdate,
}: Options & { customerid: number; forUpdate?: boolean }) {
  const row = await findCustomerById(db, customerid, { forUpdate });
  if (!row) throw notFound(JOB_SITE_MESSAGES.customerNotFound);
  return row;
}

/** GET /jobsites/getjobsite?jobsiteid: the site with its customer's name and procedures, or 404. */
export async function getJobSite({ db, id }: Options & { id: number }): Promise<JobSite> {
  const site = await findJobSiteById(db, id);
  if (!site) throw notFound(JOB_SITE_MESSAGES.notFound);
  return site;
}

const duplicate = () => badRequest(JOB_SITE_MESSAGES.duplicate, { jobsite: JOB_SITE_MESSAGES.duplicate });

/** The columns a save names (procedures apart); a field left out is not in the result, so it stays. */
function columnsOf(input: Omit<UpdateJobSiteInput, 'id'>): JobSiteValues {
  const { procedures: _procedures, ...fields } = input;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as JobSiteValues;
}

/** POST /customer/addjobsite: a new site of the customer (its number new to the customer); answers it. */
export async function addJobSite({ db, input }: Options & { input: AddJobSiteInput }) {
  const { customerid, procedures, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await requireCustomer({ db: tx, customerid, forUpdate: true });
    if (await findSiteWithNumber(tx, customerid, fields.jobsite)) throw duplicate();
    const created = await insertJobSite(tx, customerid, { ...columnsOf(fields), jobsite: fields.jobsite });
    if (procedures) await replaceProcedures(tx, created, procedures);
    return created;
  });
  return getJobSite({ db, id });
}

/**
 * PUT /customer/updatejobsite: what the input names changes, the rest stays (procedures too: sent,
 * they replace the list; absent, it stays). Answers the saved site.
 */
export async function updateJobSite({ db, input }: Options & { input: UpdateJobSiteInput }) {
  const { id, procedures, ...fields } = input;
  await db.transaction(async (tx) => {
    const site = await findJobSiteById(tx, id);
    if (!site) throw notFound(JOB_SITE_MESSAGES.notFound);
    await requireCustomer({ db: tx, customerid: site.customerid, forUpdate: true });
    if (fields.jobsite && (await findSiteWithNumber(tx, site.customerid, fields.jobsite, id)))
      throw duplicate();
    await updateJobSiteRow(tx, id, columnsOf(fields));
    if (procedures !== undefined) await replaceProcedures(tx, id, procedures ?? []);
  });
  return getJobSite({ db, id });
}

/**
 * DELETE /customer/removejobsite/{id}: a site no work order names goes with its procedures; one that
 * work orders name is refused with 409 and the count (decision 148: history keeps its address).
 */
export async function removeJobSite({ db, id }: Options & { id: number }) {
  return db.transaction(async (tx) => {
    const site = await findJobSiteById(tx, id);
    if (!site) throw notFound(JOB_SITE_MESSAGES.notFound);
    await requireCustomer({ db: tx, customerid: site.customerid, forUpdate: true });
    const used = await countWorkOrdersOfSite(tx, id);
    if (used > 0) throw conflict(JOB_SITE_MESSAGES.inUse(used));
    await deleteJobSite(tx, id);
    return { id, message: JOB_SITE_MESSAGES.removed };
  });
}
