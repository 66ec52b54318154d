import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailattachment, mailoutbox } from '../db/schema/index';

export type OutboxRow = typeof mailoutbox.$inferSelect;

/** A file sent with a message: its name as the recipient sees it, its MIME type and its bytes. */
export type MailAttachment = { filename: string; contenttype: string; content: Buffer };

export type NewOutboxMessage = Pick<
  typeof mailoutbox.$inferInsert,
  'idempotencykey' | 'kind' | 'to' | 'cc' | 'bcc' | 'replyto' | 'subject' | 'text' | 'html'
> & { attachments?: readonly MailAttachment[] };

/**
 * The files of one message together, at most: base64 makes them a third bigger on the wire, and
 * common SMTP servers refuse messages past 25 MB (docs/decisions/133).
 */
export const MAIL_ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** A file name that is one line and no path: it ends up in a MIME header and on the recipient's disk. */
function cleanFilename(filename: string): string {
  const base = filename
    .replace(/[\r\n\t\0]+/g, ' ')
    .split(/[\\/]/)
    .pop()!
    .trim();
  return base.slice(-150) || 'attachment';
}

/** Refuses what the code must never queue (a caller's mistake, not a person's input). */
function checkAttachments(message: NewOutboxMessage): MailAttachment[] {
  const attachments = message.attachments ?? [];
  let total = 0;
  for (const file of attachments) {
    if (!CONTENT_TYPE.test(file.contenttype))
      throw new Error(`Attachment content type is not a MIME type: ${file.contenttype}`);
    total += file.content.length;
  }
  if (total > MAIL_ATTACHMENTS_MAX_BYTES)
    throw new Error(`Attachments of ${message.idempotencykey} exceed ${MAIL_ATTACHMENTS_MAX_BYTES} bytes`);
  return attachments.map((file) => ({ ...file, filename: cleanFilename(file.filename) }));
}

/**
 * Queues messages, with their files, in the caller's transaction (ARCHITECTURE mechanism 8). A key
 * that is already queued is skipped with its files, so a retried change never queues its e-mail
 * twice. Returns the new rows' ids.
 */
export async function insertOutboxMessages(db: Db, messages: readonly NewOutboxMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const files = new Map(messages.map((message) => [message.idempotencykey, checkAttachments(message)]));
  const rows = await db
    .insert(mailoutbox)
    .values(messages.map(({ attachments: _files, ...message }) => message))
    .onConflictDoNothing({ target: mailoutbox.idempotencykey })
    .returning({ id: mailoutbox.id, idempotencykey: mailoutbox.idempotencykey });
  const attachmentRows = rows.flatMap((row) =>
    (files.get(row.idempotencykey) ?? []).map((file, position) => ({ mailid: row.id, position, ...file })),
  );
  if (attachmentRows.length > 0) await db.insert(mailattachment).values(attachmentRows);
  return rows.map((row) => row.id);
}

/** A message's files in their order (the worker reads them just before it sends). */
export async function findOutboxAttachments(db: Db, mailid: number): Promise<MailAttachment[]> {
  return db
    .select({
      filename: mailattachment.filename,
      contenttype: mailattachment.contenttype,
      content: mailattachment.content,
    })
    .from(mailattachment)
    .where(eq(mailattachment.mailid, mailid))
    .orderBy(asc(mailattachment.position));
}

/**
 * Claims from a worker that stopped mid-send (crash, kill) are given back once their lease is over:
 * to `pending` for another try, or to `failed` when the attempts are used up (docs/decisions/088).
 */
export async function releaseExpiredLeases(db: Db, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(mailoutbox)
    .set({
      status: sql`case when ${mailoutbox.attempts} >= ${maxAttempts} then 'failed' else 'pending' end`,
      leasetoken: null,
      leaseuntil: null,
      nextattemptat: sql`now()`,
      lasterror: sql`coalesce(${mailoutbox.lasterror}, 'Delivery interrupted: the claim expired')`,
    })
    .where(and(eq(mailoutbox.status, 'sending'), lte(mailoutbox.leaseuntil, sql`now()`)))
    .returning({ id: mailoutbox.id });
  return rows.length;
}

/**
 * Takes up to `limit` due pending rows for this worker: `FOR UPDATE SKIP LOCKED` lets workers claim
 * side by side without waiting on or taking each other's rows. The claim marks them `sending` with a
 * fresh token and lease and counts the attempt before anything is sent.
 */
export async function claimDueMessages(
  db: Db,
  options: { limit: number; leaseSeconds: number },
): Promise<{ token: string; rows: OutboxRow[] }> {
  const token = randomUUID();
  const due = db
    .select({ id: mailoutbox.id })
    .from(mailoutbox)
    .where(and(eq(mailoutbox.status, 'pending'), lte(mailoutbox.nextattemptat, sql`now()`)))
    .orderBy(asc(mailoutbox.nextattemptat), asc(mailoutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailoutbox)
    .set({
      status: 'sending',
      leasetoken: token,
      leaseuntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      attempts: sql`${mailoutbox.attempts} + 1`,
    })
    .where(and(inArray(mailoutbox.id, due), eq(mailoutbox.status, 'pending')))
    .returning();
  rows.sort((a, b) => a.id - b.id);
  return { token, rows };
}

/** Records a delivery; only the holder of the claim can, so a row is never marked twice. */
export async function markSent(
  db: Db,
  options: { id: number; token: string; messageid: string | null },
): Promise<boolean> {
  const rows = await db
    .update(mailoutbox)
    .set({
      status: 'sent',
      sentat: sql`now()`,
      messageid: options.messageid,
      lasterror: null,
      leasetoken: null,
      leaseuntil: null,
    })
    .where(
      and(
        eq(mailoutbox.id, options.id),
        eq(mailoutbox.status, 'sending'),
        eq(mailoutbox.leasetoken, options.token),
      ),
    )
    .returning({ id: mailoutbox.id });
  return rows.length > 0;
}

/** A failed try: back to pending after `retryInSeconds`, or `failed` for good when `retryInSeconds` is null. */
export async function markAttemptFailed(
  db: Db,
  options: { id: number; token: string; error: string; retryInSeconds: number | null },
): Promise<boolean> {
  const rows = await db
    .update(mailoutbox)
    .set({
      status: options.retryInSeconds === null ? 'failed' : 'pending',
      lasterror: options.error.slice(0, 2000),
      nextattemptat:
        options.retryInSeconds === null
          ? sql`now()`
          : sql`now() + make_interval(secs => ${options.retryInSeconds})`,
      leasetoken: null,
      leaseuntil: null,
    })
    .where(
      and(
        eq(mailoutbox.id, options.id),
        eq(mailoutbox.status, 'sending'),
        eq(mailoutbox.leasetoken, options.token),
      ),
    )
    .returning({ id: mailoutbox.id });
  return rows.length > 0;
}

/** Rows by id, for tests and diagnostics. */
export async function findOutboxMessages(db: Db, filter: { kind?: string; sinceId?: number } = {}) {
  return db
    .select()
    .from(mailoutbox)
    .where(
      and(
        filter.kind ? eq(mailoutbox.kind, filter.kind) : undefined,
        filter.sinceId ? gte(mailoutbox.id, filter.sinceId) : undefined,
      ),
    )
    .orderBy(asc(mailoutbox.id));
}
