import { SMTPServer } from 'smtp-server';

/** One message the receiver acknowledged (250 after DATA): its outbox row and Message-ID. */
export type Accepted = { outboxId: number; messageId: string; at: number };

/**
 * A local SMTP server for the tests that run the worker as a process (faults, several servers; decisions
 * 182, 186): it counts the messages it acknowledged per outbox row (the X-Dispatchwise-Outbox-Id header the
 * transport adds). `holdMs` keeps each message's DATA unanswered that long first, so a test can kill the
 * sender while a message is on the wire; `onData` says when one arrived (before the hold).
 */
export async function startSmtpReceiver(
  options: {
    holdMs?: number;
    onData?: (outboxId: number) => void;
    /** Awaited after the hold, before the answer: a test's step that must happen while the sender waits. */
    beforeAnswer?: (outboxId: number) => Promise<void>;
  } = {},
) {
  const accepted: Accepted[] = [];
  const state = { holdMs: options.holdMs ?? 0, receiving: 0 };
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const outboxId = Number(/^X-Dispatchwise-Outbox-Id:\s*(\d+)/im.exec(raw)?.[1] ?? 0);
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        state.receiving += 1;
        options.onData?.(outboxId);
        setTimeout(async () => {
          await options.beforeAnswer?.(outboxId);
          state.receiving -= 1;
          // Only an answer the client can still read counts as delivered: a killed sender never saw it.
          if (closed.has(session.id)) return;
          accepted.push({ outboxId, messageId, at: Date.now() });
          callback();
        }, state.holdMs);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    state,
    /** How many times each outbox row was acknowledged. */
    countsById: () => {
      const counts = new Map<number, number>();
      for (const message of accepted) counts.set(message.outboxId, (counts.get(message.outboxId) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
