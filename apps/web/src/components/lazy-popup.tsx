import { lazy, Suspense, useState, type ComponentType } from 'react';

export type LazyPopup<P extends object> = ComponentType<P> & {
  /** Starts loading the popup's code, e.g. when the menu that opens it opens. */
  preload: () => void;
};

/**
 * A popup whose code (a form, a grid, zod) loads when it first opens instead of with the screen that offers it
 * (docs/decisions/197). It draws nothing until `isOpen(props)` is first true, then stays mounted, so it closes
 * with its transition and opens again at once. `load` gives the popup component.
 */
export function lazyPopup<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyPopup<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= load());
  const Popup = lazy(() => loadOnce().then((component) => ({ default: component })));
  function LazyPopupComponent(props: P) {
    const [hasOpened, setHasOpened] = useState(false);
    if (!hasOpened && isOpen(props)) setHasOpened(true);
    if (!hasOpened && !isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPopupComponent, {
    preload: () => void loadOnce().catch(() => undefined),
  });
}
