import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailattachment, mailoutbox } from '../db/schema/index';
import { createTablePdf } from '../lib/documents/pdf';
import { pdfText } from '../../test/documents';
import { createTestContext } from '../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../test/factories/work-order-actions';
import { insertOutboxMessages, MAIL_ATTACHMENTS_MAX_BYTES, type MailAttachment } from './outbox.repository';
import { deliverDueMail, retryDelaySeconds, startMailWorker, type MailLog } from './outbox.worker';
import { createFileTransport, createSmtpTransport } from './transports';

const ctx = createTestContext();
const log: MailLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP server that records what arrives; `failWith` makes it refuse the DATA of every message. */
function startSmtpServer() {
  const received: Received[] = [];
  const state: { failWith: number | undefined } = { failWith: undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failWith) {
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: state.failWith });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const ready = new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    received,
    state,
    ready,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Unfolded header value of a raw message. */
const header = (raw: string, name: string) => {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]?.trim();
};

/** The attachments of a raw MIME message: the leaf parts whose disposition is `attachment`. */
function attachmentsOf(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  let parts = [raw];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(`--${boundary}`));
  return parts.flatMap((part) => {
    const [head = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!/^Content-Disposition: attachment/im.test(head.replace(/\r?\n[ \t]+/g, ' '))) return [];
    return [
      {
        filename: header(head, 'Content-Disposition')?.match(/filename="?([^";]+)"?/)?.[1],
        contentType: header(head, 'Content-Type')?.split(';')[0],
        content: Buffer.from(body.join('\n').replace(/\s+/g, ''), 'base64'),
      },
    ];
  });
}

const smtp = startSmtpServer();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = `smtp://127.0.0.1:${await smtp.ready}`;
});
afterAll(() => smtp.close());

beforeEach(async () => {
  // Each test starts from an outbox with nothing due.
  await ctx.db
    .update(mailoutbox)
    .set({ status: 'sent' })
    .where(inArray(mailoutbox.status, ['pending', 'sending']));
  smtp.received.length = 0;
  smtp.state.failWith = undefined;
});

const transport = () => createSmtpTransport({ ...ctx.config.mail, smtpUrl });
const rowById = async (id: number) =>
  (await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.id, id)))[0]!;
const queue = async (key: string) => {
  const [id] = await insertOutboxMessages(ctx.db, [
    { idempotencykey: key, kind: 'test', to: 'someone@example.test', subject: `Test ${key}`, text: 'Hello' },
  ]);
  return id!;
};
const makeDue = (id: number) =>
  ctx.db
    .update(mailoutbox)
    .set({ nextattemptat: sql`now() - interval '1 second'` })
    .where(eq(mailoutbox.id, id));

