import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmDialog } from './dialog';

/** Asked before leaving a form with changes that were not saved. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page without saving them?';

/**
 * Guards a form with unsaved changes: leaving through the app asks first, closing or reloading
 * the tab gets the browser's own prompt. Call the returned `allowLeave` right before navigating
 * away after a successful save.
 */
export function useUnsavedChanges(dirty: boolean): { allowLeave: () => void } {
  const dirtyRef = useRef(dirty);
  const leaving = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog(UNSAVED_CHANGES_MESSAGE, { title: 'Unsaved changes', confirmLabel: 'Leave' }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    function warn(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowLeave() {
      leaving.current = true;
    },
  };
}
