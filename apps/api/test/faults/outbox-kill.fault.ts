import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { mailoutbox } from '../../src/db/schema/index';
import { insertOutboxMessages } from '../../src/mail/outbox.repository';
import { openTestDatabase } from '../helpers';
import { killHard, killProcesses, startProcess, until } from '../processes';
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver';
import { reportFault } from './report';

// Decision 182, proving decision 088 with the worker as a process killed by SIGKILL:
// 1. killed while the SMTP server holds a message's DATA unanswered: that message was not delivered; once
//    its claim lapses the next worker delivers it, once;
// 2. killed after the SMTP server acknowledged a message but before the worker recorded it (the one window
//    088 names): the next worker sends it again, with the same Message-ID, and the row says the delivery
//    was interrupted. Every other message is delivered exactly once.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-fault-outbox-'));
let database: Database;
let drop: () => Promise<void>;
let smtp: SmtpReceiver;
const arrived: number[] = [];
/** Set by the test: runs before the receiver answers a message (step 2 locks the row there). */
let beforeAnswer: (outboxId: number) => Promise<void> = async () => undefined;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  smtp = await startSmtpReceiver({
    holdMs: 600_000,
    onData: (id) => arrived.push(id),
    beforeAnswer: (id) => beforeAnswer(id),
  });
}, 120_000);

afterAll(async () => {
  await killProcesses();
  await smtp?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const startWorker = () =>
  startProcess(
    'src/worker.ts',
    {
      DATABASE_URL: String(database.pool.options.connectionString),
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
    },
    /mail worker started/,
  );

/** What 10 minutes do to a dead worker's claims (the lease, decision 088), without waiting for them. */
const lapseClaims = () =>
  database.db
    .update(mailoutbox)
    .set({ leaseuntil: sql`now()` })
    .where(eq(mailoutbox.status, 'sending'));

describe('the outbox worker killed with SIGKILL mid-delivery', () => {
  it('delivers every message once, except one acknowledged but not recorded: twice, one Message-ID', async () => {
    const ids = await insertOutboxMessages(
      database.db,
      Array.from({ length: 5 }, (_, index) => ({
        idempotencykey: `outbox-kill-${index}`,
        kind: 'test',
        to: `person${index}@example.test`,
        subject: `Message ${index}`,
        text: 'Hello',
      })),
    );
    const first = ids[0]!;

    // 1. Killed while the first message's DATA waits for the server's answer.
    const one = startWorker();
    await one.started;
    await until(() => arrived.length === 1, 'the first message on the wire', one.output);
    await killHard(one.child);
    expect(smtp.accepted).toEqual([]);
    await lapseClaims();

    // 2. The next worker sends it again; the server acknowledges it while the test holds the row, so the
    //    worker cannot record it, and is killed then.
    smtp.state.holdMs = 0;
    const tries = () => arrived.filter((id) => id === first).length;
    const locker = await database.pool.connect();
    beforeAnswer = async (id) => {
      if (id !== first || tries() !== 2) return;
      await locker.query('begin');
      await locker.query('select id from mailoutbox where id = $1 for update', [first]);
    };
    const two = startWorker();
    await two.started;
    // Released claims are due now, after the others: it sends those first (each acknowledged), then this one.
    await until(() => smtp.countsById().get(first) === 1, 'the acknowledgement', two.output, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the worker's "sent" update waits on the lock
    await killHard(two.child);
    // The killed worker's "sent" update already reached PostgreSQL and would still run once the lock is
    // released (the server only learns of a dead client when it writes to it): end that session too, as if
    // the worker had died before sending the update, the window decision 088 names.
    await locker.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and wait_event_type = 'Lock' and query ilike '%mailoutbox%'`,
    );
    await locker.query('rollback');
    locker.release();
    beforeAnswer = async () => undefined;
    await lapseClaims();

    // 3. A third worker finishes the outbox.
    const three = startWorker();
    await until(
      async () => {
        const rows = await database.db.select().from(mailoutbox).where(inArray(mailoutbox.id, ids));
        return rows.every((row) => row.status === 'sent');
      },
      'every message sent',
      three.output,
    );
    const rows = await database.db.select().from(mailoutbox).where(inArray(mailoutbox.id, ids));
    const counts = smtp.countsById();
    expect(ids.map((id) => `${id}: ${counts.get(id) ?? 0}`)).toEqual(
      ids.map((id) => `${id}: ${id === first ? 2 : 1}`),
    );
    const firstRow = rows.find((row) => row.id === first)!;
    const copies = smtp.accepted.filter((message) => message.outboxId === first);
    expect(copies.map((copy) => copy.messageId)).toEqual([firstRow.messageid, firstRow.messageid]);
    expect(firstRow.attempts).toBe(3);
    expect(firstRow.lasterror).toBeNull(); // cleared when sent; the log below says what happened
    reportFault('outbox worker SIGKILL', {
      messages: ids.length,
      'delivered once': ids.filter((id) => counts.get(id) === 1).length,
      'delivered twice (acknowledged, not recorded)': ids.filter((id) => counts.get(id) === 2).length,
      'same Message-ID on both copies': copies[0]!.messageId === copies[1]!.messageId ? 'yes' : 'no',
      'tries of that message': firstRow.attempts,
    });
  }, 300_000);
});
