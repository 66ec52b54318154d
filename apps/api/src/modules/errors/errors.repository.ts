import type { Db } from '../../db/client';
import { errorlog } from '../../db/schema/index';

export async function insertErrorLog(db: Db, values: typeof errorlog.$inferInsert): Promise<{ id: number }> {
  const [row] = await db.insert(errorlog).values(values).returning({ id: errorlog.id });
  return row!;
}
