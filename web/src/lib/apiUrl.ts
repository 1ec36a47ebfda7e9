/**
 * Where the PocketBase API lives. The SPA is served by PocketBase itself, so the API is on the
 * same origin; `VITE_PB_URL` overrides it (for example a remote instance in development).
 */
export const API_BASE_URL: string = import.meta.env.VITE_PB_URL ?? '/';

/**
 * The absolute URL of an API path, built exactly as the SDK's `pb.buildURL` builds it, so file
 * URLs need no SDK on the public pages' first load.
 */
export function apiUrl(path: string): string {
  let url = API_BASE_URL;
  if (typeof window !== 'undefined' && window.location && !/^https?:\/\//.test(url)) {
    url = window.location.origin.replace(/\/$/, '');
    if (!API_BASE_URL.startsWith('/')) {
      url += window.location.pathname || '/';
      if (!url.endsWith('/')) url += '/';
    }
    url += API_BASE_URL;
  }
  if (path) {
    if (!url.endsWith('/')) url += '/';
    url += path.startsWith('/') ? path.slice(1) : path;
  }
  return url;
}
