import { and, desc, eq, sql } from 'drizzle-orm';
import {
  COMPLIANCE_REMINDER_DAYS,
  W9_VALID_YEARS,
  type ComplianceDocument,
  type ComplianceThreshold,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { mailoutbox, vendor, vendorcompliancereminder } from '../../db/schema/index';

/**
 * Active vendors with an e-mail whose GL, WC (not exempt) or W9 (its date plus W9_VALID_YEARS) ends
 * within the first reminder's window or has ended: the candidates of a run. The exact days and the
 * threshold are `vendorCompliance`'s (shared), so the rule is written once; this only narrows the scan.
 */
export async function findVendorsWithPaperworkDue(db: Db, today: Date) {
  const horizon = new Date(today.getTime() + (COMPLIANCE_REMINDER_DAYS[0] + 1) * 86_400_000);
  const w9Horizon = new Date(horizon);
  w9Horizon.setUTCFullYear(w9Horizon.getUTCFullYear() - W9_VALID_YEARS);
  return db
    .select({
      id: vendor.id,
      name: vendor.name,
      primaryemail: vendor.primaryemail,
      dispatchemail: vendor.dispatchemail,
      glexpirationdate: vendor.glexpirationdate,
      wcexpirationdate: vendor.wcexpirationdate,
      wcexempt: vendor.wcexempt,
      w9date: vendor.w9date,
    })
    .from(vendor)
    .where(
      and(
        eq(vendor.isactive, true),
        sql`coalesce(nullif(btrim(${vendor.primaryemail}), ''), nullif(btrim(${vendor.dispatchemail}), '')) is not null`,
        sql`(${vendor.glexpirationdate} < ${horizon}
          or (not ${vendor.wcexempt} and ${vendor.wcexpirationdate} < ${horizon})
          or ${vendor.w9date} < ${w9Horizon})`,
      ),
    )
    .orderBy(vendor.id);
}
export type VendorWithPaperworkDue = Awaited<ReturnType<typeof findVendorsWithPaperworkDue>>[number];

export type NewReminder = {
  vendorid: number;
  document: ComplianceDocument;
  threshold: ComplianceThreshold;
  expirationdate: Date;
  recipients: string;
};

/**
 * Records reminders not sent before (the unique key: vendor, document, threshold, expiry date) and
 * returns the new ones: a reminder that another run or process already recorded is skipped.
 */
export async function insertNewReminders(db: Db, reminders: readonly NewReminder[]) {
  if (reminders.length === 0) return [];
  return db
    .insert(vendorcompliancereminder)
    .values([...reminders])
    .onConflictDoNothing()
    .returning({
      id: vendorcompliancereminder.id,
      document: vendorcompliancereminder.document,
      threshold: vendorcompliancereminder.threshold,
    });
}

export async function setReminderMail(db: Db, ids: readonly number[], mailoutboxid: number) {
  await db
    .update(vendorcompliancereminder)
    .set({ mailoutboxid })
    .where(sql`${vendorcompliancereminder.id} = any(${sql.param([...ids])}::int[])`);
}

/** A vendor's reminders, newest first, with their e-mail's delivery state. */
export async function findRemindersOfVendor(db: Db, vendorid: number) {
  return db
    .select({
      id: vendorcompliancereminder.id,
      document: vendorcompliancereminder.document,
      threshold: vendorcompliancereminder.threshold,
      expirationdate: vendorcompliancereminder.expirationdate,
      recipients: vendorcompliancereminder.recipients,
      createddate: vendorcompliancereminder.createddate,
      mailstatus: mailoutbox.status,
      sentat: mailoutbox.sentat,
    })
    .from(vendorcompliancereminder)
    .leftJoin(mailoutbox, eq(mailoutbox.id, vendorcompliancereminder.mailoutboxid))
    .where(eq(vendorcompliancereminder.vendorid, vendorid))
    .orderBy(desc(vendorcompliancereminder.createddate), desc(vendorcompliancereminder.id));
}

export async function vendorExists(db: Db, id: number) {
  const [row] = await db.select({ id: vendor.id }).from(vendor).where(eq(vendor.id, id));
  return row !== undefined;
}
