import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priority, workorder } from '../../db/schema/index';

/**
 * Work orders of one priority, in one of `statusids`, created longer ago than the priority's ETA.
 * The cutoff is a scalar subquery (one value for the whole query), so PostgreSQL reads
 * workorder_statusid_createddate_idx as (statusid = any(...) and createddate < cutoff) and checks the
 * priority on those rows only (docs/decisions/066).
 */
export async function countWorkOrdersPastEta(
  db: Db,
  options: { priorityid: number; statusids: readonly number[] },
): Promise<number> {
  const cutoff = sql`now() - (select make_interval(hours => ${priority.etahours}) from ${priority} where ${priority.id} = ${options.priorityid})`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workorder)
    .where(
      and(
        inArray(workorder.statusid, [...options.statusids]),
        eq(workorder.priorityid, options.priorityid),
        sql`${workorder.createddate} < ${cutoff}`,
      ),
    );
  return Number(row?.count ?? 0);
}
