import { useEffect } from 'react';
import { useUserViews } from './api/get-user-views';
import { hasAppliedDefaultView, markDefaultViewApplied, writeSelectedViewId } from './view-storage';

/**
 * Applies the user's default saved view of `pageTypes` to the grid under `stateKey`, once per browser tab
 * (docs/decisions/096): the saved-views menu does it, and so does a list that shows no menu (the customer
 * portal's My Work Orders, spec C 2.9 "the default saved view of type w loads automatically").
 */
export function useDefaultView({
  stateKey,
  pageTypes,
  applyState,
}: {
  stateKey: string;
  pageTypes: string;
  applyState: (state: unknown) => void;
}) {
  const views = useUserViews(pageTypes);
  useEffect(() => {
    if (!views.data || hasAppliedDefaultView(stateKey)) return;
    markDefaultViewApplied(stateKey);
    const preferred = views.data.find((view) => view.isdefault);
    if (!preferred) return;
    // Applying the state re-renders the grid (and a menu showing the selection) with it.
    writeSelectedViewId(stateKey, preferred.viewid);
    applyState(preferred.view);
  }, [views.data, stateKey, applyState]);
  return views;
}
