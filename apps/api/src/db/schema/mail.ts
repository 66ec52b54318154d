import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * The mail outbox (ARCHITECTURE mechanism 8): rows are written in the transaction of the change that
 * causes them and sent by the worker. `idempotencykey` stops a retried request from queueing twice.
 */
export const mailoutbox = pgTable(
  'mailoutbox',
  {
    id: serial('id').primaryKey(),
    idempotencykey: text('idempotencykey').notNull().unique(),
    /** What caused the message (e.g. vendor_notice, note, customer_notification, compliance). */
    kind: text('kind'),
    to: text('to').notNull(),
    cc: text('cc'),
    bcc: text('bcc'),
    replyto: text('replyto'),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** pending, sending, sent, failed (MAIL_STATUSES). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextattemptat: timestamptz('nextattemptat').notNull().defaultNow(),
    sentat: timestamptz('sentat'),
    /** The Message-ID the transport reported for the delivered message. */
    messageid: text('messageid'),
    lasterror: text('lasterror'),
    /**
     * While `sending`: the claim's token and when the claim lapses. A worker that dies mid-send leaves
     * the row to be released once the lease is over (docs/decisions/088).
     */
    leasetoken: text('leasetoken'),
    leaseuntil: timestamptz('leaseuntil'),
    createddate: createdAt(),
  },
  (t) => [
    index('mailoutbox_due_idx')
      .on(t.nextattemptat)
      .where(sql`${t.status} = 'pending'`),
    index('mailoutbox_lease_idx')
      .on(t.leaseuntil)
      .where(sql`${t.status} = 'sending'`),
  ],
);
