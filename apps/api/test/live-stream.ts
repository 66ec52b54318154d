import type { LiveEvent } from '../src/modules/live/live.hub';

/** One open GET /api/live, read as a browser's fetch reads it (tests and bench/live.ts). */
export type LiveStream = {
  status: number;
  /** The `workorders` events so far, each with the time it arrived (performance.now()). */
  events: (LiveEvent & { at: number })[];
  /** Resolves when the server ends the stream (or it fails). */
  ended: Promise<void>;
  /** The next event after the ones already read, or undefined after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<(LiveEvent & { at: number }) | undefined>;
  close: () => void;
};

export async function openLiveStream(baseUrl: string, token: string | undefined): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const events: LiveStream['events'] = [];
  const waiters: (() => void)[] = [];
  let read = 0;
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: workorders$/m.test(block) && data) {
            events.push({ ...(JSON.parse(data) as LiveEvent), at: performance.now() });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: the stream has ended either way.
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    next: async (timeoutMs = 5_000) => {
      if (read >= events.length) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return read < events.length ? events[read++] : undefined;
    },
    close: () => controller.abort(),
  };
}
