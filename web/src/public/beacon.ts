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
 * Counts this page's view, then each WhatsApp and Call tap on it. A page marked noindex (a 404
 * page, a staff preview) is not a visit to count.
 */
export function startCounting(doc: Document, signal: AbortSignal): void {
  if (doc.querySelector('meta[name="robots"][content~="noindex"]')) return;
  sendCount('view', doc.location.pathname);
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
