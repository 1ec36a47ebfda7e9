import { useEffect, useState } from 'react';
import type { AdminSettings } from '../data/adminData';

export type SettingsStatus = 'loading' | 'ready' | 'failed';

/**
 * The settings record of a screen, read fresh; `record` is null when none exists yet (the form
 * then pre-fills defaults silently, and its first save creates the record).
 */
export function useSettingsRecord<T>(settings: AdminSettings<T>) {
  const [state, setState] = useState<{ status: SettingsStatus; record: T | null }>({ status: 'loading', record: null });

  useEffect(() => {
    let current = true;
    settings
      .load()
      .then((record) => {
        if (current) setState({ status: 'ready', record });
      })
      .catch(() => {
        if (current) setState({ status: 'failed', record: null });
      });
    return () => {
      current = false;
    };
  }, [settings]);

  return state;
}
