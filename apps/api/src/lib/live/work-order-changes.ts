/**
 * Which work orders changed, as the statement triggers on `workorderlistrow` say it (migration
 * 0020, docs/decisions/183): `{"c":[ids],"u":[ids],"d":[ids]}` per statement, or `{"many":true}` when
 * the ids would not fit in a notification (8000 bytes) or a TRUNCATE emptied the table.
 */
export const WORK_ORDERS_CHANGED_CHANNEL = 'dw_workorders_changed';

export type WorkOrderChanges = {
  created: number[];
  changed: number[];
  deleted: number[];
  /** Too many to name (or missed while the LISTEN connection was down): every list may be stale. */
  many: boolean;
};

const MANY: WorkOrderChanges = { created: [], changed: [], deleted: [], many: true };

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];

/** The notification's payload; anything unreadable counts as "many" (a list refreshes rather than stays stale). */
export function parseWorkOrderChanges(payload: string): WorkOrderChanges {
  try {
    const value = JSON.parse(payload) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object' || value.many === true) return MANY;
    return { created: idsOf(value.c), changed: idsOf(value.u), deleted: idsOf(value.d), many: false };
  } catch {
    return MANY;
  }
}

type Listener = (changes: WorkOrderChanges) => void;

/**
 * The process's feed of work-order changes, fed by the one LISTEN connection (plugins/list-cache.ts).
 * A connection that comes back after being lost reports "many": what changed meanwhile is unknown.
 */
export class WorkOrderChangeFeed {
  private readonly listeners = new Set<Listener>();
  private wasLost = false;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(payload: string): void {
    this.emit(parseWorkOrderChanges(payload));
  }

  setListening(listening: boolean): void {
    if (!listening) this.wasLost = true;
    else if (this.wasLost) {
      this.wasLost = false;
      this.emit(MANY);
    }
  }

  private emit(changes: WorkOrderChanges): void {
    for (const listener of this.listeners) listener(changes);
  }
}
