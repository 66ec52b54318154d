import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Router } from 'react-router';
import type { BlockedNavigation, BlockerFunction, BlockingHistory } from './blocking-history';

const HistoryContext = createContext<BlockingHistory | null>(null);

/**
 * The app's router over a blocking history (docs/decisions/210): react-router's declarative router, whose
 * navigations go through `history`, so an editor can hold them (`useNavigationBlocker`). Location changes render
 * in a transition, as react-router's own routers do: the current screen stays until the next one's chunk is in.
 */
export function HistoryRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <HistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </HistoryContext>
  );
}

export type NavigationBlocker =
  { state: 'unblocked'; proceed?: undefined; reset?: undefined } | ({ state: 'blocked' } & BlockedNavigation);

/**
 * Holds each navigation `shouldBlock` says yes to until `proceed` (go on) or `reset` (stay), as react-router's
 * `useBlocker` does in its data routers. One blocker at a time: the latest registered.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): NavigationBlocker {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useNavigationBlocker needs a HistoryRouter');
  const [held, setHeld] = useState<BlockedNavigation | null>(null);
  const shouldBlockRef = useRef(shouldBlock);
  useLayoutEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  useEffect(() => history.block((args) => shouldBlockRef.current(args), setHeld), [history]);
  return held ? { state: 'blocked', ...held } : { state: 'unblocked' };
}