describe('mail outbox worker over SMTP', () => {
  it('delivers a TICKET notice created through the API once, with its work ticket PDF, even when the worker runs twice', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db);
    const order = await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id });
    const vendorRow = await createVendor(ctx.db, { dispatchemail: 'dispatch@roofpros.test' });
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendorRow.id });
    const response = await ctx.asRole('Dispatchers').post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: vendorRow.id,
      actionType: 'TICKET',
      type: 'email',
    });
    expect(response.statusCode, response.body).toBe(201);

    const first = transport();
    const second = transport();
    const [a, b] = await Promise.all([
      deliverDueMail({ db: ctx.db, transport: first, log }),
      deliverDueMail({ db: ctx.db, transport: second, log }),
    ]);
    const again = await deliverDueMail({ db: ctx.db, transport: first, log });
    first.close();
    second.close();
    expect(a.sent + b.sent + again.sent).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['dispatch@roofpros.test']);
    expect(header(message!.raw, 'Subject')).toBe(
      `Work Order ${order.wonumber} - New work order: please confirm and schedule`,
    );
    // The work ticket rides along (decision 133): the line's NTE is its quote, not the order's $750.
    const [ticket, ...others] = attachmentsOf(message!.raw);
    expect(others).toEqual([]);
    expect(ticket).toMatchObject({
      filename: `${order.wonumber}_ticket.pdf`,
      contentType: 'application/pdf',
    });
    const ticketText = (await pdfText(ticket!.content)).text;
    for (const expected of [
      'Work Ticket',
      `Work Order ${order.wonumber}`,
      `PO: ${order.ponumber}`,
      customer.customername,
      jobsite.jobsite,
      '12 Main St',
      'Austin, TX 78701',
      '03/14/2025',
      'Leaking roof over the entrance',
      'NTE FOR THIS VENDOR',
      '$500.00',
      vendorRow.name,
      'Check in with dispatch',
    ])
      expect(ticketText).toContain(expected);
    expect(ticketText).not.toContain('$750.00');
    // The e-mail's text names the same figure as its ticket.
    const body = message!.raw.replace(/=\r?\n/g, '');
    expect(body).toContain('500.00');
    expect(body).not.toContain('750.00');
    const [stored] = await ctx.db
      .select()
      .from(mailattachment)
      .where(eq(mailattachment.mailid, response.json().mailid));
    expect(stored!.content.equals(ticket!.content)).toBe(true);

    const row = await rowById(response.json().mailid);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, leasetoken: null });
    expect(row.sentat).toBeInstanceOf(Date);
    expect(row.messageid).toBe(header(message!.raw, 'Message-ID'));
  });

  it('retries a refused message with backoff, then delivers it', async () => {
    const id = await queue('retry-1');
    smtp.state.failWith = 451;
    const firstTry = await deliverDueMail({ db: ctx.db, transport: transport(), log });
    expect(firstTry).toMatchObject({ sent: 0, retried: 1 });
    let row = await rowById(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lasterror).toMatch(/451|try later/i);
    const delay = (row.nextattemptat.getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(50);
    expect(delay).toBeLessThan(70);

    // Not due yet: a run in between leaves it alone.
    expect(await deliverDueMail({ db: ctx.db, transport: transport(), log })).toMatchObject({
      sent: 0,
      retried: 0,
    });

    await makeDue(id);
    await deliverDueMail({ db: ctx.db, transport: transport(), log });
    row = await rowById(id);
    expect(row.attempts).toBe(2);
    const secondDelay = (row.nextattemptat.getTime() - Date.now()) / 1000;
    expect(secondDelay).toBeGreaterThan(110);
    expect(secondDelay).toBeLessThan(130);

    smtp.state.failWith = undefined;
    await makeDue(id);
    expect(await deliverDueMail({ db: ctx.db, transport: transport(), log })).toMatchObject({ sent: 1 });
    expect(await rowById(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received.filter((m) => header(m.raw, 'Subject') === 'Test retry-1')).toHaveLength(1);
  });

  it('gives up after the last attempt and on a permanent refusal', async () => {
    const id = await queue('give-up');
    smtp.state.failWith = 451;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue(id);
      await deliverDueMail({ db: ctx.db, transport: transport(), log, settings: { maxAttempts: 3 } });
    }
    expect(await rowById(id)).toMatchObject({ status: 'failed', attempts: 3 });
    await makeDue(id);
    expect(await deliverDueMail({ db: ctx.db, transport: transport(), log })).toMatchObject({ sent: 0 });

    const permanent = await queue('permanent');
    smtp.state.failWith = 550;
    await deliverDueMail({ db: ctx.db, transport: transport(), log });
    expect(await rowById(permanent)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('gives back a lapsed claim and never takes a sent row again', async () => {
    const stuck = await queue('stuck');
    await ctx.db
      .update(mailoutbox)
      .set({
        status: 'sending',
        leasetoken: 'dead-worker',
        leaseuntil: sql`now() - interval '1 second'`,
        attempts: 1,
      })
      .where(eq(mailoutbox.id, stuck));
    const result = await deliverDueMail({ db: ctx.db, transport: transport(), log });
    expect(result).toMatchObject({ released: 1, sent: 1 });
    expect(await rowById(stuck)).toMatchObject({ status: 'sent', attempts: 2 });

    await ctx.db
      .update(mailoutbox)
      .set({ nextattemptat: sql`now() - interval '1 hour'` })
      .where(eq(mailoutbox.id, stuck));
    expect(await deliverDueMail({ db: ctx.db, transport: transport(), log })).toMatchObject({ sent: 0 });
    expect(smtp.received.filter((m) => header(m.raw, 'Subject') === 'Test stuck')).toHaveLength(1);
  });

  it('queues a key once: a repeated change does not queue its e-mail twice', async () => {
    await queue('same-key');
    const again = await insertOutboxMessages(ctx.db, [
      { idempotencykey: 'same-key', kind: 'test', to: 'x@example.test', subject: 'Again' },
    ]);
    expect(again).toEqual([]);
  });

  it('sends a message with its files, and the same bytes again after a failed try', async () => {
    const pdf = await createTablePdf({
      title: 'Ticket 100123',
      columns: [{ header: 'Site' }],
      rows: [['Store 7']],
    });
    const files: MailAttachment[] = [
      { filename: '../../etc/100123_ticket.pdf', contenttype: 'application/pdf', content: pdf },
      {
        filename: 'notes\r\nBcc: x@evil.test.txt',
        contenttype: 'text/plain',
        content: Buffer.from('Bring a ladder'),
      },
    ];
    const [id] = await insertOutboxMessages(ctx.db, [
      {
        idempotencykey: 'files-1',
        kind: 'test',
        to: 'v@example.test',
        subject: 'With files',
        text: 'See attached',
        attachments: files,
      },
    ]);
    smtp.state.failWith = 451;
    expect(await deliverDueMail({ db: ctx.db, transport: transport(), log })).toMatchObject({ retried: 1 });
    smtp.state.failWith = undefined;
    await makeDue(id!);
    expect(await deliverDueMail({ db: ctx.db, transport: transport(), log })).toMatchObject({ sent: 1 });

    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]!.raw;
    expect(header(raw, 'Bcc')).toBeUndefined();
    const attached = attachmentsOf(raw);
    expect(attached.map((file) => [file.filename, file.contentType])).toEqual([
      ['100123_ticket.pdf', 'application/pdf'],
      ['notes Bcc: x@evil.test.txt', 'text/plain'],
    ]);
    expect(attached[0]!.content.equals(pdf)).toBe(true);
    expect((await pdfText(attached[0]!.content)).text).toContain('Ticket 100123');
    expect(attached[1]!.content.toString()).toBe('Bring a ladder');
    expect(raw).toContain('See attached');
  });

  it('queues the files of a key once, and refuses files it must not send', async () => {
    const file = { filename: 'a.pdf', contenttype: 'application/pdf', content: Buffer.from('%PDF-1.4') };
    const message = { idempotencykey: 'files-once', kind: 'test', to: 'v@example.test', subject: 'Once' };
    const [id] = await insertOutboxMessages(ctx.db, [{ ...message, attachments: [file] }]);
    expect(await insertOutboxMessages(ctx.db, [{ ...message, attachments: [file, file] }])).toEqual([]);
    const stored = await ctx.db.select().from(mailattachment).where(eq(mailattachment.mailid, id!));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ position: 0, filename: 'a.pdf', contenttype: 'application/pdf' });
    expect(stored[0]!.content.equals(file.content)).toBe(true);

    await expect(
      insertOutboxMessages(ctx.db, [
        {
          ...message,
          idempotencykey: 'files-bad-type',
          attachments: [{ ...file, contenttype: 'pdf\r\nX: y' }],
        },
      ]),
    ).rejects.toThrow(/not a MIME type/);
    const big = { ...file, content: Buffer.alloc(MAIL_ATTACHMENTS_MAX_BYTES / 2 + 1) };
    await expect(
      insertOutboxMessages(ctx.db, [
        { ...message, idempotencykey: 'files-too-big', attachments: [big, big] },
      ]),
    ).rejects.toThrow(/exceed/);
    const refused = await ctx.db
      .select()
      .from(mailoutbox)
      .where(inArray(mailoutbox.idempotencykey, ['files-bad-type', 'files-too-big']));
    expect(refused).toEqual([]);
  });

  it('doubles the retry delay up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([60, 120, 240, 480]);
    expect(retryDelaySeconds(20)).toBe(6 * 3600);
  });
});

