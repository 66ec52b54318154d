import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config';
import type { MailAttachment, OutboxRow } from './outbox.repository';

/** Where the worker hands a message: SMTP, or an .eml file per message (docs/decisions/088). */
export type MailTransport = {
  kind: 'smtp' | 'file';
  /**
   * Delivers one outbox row with its files (docs/decisions/133); resolves with the Message-ID,
   * rejects when the row must be retried.
   */
  send(row: OutboxRow, attachments?: readonly MailAttachment[]): Promise<{ messageId: string }>;
  close(): void;
};

const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The domain of the From address, for Message-IDs ("Dispatchwise <dispatch@x.y>" -> x.y). */
function fromDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'dispatchwise.local';
}

/**
 * A Message-ID made from the row, the same on every try: a retry after a lost acknowledgement
 * reaches the mailbox with the id of the first copy, so mail systems can drop the duplicate.
 */
export function messageIdFor(row: Pick<OutboxRow, 'id' | 'idempotencykey'>, from: string): string {
  const digest = createHash('sha256').update(row.idempotencykey).digest('hex').slice(0, 16);
  return `<outbox-${row.id}-${digest}@${fromDomain(from)}>`;
}

function mailOptions(
  row: OutboxRow,
  from: string,
  attachments: readonly MailAttachment[] = [],
): SendMailOptions {
  return {
    from,
    to: row.to,
    cc: row.cc ?? undefined,
    bcc: row.bcc ?? undefined,
    replyTo: row.replyto ?? undefined,
    subject: row.subject,
    text: row.text ?? undefined,
    html: row.html ?? undefined,
    messageId: messageIdFor(row, from),
    headers: { 'X-Dispatchwise-Outbox-Id': String(row.id) },
    attachments: attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contenttype,
      content: file.content,
      contentDisposition: 'attachment' as const,
    })),
  };
}

export function createSmtpTransport(mail: Config['mail'] & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(row, attachments) {
      const info = await transporter.sendMail(mailOptions(row, mail.from, attachments));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** One `outbox-<id>.eml` per message under `dir`; a retry rewrites the same file, never a second one. */
export function createFileTransport(mail: Pick<Config['mail'], 'from' | 'dir'>): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    async send(row, attachments) {
      const info = await transporter.sendMail(mailOptions(row, mail.from, attachments));
      await fs.mkdir(mail.dir, { recursive: true });
      const file = path.join(mail.dir, `outbox-${String(row.id).padStart(8, '0')}.eml`);
      const partial = `${file}.${process.pid}.tmp`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, otherwise .eml files under $DATA_DIR/mail (docs/platform.md "Mail"). */
export function createMailTransport(mail: Config['mail']): MailTransport {
  return mail.smtpUrl ? createSmtpTransport({ ...mail, smtpUrl: mail.smtpUrl }) : createFileTransport(mail);
}
