import { LIVE_WORK_ORDERS_EVENT, type liveWorkOrdersEventSchema, type WireOf } from '@dispatchwise/shared';
import { ApiError, openEventStream } from './http';

/** One `workorders` event of GET /api/live (docs/decisions/183). */
export type LiveWorkOrdersEvent = WireOf<typeof liveWorkOrdersEventSchema>;
export type LiveListener = (event: LiveWorkOrdersEvent) => void;

/** A refresh of whatever is shown: after a reconnect or a hidden tab, what changed meanwhile is unknown. */
export const CATCH_UP: LiveWorkOrdersEvent = { created: [], changed: [], deleted: [], many: true };

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

/** The `workorders` events of an SSE text, and what is left after its last complete event. */
export function parseEventStream(text: string): { events: LiveWorkOrdersEvent[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveWorkOrdersEvent[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const name = lines
      .find((line) => line.startsWith('event:'))
      ?.slice(6)
      .trim();
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (name !== LIVE_WORK_ORDERS_EVENT || !data) continue;
    try {
      events.push(JSON.parse(data) as LiveWorkOrdersEvent);
    } catch {
      events.push(CATCH_UP);
    }
  }
  return { events, rest };
}

export type LiveUpdatesOptions = {
  path?: string;
  /** Whether the page is hidden now (document.hidden); the stream closes while it is. */
  isHidden?: () => boolean;
  random?: () => number;
};

/**
 * The browser's one stream of work-order changes (docs/decisions/183): opened while someone listens and
 * the tab is visible, reconnected with growing randomized waits after a failure (so 200 browsers do
 * not come back in the same second after a deploy), closed while the tab is hidden, and a catch-up
 * event to every listener when it opens again after a gap.
 */
export class LiveUpdates {
  private readonly listeners = new Set<LiveListener>();
  private controller: AbortController | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private hasGap = false;
  private isStopped = false;
  private readonly path: string;
  private readonly isHidden: () => boolean;
  private readonly random: () => number;

  constructor(options: LiveUpdatesOptions = {}) {
    this.path = options.path ?? '/api/live';
    this.isHidden = options.isHidden ?? (() => typeof document !== 'undefined' && document.hidden);
    this.random = options.random ?? Math.random;
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    this.update();
    return () => {
      this.listeners.delete(listener);
      this.update();
    };
  }

  /** Opens or closes the stream for the current listeners and visibility (the provider calls it on visibilitychange). */
  update(): void {
    const isWanted = !this.isStopped && this.listeners.size > 0 && !this.isHidden();
    if (isWanted && !this.controller && !this.retryTimer) void this.connect();
    if (!isWanted) this.disconnect();
  }

  /** Starts (again) after `stop`: the provider's effect stops on unmount and starts on mount. */
  start(): void {
    this.isStopped = false;
    this.update();
  }

  stop(): void {
    this.isStopped = true;
    this.disconnect();
  }

  private disconnect(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.controller) {
      this.controller.abort();
      this.controller = undefined;
      this.hasGap = true;
    }
  }

  private emit(event: LiveWorkOrdersEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private async connect(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    try {
      const response = await openEventStream(this.path, controller.signal);
      this.failures = 0;
      if (this.hasGap) this.emit(CATCH_UP);
      this.hasGap = false;
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const parsed = parseEventStream(buffer + value);
        buffer = parsed.rest;
        parsed.events.forEach((event) => this.emit(event));
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      // A refusal other than an expired session will not change soon: wait the longest.
      if (error instanceof ApiError && error.status !== 401 && error.status < 500) this.failures = 99;
    }
    if (this.controller !== controller) return;
    // The server ended the stream (an expired token, a restart) or the network dropped it.
    this.controller = undefined;
    this.hasGap = true;
    const base = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)]!;
    this.failures += 1;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        this.update();
      },
      base / 2 + this.random() * base,
    );
  }
}
