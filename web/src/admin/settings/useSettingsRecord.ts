import { useEffect, useState } from 'react';
import type { SingletonCollection } from '../../lib/types';
import { loadSingleton } from '../../stores/siteAdmin';

export type SettingsStatus = 'loading' | 'ready' | 'failed';

/**
 * The settings record of a screen, read fresh; `record` is null when none exists yet (the form
 * then pre-fills defaults silently, and its first save creates the record).
 */
export function useSettingsRecord<T>(collection: SingletonCollection) {
  const [state, setState] = useState<{ status: SettingsStatus; record: T | null }>({ status: 'loading', record: null });

  useEffect(() => {
    let current = true;
    loadSingleton<T>(collection)
      .then((record) => {
        if (current) setState({ status: 'ready', record });
      })
      .catch((err: unknown) => {
        console.error(`Failed to load ${collection}:`, err);
        if (current) setState({ status: 'failed', record: null });
      });
    return () => {
      current = false;
    };
  }, [collection]);

  return state;
}
