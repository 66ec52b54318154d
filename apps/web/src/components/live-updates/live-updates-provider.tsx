import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { LiveUpdates, type LiveListener, type LiveWorkOrdersEvent } from '../../lib/live-updates';

const LiveUpdatesContext = createContext<LiveUpdates | null>(null);

/** Refreshes wait a random time up to this long, so 200 open browsers do not ask in the same instant. */
export const LIVE_JITTER_MS = 1_500;

/**
 * The signed-in app's one stream of work-order changes (docs/decisions/183), for users who may read work
 * orders (`isEnabled`). Screens listen through `useLiveEvents` / `useLiveRefresh`; without the provider
 * (tests, users without the right) those hooks do nothing.
 */
export function LiveUpdatesProvider({ isEnabled, children }: { isEnabled: boolean; children: ReactNode }) {
  const live = useMemo(() => (isEnabled ? new LiveUpdates() : null), [isEnabled]);
  useEffect(() => {
    if (!live) return;
    live.start();
    const onVisibility = () => live.update();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      live.stop();
    };
  }, [live]);
  return <LiveUpdatesContext.Provider value={live}>{children}</LiveUpdatesContext.Provider>;
}

/** Calls `listener` (the latest one given) for every event while the component is mounted. */
export function useLiveEvents(listener: LiveListener | undefined): void {
  const live = useContext(LiveUpdatesContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const isListening = listener !== undefined;
  useEffect(() => {
    if (!live || !isListening) return;
    return live.subscribe((event) => latest.current?.(event));
  }, [live, isListening]);
}

/** How soon an event should refresh a screen: `now` (its rows changed), `later` (it might), or not at all. */
export type LiveUrgency = 'now' | 'later' | 'never';

/** Changes that might touch a screen without naming its rows wait this long at most (and at least a third). */
export const LIVE_LATER_MS = 15_000;

/**
 * Runs `refresh` after an event whose `urgency` is not `never` (every event is `now` by default): after
 * a random wait up to LIVE_JITTER_MS for `now`, up to LIVE_LATER_MS for `later`; the events of that wait
 * are gathered into the one refresh it ends with, and a `now` event shortens a `later` wait.
 */
export function useLiveRefresh(
  refresh: (events: LiveWorkOrdersEvent[]) => void,
  options: { urgency?: (event: LiveWorkOrdersEvent) => LiveUrgency; isEnabled?: boolean } = {},
): void {
  const { urgency, isEnabled = true } = options;
  const pending = useRef<LiveWorkOrdersEvent[]>([]);
  const timer = useRef<{ id: ReturnType<typeof setTimeout>; isNow: boolean } | undefined>(undefined);
  const latest = useRef({ refresh, urgency });
  useEffect(() => {
    latest.current = { refresh, urgency };
  });
  useEffect(() => () => clearTimeout(timer.current?.id), []);
  useLiveEvents(
    isEnabled
      ? (event) => {
          const level = latest.current.urgency?.(event) ?? 'now';
          if (level === 'never') return;
          pending.current.push(event);
          const isNow = level === 'now';
          if (timer.current && (timer.current.isNow || !isNow)) return;
          clearTimeout(timer.current?.id);
          const wait = isNow ? Math.random() * LIVE_JITTER_MS : (LIVE_LATER_MS * (1 + 2 * Math.random())) / 3;
          const id = setTimeout(() => {
            timer.current = undefined;
            latest.current.refresh(pending.current.splice(0));
          }, wait);
          timer.current = { id, isNow };
        }
      : undefined,
  );
}
