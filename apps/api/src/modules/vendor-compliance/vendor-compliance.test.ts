import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailoutbox, vendor, vendorcompliancereminder } from '../../db/schema/index';
import { createVendor } from '../../../test/factories/work-order-actions';
import { createTestContext } from '../../../test/helpers';
import { sendComplianceReminders } from './vendor-compliance.service';

// The compliance reminders (issue 12 "compliance that chases itself", decision 146).

const ctx = createTestContext();
const publicUrl = 'https://dispatch.example.test';
const today = new Date('2026-11-24T12:00:00Z');
const day = (offset: number, from = today) => new Date(from.getTime() + offset * 86_400_000);
const yearsBefore = (date: Date, years: number) => {
  const copy = new Date(date);
  copy.setUTCFullYear(copy.getUTCFullYear() - years);
  return copy;
};

const remindersOf = (vendorid: number) =>
  ctx.db
    .select()
    .from(vendorcompliancereminder)
    .where(eq(vendorcompliancereminder.vendorid, vendorid))
    .orderBy(vendorcompliancereminder.id);

const mailsOf = async (vendorid: number) => {
  const ids = (await remindersOf(vendorid)).map((row) => row.mailoutboxid!);
  return ids.length === 0
    ? []
    : ctx.db.select().from(mailoutbox).where(inArray(mailoutbox.id, ids)).orderBy(mailoutbox.id);
};

describe('sendComplianceReminders', () => {
  it('e-mails each vendor once per document and threshold, and a second run sends nothing', async () => {
    const due = await createVendor(ctx.db, {
      name: 'Ace Plumbing',
      primaryemail: 'Office@ace.test',
      dispatchemail: 'dispatch@ace.test',
      glexpirationdate: day(10),
      wcexpirationdate: day(-3),
      w9date: yearsBefore(day(40), 3),
    });
    const current = await createVendor(ctx.db, { primaryemail: 'ok@b.test', glexpirationdate: day(100) });
    const exempt = await createVendor(ctx.db, {
      primaryemail: 'x@c.test',
      wcexempt: true,
      wcexpirationdate: day(-30),
    });
    const inactive = await createVendor(ctx.db, {
      primaryemail: 'y@d.test',
      isactive: false,
      glexpirationdate: day(-1),
    });

    const first = await sendComplianceReminders({ db: ctx.db, publicUrl, today });
    expect(first).toMatchObject({ emails: 1, reminders: 3 });
    expect((await remindersOf(due.id)).map((row) => [row.document, row.threshold])).toEqual([
      ['gl', '15'],
      ['wc', 'expired'],
      ['w9', '45'],
    ]);
    for (const other of [current, exempt, inactive]) expect(await remindersOf(other.id)).toEqual([]);

    const [mail] = await mailsOf(due.id);
    expect(mail).toMatchObject({ kind: 'compliance', to: 'Office@ace.test, dispatch@ace.test' });
    expect(mail!.subject).toBe('Compliance documents expired: please upload renewals');
    expect(mail!.text).toContain(
      'general liability insurance certificate (COI): expires on 12/04/2026 (in 10 days)',
    );
    expect(mail!.text).toContain("workers' compensation certificate: expired on 11/21/2026");
    expect(mail!.text).toContain(`${publicUrl}/vendorprofile`);
    expect(mail!.html).toContain(`<a href="${publicUrl}/vendorprofile">`);

    const second = await sendComplianceReminders({ db: ctx.db, publicUrl, today });
    expect(second).toMatchObject({ emails: 0, reminders: 0 });
    expect(await mailsOf(due.id)).toHaveLength(1);
  });

  it('sends the next threshold when it is crossed, and starts again for a renewed date', async () => {
    const row = await createVendor(ctx.db, { primaryemail: 'w9@e.test', w9date: yearsBefore(day(40), 3) });
    await sendComplianceReminders({ db: ctx.db, publicUrl, today });
    await sendComplianceReminders({ db: ctx.db, publicUrl, today: day(30) });
    await sendComplianceReminders({ db: ctx.db, publicUrl, today: day(41) });
    expect((await remindersOf(row.id)).map((reminder) => reminder.threshold)).toEqual([
      '45',
      '15',
      'expired',
    ]);

    // Renewed by staff after review: the new date is reminded about in its own time, not before.
    await ctx.db
      .update(vendor)
      .set({ w9date: day(41) })
      .where(eq(vendor.id, row.id));
    expect(await sendComplianceReminders({ db: ctx.db, publicUrl, today: day(42) })).toMatchObject({
      emails: 0,
    });
    expect(await mailsOf(row.id)).toHaveLength(3);
  });

  it('skips a vendor without an e-mail address', async () => {
    const row = await createVendor(ctx.db, {
      primaryemail: null,
      dispatchemail: ' ',
      glexpirationdate: day(-1),
    });
    await sendComplianceReminders({ db: ctx.db, publicUrl, today });
    expect(await remindersOf(row.id)).toEqual([]);
  });
});

describe('GET /vendor/compliancereminders', () => {
  it('shows staff who was reminded of what and when, with the e-mail state', async () => {
    const row = await createVendor(ctx.db, {
      primaryemail: 'gl@f.test',
      dispatchemail: null,
      glexpirationdate: day(5),
    });
    await sendComplianceReminders({ db: ctx.db, publicUrl, today });
    const response = await ctx
      .asRole('Dispatchers')
      .get(`/api/vendor/compliancereminders?vendorid=${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        document: 'gl',
        threshold: '15',
        recipients: 'gl@f.test',
        mailstatus: 'pending',
      }),
    ]);
  });

  it('answers 404 for an unknown vendor, 400 for a bad id, 403 outside staff, 401 anonymous', async () => {
    const dispatcher = ctx.asRole('Dispatchers');
    expect((await dispatcher.get('/api/vendor/compliancereminders?vendorid=2000000000')).statusCode).toBe(
      404,
    );
    expect((await dispatcher.get('/api/vendor/compliancereminders?vendorid=1e3')).statusCode).toBe(400);
    const row = await createVendor(ctx.db);
    for (const role of ['Vendor', 'Tech', 'Customer'] as const)
      expect(
        (await ctx.asRole(role).get(`/api/vendor/compliancereminders?vendorid=${row.id}`)).statusCode,
      ).toBe(403);
    expect((await ctx.anonymous.get(`/api/vendor/compliancereminders?vendorid=${row.id}`)).statusCode).toBe(
      401,
    );
  });
});
