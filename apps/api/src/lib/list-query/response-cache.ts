import pg from 'pg';
import { listAnswerJson } from './answer-json';

/** The channel the statement triggers of migration 0006 notify on any change to a list's tables. */
export const LIST_CHANGED_CHANNEL = 'dw_list_changed';

type Entry = { json: string; at: number };

/**
 * Serialized list answers for identical requests (docs/decisions/110). Never stale by construction:
 * - every entry is dropped on each `dw_list_changed` notification (statement triggers on every table
 *   a list row reads) and on every write request of this process (`clear` from the app's hooks);
 * - an answer is stored only if no clear happened while it was being read (`generation`), so a read
 *   that raced a change is served once to its own caller and never kept;
 * - while the LISTEN connection is down (or the database cannot listen) nothing is cached;
 * - entries expire after `maxAgeMs` anyway, and the map holds at most `maxEntries` (LRU).
 * Concurrent misses of one key share one read (single flight).
 */
export class ListResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<string>>();
  private generation = 0;
  private listening = false;
  private enabled = true;
  readonly maxEntries: number;
  readonly maxAgeMs: number;

  constructor(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
  }

  /** Whether answers are cached now: listening for changes and not switched off. */
  get isActive(): boolean {
    return this.listening && this.enabled;
  }

  /** Switch caching off or on in-process (the benchmark measures the uncached API this way). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  /** The listener's state: caching only while changes can be heard; every transition clears. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The JSON text of the answer for `key`, from the cache or from `load` (stored when still valid). */
  async answer(key: string, load: () => Promise<unknown>): Promise<string> {
    if (!this.isActive) return listAnswerJson(await load());
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.maxAgeMs) {
      this.entries.delete(key); // re-insert: the Map's order is the LRU order
      this.entries.set(key, entry);
      return entry.json;
    }
    if (entry) this.entries.delete(key);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const read = (async () => listAnswerJson(await load()))();
    this.inflight.set(key, read);
    try {
      const json = await read;
      if (generation === this.generation && this.isActive) {
        this.entries.set(key, { json, at: now });
        while (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
      }
      return json;
    } finally {
      if (this.inflight.get(key) === read) this.inflight.delete(key);
    }
  }
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

/**
 * More channels on the same connection (the live lists' `dw_workorders_changed`, docs/decisions/183):
 * one LISTEN connection per process whatever listens. `onListening` hears every transition, so a
 * listener knows when notifications may have been missed.
 */
export type ExtraChannels = {
  channels: Record<string, (payload: string) => void>;
  onListening?: (listening: boolean) => void;
};

/**
 * LISTEN on PostgreSQL over a dedicated connection (a pooled one would lose its LISTEN when
 * returned). On an error or a closed connection the cache is off and empty until a new connection
 * listens again (retried every `retryMs`).
 */
export async function listenPostgres(
  config: pg.ClientConfig,
  cache: ListResponseCache,
  options: { retryMs?: number; onError?: (error: unknown) => void; extra?: ExtraChannels } = {},
): Promise<StopListening> {
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const extra = options.extra;
  const setListening = (listening: boolean) => {
    cache.setListening(listening);
    extra?.onListening?.(listening);
  };
  const lost = (error?: unknown) => {
    setListening(false);
    if (error) options.onError?.(error);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (!stopped && !timer)
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, retryMs);
  };

  const connect = async () => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === LIST_CHANGED_CHANNEL) cache.clear();
      else extra?.channels[message.channel]?.(message.payload ?? '');
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost(new Error('LISTEN connection closed'));
    });
    try {
      await next.connect();
      for (const channel of [LIST_CHANGED_CHANNEL, ...Object.keys(extra?.channels ?? {})])
        await next.query(`listen ${next.escapeIdentifier(channel)}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      setListening(true);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      lost(error);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    setListening(false);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    await old?.end().catch(() => {});
  };
}
