/**
 * Serves the public routes from a hook: the built index.html with the page's head and the
 * public site data embedded, so a first visit paints with zero API round trips (issue 6).
 */
import type * as FirstPaint from './firstPaint';
import type * as RouteModules from './routeModules';
import type * as Seo from './seo';
import type * as Gzip from '../vendor/gzip';

type SeoLib = typeof Seo;
const seo = (): SeoLib => require(`${__hooks}/lib/seo.js`) as SeoLib;
const routeModules = (): typeof RouteModules => require(`${__hooks}/lib/routeModules.js`) as typeof RouteModules;
const firstPaint = (): typeof FirstPaint => require(`${__hooks}/lib/firstPaint.js`) as typeof FirstPaint;
const gzip = (): typeof Gzip => require(`${__hooks}/lib/vendor/gzip.js`) as typeof Gzip;

function plain<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function list(app: CoreApp, collection: string, sort: string, limit: number): Seo.Rec[] {
  return plain<Seo.Rec[]>(app.findRecordsByFilter(collection, '', sort, limit, 0));
}

function first(app: CoreApp, collection: string): Seo.Rec | null {
  const records = app.findRecordsByFilter(collection, '', '', 1, 0);
  return records.length ? plain<Seo.Rec>(records[0]) : null;
}

/** The public site data, as the SPA's six reads (and the settings it shows) would return it. */
export function loadSiteData(app: CoreApp): Seo.SiteData {
  const projects = app.findRecordsByFilter('projects', '', '-created', 200, 0);
  app.expandRecords(projects, ['category'], null as never);
  const testimonials = app.findRecordsByFilter('testimonials', '', '-created', 50, 0);
  app.expandRecords(testimonials, ['project'], null as never);
  return {
    home_settings: first(app, 'home_settings'),
    stats_settings: first(app, 'stats_settings'),
    Footer_menu: first(app, 'Footer_menu'),
    about_settings: first(app, 'about_settings'),
    contact_settings: first(app, 'contact_settings'),
    projects: plain<Seo.Rec[]>(projects),
    services: list(app, 'services', '-created', 200),
    team: list(app, 'team', '-created', 200),
    project_categories: list(app, 'project_categories', 'name', 200),
    journey: list(app, 'journey', 'year', 500),
    testimonials: plain<Seo.Rec[]>(testimonials),
  };
}

/** Where the public site data is cached between requests (the app's shared Go store). */
export const SITE_DATA_CACHE_KEY = 'site.publicData';

/**
 * loadSiteData, cached in the app store until a content record changes (see
 * forgetSiteData): a page view then costs one JSON.parse instead of ten queries.
 */
export function cachedSiteData(app: CoreApp): Seo.SiteData {
  const store = app.store();
  const cached = store.get(SITE_DATA_CACHE_KEY);
  if (typeof cached === 'string') return JSON.parse(cached) as Seo.SiteData;
  const data = loadSiteData(app);
  store.set(SITE_DATA_CACHE_KEY, JSON.stringify(data));
  return data;
}

/** Prefix of the cached rendered pages (only existing routes: a bounded set). */
export const PAGE_CACHE_PREFIX = 'site.page:';

/** onRecordAfter*Success body for the public collections: drops the cached data and pages. */
export function forgetSiteData(e: core.RecordEvent): void {
  const store = e.app.store();
  store.remove(SITE_DATA_CACHE_KEY);
  const all = store.getAll() as unknown as Record<string, unknown>;
  for (const key of Object.keys(all)) {
    if (key.indexOf(PAGE_CACHE_PREFIX) === 0) store.remove(key);
  }
  e.next();
}

/**
 * The site's public base URL, for canonical and Open Graph URLs: SITE_URL (set it in
 * production), else the request's own origin (fine on localhost).
 */
export function baseUrl(e: core.RequestEvent): string {
  const configured = ($os.getenv('SITE_URL') || '').replace(/\/+$/, '');
  if (configured) return configured;
  const request = e.request!;
  return `${e.isTLS() ? 'https' : 'http'}://${request.host}`;
}

/** The folder PocketBase serves the SPA from (its --publicDir flag), else ../pb_public. */
export function publicDir(): string {
  const args = $os.args;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.indexOf('--publicDir=') === 0) return arg.slice('--publicDir='.length);
    if (arg === '--publicDir' && i + 1 < args.length) return args[i + 1];
  }
  return `${__hooks}/../pb_public`;
}

/** Vite's build manifest of the SPA, or an empty one (make dev serves no build). */
function buildManifest(): RouteModules.Manifest {
  try {
    return JSON.parse(toString($os.readFile(`${publicDir()}/.vite/manifest.json`))) as RouteModules.Manifest;
  } catch {
    return {};
  }
}

function etagOf(body: string): string {
  return `"${$security.sha256(body).slice(0, 32)}"`;
}

