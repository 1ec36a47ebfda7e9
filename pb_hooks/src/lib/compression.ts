/**
 * gzip for the responses PocketBase routes itself (API JSON, the SPA page of the admin
 * screens), on the pool's VMs only (decision 045). Pages and the app's files are compressed ahead
 * of time (lib/pages.ts, the build); uploaded files are images (JPEG, PNG, WebP, GIF) and backups
 * are zip files, already compressed: they are left alone, as are the realtime streams (each would
 * hold a compressor for as long as it is open).
 */

import type * as Routes from '../../../shared/routes';
import type * as Negotiation from './negotiation';

const routes = (): typeof Routes => require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;

/**
 * True when responses for `path` are worth compressing here: not uploaded files, not the
 * app's files (the build compressed those worth it; pages.ts sends them), not PocketBase's
 * dashboard (compressed by PocketBase).
 */
export function shouldCompress(path: string): boolean {
  if (path.indexOf('/api/files/') === 0 || path.indexOf('/api/backups/') === 0) return false;
  if (path === '/api/realtime') return false;
  // note: PocketBase's dashboard route binds its own gzip (apis/serve.go): compressed twice, its
  // page reached a browser as gzip bytes and the dashboard never loaded.
  if (path === '/_' || path.indexOf('/_/') === 0) return false;
  // The render request (lib/pages.ts) answers before it renders: its empty answer goes as it is.
  if (path.indexOf('/api/site/') === 0 && path === routes().RENDER_ROUTE) return false;
  if (path.indexOf('/api/') === 0 || path === '/sitemap.xml') return true;
  return path.slice(path.lastIndexOf('/') + 1).indexOf('.') < 0;
}

/** Where the one gzip middleware of the process is kept (the app store, shared by every VM). */
const GZIP_KEY = 'responses.gzip';

/**
 * Runs the rest of the request through PocketBase's gzip middleware, but for what
 * shouldCompress leaves alone, on a VM that has run it before: one of the pool's (decision 045).
 *
 * note: `$apis.gzip()` builds a middleware with its own pool of compressors; one built per
 * request (as this did before issue 13) allocated a fresh ~1 MB compressor for every response
 * and took the process past 1 GB under load. It is built once and kept in the app store.
 */
let gzipHandler: ReturnType<typeof $apis.gzip> | null = null;
/** Kept once loaded on this VM (a `require` resolves its path on every call). */
let negotiationLib: typeof Negotiation | null = null;
/**
 * Whether this VM has answered a request before: then it is one of the pool's (`--hooksPool`).
 * note: past the pool, PocketBase makes a new VM for each request, which answers it uncompressed.
 * gzip takes a compressor (~0.8 MB) when a request starts and keeps it until the response is
 * sent, through the query; so at most the pool's VMs hold one at once. The 300 API requests one
 * address may send in 10 s arrive together when its window opens: with a compressor each, the
 * 429 flood's live heap rose to 140-152 MB every ten seconds (83-93 without the API's gzip) and
 * its peak past 200 MB. A count in the app's store would bound them too, but every request would
 * write it, rate-limited ones included (PocketBase limits a collection's routes after this
 * middleware), and writes under the store's lock stall every request (decision 043).
 */
let pooled = false;

export function compressResponse(e: core.RequestEvent, path = e.request!.url!.path): void {
  const compress = pooled;
  pooled = true;
  if (!shouldCompress(path)) {
    e.next();
    return;
  }
  // note: PocketBase's gzip takes any Accept-Encoding that contains "gzip", `gzip;q=0` too: the
  // value is read here as RFC 9110 says (lib/negotiation.ts), and gzip left out unless it comes first.
  const negotiation =
    negotiationLib || (negotiationLib = require(`${__hooks}/lib/negotiation.js`) as typeof Negotiation);
  if (!compress || negotiation.encodingsToTry(e.request!.header.get('Accept-Encoding') || '', ['gzip'])[0] !== 'gzip') {
    e.response.header().add('Vary', 'Accept-Encoding');
    e.next();
    return;
  }
  // note: the process's one handler, read from the store once per VM.
  const handler =
    gzipHandler ||
    (gzipHandler = e.app.store().getOrSet(GZIP_KEY, () => $apis.gzip()) as ReturnType<typeof $apis.gzip>);
  handler.func(e);
}
