import { useState } from 'react';
import toast from 'react-hot-toast';
import { withLoadedVersion } from '../../lib/recordVersion';
import type { AdminSettings } from '../data/adminData';
import { useForm } from '../kit/useForm';
import type { FormErrors } from '../kit/validation';

/** The error toast of the Home, About, Contact and Footer screens (seed section 8). */
export const SETTINGS_UPDATE_FAILED_MESSAGE = 'Failed to update settings.';

/** "Home page settings updated successfully!" or "... created successfully!" (seed section 8). */
export function settingsSavedMessage(label: string, created: boolean): string {
  return `${label} ${created ? 'created' : 'updated'} successfully!`;
}

interface SettingsFormOptions<V extends Record<string, string>, T> {
  /** Names the screen's settings in the success toast ("Home page settings"). */
  label: string;
  /** The record as loaded; null when none exists yet (the first save creates it). */
  record: T | null;
  /** The screen's settings record (`adminData.settings`). */
  settings: AdminSettings<T>;
  initial: V | (() => V);
  validate: (values: V) => FormErrors;
  /** The record fields to send; `compressed` are the `images`, compressed, in their order. */
  payload: (values: V, compressed: File[]) => Record<string, unknown>;
  /** The chosen images to send (Home, About); while any is chosen the form has unsaved changes. */
  images?: File[];
  /** The form's values once `saved`. */
  valuesOf: (saved: T) => V;
  /** After a save, once the form holds the saved values (e.g. forget the chosen images). */
  onSaved?: (saved: T) => void;
}

/**
 * A settings screen's form (`useForm`) saving its record: the first save creates it, later saves
 * update it (seed section 4), with the seed's toasts. Each update carries the `updated` of the
 * copy last loaded or saved, so a change someone else made since is refused (409, its message
 * toasted) rather than overwritten. The screen stays, holding what was saved.
 */
export function useSettingsForm<V extends Record<string, string>, T extends { id: string; updated?: string }>(
  options: SettingsFormOptions<V, T>,
) {
  const [loaded, setLoaded] = useState<{ id: string; updated?: string } | null>(options.record);
  const images = options.images ?? [];
  const form = useForm<V>({
    initial: options.initial,
    validate: options.validate,
    failureMessage: SETTINGS_UPDATE_FAILED_MESSAGE,
    toastFailure: true,
    pending: images.length > 0,
    async save(values, uploads) {
      const recordId = loaded?.id ?? null;
      let saved: T | null = null;
      const sent = await uploads.save(images, async (compressed, sendOptions) => {
        saved = await options.settings.save(
          recordId,
          withLoadedVersion(options.payload(values, compressed), loaded),
          sendOptions,
        );
      });
      if (!sent || !saved) return false;
      const record: T = saved;
      setLoaded(record);
      form.reset(options.valuesOf(record));
      options.onSaved?.(record);
      toast.success(settingsSavedMessage(options.label, !recordId));
    },
  });
  return form;
}
