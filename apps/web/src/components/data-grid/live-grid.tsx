import { GlobalStyles } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useLiveRefresh, type LiveUrgency, type LiveWorkOrdersEvent } from '../live-updates';

/** How long a new row keeps its highlight, fading out (docs/decisions/183). */
export const FRESH_ROW_MS = 6_000;
const FRESH_ANIMATION = 'dw-fresh-row';
/** A card covers its list item's background: its item fades an amber ring around it instead. */
const FRESH_CARD_ANIMATION = 'dw-fresh-card';
/** A pale amber that fades to the row's own background: readable under any text and status colour. */
const FRESH_COLOR = '#FFF3C4';

/** The work order a row stands for: `workorderid` (portal and staff rows), else `id`. */
export function workOrderIdOf(row: unknown): number | undefined {
  const { workorderid, id } = (row ?? {}) as { workorderid?: unknown; id?: unknown };
  const value = Number(workorderid ?? id);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Whether an event should refresh a page of these rows: a new order (it may match), one of its rows
 * changed or deleted, or `many` at once; a change of another order (it may now match the filter) later.
 */
export function gridUrgency(event: LiveWorkOrdersEvent, shownIds: ReadonlySet<number>): LiveUrgency {
  if (event.many || event.created.length > 0) return 'now';
  if ([...event.changed, ...event.deleted].some((id) => shownIds.has(id))) return 'now';
  return event.changed.length > 0 ? 'later' : 'never';
}

/**
 * A server grid kept current by the live stream (docs/decisions/183): `refresh` reads the page shown again
 * without a spinner; the new orders it brings are returned as `freshIds` for a highlight that fades.
 */
export function useLiveGrid<T>(options: {
  isEnabled: boolean;
  rows: T[];
  refresh: () => Promise<T[] | undefined>;
}): ReadonlySet<number> {
  const { isEnabled, rows, refresh } = options;
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(() => new Set());
  const shown = useRef(new Set<number>());
  useEffect(() => {
    shown.current = new Set(rows.map(workOrderIdOf).filter((id): id is number => id !== undefined));
  }, [rows]);
  const urgency = useCallback((event: LiveWorkOrdersEvent) => gridUrgency(event, shown.current), []);
  useLiveRefresh(
    (events) => {
      const created = new Set(events.flatMap((event) => event.created));
      void refresh().then((next) => {
        const appeared = (next ?? []).map(workOrderIdOf).filter((id) => id !== undefined && created.has(id));
        if (appeared.length > 0) setFreshIds(new Set(appeared as number[]));
      });
    },
    { urgency, isEnabled },
  );
  useEffect(() => {
    if (freshIds.size === 0) return;
    const timer = setTimeout(() => setFreshIds(new Set()), FRESH_ROW_MS);
    return () => clearTimeout(timer);
  }, [freshIds]);
  return freshIds;
}

/** The highlight of a new row (or, `isCard`, of its card's list item) as a style of its own. */
export function freshStyleOf(
  row: unknown,
  freshIds: ReadonlySet<number> | undefined,
  isCard = false,
): CSSProperties | undefined {
  const id = workOrderIdOf(row);
  const name = isCard ? FRESH_CARD_ANIMATION : FRESH_ANIMATION;
  return id !== undefined && freshIds?.has(id)
    ? { animation: `${name} ${FRESH_ROW_MS}ms ease-in 1` }
    : undefined;
}

/** The screen's row style plus the fading highlight of a new row (a stable function while nothing changes). */
export function useFreshRowStyle<T>(
  getRowStyle: ((row: T) => CSSProperties | undefined) | undefined,
  freshIds: ReadonlySet<number> | undefined,
): ((row: T) => CSSProperties | undefined) | undefined {
  return useMemo(() => {
    if (!freshIds?.size) return getRowStyle;
    return (row: T) => {
      const own = getRowStyle?.(row);
      const fresh = freshStyleOf(row, freshIds);
      return fresh ? { ...own, ...fresh } : own;
    };
  }, [getRowStyle, freshIds]);
}

/** The highlight's keyframes: only `from`, so it fades into whatever background the row has. */
export function FreshRowKeyframes() {
  return (
    <GlobalStyles
      styles={{
        [`@keyframes ${FRESH_ANIMATION}`]: {
          from: { backgroundColor: FRESH_COLOR, boxShadow: 'inset 3px 0 0 #F9A825' },
        },
        [`@keyframes ${FRESH_CARD_ANIMATION}`]: {
          from: { boxShadow: '0 0 0 2px #F9A825', borderRadius: 4 },
        },
      }}
    />
  );
}
