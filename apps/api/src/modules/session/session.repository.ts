import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userreport } from '../../db/schema/index';

/** The ids of the reports a user may run (User.reports). */
export async function findUserReportIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ reportid: userreport.reportid })
    .from(userreport)
    .where(eq(userreport.userid, userId))
    .orderBy(asc(userreport.reportid));
  return rows.map((row) => row.reportid);
}
