/** A static page with islands, as the browser receives it, for the islands' unit tests. */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName } from '../Island';
import { ISLAND_LOADERS, type IslandLoaders, type IslandModule } from '../startIslands';

/** Puts the server's markup of `element` in the document's body, as the page's HTML. */
export function serverPage(element: ReactElement): HTMLElement {
  document.body.innerHTML = renderToString(element);
  return document.body;
}

/** The page is still loading (its images): until `load`, only the visitor starts an island. */
export function pageStillLoading(): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
}

/** The islands these helpers mounted, until `resetPage` unmounts them. */
const mountedRoots = new Set<{ unmount(): void }>();

/** An island module whose roots `resetPage` unmounts. */
function tracked(module: IslandModule<unknown>): IslandModule<unknown> {
  return {
    mount(element, props) {
      const root = module.mount(element, props) as { unmount(): void };
      mountedRoots.add(root);
      return root;
    },
  };
}

/**
 * The real island loaders, their roots unmounted by `resetPage`: an island left mounted kept its
 * effects (an open lightbox's `overflow: hidden` on the body) for the next file in a shared
 * document (issue 25).
 */
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(ISLAND_LOADERS).map(([name, load]) => [
    name,
    async () => tracked((await load()) as IslandModule<unknown>),
  ]),
) as unknown as IslandLoaders;

/**
 * Unmounts the islands, undoes `pageStillLoading` (jsdom's own readyState is its prototype's:
 * 'complete') and empties the page.
 */
export function resetPage(): void {
  act(() => {
    for (const root of mountedRoots) root.unmount();
  });
  mountedRoots.clear();
  Reflect.deleteProperty(document, 'readyState');
  document.body.innerHTML = '';
}

/**
 * The real island loaders, and a promise for when island `name` has been mounted. Its code
 * arrives once `arrival` has resolved (a slow network), at once without it.
 */
export function watchedLoaders(
  name: IslandName,
  arrival: Promise<unknown> = Promise.resolve(),
): { loaders: IslandLoaders; mounted: Promise<void> } {
  let done: () => void = () => {};
  const mounted = new Promise<void>((resolve) => (done = resolve));
  const load = PAGE_LOADERS[name] as () => Promise<IslandModule<unknown>>;
  const watched = async (): Promise<IslandModule<unknown>> => {
    const [module] = await Promise.all([load(), arrival]);
    return {
      mount(element, props) {
        const root = module.mount(element, props);
        done();
        return root;
      },
    };
  };
  return { loaders: { ...PAGE_LOADERS, [name]: watched }, mounted };
}
