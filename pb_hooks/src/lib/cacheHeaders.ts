/**
 * Cache headers (issue 6): Vite's hashed assets never change under their name, so browsers
 * keep them a year; HTML is revalidated every time (the page hooks answer 304 by ETag).
 * Uploaded files keep PocketBase's own caching.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control for a path, or '' to leave PocketBase's. */
export function cacheControlFor(path: string): string {
  if (path.indexOf('/assets/') === 0) return IMMUTABLE;
  if (path.indexOf('/api/') === 0 || path === '/_' || path.indexOf('/_/') === 0) return '';
  return /\.[a-z0-9]+$/i.test(path) ? 'public, max-age=3600' : 'no-cache';
}

/** Sets the Cache-Control of the request's path on its response (responses.pb.ts) with its header setter. */
export function setCacheHeaders(path: string, set: (name: string, value: string) => void): void {
  const value = cacheControlFor(path);
  if (value) set('Cache-Control', value);
}
