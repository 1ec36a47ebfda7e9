/**
 * Starts the islands of a static page (issue 24): each element `[data-island="name"]` is hydrated
 * by its module's `mount(element, props)`, the props read from its `data-props` JSON. Plain
 * TypeScript, part of the page script (site.ts): React comes only with an island's own chunk.
 */
import { whenNearView } from '../nearView';
import type { IslandName, IslandProps } from './Island';

/** What an island's module exports (islands/gallery.tsx, islands/quote.tsx). */
export interface IslandModule<P> {
  mount(element: HTMLElement, props: P): unknown;
}

export type IslandLoaders = { [N in IslandName]: () => Promise<IslandModule<IslandProps[N]>> };

/** note: one dynamic import per island, so that each is a chunk of its own (React in them only). */
export const ISLAND_LOADERS: IslandLoaders = {
  gallery: () => import('./gallery'),
  quote: () => import('./quote'),
};

/** A visitor reaching into an island before it is started starts it at once. */
const EARLY_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

function isIslandName(name: string | undefined, loaders: IslandLoaders): name is IslandName {
  return !!name && Object.prototype.hasOwnProperty.call(loaders, name);
}

/**
 * Starts every island under `root` when the visitor comes within a screen of it after the page's
 * load (nearView.ts), or at once when they first press, focus or type inside one. A click made
 * while an island's code is still on its way is held, then given again to the hydrated island,
 * so no tap is lost; text typed meanwhile stays in the fields (the island adopts it, see
 * QuoteForm).
 * Resolves once every island has been started and mounted (or has failed to load): never, for
 * an island the visitor does not come near.
 */
export function startIslands(
  root: ParentNode = document,
  loaders: IslandLoaders = ISLAND_LOADERS,
  win: Window = window,
): Promise<void> {
  const started: Promise<void>[] = [];
  const waiting = new Map<HTMLElement, () => void>();
  let allStarted: () => void = () => {};
  const done = new Promise<void>((resolve) => (allStarted = resolve));

  function start(element: HTMLElement): void {
    const stopWaiting = waiting.get(element);
    if (!stopWaiting) return;
    waiting.delete(element);
    stopWaiting();

    const held: { click: EventTarget | null } = { click: null };
    function holdClick(event: MouseEvent) {
      event.preventDefault();
      event.stopPropagation();
      held.click = event.target;
    }
    element.addEventListener('click', holdClick, { capture: true });

    const name = element.dataset.island;
    const load = isIslandName(name, loaders) ? loaders[name] : null;
    started.push(
      (async () => {
        try {
          if (!load) throw new Error(`no island "${name}"`);
          const props: unknown = JSON.parse(element.dataset.props || '{}');
          const module = (await load()) as IslandModule<unknown>;
          element.removeEventListener('click', holdClick, { capture: true });
          module.mount(element, props);
        } catch (err) {
          element.removeEventListener('click', holdClick, { capture: true });
          console.error(`The island "${name}" could not start`, err);
          return;
        }
        // note: React hydrates a root at once when a click reaches it before it is hydrated.
        held.click?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: win }));
      })(),
    );
    if (waiting.size === 0) void Promise.all(started).then(allStarted);
  }

  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const startNow = () => start(element);
    for (const type of EARLY_EVENTS) element.addEventListener(type, startNow, { capture: true });
    waiting.set(element, () => {
      for (const type of EARLY_EVENTS) element.removeEventListener(type, startNow, { capture: true });
    });
  }
  if (waiting.size === 0) return Promise.resolve();

  whenNearView(waiting.keys(), start, win);
  return done;
}
