import { useCallback, useEffect, useRef } from 'react';
import { useNavigationGuard } from '../../lib/navigationGuard';
import { confirmDialog } from './dialog';

/** Asked before leaving a form with changes that were not saved. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page without saving them?';

/**
 * Guards a form with unsaved changes: leaving through the app (a link, the back button) asks
 * first, closing or reloading the tab gets the browser's own prompt. Call the returned
 * `allowLeave` right before navigating away after a successful save.
 */
export function useUnsavedChanges(dirty: boolean): { allowLeave: () => void } {
  const dirtyRef = useRef(dirty);
  const leaving = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useNavigationGuard(
    useCallback((to, from) => {
      if (!dirtyRef.current || leaving.current || to === from.pathname) return true;
      return confirmDialog(UNSAVED_CHANGES_MESSAGE, { title: 'Unsaved changes', confirmLabel: 'Leave' });
    }, []),
  );

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
