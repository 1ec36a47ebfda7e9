import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { confirmDialog, errorDialog } from './dialog';

interface DeleteRowOptions {
  /** Asked in the confirmation dialog before anything is sent (seed section 8). */
  confirmText: string;
  /** Shown in an error dialog when the delete fails; a function may use the server's message. */
  failureText: string | ((err: unknown) => string);
  remove: (id: string) => Promise<void>;
  /** How the failure is shown: the error dialog (the seed's alert) unless given. */
  notify?: (message: string) => void;
  /** The success toast ("Project deleted."); `onDeleted` may toast instead. */
  deletedText?: string;
  /** Called after a successful delete. */
  onDeleted?: (id: string) => void;
}

/** The confirmation's title naming what goes ("Delete “Lakeview Heights Apartments”?"). */
export function deleteTitle(name: string): string {
  return `Delete “${name}”?`;
}

/**
 * Deleting a row of a list: confirm (the dialog's title names the item, the specification's
 * question under it), track the id being deleted (its row shows
 * "Deleting..." and is disabled until the call ends), a toast on success, an error dialog on
 * failure.
 */
export function useDeleteRow({ confirmText, failureText, remove, notify, deletedText, onDeleted }: DeleteRowOptions) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // note: a ref as well as state, so a second click in the same tick cannot start a second delete.
  const busy = useRef(false);

  /** Deletes the row `id` once confirmed; `name` (the row's title, name or year) titles the dialog. */
  async function handleDelete(id: string, name?: string): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    if (!(await confirmDialog(confirmText, name ? { title: deleteTitle(name) } : {}))) {
      busy.current = false;
      return;
    }
    setDeletingId(id);
    try {
      await remove(id);
      if (deletedText) toast.success(deletedText);
      onDeleted?.(id);
    } catch (err) {
      const message = typeof failureText === 'function' ? failureText(err) : failureText;
      if (notify) notify(message);
      else void errorDialog(message);
    } finally {
      busy.current = false;
      setDeletingId(null);
    }
  }

  return { deletingId, handleDelete };
}
