import { useCallback, useEffect, useRef, useState } from 'react';
import type { Location } from 'react-router';
import { useNavigationBlocker } from '../navigation';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

export type UnsavedChangesGuardOptions = {
  /** What is being edited, as the dialog's text names it. */
  subject?: string;
  /**
   * Search params that name the edited record: a change of one leaves the editor. Any other param
   * (?tab=, ?origin=) stays on it, so switching tabs is never blocked.
   */
  recordParams?: readonly string[];
};

type Leave = () => void | Promise<void>;

const RECORD_PARAMS = ['id'] as const;

function leavesRecord(current: Location, next: Location, recordParams: readonly string[]): boolean {
  if (current.pathname !== next.pathname) return true;
  const from = new URLSearchParams(current.search);
  const to = new URLSearchParams(next.search);
  return recordParams.some((name) => from.get(name) !== to.get(name));
}

/**
 * Keeps unsaved edits from being lost: while `isDirty`, an in-app navigation away from the record
 * (a link, a menu, browser back) waits on the "Unsaved Changes" dialog, and closing or reloading the
 * tab gets the browser's own prompt. Render `dialog` once in the editor.
 *
 * - `leave(navigate)` runs a navigation that needs no question (the one that follows a save).
 * - `confirmLeave(action)` asks first when dirty, then runs an action that ends in a navigation
 *   (Add Child: nothing is created when the user stays).
 */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  { subject = 'this record', recordParams = RECORD_PARAMS }: UnsavedChangesGuardOptions = {},
) {
  // Set while a navigation the user need not confirm runs; the blocker reads it when it is asked.
  const isLeavingRef = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<{ run: Leave } | null>(null);

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      isDirty && !isLeavingRef.current && leavesRecord(currentLocation, nextLocation, recordParams),
    [isDirty, recordParams],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  const leave = useCallback(async (run: Leave) => {
    isLeavingRef.current = true;
    try {
      await run();
    } finally {
      isLeavingRef.current = false;
    }
  }, []);

  const confirmLeave = useCallback(
    (run: Leave) => {
      if (isDirty) setPendingLeave({ run });
      else void leave(run);
    },
    [isDirty, leave],
  );

  const handleStay = () => {
    if (pendingLeave) setPendingLeave(null);
    else blocker.reset?.();
  };

  const handleLeave = () => {
    if (pendingLeave) {
      setPendingLeave(null);
      void leave(pendingLeave.run);
    } else {
      blocker.proceed?.();
    }
  };

  return {
    leave,
    confirmLeave,
    dialog: (
      <UnsavedChangesDialog
        isOpen={pendingLeave !== null || blocker.state === 'blocked'}
        subject={subject}
        onStay={handleStay}
        onLeave={handleLeave}
      />
    ),
  };
}
