import { useRef, useState } from 'react';
import { conflictMessage } from '../../lib/apiErrors';
import { compressImage } from '../../lib/compressImage';

/**
 * The saving state of a form: `saving` disables its submit button, a second submit while one
 * runs is ignored (double clicks cannot create twice), and a failure shows `failureMessage` (or,
 * when someone else changed the record since it was loaded, the server's reload message).
 */
export function useFormSubmit(failureMessage: string) {
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * Runs the save; resolves with the error when it failed (the form may show field errors),
   * else null. On success the form stays busy: it is about to leave or re-render.
   */
  async function run(save: (report: (step: string) => void) => Promise<void>, keepBusy = true): Promise<unknown> {
    if (busy.current) return null;
    busy.current = true;
    setSaving(true);
    setFailure(null);
    try {
      await save(setProgress);
      if (!keepBusy) {
        busy.current = false;
        setSaving(false);
        setProgress('');
      }
      return null;
    } catch (err) {
      busy.current = false;
      setSaving(false);
      setProgress('');
      setFailure(conflictMessage(err) ?? failureMessage);
      return err;
    }
  }

  return { saving, progress, failure, run, isBusy: () => busy.current };
}

/** Compresses the chosen images (lazily loaded library, web worker), reporting the step. */
export async function compressAll(files: File[], report: (step: string) => void): Promise<File[]> {
  if (!files.length) return [];
  report(files.length === 1 ? 'Compressing image...' : `Compressing ${files.length} images...`);
  const compressed = await Promise.all(files.map((file) => compressImage(file)));
  report(compressed.length === 1 ? 'Uploading image...' : `Uploading ${compressed.length} images...`);
  return compressed;
}
