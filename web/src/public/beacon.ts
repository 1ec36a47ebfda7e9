/**
 * Cookie-free counting on the public pages (issue 29, decision 019): one small beacon per page
 * view, and one per tap on a WhatsApp or Call link, naming only the kind and the page's path —
 * no cookie, storage or id. The server skips bots and bounds what it writes (lib/insights.ts).
 */
import { BEACON_ROUTE, countedPath, type CountKind } from '@shared/insights';
import { apiUrl } from '../lib/apiUrl';

/** Sends one count for `path` (the page's own by default); never throws, never waits. */
export function sendCount(kind: CountKind, path: string = location.pathname): void {
  const p = countedPath(path);
  if (!p || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(
      apiUrl(BEACON_ROUTE),
      new Blob([JSON.stringify({ k: kind, p })], { type: 'application/json' }),
    );
  } catch {
    // counting never gets in a visitor's way
  }
}

/** The kind of tap a link's `href` is: WhatsApp, Call, or none. */
export function tapKind(href: string): CountKind | null {
  if (href.startsWith('https://wa.me/')) return 'whatsapp';
  if (href.startsWith('tel:')) return 'call';
  return null;
}

/**
 * Counts this page's view (once it has loaded), then each WhatsApp and Call tap on it. A page marked noindex (a 404
 * page, a staff preview) is not a visit to count.
 */
export function startCounting(doc: Document, signal: AbortSignal): void {
  if (doc.querySelector('meta[name="robots"][content~="noindex"]')) return;
  // note: the view is counted after the page has loaded and painted a frame (load can come
  // before the first paint on a fast connection), so the beacon never competes with the first
  // paint or the largest one's image (the bench's first-load part counts /api/ before the paint).
  // A visitor who leaves sooner is counted as the page goes (a beacon outlives the page).
  let counted = false;
  const view = () => {
    if (counted) return;
    counted = true;
    sendCount('view', doc.location.pathname);
  };
  const win = doc.defaultView;
  if (doc.readyState === 'complete' || !win) view();
  else {
    win.addEventListener('load', () => win.requestAnimationFrame(() => win.setTimeout(view, 0)), {
      once: true,
      signal,
    });
    win.addEventListener('pagehide', view, { once: true, signal });
  }
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const kind = link ? tapKind(link.getAttribute('href') ?? '') : null;
      if (kind) sendCount(kind, doc.location.pathname);
    },
    { capture: true, signal },
  );
}
