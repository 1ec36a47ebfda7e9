/**
 * Checks for the URLs the site renders as links or frames (docs/SECURITY.md). Pure
 * functions without PocketBase globals: the server hook and the web client use the same ones.
 *
 * note: PocketBase's JSVM has no WHATWG `URL`, so URLs are parsed here, by this one parser, on
 * the server and in the browser alike (the admin forms, the footer links, the map frame):
 * lower-case `https://`, a plain host name (no credentials, no IP tricks, no port but 443),
 * then an optional path, query and fragment without whitespace, backslashes or controls. The
 * path is normalised as a browser would (dot segments, percent-encoded or not, resolved) before
 * the allow-list sees it, and a URL whose path changes under normalisation is refused: what is
 * checked, stored and rendered is one string (issue 14: `/maps/embed/../../url?q=` passed).
 */

/** What a URL field accepts: social links on their own domains, the map as an embed. */
export type UrlKind = 'facebook' | 'instagram' | 'googleMapsEmbed';

export const URL_MAX_LENGTH = 2048;

const STRICT_HTTPS =
  /^https:\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)(?::443)?([/?#][^\s\\]*)?$/;
// Any C0/C1 control, space, or Unicode space/format character (zero-width, bidi, BOM).
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

const RULES: Record<UrlKind, { hosts: string[]; path?: RegExp; message: string }> = {
  facebook: {
    hosts: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com'],
    message: 'Must be an https link to a Facebook page, like https://www.facebook.com/yourpage.',
  },
  instagram: {
    hosts: ['instagram.com', 'www.instagram.com'],
    message: 'Must be an https link to an Instagram profile, like https://www.instagram.com/yourprofile.',
  },
  googleMapsEmbed: {
    hosts: ['www.google.com', 'google.com', 'maps.google.com'],
    path: /^\/maps\/embed(?:[/?#]|$)/,
    message:
      'Must be a Google Maps embed link (Share → Embed a map → the src of the iframe), like https://www.google.com/maps/embed?pb=....',
  },
};

/** A URL as the site's one parser splits it. */
export interface ParsedUrl {
  host: string;
  /** The path as written (at least "/"). */
  path: string;
  /** The path with its dot segments resolved, as a browser would request it. */
  normalisedPath: string;
  /** Query and fragment as written ("?a=b#c"), or ''. */
  rest: string;
}

/** A dot segment as a browser reads it: ".", "..", and their percent-encoded spellings. */
function dotSegment(segment: string): 0 | 1 | 2 {
  const decoded = segment.toLowerCase().split('%2e').join('.');
  if (decoded === '.') return 1;
  if (decoded === '..') return 2;
  return 0;
}

/** `path` with its dot segments removed (RFC 3986 section 5.2.4, as the WHATWG URL parser does). */
export function normalisePath(path: string): string {
  const segments = path.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const dots = dotSegment(segment);
    if (dots === 2) out.pop();
    if (dots && last) out.push('');
    if (!dots) out.push(segment);
  });
  return '/' + out.join('/');
}

/** `raw` split by the strict pattern, or null when it is not a plain https URL. */
export function parseHttpsUrl(raw: string): ParsedUrl | null {
  if (raw.length > URL_MAX_LENGTH || UNSAFE_CHARS.test(raw)) return null;
  const match = STRICT_HTTPS.exec(raw);
  if (!match) return null;
  const tail = match[2] || '/';
  const cut = tail.search(/[?#]/);
  const rawPath = cut < 0 ? tail : tail.slice(0, cut);
  const path = rawPath.charAt(0) === '/' ? rawPath : '/' + rawPath;
  return { host: match[1], path, normalisedPath: normalisePath(path), rest: cut < 0 ? '' : tail.slice(cut) };
}

/**
 * Returns why `raw` is not an acceptable URL of `kind`, or '' when it is.
 * An empty value is acceptable here; whether a field is required is the schema's business.
 */
export function urlProblem(raw: string, kind: UrlKind): string {
  if (raw === '') return '';
  const rule = RULES[kind];
  if (raw.length > URL_MAX_LENGTH) return `Must be at most ${URL_MAX_LENGTH} characters.`;
  if (UNSAFE_CHARS.test(raw)) return 'Must not contain spaces, line breaks or invisible characters.';
  const url = parseHttpsUrl(raw);
  if (!url || rule.hosts.indexOf(url.host) < 0) return rule.message;
  if (url.normalisedPath !== url.path) return 'Must not contain "." or ".." path segments.';
  if (rule.path && !rule.path.test(url.normalisedPath + url.rest)) return rule.message;
  return '';
}

/** The origin the Content-Security-Policy lets the site frame (`frame-src`). */
export const MAPS_EMBED_ORIGIN = 'https://www.google.com';

/**
 * The Google Maps embed URL to frame, or null when `raw` is anything else: an acceptable embed
 * URL, on the www host the CSP allows (a bare `google.com` or `maps.google.com` is rewritten).
 */
export function mapsEmbedUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (!isSafeUrl(value, 'googleMapsEmbed')) return null;
  const url = parseHttpsUrl(value)!;
  return `${MAPS_EMBED_ORIGIN}${url.path}${url.rest}`;
}

/** True when `raw` is a non-empty URL of `kind` that the site may render. */
export function isSafeUrl(raw: string | null | undefined, kind: UrlKind): boolean {
  return typeof raw === 'string' && raw !== '' && urlProblem(raw, kind) === '';
}
