import { useRef, useState } from 'react';

interface DeleteRowOptions {
  /** Asked with `window.confirm` before anything is sent (seed section 8). */
  confirmText: string;
  /** Shown with `window.alert` when the delete fails; a function may use the server's message. */
  failureText: string | ((err: unknown) => string);
  remove: (id: string) => Promise<void>;
  /** How the failure is shown: `window.alert` (seed section 8) unless given. */
  notify?: (message: string) => void;
  /** Called after a successful delete. */
  onDeleted?: (id: string) => void;
}

/**
 * Deleting a row of a list: confirm, track the id being deleted (its row shows
 * "Deleting..." and is disabled until the call ends), alert on failure.
 */
export function useDeleteRow({ confirmText, failureText, remove, notify, onDeleted }: DeleteRowOptions) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // note: a ref as well as state, so a second click in the same tick cannot start a second delete.
  const busy = useRef(false);

  async function handleDelete(id: string): Promise<void> {
    if (busy.current) return;
    if (!window.confirm(confirmText)) return;
    busy.current = true;
    setDeletingId(id);
    try {
      await remove(id);
      onDeleted?.(id);
    } catch (err) {
      const message = typeof failureText === 'function' ? failureText(err) : failureText;
      if (notify) notify(message);
      else window.alert(message);
    } finally {
      busy.current = false;
      setDeletingId(null);
    }
  }

  return { deletingId, handleDelete };
}
