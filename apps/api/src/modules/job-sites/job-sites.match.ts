import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerjobsite } from '../../db/schema/index';
import {
  findCustomerById,
  findSiteWithNumber,
  insertJobSite,
  type JobSiteValues,
} from './job-sites.repository';

/** A site as an imported work order describes it (ServiceChannel's Location, a file's site block). */
export type ImportedJobSite = JobSiteValues & { jobsite: string };

/**
 * The customer's site for an imported order (docs/decisions/169): the one with the same number (the store
 * number), else the one at the same street address and postal code, else a new one made from what the import
 * says. The customer row is locked first, so two imports of the same new store add it once.
 */
export async function matchOrAddJobSite(
  tx: Db,
  options: { customerid: number; site: ImportedJobSite },
): Promise<{ id: number; jobsite: string; isNew: boolean }> {
  const { customerid, site } = options;
  await findCustomerById(tx, customerid, { forUpdate: true });
  const byNumber = await findSiteWithNumber(tx, customerid, site.jobsite);
  if (byNumber) return { id: byNumber.id, jobsite: site.jobsite, isNew: false };
  if (site.streetaddress && site.postalcode) {
    const [byAddress] = await tx
      .select({ id: customerjobsite.id, jobsite: customerjobsite.jobsite })
      .from(customerjobsite)
      .where(
        and(
          eq(customerjobsite.customerid, customerid),
          sql`lower(btrim(${customerjobsite.streetaddress})) = lower(btrim(${site.streetaddress}))`,
          sql`btrim(${customerjobsite.postalcode}) = btrim(${site.postalcode})`,
        ),
      )
      .limit(1);
    if (byAddress) return { ...byAddress, isNew: false };
  }
  const id = await insertJobSite(tx, customerid, site);
  return { id, jobsite: site.jobsite, isNew: true };
}