/**
 * Sends a text body with its ETag, or 304 when the browser holds that version. `body` is a
 * string, or the Go bytes of a cached page (passed through without a copy into JS).
 */
function send(
  e: core.RequestEvent,
  status: number,
  contentType: string,
  body: string | number[],
  knownEtag = '',
): void {
  const etag = knownEtag || etagOf(body as string);
  const headers = e.response.header();
  headers.set('Cache-Control', 'no-cache');
  headers.set('ETag', etag);
  headers.set('Vary', 'Accept-Encoding');
  const match = (e.request!.header.get('If-None-Match') || '').split(/\s*,\s*/);
  if (status === 200 && (match.indexOf(etag) >= 0 || match.indexOf(`W/${etag}`) >= 0)) {
    e.noContent(304);
    return;
  }
  if (typeof body === 'string') {
    headers.set('Content-Type', contentType);
    e.string(status, body);
  } else e.blob(status, contentType, body);
}

const HTML = 'text/html; charset=utf-8';

/**
 * A rendered page is kept in the app store as Go bytes from toBytes() (under its key) and its
 * ETag (under the key plus this suffix): a cache hit passes the bytes straight back to Go,
 * never converting ~35 KB of text into JS and out again: it is the hot path of every visit.
 */
const ETAG_SUFFIX = '\u0000etag';

/**
 * ...and its gzip bytes under the key plus this suffix: compressing ~40 KB on every request cut
 * the pages a browser (which always accepts gzip) could get to a third. Compressed once, when
 * the page is rendered.
 */
const GZIP_SUFFIX = '\u0000gzip';

function acceptsGzip(e: core.RequestEvent): boolean {
  return /\bgzip\b/.test(e.request!.header.get('Accept-Encoding') || '');
}

function pageKey(e: core.RequestEvent): string {
  return PAGE_CACHE_PREFIX + baseUrl(e) + e.request!.url!.path;
}

/**
 * Sends the cached page of the request's path, gzip-compressed when the browser accepts it, and
 * returns true; false when no page is cached for it. Called by the response middleware before
 * routing (responses.pb.ts): a cache hit then holds one pooled VM, not two, and compresses
 * nothing. Only rendered public pages are cached, under their exact path.
 */
export function serveCachedPage(e: core.RequestEvent): boolean {
  const method = e.request!.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const store = e.app.store();
  const key = pageKey(e);
  const cached = store.get(key) as number[] | null;
  const cachedEtag = store.get(key + ETAG_SUFFIX) as string | null;
  // note: both or neither (a content change may drop them between the writes in renderPublicPage).
  if (!cached || !cachedEtag) return false;
  const gzipped = acceptsGzip(e) ? (store.get(key + GZIP_SUFFIX) as number[] | null) : null;
  if (gzipped) e.response.header().set('Content-Encoding', 'gzip');
  send(e, 200, HTML, gzipped || cached, cachedEtag);
  return true;
}

/**
 * GET handler of the public routes. Pages of existing records are cached in the app store
 * until content changes; not-found pages are rendered each time (their set is unbounded).
 * note: a new build of the SPA needs a restart (as with any deploy) to drop cached pages.
 */
export function renderPublicPage(e: core.RequestEvent): void {
  const base = baseUrl(e);
  const path = e.request!.url!.path;
  // note: the middleware sends cached pages; this covers a page cached since it looked.
  if (serveCachedPage(e)) return;
  const store = e.app.store();
  const key = PAGE_CACHE_PREFIX + base + path;
  const lib = seo();
  const data = cachedSiteData(e.app);
  const meta = lib.pageFor(path, data, base);
  const index = toString($os.readFile(`${publicDir()}/index.html`));
  if (!meta) {
    send(e, 200, HTML, index);
    return;
  }
  const modules = routeModules().modulePreloads(buildManifest(), meta.screen);
  const root = firstPaint().firstPaintHtml(meta, data, base);
  const html = lib.renderIndex(index, meta, data, base, { modules, root });
  const etag = etagOf(html);
  if (meta.status === 200) {
    // The gzip bytes and the ETag first: whoever finds the page also finds them.
    store.set(key + GZIP_SUFFIX, toBytes(gzip().gzipText(html)));
    store.set(key + ETAG_SUFFIX, etag);
    store.set(key, toBytes(html));
  }
  send(e, meta.status, HTML, html, etag);
}

/** GET /sitemap.xml */
export function renderSitemap(e: core.RequestEvent): void {
  send(e, 200, 'application/xml; charset=utf-8', seo().sitemapXml(cachedSiteData(e.app), baseUrl(e)));
}

/** GET /robots.txt */
export function renderRobots(e: core.RequestEvent): void {
  send(e, 200, 'text/plain; charset=utf-8', seo().robotsTxt(baseUrl(e)));
}
