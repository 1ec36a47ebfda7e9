import { useSiteStore } from '../../stores/site';

/** Whether the site content is still loading, failed to load as a whole, or is ready. */
export type LoadState = 'loading' | 'error' | 'ready';

export function useLoadState(): LoadState {
  return useSiteStore((s) => (s.loading ? 'loading' : s.error ? 'error' : 'ready'));
}
