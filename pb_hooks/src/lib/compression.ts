/**
 * gzip for text responses (issue 6): PocketBase serves pb_public/ and the rendered pages
 * uncompressed by default, and a visitor on mobile data would pay ~470 KB for the app's
 * JavaScript instead of ~150 KB. Uploaded files are images (JPEG, PNG, WebP, GIF), already
 * compressed: they are left alone.
 */

/** True when responses for `path` are worth compressing. */
export function shouldCompress(path: string): boolean {
  return path.indexOf('/api/files/') !== 0;
}

/** Runs the rest of the request through PocketBase's gzip middleware, but for uploaded files. */
export function compressResponse(e: core.RequestEvent): void {
  if (!shouldCompress(e.request!.url!.path)) {
    e.next();
    return;
  }
  $apis.gzip().func(e);
}
