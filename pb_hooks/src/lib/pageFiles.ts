/**
 * The hot path of the public site (docs/ARCHITECTURE.md, "Public pages"): every GET and HEAD
 * that is not the API or the dashboard. It sets the security and cache headers and hands the
 * request to PocketBase's own file serving (`e.fileFS`, what `$apis.static` calls): a page's
 * rendered file, in the encoding the browser takes, or a file of the build. No page logic runs
 * here; what no file answers goes to pages.ts (redirects, not-found pages) or, for the app's own
 * screens, to PocketBase's static route with the SPA's index.html.
 *
 * note: kept small on purpose, and apart from pages.ts and the renderer: a pooled VM loads only
 * this module to answer a page (decision 013 has the numbers).
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
export function sendFile(e: core.RequestEvent, dir: string, name: string, type: string): boolean {
  const fsys = $os.dirFS(dir);
  const headers = e.response.header();
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
 * A file of the build (pb_public): precompressed when it can be; a 404 for a missing file, a
 * hidden one or the page template (never a page under a file's name). Returns false to let
 * PocketBase serve the file as it is (images, fonts).
 */
function sendBuildFile(e: core.RequestEvent, path: string): boolean {
  if (path === '/page.html' || path.split('/').some((part) => part.charAt(0) === '.')) {
    notFound(e);
    return true;
  }
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  const dir = pages.publicDir();
  const type = TEXT_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (type && sendFile(e, dir, path.slice(1), type)) return true;
  try {
    if (!$os.stat(dir + path).isDir()) return false;
  } catch {
    // no such file
  }
  notFound(e);
  return true;
}

/**
 * Called by the response middleware (responses.pb.ts) for every GET and HEAD outside /api/ and
 * /_/: answers it and returns true, or returns false to let PocketBase route it.
 */
export function servePublic(e: core.RequestEvent, siteDir: string): boolean {
  const headers = e.response.header();
  for (const [name, value] of SITE_HEADERS) headers.set(name, value);
  const path = e.request!.url!.path;
  // note: a successful answer is not logged (the proxy logs it): what PocketBase's
  // apis.SkipSuccessActivityLog() sets (pages.ts SKIP_SUCCESS_LOG).
  e.set('__skipSuccessActivityLogger', true);
  if (path === '/' || PAGE_PATH.test(path)) {
    headers.set('Cache-Control', 'no-cache');
    if (sendFile(e, siteDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, HTML)) return true;
  } else if (SITE_FILES[path]) {
    headers.set('Cache-Control', 'no-cache');
    if (sendFile(e, siteDir, path.slice(1), SITE_FILES[path])) return true;
  } else if (path.slice(path.lastIndexOf('/') + 1).indexOf('.') > 0) {
    const control = cache.cacheControlFor(path);
    if (control) headers.set('Cache-Control', control);
    return sendBuildFile(e, path);
  }
  headers.set('Cache-Control', 'no-cache');
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  return pages.answerWithoutFile(e);
}
