import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** PostgreSQL bytea as a Buffer (the pg driver reads and writes Buffers for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files sent with an outbox message (docs/decisions/133): written in the same transaction as their
 * message, so a message is queued with all its files or not at all, and every retry sends the same
 * bytes. Kept out of `mailoutbox` so that claiming rows never reads file contents.
 */
export const mailattachment = pgTable(
  'mailattachment',
  {
    id: serial('id').primaryKey(),
    mailid: integer('mailid')
      .notNull()
      .references(() => mailoutbox.id, { onDelete: 'cascade' }),
    /** The order of the files in the message, from 0. */
    position: smallint('position').notNull(),
    filename: text('filename').notNull(),
    contenttype: text('contenttype').notNull(),
    content: bytea('content').notNull(),
    createddate: createdAt(),
  },
  (t) => [uniqueIndex('mailattachment_mailid_position_key').on(t.mailid, t.position)],
);
