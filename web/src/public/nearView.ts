/**
 * When the page script starts what is below the first screen: an island (startIslands.ts) or a
 * frame that waited (the contact map). Each starts when the visitor comes within a screen of it,
 * not all at once after the load: on a phone the islands and the map sit one to two screens down,
 * and starting them together after the load was a main thread busy for 60–150 ms of script and
 * frame work that nobody had asked for yet (docs/decisions/025-islands-near-the-view.md).
 */

/** How near the viewport counts as near: within one screen height above or below it. */
export const NEAR_VIEW_MARGIN = '100% 0px';

/** How long the fallback (no IntersectionObserver) waits for an idle moment after the load, in ms. */
const IDLE_TIMEOUT = 2000;

/** Runs `task` once the page has loaded (its images in, its largest paint done). */
function afterLoad(win: Window, task: () => void): void {
  if (win.document.readyState === 'complete') task();
  else win.addEventListener('load', task, { once: true });
}

/**
 * Calls `task(element)` once for each of `elements`, after the page's load, when it comes within
 * NEAR_VIEW_MARGIN of the viewport. A browser without IntersectionObserver runs them all when
 * it is idle after the load.
 */
export function whenNearView<E extends Element>(elements: Iterable<E>, task: (element: E) => void, win: Window): void {
  const list = [...elements];
  if (list.length === 0) return;
  afterLoad(win, () => {
    const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
    if (typeof Observer !== 'function') {
      const all = () => list.forEach(task);
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(all, { timeout: IDLE_TIMEOUT });
      else win.setTimeout(all, 1);
      return;
    }
    const observer = new Observer(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          task(entry.target as E);
        }
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    for (const element of list) observer.observe(element);
  });
}
