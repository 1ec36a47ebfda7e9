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
import type * as SuccessLog from './successLog';

const negotiation = require(`${__hooks}/lib/negotiation.js`) as typeof Negotiation;
const security = require(`${__hooks}/lib/securityHeaders.js`) as typeof SecurityHeaders;
const cache = require(`${__hooks}/lib/cacheHeaders.js`) as typeof CacheHeaders;
const { leaveOutOfLog } = require(`${__hooks}/lib/successLog.js`) as typeof SuccessLog;

export const HTML = 'text/html; charset=utf-8';

/**
 * The security headers of every page and build file that PocketBase does not already send (the
 * same for every such path), as two flat lists: an index loop over them costs a fifth of a
 * `for (const [name, value] of ...)`.
 */
const { names: HEADER_NAMES, values: HEADER_VALUES } = security.SITE_HEADER_LIST;

/** A page path: `/`, or lower-case segments of letters, digits and dashes, no trailing slash. */
const PAGE_PATH = /^(\/[a-z0-9-]+)+$/;

/** Files of the rendered site that are not pages. */
export const SITE_FILES: Record<string, string> = {
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

/** The encodings tried, best first, and their file suffixes. */
const ENCODINGS = ['br', 'gzip'];
const SUFFIXES = ['.br', '.gz'];

/**
 * Per VM: for an Accept-Encoding value, the indexes in ENCODINGS it takes, the client's
 * preferred first. Browsers
 * send a handful of distinct values; parsing one costs more than the rest of a file's answer
 * (~80 µs in goja under load), so each is parsed once. At most MAX_ACCEPT_VALUES are kept.
 */
// note: no prototype: a header value such as `__proto__` or `constructor` is only a key.
const ACCEPTED: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
let acceptedCount = 0;
const MAX_ACCEPT_VALUES = 64;

function acceptedEncodings(acceptEncoding: string): number[] {
  const known = ACCEPTED[acceptEncoding];
  if (known) return known;
  // note: in the client's order of preference (RFC 9110 q-values); none after identity.
  const taken: number[] = [];
  for (const coding of negotiation.encodingsToTry(acceptEncoding, ENCODINGS)) {
    const i = ENCODINGS.indexOf(coding);
    if (i >= 0) taken.push(i);
  }
  if (acceptedCount < MAX_ACCEPT_VALUES && acceptEncoding.length <= 200) {
    ACCEPTED[acceptEncoding] = taken;
    acceptedCount++;
  }
  return taken;
}

/** Per VM: the file system of each folder pages are sent from (the site's, the build's). */
const FOLDERS: Record<string, ReturnType<typeof $os.dirFS>> = Object.create(null) as Record<
  string,
  ReturnType<typeof $os.dirFS>
>;

/**
 * Sends `name` of the folder `dir` with PocketBase's file serving (Last-Modified, 304, Range),
 * precompressed when a copy in an encoding the browser takes is there. Returns false, having
 * sent nothing, when there is no such file. `request` and `headers` are the event's, read once
 * by the caller (each read is a call into Go).
 */
export function sendFile(
  e: core.RequestEvent,
  dir: string,
  name: string,
  type: string,
  request = e.request!,
  headers = e.response.header(),
): boolean {
  const fsys = FOLDERS[dir] || (FOLDERS[dir] = $os.dirFS(dir));
  const set = headers.set;
  const acceptEncoding = request.header.get('Accept-Encoding');
  set('Content-Type', type);
  set('Vary', 'Accept-Encoding');
  if (acceptEncoding) {
    const taken = acceptedEncodings(acceptEncoding);
    for (let i = 0; i < taken.length; i++) {
      set('Content-Encoding', ENCODINGS[taken[i]]);
      try {
        e.fileFS(fsys, name + SUFFIXES[taken[i]]);
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

/** A missing build file: a plain 404, left out of the log like the site's other answers. */
function notFound(e: core.RequestEvent): void {
  leaveOutOfLog(e);
  e.response.header().set('Cache-Control', 'no-store');
  e.response.header().set('Content-Type', 'text/plain; charset=utf-8');
  e.string(404, 'Not found');
}

/**
 * Per VM, for each build file asked for: for each of ENCODINGS, whether the build wrote its
 * compressed copy beside the file. A file that is not there is not kept (junk paths would grow
 * the map without bound). The build does not change while the server runs.
 */
const COPIES: Record<string, boolean[]> = Object.create(null) as Record<string, boolean[]>;

function compressedCopies(dir: string, name: string): boolean[] | null {
  const known = COPIES[name];
  if (known) return known;
  const exists = (file: string) => {
    try {
      return !$os.stat(`${dir}/${file}`).isDir();
    } catch {
      return false;
    }
  };
  if (!exists(name)) return null;
  COPIES[name] = SUFFIXES.map((suffix) => exists(name + suffix));
  return COPIES[name];
}

/** The folder of the build (pages.ts publicDir), read once per VM. */
let PUBLIC_DIR = '';

/** The rendered site's folder (pages.ts siteDir), read once per VM. */
let SITE_DIR = '';

/**
 * A file of the build (pb_public): a 404 for a hidden file or the page template (never a page
 * under a file's name). Returns false to let PocketBase's static route send it: as it is, or
 * (a text file the build compressed) its copy in the encoding the browser takes, named to that
 * route by its path value, with this file's type and the encoding set here. A missing file gets
 * the 404 of the static route... which falls back to the SPA page: so it is answered here.
 *
 * note: PocketBase's static route (`$apis.static`) reads the file's name from the route's
 * `{path...}` value, so setting that value sends the copy with Go's file serving (Last-Modified,
 * 304, Range) and no further JS. Sending it with `e.fileFS` from JS cost ~60 µs of CPU more per
 * request (wrk, 50 connections: 0.37× against 0.62× of the bare binary; decision 015).
 */
function sendBuildFile(
  e: core.RequestEvent,
  request: NonNullable<core.RequestEvent['request']>,
  path: string,
  set: (name: string, value: string) => void,
): boolean {
  if (path === '/page.html' || path.indexOf('/.') >= 0) {
    notFound(e);
    return true;
  }
  if (!PUBLIC_DIR) PUBLIC_DIR = (require(`${__hooks}/lib/pages.js`) as typeof Pages).publicDir();
  const name = path.slice(1);
  const copies = compressedCopies(PUBLIC_DIR, name);
  const type = TEXT_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (copies === null) {
    // Not in this build: a file of the build the pages on disk were rendered from, kept in the
    // site folder while they are rendered again (pages.ts keepBuildAssets), else a 404 (PocketBase's
    // static route would answer with the SPA page).
    if (path.indexOf('/assets/') === 0 && !/\.(br|gz)$/.test(path)) {
      if (!SITE_DIR) SITE_DIR = `${$app.dataDir()}/site`;
      if (sendFile(e, SITE_DIR, name, type || 'application/octet-stream', request)) return true;
    }
    notFound(e);
    return true;
  }
  if (!type || copies.indexOf(true) < 0) return false;
  set('Content-Type', type);
  set('Vary', 'Accept-Encoding');
  const acceptEncoding = request.header.get('Accept-Encoding');
  if (!acceptEncoding) return false;
  const taken = acceptedEncodings(acceptEncoding);
  for (let i = 0; i < taken.length; i++) {
    if (!copies[taken[i]]) continue;
    set('Content-Encoding', ENCODINGS[taken[i]]);
    request.setPathValue('path', name + SUFFIXES[taken[i]]);
    return false;
  }
  return false;
}

/**
 * Called by the response middleware (responses.pb.ts) for every GET and HEAD outside /api/ and
 * /_/ (`request` and `path` are the event's, read once there): answers it and returns true, or
 * returns false to let PocketBase route it (a build file: its static route).
 */
export function servePublic(
  e: core.RequestEvent,
  request: NonNullable<core.RequestEvent['request']>,
  path: string,
): boolean {
  const headers = e.response.header();
  // note: the method value taken once: looking it up on each call cost another ~13 %.
  const set = headers.set;
  for (let i = 0; i < HEADER_NAMES.length; i++) set(HEADER_NAMES[i], HEADER_VALUES[i]);
  if (path.slice(path.lastIndexOf('/') + 1).indexOf('.') > 0 && !SITE_FILES[path]) {
    // A build file. PocketBase's static route leaves its successful answers out of the log.
    const control = path.indexOf('/assets/') === 0 ? cache.IMMUTABLE : cache.cacheControlFor(path);
    if (control) set('Cache-Control', control);
    return sendBuildFile(e, request, path, set);
  }
  if (!SITE_DIR) SITE_DIR = `${$app.dataDir()}/site`;
  const siteDir = SITE_DIR;
  // note: a successful answer is not logged (the proxy logs it).
  leaveOutOfLog(e);
  set('Cache-Control', 'no-cache');
  if (path === '/' || PAGE_PATH.test(path)) {
    const name = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    if (sendFile(e, siteDir, name, HTML, request, headers)) return true;
  } else if (SITE_FILES[path]) {
    if (sendFile(e, siteDir, path.slice(1), SITE_FILES[path], request, headers)) return true;
  }
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  return pages.answerWithoutFile(e);
}
