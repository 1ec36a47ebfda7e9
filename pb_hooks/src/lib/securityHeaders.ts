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
  if (path !== '/_' && path.indexOf('/_/') !== 0) headers['Content-Security-Policy'] = SITE_CSP;
  return headers;
}

/** The headers of `path` that the hooks set: those PocketBase does not already send as they are. */
export function headersToSet(path: string): Record<string, string> {
  const headers = securityHeadersFor(path);
  for (const name of Object.keys(POCKETBASE_HEADERS)) {
    if (headers[name] === POCKETBASE_HEADERS[name]) delete headers[name];
  }
  return headers;
}

/** Sets the headers of the request's path on its response (responses.pb.ts). */
export function setSecurityHeaders(e: core.RequestEvent): void {
  const headers = headersToSet(e.request!.url!.path);
  const target = e.response.header();
  for (const name of Object.keys(headers)) target.set(name, headers[name]);
}
