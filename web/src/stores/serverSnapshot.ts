import type { StoreApi } from 'zustand';

/**
 * Makes the store answer React's "server snapshot" with its current state (issue 13).
 *
 * note: zustand gives `useSyncExternalStore` the store's *initial* state as the server
 * snapshot, which React reads both when rendering on the server and while hydrating. Here the
 * server fills the stores with a page's data before rendering it, and the browser fills them
 * with the same data (embedded in the page) before hydrating: the current state is the one both
 * sides render. Called from a store's creator; returns nothing to spread into the state.
 */
export function serverSnapshotIsCurrent<T>(api: StoreApi<T>): Record<string, never> {
  api.getInitialState = api.getState;
  return {};
}
