import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS, VENDOR_DOCUMENT_DATE_FIELDS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { attachmenttype, vendor, vendorattachment } from '../../db/schema/index';

// Uploads waiting for staff review (docs/decisions/157): vendorattachment rows with isreviewed false.

const dateField = sql<string | null>`case ${vendorattachment.attachmenttypeid} ${sql.join(
  Object.entries(VENDOR_DOCUMENT_DATE_FIELDS).map(
    ([typeid, field]) => sql`when ${Number(typeid)} then ${field}`,
  ),
  sql` `,
)} end`;

const currentDate = sql<Date | null>`case ${vendorattachment.attachmenttypeid} ${sql.join(
  Object.entries(VENDOR_DOCUMENT_DATE_FIELDS).map(
    ([typeid, field]) => sql`when ${Number(typeid)} then ${vendor[field]}`,
  ),
  sql` `,
)} end`;

/** Oldest first (the queue's order); one vendor's, or every vendor's. */
export function findDocumentReviews(db: Db, options: { vendorid?: number | null }) {
  return db
    .select({
      id: vendorattachment.id,
      vendorid: vendorattachment.vendorid,
      vendorname: vendor.name,
      attachmenttypeid: vendorattachment.attachmenttypeid,
      attachmenttype: attachmenttype.attachmenttype,
      filename: vendorattachment.filename,
      displayname: vendorattachment.displayname,
      path: vendorattachment.path,
      createdbyuser: vendorattachment.createdbyuser,
      createddate: vendorattachment.createddate,
      datefield: dateField,
      currentdate: currentDate.mapWith((value: string | Date | null) =>
        value == null ? null : new Date(value),
      ),
    })
    .from(vendorattachment)
    .innerJoin(vendor, eq(vendor.id, vendorattachment.vendorid))
    .innerJoin(attachmenttype, eq(attachmenttype.id, vendorattachment.attachmenttypeid))
    .where(
      and(
        eq(vendorattachment.isreviewed, false),
        options.vendorid ? eq(vendorattachment.vendorid, options.vendorid) : undefined,
      ),
    )
    .orderBy(asc(vendorattachment.createddate), asc(vendorattachment.id));
}

export async function getVendorAttachmentForReview(db: Db, id: number) {
  const [row] = await db
    .select({
      id: vendorattachment.id,
      vendorid: vendorattachment.vendorid,
      attachmenttypeid: vendorattachment.attachmenttypeid,
      isreviewed: vendorattachment.isreviewed,
    })
    .from(vendorattachment)
    .where(eq(vendorattachment.id, id));
  return row;
}

/** Marks one upload reviewed; false when another reviewer got there first. */
export async function markReviewed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(vendorattachment)
    .set({ isreviewed: true })
    .where(
      and(
        eq(vendorattachment.id, id),
        eq(vendorattachment.isreviewed, false),
        inArray(vendorattachment.attachmenttypeid, [...VENDOR_COMPLIANCE_ATTACHMENT_TYPE_IDS]),
      ),
    )
    .returning({ id: vendorattachment.id });
  return rows.length > 0;
}
