import { useState } from 'react';
import type { SendOptions } from 'pocketbase';
import toast from 'react-hot-toast';
import { conflictMessage } from '../../lib/apiErrors';
import { withLoadedVersion } from '../../lib/recordVersion';
import { useFormSubmit } from '../kit/useFormSubmit';

/** The error toast of the Home, About, Contact and Footer screens (seed section 8). */
export const SETTINGS_UPDATE_FAILED_MESSAGE = 'Failed to update settings.';

/** "Home page settings updated successfully!" or "... created successfully!" (seed section 8). */
export function settingsSavedMessage(label: string, created: boolean): string {
  return `${label} ${created ? 'created' : 'updated'} successfully!`;
}

/**
 * Saving a settings record: the first save creates it, later saves update it (seed section 4),
 * with the seed's toasts. `label` names the screen's settings ("Home page settings"). Each update
 * carries the `updated` of the copy last loaded or saved, so a change someone else made since is
 * refused (409, its message toasted) rather than overwritten.
 */
export function useSettingsSave<T extends { id: string; updated?: string }>(
  label: string,
  initial: T | null,
  save: (id: string | null, data: Record<string, unknown>, options?: SendOptions) => Promise<T>,
) {
  const [loaded, setLoaded] = useState<{ id: string; updated?: string } | null>(initial);
  const recordId = loaded?.id ?? null;
  const submit = useFormSubmit(SETTINGS_UPDATE_FAILED_MESSAGE);

  /**
   * Saves the payload `build` makes of the compressed `images` (in their order; none for most
   * screens), showing their progress, and toasts. Resolves with the saved record, or null when it
   * failed or its upload was cancelled (nothing saved, the form as it was).
   */
  async function saveSettings(
    images: File[],
    build: (compressed: File[]) => Record<string, unknown>,
    onError?: (err: unknown) => void,
  ): Promise<T | null> {
    let saved: T | null = null;
    const err = await submit.run(async () => {
      const sent = await submit.uploads.save(images, async (compressed, options) => {
        saved = await save(recordId, withLoadedVersion(build(compressed), loaded), options);
      });
      if (!sent || !saved) return false;
      setLoaded(saved);
      toast.success(settingsSavedMessage(label, !recordId));
    }, false);
    if (err) {
      toast.error(conflictMessage(err) ?? SETTINGS_UPDATE_FAILED_MESSAGE);
      onError?.(err);
    }
    return saved;
  }

  return { recordId, saving: submit.saving, uploads: submit.uploads, isBusy: submit.isBusy, saveSettings };
}
