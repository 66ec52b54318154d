import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachmenttype, workorderattachment, workordervendor } from '../../db/schema/index';

/** Who reads an order's attachments (docs/decisions/114): staff all, a vendor its lines' and the order's, a customer the order's. */
export type AttachmentAudience =
  { kind: 'staff' } | { kind: 'vendor'; vendorid: number } | { kind: 'customer' };

/** The work-order attachment types (attachmenttype.isworkorder), optionally only `ids`. */
export async function findWorkOrderAttachmentTypes(db: Db, ids?: readonly number[]) {
  const conditions = [eq(attachmenttype.isworkorder, true)];
  if (ids) conditions.push(inArray(attachmenttype.id, [...ids]));
  return db
    .select({ id: attachmenttype.id, attachmenttype: attachmenttype.attachmenttype })
    .from(attachmenttype)
    .where(and(...conditions))
    .orderBy(asc(attachmenttype.id));
}

export async function getAttachmentTypeById(db: Db, id: number) {
  const [row] = await db
    .select({ id: attachmenttype.id, isworkorder: attachmenttype.isworkorder })
    .from(attachmenttype)
    .where(eq(attachmenttype.id, id));
  return row;
}

const attachmentColumns = {
  id: workorderattachment.id,
  workorderid: workorderattachment.workorderid,
  workordervendorid: workorderattachment.workordervendorid,
  attachmenttypeid: workorderattachment.attachmenttypeid,
  attachmenttype: attachmenttype.attachmenttype,
  filename: workorderattachment.filename,
  displayname: workorderattachment.displayname,
  path: workorderattachment.path,
  createdbyuser: workorderattachment.createdbyuser,
  createddate: workorderattachment.createddate,
};

function audienceCondition(audience: AttachmentAudience): SQL | undefined {
  if (audience.kind === 'staff') return undefined;
  const orderWide = isNull(workorderattachment.workordervendorid);
  if (audience.kind === 'customer') return orderWide;
  return or(orderWide, eq(workordervendor.vendorid, audience.vendorid));
}

/** Whether one registered path of the order is seen by the audience; 'unregistered' when no record names it. */
export type PathVisibility = 'visible' | 'hidden' | 'unregistered';

/**
 * The list's own rule for one path (docs/decisions/118): visible when at least one record of the order
 * naming `path` passes `audienceCondition`, hidden when records name it but none passes.
 */
export async function getPathVisibility(
  db: Db,
  options: { workorderid: number; path: string; audience: AttachmentAudience },
): Promise<PathVisibility> {
  const seen = audienceCondition(options.audience) ?? sql`true`;
  const [row] = await db
    .select({
      records: sql<number>`count(*)::int`,
      visible: sql<boolean>`coalesce(bool_or(${seen}), false)`,
    })
    .from(workorderattachment)
    .leftJoin(workordervendor, eq(workordervendor.id, workorderattachment.workordervendorid))
    .where(
      and(
        eq(workorderattachment.workorderid, options.workorderid),
        eq(workorderattachment.path, options.path),
      ),
    );
  if (!row || row.records === 0) return 'unregistered';
  return row.visible ? 'visible' : 'hidden';
}

/** The order's attachments the audience may see, newest first, with the type's name. */
export async function findAttachments(
  db: Db,
  options: { workorderid: number; audience: AttachmentAudience },
) {
  return db
    .select(attachmentColumns)
    .from(workorderattachment)
    .innerJoin(attachmenttype, eq(attachmenttype.id, workorderattachment.attachmenttypeid))
    .leftJoin(workordervendor, eq(workordervendor.id, workorderattachment.workordervendorid))
    .where(and(eq(workorderattachment.workorderid, options.workorderid), audienceCondition(options.audience)))
    .orderBy(desc(workorderattachment.createddate), desc(workorderattachment.id));
}

export async function getAttachmentById(db: Db, id: number) {
  const [row] = await db
    .select(attachmentColumns)
    .from(workorderattachment)
    .innerJoin(attachmenttype, eq(attachmenttype.id, workorderattachment.attachmenttypeid))
    .where(eq(workorderattachment.id, id));
  return row;
}

/** A vendor line by id with its order and vendor. */
export async function getVendorLineById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: workordervendor.id,
      workorderid: workordervendor.workorderid,
      vendorid: workordervendor.vendorid,
    })
    .from(workordervendor)
    .where(eq(workordervendor.id, id));
  return row;
}

/** The vendor's newest line on the order (any status), for files a Vendor or Tech user attaches. */
export async function getNewestVendorLine(db: Db, options: { workorderid: number; vendorid: number }) {
  const [row] = await db
    .select({ id: workordervendor.id })
    .from(workordervendor)
    .where(
      and(
        eq(workordervendor.workorderid, options.workorderid),
        eq(workordervendor.vendorid, options.vendorid),
      ),
    )
    .orderBy(desc(workordervendor.id))
    .limit(1);
  return row;
}

export async function insertAttachment(db: Db, values: typeof workorderattachment.$inferInsert) {
  const [row] = await db.insert(workorderattachment).values(values).returning({ id: workorderattachment.id });
  return row!;
}

export async function updateAttachment(
  db: Db,
  options: { id: number; displayname: string; attachmenttypeid: number },
) {
  await db
    .update(workorderattachment)
    .set({ displayname: options.displayname, attachmenttypeid: options.attachmenttypeid })
    .where(eq(workorderattachment.id, options.id));
}

export async function deleteAttachment(db: Db, id: number) {
  await db.delete(workorderattachment).where(eq(workorderattachment.id, id));
}

/** Whether another attachment record points at the same blob (then the blob stays). */
export async function isPathShared(db: Db, options: { path: string; exceptId: number }): Promise<boolean> {
  const rows = await db
    .select({ id: workorderattachment.id })
    .from(workorderattachment)
    .where(and(eq(workorderattachment.path, options.path), ne(workorderattachment.id, options.exceptId)))
    .limit(1);
  return rows.length > 0;
}
