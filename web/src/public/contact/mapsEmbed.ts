/** The only origin the Content-Security-Policy lets the site frame. */
const MAPS_ORIGIN = 'https://www.google.com';

/**
 * The Google Maps embed URL to frame, or null when `raw` is anything else (a share link, another
 * site, `javascript:`): only `https://www.google.com/maps/embed...` is framed. A bare
 * `google.com` host is accepted and rewritten to `www.google.com`, the host the CSP allows.
 */
export function mapsEmbedUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (url.hostname !== 'www.google.com' && url.hostname !== 'google.com') return null;
  if (url.pathname !== '/maps/embed' && !url.pathname.startsWith('/maps/embed/')) return null;
  return `${MAPS_ORIGIN}${url.pathname}${url.search}${url.hash}`;
}
