import type { SessionUser } from '@dispatchwise/shared';
import type { WorkOrderChanges } from '../../lib/live/work-order-changes';

/** What one open stream is sent: the ids of its user's scope, or `many` (refresh whatever is shown). */
export type LiveEvent = { created: number[]; changed: number[]; deleted: number[]; many: boolean };

/** One open stream (live.routes.ts writes it to the socket). */
export type LiveConnection = {
  user: SessionUser;
  /** Users with one key hear the same ids (workOrderEventScopeKey). */
  scopeKey: string;
  send: (event: LiveEvent) => void;
  end: () => void;
};

export type LiveHubOptions = {
  /** The ids among `ids` that users of this key may hear about: one query per key and batch. */
  filter: (user: SessionUser, ids: number[]) => Promise<number[]>;
  /** Whether users of this key hear about deleted orders (whose scope can no longer be read). */
  hearsDeletes: (scopeKey: string) => boolean;
  /** At most one event per stream this often: a burst of writes is one event (default 1 s). */
  intervalMs?: number;
  /** The wait before the first event of a quiet period, so a transaction's statements go together. */
  gatherMs?: number;
  /** More ids than this in one event are sent as `many`. */
  maxIds?: number;
  onError?: (error: unknown) => void;
};

const none = (): Pending => ({ created: new Set(), changed: new Set(), deleted: new Set(), many: false });
type Pending = { created: Set<number>; changed: Set<number>; deleted: Set<number>; many: boolean };

/**
 * The fan-out of work-order changes to this process's open streams (docs/decisions/183). Changes are
 * gathered and sent at most once per `intervalMs`: every stream hears one event per batch, its ids
 * filtered by its user's scope with one query per scope key (all staff share one, with no query).
 */
export class LiveHub {
  private readonly connections = new Set<LiveConnection>();
  private pending = none();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastFlush = 0;
  private closed = false;
  private readonly intervalMs: number;
  private readonly gatherMs: number;
  private readonly maxIds: number;

  constructor(private readonly options: LiveHubOptions) {
    this.intervalMs = options.intervalMs ?? 1_000;
    this.gatherMs = options.gatherMs ?? 50;
    this.maxIds = options.maxIds ?? 500;
  }

  get size(): number {
    return this.connections.size;
  }

  add(connection: LiveConnection): () => void {
    if (this.closed) {
      connection.end();
      return () => undefined;
    }
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  /** A notification's ids join the next batch; an id created and changed in one batch is created. */
  push(changes: WorkOrderChanges): void {
    if (this.closed || this.connections.size === 0) return;
    const pending = this.pending;
    pending.many ||= changes.many;
    for (const id of changes.created) pending.created.add(id);
    for (const id of changes.changed) if (!pending.created.has(id)) pending.changed.add(id);
    for (const id of changes.deleted) {
      pending.created.delete(id);
      pending.changed.delete(id);
      pending.deleted.add(id);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.flushing) return;
    const wait = Math.max(this.gatherMs, this.lastFlush + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flush().finally(() => {
        this.flushing = undefined;
        const { pending } = this;
        if (pending.many || pending.created.size + pending.changed.size + pending.deleted.size > 0)
          this.schedule();
      });
    }, wait);
  }

  /** Sends the batch gathered so far: one filter per scope key, then one event per stream. */
  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = none();
    this.lastFlush = Date.now();
    const ids = [...batch.created, ...batch.changed];
    const isMany = batch.many || ids.length + batch.deleted.size > this.maxIds;
    const groups = new Map<string, LiveConnection[]>();
    for (const connection of this.connections) {
      const group = groups.get(connection.scopeKey);
      if (group) group.push(connection);
      else groups.set(connection.scopeKey, [connection]);
    }
    await Promise.all(
      [...groups].map(async ([scopeKey, group]) => {
        const event = isMany
          ? { created: [], changed: [], deleted: [], many: true }
          : await this.eventFor(scopeKey, group[0]!.user, batch, ids);
        if (!event) return;
        for (const connection of group) if (this.connections.has(connection)) connection.send(event);
      }),
    );
  }

  private async eventFor(
    scopeKey: string,
    user: SessionUser,
    batch: Pending,
    ids: number[],
  ): Promise<LiveEvent | undefined> {
    let visible: Set<number>;
    try {
      visible = new Set(ids.length ? await this.options.filter(user, ids) : []);
    } catch (error) {
      // The scope could not be read (the database is down): a refresh, never an unchecked id.
      this.options.onError?.(error);
      return { created: [], changed: [], deleted: [], many: true };
    }
    const event: LiveEvent = {
      created: [...batch.created].filter((id) => visible.has(id)),
      changed: [...batch.changed].filter((id) => visible.has(id)),
      deleted: this.options.hearsDeletes(scopeKey) ? [...batch.deleted] : [],
      many: false,
    };
    return event.created.length + event.changed.length + event.deleted.length > 0 ? event : undefined;
  }

  /** Ends every stream (the server is closing: SIGTERM must not wait for browsers). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const connection of this.connections) connection.end();
    this.connections.clear();
  }
}
