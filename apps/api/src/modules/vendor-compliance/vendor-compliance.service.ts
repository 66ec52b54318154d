import { vendorCompliance } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { renderComplianceReminder } from '../../mail/notices/compliance-reminder';
import { insertOutboxMessages } from '../../mail/outbox.repository';
import { vendorMailRecipients } from '../vendors/index';
import {
  findRemindersOfVendor,
  findVendorsWithPaperworkDue,
  insertNewReminders,
  setReminderMail,
  vendorExists,
} from './vendor-compliance.repository';

export type ComplianceRun = { vendors: number; reminders: number; emails: number };

/**
 * One run of the compliance job (issue 12, decision 146): for each vendor whose GL, WC or W9 expires
 * within 45 or 15 days or has expired, records the reminders not sent before and queues one e-mail
 * listing them, in one transaction per vendor. A second run the same day finds every reminder recorded
 * and sends nothing; two processes running at once cannot both record one (its unique key).
 */
export async function sendComplianceReminders(options: {
  db: Db;
  publicUrl: string;
  today?: Date;
}): Promise<ComplianceRun> {
  const { db, publicUrl, today = new Date() } = options;
  const run: ComplianceRun = { vendors: 0, reminders: 0, emails: 0 };
  for (const vendor of await findVendorsWithPaperworkDue(db, today)) {
    const due = vendorCompliance(vendor, today).filter((item) => item.threshold !== null);
    const recipients = vendorMailRecipients(vendor);
    if (due.length === 0 || recipients.length === 0) continue;
    run.vendors += 1;
    await db.transaction(async (tx) => {
      const created = await insertNewReminders(
        tx,
        due.map((item) => ({
          vendorid: vendor.id,
          document: item.document,
          threshold: item.threshold!,
          expirationdate: item.expirationdate,
          recipients: recipients.join(', '),
        })),
      );
      if (created.length === 0) return;
      const items = due.filter((item) => created.some((row) => row.document === item.document));
      const mail = renderComplianceReminder({
        vendorname: vendor.name,
        items,
        uploadUrl: `${publicUrl}/vendorprofile`,
      });
      const ids = created.map((row) => row.id);
      const [mailid] = await insertOutboxMessages(tx, [
        {
          idempotencykey: `compliance:${vendor.id}:${ids.join('-')}`,
          kind: 'compliance',
          to: recipients.join(', '),
          ...mail,
        },
      ]);
      if (mailid !== undefined) await setReminderMail(tx, ids, mailid);
      run.reminders += created.length;
      run.emails += 1;
    });
  }
  return run;
}

/** Who was reminded of what and when, for staff on the vendor (404 for an unknown vendor). */
export async function findComplianceReminders(options: { db: Db; vendorid: number }) {
  if (!(await vendorExists(options.db, options.vendorid))) throw new HttpError(404, 'Vendor not found.');
  return findRemindersOfVendor(options.db, options.vendorid);
}
