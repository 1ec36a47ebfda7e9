/**
 * Checks for the URLs the site renders as links or frames (docs/SECURITY.md). Pure
 * functions without PocketBase globals: the server hook and the web client use the same ones.
 *
 * note: PocketBase's JSVM has no WHATWG `URL`, so URLs are parsed with one strict pattern:
 * lower-case `https://`, a plain host name (no credentials, no IP tricks, no port but 443),
 * then an optional path, query and fragment without whitespace, backslashes or controls.
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
    hosts: ['www.google.com', 'maps.google.com'],
    path: /^\/maps\/embed(?:[/?#]|$)/,
    message:
      'Must be a Google Maps embed link (Share → Embed a map → the src of the iframe), like https://www.google.com/maps/embed?pb=....',
  },
};

/**
 * Returns why `raw` is not an acceptable URL of `kind`, or '' when it is.
 * An empty value is acceptable here; whether a field is required is the schema's business.
 */
export function urlProblem(raw: string, kind: UrlKind): string {
  if (raw === '') return '';
  const rule = RULES[kind];
  if (raw.length > URL_MAX_LENGTH) return `Must be at most ${URL_MAX_LENGTH} characters.`;
  if (UNSAFE_CHARS.test(raw)) return 'Must not contain spaces, line breaks or invisible characters.';
  const match = STRICT_HTTPS.exec(raw);
  if (!match) return rule.message;
  const host = match[1];
  const rest = match[2] || '/';
  if (rule.hosts.indexOf(host) < 0) return rule.message;
  const path = rest.charAt(0) === '/' ? rest : '/' + rest;
  if (rule.path && !rule.path.test(path)) return rule.message;
  return '';
}

/** True when `raw` is a non-empty URL of `kind` that the site may render. */
export function isSafeUrl(raw: string | null | undefined, kind: UrlKind): boolean {
  return typeof raw === 'string' && raw !== '' && urlProblem(raw, kind) === '';
}
