/**
 * The hot path of the public site (docs/ARCHITECTURE.md, "Public pages"): every GET and HEAD
 * that is not the API or the dashboard. It sets the security and cache headers and hands the
 * request to PocketBase's own file serving (`e.fileFS`, what `$apis.static` calls): a page's
 * rendered file, in the encoding the browser takes, or a file of the build. No page logic runs
 * here; what no file answers goes to pages.ts (redirects, not-found pages, the SPA's index.html
 * for the app's own screens).
 *
 * note: kept small on purpose, and apart from pages.ts and the renderer: a pooled VM loads only
 * this module to answer a page. Every call from JS into Go costs here (goja wraps each object and
 * method by reflection: ~5-10 µs of CPU a call under load, a header set included), so the path
 * of a page makes as few as it can: values read once and passed on, the site folder and the
 * headers' list computed once per VM (decision 013 has the numbers).
 */
import type * as Negotiation from './negotiation';
import type * as SecurityHeaders from './securityHeaders';
import type * as CacheHeaders from './cacheHeaders';
import type * as Pages from './pages';

const negotiation = require(`${__hooks}/lib/negotiation.js`) as typeof Negotiation;
const security = require(`${__hooks}/lib/securityHeaders.js`) as typeof SecurityHeaders;
const cache = require(`${__hooks}/lib/cacheHeaders.js`) as typeof CacheHeaders;

export const HTML = 'text/html; charset=utf-8';

/** The security headers of every page and build file (the same for every such path). */
const SITE_HEADERS: Array<[string, string]> = (() => {
  const headers = security.securityHeadersFor('/');
  return Object.keys(headers).map((name): [string, string] => [name, headers[name]]);
})();

/** A page path: `/`, or lower-case segments of letters, digits and dashes, no trailing slash. */
const PAGE_PATH = /^(\/[a-z0-9-]+)+$/;

/** Files of the rendered site that are not pages. */
const SITE_FILES: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};

/** Build files sent precompressed when the build wrote a .br or .gz beside them. */
const TEXT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  html: HTML,
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The encodings tried, best first, with their file suffixes. */
const ENCODINGS: Array<[string, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Sends `name` of the folder `dir` with PocketBase's file serving (Last-Modified, 304, Range),
 * precompressed when a copy in an encoding the browser takes is there. Returns false, having
 * sent nothing, when there is no such file.
 */
export function sendFile(
  e: core.RequestEvent,
  dir: string,
  name: string,
  type: string,
  headers = e.response.header(),
): boolean {
  const fsys = $os.dirFS(dir);
  const acceptEncoding = e.request!.header.get('Accept-Encoding');
  headers.set('Content-Type', type);
  headers.set('Vary', 'Accept-Encoding');
  if (acceptEncoding) {
    for (const [encoding, suffix] of ENCODINGS) {
      if (!negotiation.accepts(acceptEncoding, encoding)) continue;
      headers.set('Content-Encoding', encoding);
      try {
        e.fileFS(fsys, name + suffix);
        return true;
      } catch {
        headers.del('Content-Encoding');
      }
    }
  }
  try {
    e.fileFS(fsys, name);
    return true;
  } catch {
    headers.del('Content-Type');
    headers.del('Vary');
    return false;
  }
}

function notFound(e: core.RequestEvent): void {
  e.response.header().set('Cache-Control', 'no-store');
  e.response.header().set('Content-Type', 'text/plain; charset=utf-8');
  e.string(404, 'Not found');
}

/**
 * Per VM, for each build file asked for: whether the build wrote a compressed copy beside it.
 * Only files that exist are kept (the build does not change while the server runs).
 */
const HAS_COPY: Record<string, boolean> = {};

function hasCompressedCopy(dir: string, name: string): boolean | null {
  if (name in HAS_COPY) return HAS_COPY[name];
  const exists = (file: string) => {
    try {
      return !$os.stat(`${dir}/${file}`).isDir();
    } catch {
      return false;
    }
  };
  if (!exists(name)) return null;
  HAS_COPY[name] = ENCODINGS.some(([, suffix]) => exists(name + suffix));
  return HAS_COPY[name];
}

/**
 * A file of the build (pb_public): precompressed when the build wrote a copy; a 404 for a
 * missing file, a hidden one or the page template (never a page under a file's name). Returns
 * false to let PocketBase serve the file as it is (images, fonts, small files).
 *
 * note: a file with no copy goes to PocketBase's static route rather than `e.fileFS` here:
 * the same file serving, but called from JS it took a third of the throughput (favicon.svg at
 * 50 connections: 11,600 against 19,300 req/s; decision 013).
 */
function sendBuildFile(e: core.RequestEvent, path: string, headers: ReturnType<typeof e.response.header>): boolean {
  if (path === '/page.html' || path.split('/').some((part) => part.charAt(0) === '.')) {
    notFound(e);
    return true;
  }
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  const dir = pages.publicDir();
  const type = TEXT_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (type && hasCompressedCopy(dir, path.slice(1)) === false) return false;
  if (type && sendFile(e, dir, path.slice(1), type, headers)) return true;
  try {
    if (!$os.stat(dir + path).isDir()) return false;
  } catch {
    // no such file
  }
  notFound(e);
  return true;
}

/** The rendered site's folder (pages.ts siteDir), read once per VM. */
let SITE_DIR = '';

/**
 * Called by the response middleware (responses.pb.ts) for every GET and HEAD outside /api/ and
 * /_/ (`path` is the request's): answers it and returns true, or returns false to let
 * PocketBase route it.
 */
export function servePublic(e: core.RequestEvent, path: string): boolean {
  const headers = e.response.header();
  // note: the method value taken once: looking it up on each call cost another ~13 %.
  const set = headers.set;
  for (const [name, value] of SITE_HEADERS) set(name, value);
  if (!SITE_DIR) SITE_DIR = `${$app.dataDir()}/site`;
  const siteDir = SITE_DIR;
  // note: a successful answer is not logged (the proxy logs it): what PocketBase's
  // apis.SkipSuccessActivityLog() sets (pages.ts SKIP_SUCCESS_LOG).
  e.set('__skipSuccessActivityLogger', true);
  if (path === '/' || PAGE_PATH.test(path)) {
    set('Cache-Control', 'no-cache');
    if (sendFile(e, siteDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, HTML, headers)) return true;
  } else if (SITE_FILES[path]) {
    set('Cache-Control', 'no-cache');
    if (sendFile(e, siteDir, path.slice(1), SITE_FILES[path], headers)) return true;
  } else if (path.slice(path.lastIndexOf('/') + 1).indexOf('.') > 0) {
    const control = cache.cacheControlFor(path);
    if (control) set('Cache-Control', control);
    return sendBuildFile(e, path, headers);
  }
  set('Cache-Control', 'no-cache');
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  return pages.answerWithoutFile(e);
}
