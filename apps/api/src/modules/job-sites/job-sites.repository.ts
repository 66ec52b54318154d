import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { JOB_SITE_IMPORT_COLUMNS, JobSite } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { JsonText } from '../../lib/json-text';
import { customer, customerjobsite, customerjobsiteprocedure, workorder } from '../../db/schema/index';

// A customer's job sites and their procedures (spec C 3 "Customer job site"; docs/decisions/148).

export type JobSiteValues = Partial<Omit<typeof customerjobsite.$inferInsert, 'id' | 'customerid'>>;

/** The customer's id and name, or undefined; `forUpdate` locks the row (imports and adds serialise on it). */
export async function findCustomerById(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ id: customer.id, customername: customer.customername })
    .from(customer)
    .where(eq(customer.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** One site with its customer's name and its procedures in their order, or undefined. */
export async function findJobSiteById(db: Db, id: number): Promise<JobSite | undefined> {
  const [row] = await db
    .select({ site: customerjobsite, customername: customer.customername })
    .from(customerjobsite)
    .innerJoin(customer, eq(customer.id, customerjobsite.customerid))
    .where(eq(customerjobsite.id, id));
  if (!row) return undefined;
  const procedures = await db
    .select({ id: customerjobsiteprocedure.id, procedure: customerjobsiteprocedure.procedure })
    .from(customerjobsiteprocedure)
    .where(eq(customerjobsiteprocedure.jobsiteid, id))
    .orderBy(asc(customerjobsiteprocedure.sortorder), asc(customerjobsiteprocedure.id));
  const { site } = row;
  return {
    id: site.id,
    customerid: site.customerid,
    customername: row.customername,
    jobsite: site.jobsite,
    jobsitedescription: site.jobsitedescription,
    streetaddress: site.streetaddress,
    streetaddress2: site.streetaddress2,
    city: site.city,
    statecode: site.statecode,
    postalcode: site.postalcode,
    phone: site.phone,
    contactperson: site.contactperson,
    email: site.email,
    specialprocedure: site.specialprocedure,
    procedures,
    createdDate: site.createddate,
    updatedDate: site.updateddate,
  };
}

/** Another site of the customer with this number (`except` the site being saved). */
export async function findSiteWithNumber(db: Db, customerid: number, jobsite: string, except?: number) {
  const [row] = await db
    .select({ id: customerjobsite.id })
    .from(customerjobsite)
    .where(
      and(
        eq(customerjobsite.customerid, customerid),
        sql`lower(${customerjobsite.jobsite}) = lower(${jobsite})`,
        except === undefined ? undefined : ne(customerjobsite.id, except),
      ),
    )
    .limit(1);
  return row;
}

/** The customer's sites by number (lower case), for the import's added-or-updated decision. */
export async function findSiteIdsByNumber(db: Db, customerid: number) {
  const rows = await db
    .select({ id: customerjobsite.id, jobsite: customerjobsite.jobsite })
    .from(customerjobsite)
    .where(eq(customerjobsite.customerid, customerid));
  return new Map(rows.map((row) => [row.jobsite.toLowerCase(), row.id]));
}

export async function insertJobSite(db: Db, customerid: number, values: JobSiteValues & { jobsite: string }) {
  const [row] = await db
    .insert(customerjobsite)
    .values({ ...values, customerid })
    .returning({ id: customerjobsite.id });
  return row!.id;
}

/** Writes the named columns and stamps updateddate. */
export async function updateJobSiteRow(db: Db, id: number, values: JobSiteValues) {
  await db
    .update(customerjobsite)
    .set({ ...values, updateddate: new Date() })
    .where(eq(customerjobsite.id, id));
}

/** The site's procedures become `procedures`, in that order. */
export async function replaceProcedures(db: Db, jobsiteid: number, procedures: { procedure: string }[]) {
  await db.delete(customerjobsiteprocedure).where(eq(customerjobsiteprocedure.jobsiteid, jobsiteid));
  if (procedures.length === 0) return;
  await db
    .insert(customerjobsiteprocedure)
    .values(procedures.map((item, sortorder) => ({ jobsiteid, procedure: item.procedure, sortorder })));
}

/** How many work orders name the site (cancelled ones included: they are history too). */
export async function countWorkOrdersOfSite(db: Db, jobsiteid: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workorder)
    .where(eq(workorder.jobsiteid, jobsiteid));
  return row?.count ?? 0;
}

export async function deleteJobSite(db: Db, id: number) {
  await db.delete(customerjobsite).where(eq(customerjobsite.id, id));
}

/** Many rows at once (the import): `rows` are full column sets of new sites. */
export async function insertJobSites(db: Db, rows: (typeof customerjobsite.$inferInsert)[]) {
  const chunk = 1000;
  for (let start = 0; start < rows.length; start += chunk)
    await db.insert(customerjobsite).values(rows.slice(start, start + chunk));
}

/** A column the job-site import writes (one per column of the sheet). */
export type ImportedColumn = (typeof JOB_SITE_IMPORT_COLUMNS)[number]['field'];

/** Many updates at once (the import): the named columns of each row by id, one statement per chunk. */
export async function updateJobSites(
  db: Db,
  rows: ({ id: number } & Record<ImportedColumn, string | null>)[],
  columns: readonly ImportedColumn[],
) {
  const chunk = 1000;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const values = sql.join(
      part.map(
        (row) =>
          sql`(${row.id}::int, ${sql.join(
            columns.map((column) => sql`${row[column]}::text`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const names = sql.raw(['id', ...columns].map((column) => `"${column}"`).join(', '));
    const sets = sql.raw(columns.map((column) => `"${column}" = v."${column}"`).join(', '));
    await db.execute(
      sql`update "customerjobsite" s set ${sets}, "updateddate" = now()
        from (values ${values}) as v(${names}) where s."id" = v."id"`,
    );
  }
}

/** A job site's column a picker's list may carry. */
export type JobSitePickerColumn =
  | 'id'
  | 'jobsite'
  | 'jobsitedescription'
  | 'streetaddress'
  | 'streetaddress2'
  | 'city'
  | 'statecode'
  | 'postalcode';

/**
 * A customer's active job sites by name, then id, with `columns`, as the JSON text of their array written by
 * PostgreSQL (the job-site pickers' lists): a big customer has 20,000, which node-postgres would otherwise parse
 * and the route serialize again, 3.5 MB each way (docs/decisions/206).
 */
export async function findActiveJobSitesJson(
  db: Db,
  customerid: number,
  columns: readonly JobSitePickerColumn[],
): Promise<JsonText> {
  const selected = sql.join(
    columns.map((name) => sql`${customerjobsite[name]}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select coalesce(json_agg(j order by j.jobsite, j.id), '[]')::text as json
      from (select ${selected} from ${customerjobsite}
        where ${customerjobsite.customerid} = ${customerid} and ${customerjobsite.isactive}) j`,
  )) as unknown as { rows: { json: string }[] };
  return new JsonText(result.rows[0]?.json ?? '[]');
}
