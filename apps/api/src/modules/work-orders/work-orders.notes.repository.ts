import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notetype, pertainsto, users, workorder, workordernote } from '../../db/schema/index';

/**
 * The notes of one work order, newest first, with the type's name and system flag, the pertains-to
 * name and the names of the users it was e-mailed to (in the order they were chosen). The portal
 * visibility flags come along for the caller's canSeeNote.
 */
export async function findNotes(db: Db, workorderid: number) {
  return db
    .select({
      id: workordernote.id,
      notenumber: workordernote.notenumber,
      note: workordernote.note,
      typeid: workordernote.typeid,
      notetypeid: workordernote.notetypeid,
      type: notetype.name,
      pertainsto: workordernote.pertainsto,
      pertainstoname: sql<string>`coalesce(${pertainsto.name}, '')`,
      emails: workordernote.emails,
      emailuserids: workordernote.emailuserids,
      emailusers: sql<string | null>`(
        select string_agg(
          coalesce(nullif(trim(${users.given_name} || ' ' || ${users.family_name}), ''), ${users.email}),
          ', ' order by array_position(${workordernote.emailuserids}, ${users.id})
        )
        from ${users} where ${users.id} = any(${workordernote.emailuserids})
      )`,
      highpriority: workordernote.highpriority,
      customerupdated: workordernote.customerupdated,
      includecustomer: workordernote.includecustomer,
      issystem: notetype.issystem,
      canvendorsee: workordernote.canvendorsee,
      isvisibletocustomer: workordernote.isvisibletocustomer,
      createdby: workordernote.createdby,
      createdbyuser: workordernote.createdbyuser,
      createddate: workordernote.createddate,
      modifieddate: workordernote.modifieddate,
      workorderid: workordernote.workorderid,
    })
    .from(workordernote)
    .innerJoin(notetype, eq(notetype.id, workordernote.notetypeid))
    .leftJoin(pertainsto, eq(pertainsto.id, workordernote.pertainsto))
    .where(eq(workordernote.workorderid, workorderid))
    .orderBy(desc(workordernote.createddate), desc(workordernote.id));
}
export type NoteRow = Awaited<ReturnType<typeof findNotes>>[number];

/** The order's number (the PDF's file name), or undefined when it does not exist. */
export async function getWorkOrderNumber(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ wonumber: workorder.wonumber }).from(workorder).where(eq(workorder.id, id));
  return row?.wonumber;
}
