/**
 * Security headers on every response (docs/SECURITY.md). The Content-Security-Policy is the
 * second line of defence if a script ever gets into content: with admin tokens in
 * localStorage, one injected script could take the site over.
 */

/**
 * The CSP source of the public pages' one inline script, the page loader: shared/pageLoader.ts
 * PAGE_LOADER_HASH (a copy: hooks code reads no shared module at load; securityHeaders.test.ts
 * holds the two equal).
 */
export const PAGE_LOADER_HASH = "'sha256-HJTMsXjxwWbuswes4l+ccUNZffnOFlAF+04VfJlzQb4='";

/**
 * The SPA's policy: scripts only from this origin (and the page loader, by its hash), frames only from Google Maps, images
 * from this origin plus data:/blob: (upload previews), no framing of the site.
 * note: style-src allows 'unsafe-inline' because react-hot-toast injects its styles at run
 * time (goober); scripts stay strict.
 */
export const SITE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${PAGE_LOADER_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.google.com https://maps.google.com',
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for every response, the dashboard's included. */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * What PocketBase itself sets on every response, before any hook runs (its `securityHeaders`
 * middleware, bound to every route; also `X-XSS-Protection` and `X-Frame-Options: SAMEORIGIN`).
 * These are not set again: each header set from JS is a call into Go, a few µs on the hot path
 * (decision 027). `tests/integration/security-headers.test.ts` fails if an upgrade drops one.
 */
export const POCKETBASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The headers for a request path. PocketBase's own dashboard (/_/) is a separate app that
 * needs inline code, so it gets the common headers but not the SPA's CSP.
 */
export function securityHeadersFor(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of Object.keys(COMMON_HEADERS)) headers[name] = COMMON_HEADERS[name];
  if (!isDashboard(path)) headers['Content-Security-Policy'] = SITE_CSP;
  return headers;
}

/** PocketBase's own dashboard (/_/). */
function isDashboard(path: string): boolean {
  return path === '/_' || path.indexOf('/_/') === 0;
}

/** The headers of `path` that the hooks set: those PocketBase does not already send as they are. */
export function headersToSet(path: string): Record<string, string> {
  const headers = securityHeadersFor(path);
  for (const name of Object.keys(POCKETBASE_HEADERS)) {
    if (headers[name] === POCKETBASE_HEADERS[name]) delete headers[name];
  }
  return headers;
}

/** The headers to set for a path, as two flat lists (an index loop over them is the cheapest in goja). */
export interface HeaderList {
  names: string[];
  values: string[];
}

function headerList(path: string): HeaderList {
  const headers = headersToSet(path);
  const names = Object.keys(headers);
  return { names, values: names.map((name) => headers[name]) };
}

/** Per VM: the lists of the site (every path but the dashboard's) and of the dashboard (/_/). */
export const SITE_HEADER_LIST = headerList('/');
const DASHBOARD_HEADER_LIST = headerList('/_/');

/** The list for a request path. */
export function headerListFor(path: string): HeaderList {
  return isDashboard(path) ? DASHBOARD_HEADER_LIST : SITE_HEADER_LIST;
}

/**
 * Sets the headers of the request's path on its response (responses.pb.ts, lib/pageFiles.ts):
 * `set` is the response's header setter, read once by the caller.
 *
 * note: every call into Go costs ~3-6 µs under load; the lists are built once per VM, not per
 * request (decision 028: this, the cache header and the self-check took ~156 µs of a 429's API
 * path before).
 */
export function setSecurityHeaders(path: string, set: (name: string, value: string) => void): void {
  const { names, values } = headerListFor(path);
  for (let i = 0; i < names.length; i++) set(names[i], values[i]);
}
