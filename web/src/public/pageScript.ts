/**
 * What the page script (site.ts) does on a public page: the header's scroll state and phone menu,
 * the cookie-free count of the view and taps (beacon.ts), and starting the islands. No side
 * effect on import: a test that loads it starts nothing on the document it shares with others
 * (issue 25: the count's listener of an import outlived its test file).
 */
import { EARLY_CLICK, PAGE_STARTED } from '@shared/pageLoader';
import { startCounting } from './beacon';
import { startIslands } from './islands/startIslands';
import { whenNearView } from './nearView';

/** Pixels scrolled before the header turns into a floating bar (seed section 9). */
export const SCROLL_THRESHOLD = 10;

/** The id of the phone menu the header's toggle controls (Header.tsx renders both). */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The header's behaviour on the markup Header.tsx renders: `data-scrolled` on the bar (its looks
 * for both states are classes in the markup), and the toggle that shows and hides the phone menu.
 */
function initHeader(doc: Document, signal: AbortSignal): void {
  const win = doc.defaultView ?? window;
  const bar = doc.querySelector<HTMLElement>('[data-scrolled]');
  if (bar) {
    const update = () => {
      const scrolled = String(win.scrollY > SCROLL_THRESHOLD);
      if (bar.dataset.scrolled !== scrolled) bar.dataset.scrolled = scrolled;
    };
    update();
    win.addEventListener('scroll', update, { passive: true, signal });
  }

  const menu = doc.getElementById(MOBILE_MENU_ID);
  const toggle = doc.querySelector<HTMLButtonElement>(`button[aria-controls="${MOBILE_MENU_ID}"]`);
  if (!menu || !toggle) return;

  // note: the toggle's names in the page's language are in the markup (Header.tsx): the one
  // it has, and the other in data-close-label; opening swaps them, closing swaps them back.
  const setOpen = (open: boolean) => {
    if (menu.hidden === open) {
      const other = toggle.dataset.closeLabel!;
      toggle.dataset.closeLabel = toggle.getAttribute('aria-label')!;
      toggle.setAttribute('aria-label', other);
    }
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };

  toggle.addEventListener('click', () => setOpen(menu.hidden), { signal });
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || menu.hidden) return;
      const focusWasInside = menu.contains(doc.activeElement);
      setOpen(false);
      if (focusWasInside) toggle.focus();
    },
    { signal },
  );
  // note: choosing a link closes the menu, so a page kept by the back-forward cache or an
  // in-page link does not show it still open.
  (toggle.closest('header') ?? menu).addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
    },
    { signal },
  );
}

type LoaderWindow = Window & { [EARLY_CLICK]?: EventTarget | null; [PAGE_STARTED]?: boolean };

/**
 * Gives again a click the page loader kept from before this script ran (shared/pageLoader.ts):
 * on the menu toggle it is passed on now that the toggle listens; inside an island it is given
 * as a press first, so the island starts and holds the click until it is hydrated.
 */
function replayEarlyClick(win: LoaderWindow): void {
  const target = win[EARLY_CLICK] as Element | null | undefined;
  win[EARLY_CLICK] = null;
  win[PAGE_STARTED] = true;
  if (!target || typeof target.closest !== 'function' || !target.isConnected) return;
  if (!target.closest(`button[aria-controls="${MOBILE_MENU_ID}"], [data-island]`)) return;
  if (target.closest('[data-island]'))
    target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, view: win }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: win }));
}

/**
 * Starts the page's behaviour on `doc` (site.ts runs it once when the page loader adds it; tests
 * run it on markup of their own). Returns a function that removes its listeners.
 */
export function initSite(doc: Document = document): () => void {
  const controller = new AbortController();
  const win = (doc.defaultView ?? window) as LoaderWindow;
  initHeader(doc, controller.signal);
  // The map (ContactPage), and any other frame that waited for the largest paint, once the
  // visitor comes near it.
  whenNearView(
    doc.querySelectorAll<HTMLIFrameElement>('iframe[data-src]'),
    (frame) => (frame.src = frame.dataset.src!),
    win,
  );
  startCounting(doc, controller.signal);
  void startIslands(doc, undefined, win);
  replayEarlyClick(win);
  return () => controller.abort();
}
