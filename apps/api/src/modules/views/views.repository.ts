import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedview, users } from '../../db/schema/index';

const columns = {
  viewid: savedview.viewid,
  viewname: savedview.viewname,
  viewtype: savedview.viewtype,
  isdefault: savedview.isdefault,
  view: savedview.view,
  createddate: savedview.createddate,
  modifieddate: savedview.modifieddate,
};
export type SavedViewRow = Omit<
  { [K in keyof typeof columns]: (typeof savedview.$inferSelect)[K] },
  'view'
> & {
  view: Record<string, unknown>;
};

const asRow = (row: { view: unknown } & Omit<SavedViewRow, 'view'>): SavedViewRow => ({
  ...row,
  view: row.view && typeof row.view === 'object' ? (row.view as Record<string, unknown>) : {},
});

/** The user's views of the given types, the default first. Every query here is scoped by `userid`. */
export async function findUserViews(db: Db, options: { userid: number; viewtypes: readonly string[] }) {
  const rows = await db
    .select(columns)
    .from(savedview)
    .where(and(eq(savedview.userid, options.userid), inArray(savedview.viewtype, [...options.viewtypes])))
    .orderBy(
      asc(savedview.viewtype),
      desc(savedview.isdefault),
      asc(savedview.viewname),
      asc(savedview.viewid),
    );
  return rows.map(asRow);
}

export async function getViewById(db: Db, options: { userid: number; viewid: number }) {
  const [row] = await db
    .select(columns)
    .from(savedview)
    .where(and(eq(savedview.viewid, options.viewid), eq(savedview.userid, options.userid)));
  return row ? asRow(row) : undefined;
}

export async function getViewByName(db: Db, options: { userid: number; viewtype: string; viewname: string }) {
  const [row] = await db
    .select({ viewid: savedview.viewid })
    .from(savedview)
    .where(
      and(
        eq(savedview.userid, options.userid),
        eq(savedview.viewtype, options.viewtype),
        sql`lower(${savedview.viewname}) = lower(${options.viewname})`,
      ),
    );
  return row;
}

/** Serialises view changes of one user (the one-default rule) by locking the user's row. */
export async function lockUserViews(db: Db, userid: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userid)).for('update');
}

/** Unsets the user's default of `viewtype` (except `exceptViewId`); returns how many were unset. */
export async function clearDefaultView(
  db: Db,
  options: { userid: number; viewtype: string; exceptViewId?: number },
): Promise<number> {
  const rows = await db
    .update(savedview)
    .set({ isdefault: false, modifieddate: new Date() })
    .where(
      and(
        eq(savedview.userid, options.userid),
        eq(savedview.viewtype, options.viewtype),
        eq(savedview.isdefault, true),
        options.exceptViewId ? ne(savedview.viewid, options.exceptViewId) : undefined,
      ),
    )
    .returning({ viewid: savedview.viewid });
  return rows.length;
}

export async function insertView(
  db: Db,
  values: { userid: number; viewname: string; viewtype: string; isdefault: boolean; view: unknown },
) {
  const [row] = await db.insert(savedview).values(values).returning(columns);
  return asRow(row!);
}

export async function updateView(
  db: Db,
  options: {
    userid: number;
    viewid: number;
    changes: Partial<{ viewname: string; isdefault: boolean; view: unknown }>;
  },
) {
  const [row] = await db
    .update(savedview)
    .set({ ...options.changes, modifieddate: new Date() })
    .where(and(eq(savedview.viewid, options.viewid), eq(savedview.userid, options.userid)))
    .returning(columns);
  return row ? asRow(row) : undefined;
}

export async function deleteView(db: Db, options: { userid: number; viewid: number }): Promise<boolean> {
  const rows = await db
    .delete(savedview)
    .where(and(eq(savedview.viewid, options.viewid), eq(savedview.userid, options.userid)))
    .returning({ viewid: savedview.viewid });
  return rows.length > 0;
}
