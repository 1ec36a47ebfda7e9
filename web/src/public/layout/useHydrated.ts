import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server and while it hydrates that render, true after (and
 * on every render in a page the browser rendered itself). What depends on the browser alone
 * (the query string, which the server's cached pages ignore) waits for it, so the browser's
 * first render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
