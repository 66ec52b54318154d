import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachmenttype } from '../../db/schema/index';
import type { AttachmentOwner, FileVisibility } from './attachment-owner';

// The records of any owner's attachment table (docs/decisions/124), read through its adapter.

/** The area's attachment types (attachmenttype.isworkorder and the like), optionally only `ids`. */
export async function findAttachmentTypes(db: Db, owner: AttachmentOwner, ids?: readonly number[]) {
  const conditions = [eq(owner.typeFlag, true)];
  if (ids) conditions.push(inArray(attachmenttype.id, [...ids]));
  return db
    .select({ id: attachmenttype.id, attachmenttype: attachmenttype.attachmenttype })
    .from(attachmenttype)
    .where(and(...conditions))
    .orderBy(asc(attachmenttype.id));
}

export async function getAttachmentTypeById(db: Db, owner: AttachmentOwner, id: number) {
  const [row] = await db
    .select({ id: attachmenttype.id, isOfArea: sql<boolean>`${owner.typeFlag}` })
    .from(attachmenttype)
    .where(eq(attachmenttype.id, id));
  return row;
}

/** A record as the wire carries it: the id, the owner's id and own columns, then the shared fields. */
function columnsOf(owner: AttachmentOwner) {
  const { table } = owner;
  return {
    id: table.id,
    [owner.ownerKey]: owner.ownerColumn,
    ...owner.ownColumns,
    attachmenttypeid: table.attachmenttypeid,
    attachmenttype: attachmenttype.attachmenttype,
    filename: table.filename,
    displayname: table.displayname,
    path: table.path,
    createdbyuser: table.createdbyuser,
    createddate: table.createddate,
  };
}

/** A record with the fields the service reads; the rest is the owner's wire shape. */
export type AttachmentRow = Record<string, unknown> & { id: number; path: string };

/**
 * The one file rule for one path (docs/decisions/118): visible when at least one record of the owner
 * naming `path` passes the owner's `visibleTo`, hidden when records name it but none passes.
 */
export async function getPathVisibility(
  db: Db,
  owner: AttachmentOwner,
  options: { ownerId: number; path: string; seen: ReturnType<AttachmentOwner['visibleTo']> },
): Promise<FileVisibility> {
  const seen = options.seen ?? sql`true`;
  const [row] = await db
    .select({
      records: sql<number>`count(*)::int`,
      visible: sql<boolean>`coalesce(bool_or(${seen}), false)`,
    })
    .from(owner.table)
    .where(and(eq(owner.ownerColumn, options.ownerId), eq(owner.table.path, options.path)));
  if (!row || row.records === 0) return 'unregistered';
  return row.visible ? 'visible' : 'hidden';
}

/** The owner's records that pass `seen`, newest first, with the type's name. */
export async function findAttachments(
  db: Db,
  owner: AttachmentOwner,
  options: { ownerId: number; seen: ReturnType<AttachmentOwner['visibleTo']> },
) {
  const { table } = owner;
  const rows = await db
    .select(columnsOf(owner))
    .from(table)
    .innerJoin(attachmenttype, eq(attachmenttype.id, table.attachmenttypeid))
    .where(and(eq(owner.ownerColumn, options.ownerId), options.seen))
    .orderBy(desc(table.createddate), desc(table.id));
  return rows as AttachmentRow[];
}

export async function getAttachmentById(db: Db, owner: AttachmentOwner, id: number) {
  const { table } = owner;
  const [row] = await db
    .select(columnsOf(owner))
    .from(table)
    .innerJoin(attachmenttype, eq(attachmenttype.id, table.attachmenttypeid))
    .where(eq(table.id, id));
  return row as AttachmentRow | undefined;
}

export async function insertAttachment(
  db: Db,
  owner: AttachmentOwner,
  values: {
    ownerId: number;
    own: Record<string, unknown>;
    attachmenttypeid: number;
    filename: string;
    displayname: string;
    path: string;
    createdby: number;
    createdbyuser: string;
  },
): Promise<number> {
  const { ownerId, own, ...fields } = values;
  const [row] = await db
    .insert(owner.table)
    // The owner's column is named after its key (decision 124): workorderid, vendorid, customerid.
    .values({ ...own, ...fields, [owner.ownerKey]: ownerId } as never)
    .returning({ id: owner.table.id });
  return (row as { id: number }).id;
}

export async function updateAttachment(
  db: Db,
  owner: AttachmentOwner,
  options: { id: number; displayname: string; attachmenttypeid: number },
) {
  await db
    .update(owner.table)
    .set({ displayname: options.displayname, attachmenttypeid: options.attachmenttypeid } as never)
    .where(eq(owner.table.id, options.id));
}

export async function deleteAttachment(db: Db, owner: AttachmentOwner, id: number) {
  await db.delete(owner.table).where(eq(owner.table.id, id));
}

/** Whether another record of the owner's table points at the same blob (then the blob stays). */
export async function isPathShared(
  db: Db,
  owner: AttachmentOwner,
  options: { path: string; exceptId: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: owner.table.id })
    .from(owner.table)
    .where(and(eq(owner.table.path, options.path), ne(owner.table.id, options.exceptId)))
    .limit(1);
  return rows.length > 0;
}
