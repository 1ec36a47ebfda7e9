import { useRef, useState } from 'react';
import { conflictMessage } from '../../lib/apiErrors';
import { useUploads } from './useUploads';

/**
 * The saving state of a form: `saving` disables its submit button, a second submit while one
 * runs is ignored (double clicks cannot create twice), and a failure shows `failureMessage` (or,
 * when someone else changed the record since it was loaded, the server's reload message).
 * `uploads` is the one path for a save that carries images (`useUploads`: per-file progress and
 * a Cancel); pass it to `FormActions`, which shows the progress.
 */
export function useFormSubmit(failureMessage: string) {
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const uploads = useUploads();

  function release() {
    busy.current = false;
    setSaving(false);
  }

  /**
   * Runs the save; resolves with the error when it failed (the form may show field errors),
   * else null. On success the form stays busy (it is about to leave or re-render) unless
   * `keepBusy` is false; a save that resolves false (its uploads were cancelled, nothing saved)
   * always ends the busy state, the form as it was.
   */
  async function run(save: () => Promise<boolean | void>, keepBusy = true): Promise<unknown> {
    if (busy.current) return null;
    busy.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const done = await save();
      if (!keepBusy || done === false) release();
      return null;
    } catch (err) {
      release();
      setFailure(conflictMessage(err) ?? failureMessage);
      return err;
    }
  }

  return { saving, failure, run, uploads, isBusy: () => busy.current };
}