describe('mail outbox worker writing .eml files', () => {
  it('writes one file per message, with its attachments, and marks it sent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-mail-'));
    try {
      const pdf = await createTablePdf({ title: 'Eml ticket', columns: [{ header: 'A' }], rows: [] });
      const [id] = await insertOutboxMessages(ctx.db, [
        {
          idempotencykey: 'eml-1',
          kind: 'test',
          to: 'someone@example.test',
          subject: 'Test eml-1',
          text: 'Hello',
          attachments: [{ filename: '100123_ticket.pdf', contenttype: 'application/pdf', content: pdf }],
        },
      ]);
      const worker = startMailWorker({
        database: ctx.database,
        config: { ...ctx.config, mail: { ...ctx.config.mail, smtpUrl: undefined, dir } },
        log,
        intervalMs: 60_000,
        transport: createFileTransport({ from: ctx.config.mail.from, dir }),
      });
      await worker.runNow();
      await worker.runNow();
      await worker.stop();
      const files = fs.readdirSync(dir);
      expect(files).toEqual([`outbox-${String(id).padStart(8, '0')}.eml`]);
      const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(header(raw, 'Subject')).toBe('Test eml-1');
      expect(header(raw, 'To')).toBe('someone@example.test');
      const [attached] = attachmentsOf(raw);
      expect(attached?.filename).toBe('100123_ticket.pdf');
      expect(attached?.content.equals(pdf)).toBe(true);
      const row = await rowById(id!);
      expect(row).toMatchObject({ status: 'sent' });
      expect(row.messageid).toBe(header(raw, 'Message-ID'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
