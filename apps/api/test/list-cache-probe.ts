import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { workorderlistrow } from '../src/db/schema/index';

// Whether an API process answers the work-order list from its response cache (docs/decisions/110), seen
// from outside (decisions 182, 186): change an order's stored list row without any notification; a
// process that still answers the old text answered from its cache.

/** The customer name of order `id` as `base`'s work-order list answers it. */
export async function listedCustomer(base: string, bearer: string, id: number): Promise<string | undefined> {
  const query = new URLSearchParams({ filter: JSON.stringify(['id', '=', id]), statusFilter: 'all' });
  const response = await fetch(`${base}/api/workorder/getworkorders?${query}`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  if (response.status !== 200) throw new Error(`list ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { customername?: string }[] }).data[0]?.customername;
}

/**
 * Replaces `from` by `to` in the order's stored list row with triggers off for the statement
 * (session_replication_role = replica: no NOTIFY, no read-model or audit trigger; needs a superuser).
 */
export async function changeUnnoticed(database: Database, workorderid: number, from: string, to: string) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx
      .update(workorderlistrow)
      .set({ body: sql`replace(${workorderlistrow.body}, ${from}, ${to})` })
      .where(eq(workorderlistrow.workorderid, workorderid));
  });
}
