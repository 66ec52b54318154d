import type { Location, To, UNSAFE_createBrowserHistory } from 'react-router';

/** A history of react-router's (browser or memory): what the router needs from it. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Asked before each navigation while registered: true keeps the user where they are until they decide. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation held by the blocker: `proceed` runs it, `reset` drops it. */
export type BlockedNavigation = { proceed: () => void; reset: () => void };

export type BlockingHistory = History & {
  /**
   * Registers the one blocker (an editor with unsaved changes); `onBlocked` hears of each held navigation and
   * of its end (null). Returns the unregistration.
   */
  block: (blocker: BlockerFunction, onBlocked: (held: BlockedNavigation | null) => void) => () => void;
};

/**
 * Wraps a history so an editor can hold a navigation away from unsaved changes: a link, `navigate()`, the menu,
 * or the browser's back and forward buttons. A push or replace is simply not made until `proceed`. A back or
 * forward has already happened when the history hears of it, so it is undone (`go` by the opposite step) and
 * made again on `proceed`; the undo's own event is not passed on. An entry the app did not write (no index in
 * its state) cannot be undone and goes through.
 */
export function createBlockingHistory(history: History): BlockingHistory {
  let blocker: BlockerFunction | null = null;
  let onBlocked: ((held: BlockedNavigation | null) => void) | null = null;
  // The step of a back/forward the wrapper made itself: the undo of a held one (not passed on), or its replay
  // on `proceed` (passed on without asking again).
  let ownStep: { delta: number; isPassedOn: boolean } | null = null;
  // Where the router is: after a back or forward the history already reports the next location.
  let routerLocation = history.location;

  const isBlocked = (nextLocation: Location) =>
    blocker !== null && blocker({ currentLocation: history.location, nextLocation });

  const hold = (run: () => void) => {
    const settle = (next?: () => void) => {
      onBlocked?.(null);
      next?.();
    };
    onBlocked?.({ proceed: () => settle(run), reset: () => settle() });
  };

  // The location a push or replace would make, for the blocker; the router resolves `to` before it calls.
  const locationOf = (to: To, state: unknown): Location => ({
    ...history.encodeLocation(to),
    state: state ?? null,
    key: '',
  });

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (isBlocked(locationOf(to, state))) hold(() => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      if (isBlocked(locationOf(to, state))) hold(() => history.replace(to, state));
      else history.replace(to, state);
    },
    listen(listener) {
      routerLocation = history.location;
      const pass = (update: Update) => {
        routerLocation = update.location;
        listener(update);
      };
      return history.listen((update: Update) => {
        if (update.action === 'POP' && ownStep && update.delta === ownStep.delta) {
          const { isPassedOn } = ownStep;
          ownStep = null;
          if (isPassedOn) pass(update);
          return;
        }
        const isStep = update.action === 'POP' && update.delta !== null && update.delta !== 0;
        if (!isStep || !blocker?.({ currentLocation: routerLocation, nextLocation: update.location })) {
          pass(update);
          return;
        }
        // Back or forward has already moved the browser: step back to where the router is, and hold the step.
        const delta = update.delta as number;
        ownStep = { delta: -delta, isPassedOn: false };
        history.go(-delta);
        hold(() => {
          ownStep = { delta, isPassedOn: true };
          history.go(delta);
        });
      });
    },
    block(nextBlocker, nextOnBlocked) {
      blocker = nextBlocker;
      onBlocked = nextOnBlocked;
      return () => {
        if (blocker !== nextBlocker) return;
        blocker = null;
        onBlocked = null;
      };
    },
  };
}
