import { clearStoredGridState } from '../data-grid';

/**
 * Which saved view a grid shows (kept beside its state), and whether this tab has applied the user's
 * default view yet: once per browser tab, so a dispatcher's changes survive going to a work order and
 * back, while a new tab or a new sign-in opens on the default view (docs/decisions/096).
 */
const selectedKey = (stateKey: string) => `${stateKey}:view`;
const appliedKey = (stateKey: string) => `${stateKey}:defaultapplied`;

export function readSelectedViewId(stateKey: string): number | null {
  try {
    const raw = localStorage.getItem(selectedKey(stateKey));
    const id = raw ? Number(raw) : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeSelectedViewId(stateKey: string, viewId: number | null): void {
  try {
    if (viewId) localStorage.setItem(selectedKey(stateKey), String(viewId));
    else localStorage.removeItem(selectedKey(stateKey));
  } catch {
    // Storage disabled: the selection lasts for this visit.
  }
}

export function hasAppliedDefaultView(stateKey: string): boolean {
  try {
    return sessionStorage.getItem(appliedKey(stateKey)) === '1';
  } catch {
    return false;
  }
}

export function markDefaultViewApplied(stateKey: string): void {
  try {
    sessionStorage.setItem(appliedKey(stateKey), '1');
  } catch {
    // Without session storage the default view is applied on every visit.
  }
}

/** Reset Layout: forget the grid's local state and its view selection. */
export function clearGridLayout(stateKey: string): void {
  clearStoredGridState(stateKey);
  writeSelectedViewId(stateKey, null);
  try {
    sessionStorage.removeItem(appliedKey(stateKey));
  } catch {
    // Nothing to clear.
  }
}
