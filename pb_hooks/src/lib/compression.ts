/**
 * gzip for text responses (issue 6): PocketBase serves pb_public/ and the rendered pages
 * uncompressed by default, and a visitor on mobile data would pay ~470 KB for the app's
 * JavaScript instead of ~150 KB. Uploaded files are images (JPEG, PNG, WebP, GIF), already
 * compressed: they are left alone.
 */
import type * as Pages from './pages';

/** True when responses for `path` are worth compressing. */
export function shouldCompress(path: string): boolean {
  return path.indexOf('/api/files/') !== 0;
}

/**
 * Runs the rest of the request through PocketBase's gzip middleware, but for uploaded files and
 * for rendered pages whose gzip bytes are cached (pages.ts sends those itself).
 */
export function compressResponse(e: core.RequestEvent): void {
  if (!shouldCompress(e.request!.url!.path)) {
    e.next();
    return;
  }
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  if (pages.hasGzippedPage(e)) {
    e.set(pages.PAGE_GZIP_FLAG, true);
    e.next();
    return;
  }
  $apis.gzip().func(e);
}
