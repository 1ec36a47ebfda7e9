/**
 * Where the PocketBase API lives. The SPA is served by PocketBase itself, so the API is on the
 * same origin; `VITE_PB_URL` overrides it (for example a remote instance in development).
 */
export const API_BASE_URL: string = import.meta.env.VITE_PB_URL ?? '/';

/**
 * The URL of an API path: root-relative on the site's own origin (the same text whether the
 * server or the browser renders it, so hydration matches), absolute under `VITE_PB_URL`.
 */
export function apiUrl(path: string): string {
  const base = API_BASE_URL.endsWith('/') ? API_BASE_URL : `${API_BASE_URL}/`;
  return base + (path.startsWith('/') ? path.slice(1) : path);
}
