/**
 * Serves the public site (issue 13): every GET that is not the API or the dashboard passes
 * through `servePage`, called by the response middleware (responses.pb.ts) before routing.
 *
 * - A public page is rendered by React on the server (pb_hooks/lib/ssr/renderPage.js, built
 *   from web/src/server/renderPage.tsx) into the built index.html, with its head and the URL of
 *   the site data it was rendered from (GET /api/site/data/{hash}, served from here too, once
 *   per content version); the browser fetches that data and hydrates the page.
 * - Rendered pages are cached in the app store under their canonical path only, tagged with the
 *   content version. A content edit bumps the version: the next visitor of a page renders it
 *   once while everyone else still gets the previous version; a page nobody has yet is rendered
 *   by one request while the others wait for it. The cache is bounded by bytes, least recently
 *   used out.
 * - Non-canonical paths of a page redirect to it (301); unknown categories and projects answer
 *   404 with the rendered not-found page; the app's own screens (/admin, sign-in) get the SPA;
 *   files come from pb_public (precompressed when the build left a .br or .gz beside them), and
 *   a missing file is a plain 404; any other path redirects to /.
 */
import type * as CacheHeaders from './cacheHeaders';
import type * as RouteModules from './routeModules';
import type * as Negotiation from './negotiation';
import type * as Gzip from '../vendor/gzip';
import type * as Routes from '../../../shared/routes';
import type * as Seo from '../../../shared/seo';
import type * as PageRender from '../../../shared/pageRender';
import type * as SharedPages from '../../../shared/pages';
import type * as Order from '../../../shared/order';

const routes = (): typeof Routes => require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
const seo = (): typeof Seo => require(`${__hooks}/lib/shared/seo.js`) as typeof Seo;
const ssr = (): { renderPage: PageRender.RenderPage } =>
  require(`${__hooks}/lib/ssr/renderPage.js`) as { renderPage: PageRender.RenderPage };
const gzip = (): typeof Gzip => require(`${__hooks}/lib/vendor/gzip.js`) as typeof Gzip;
const order = (): typeof Order => require(`${__hooks}/lib/shared/order.js`) as typeof Order;
const sharedPages = (): typeof SharedPages => require(`${__hooks}/lib/shared/pages.js`) as typeof SharedPages;
const cacheHeaders = (): typeof CacheHeaders => require(`${__hooks}/lib/cacheHeaders.js`) as typeof CacheHeaders;
const routeModules = (): typeof RouteModules => require(`${__hooks}/lib/routeModules.js`) as typeof RouteModules;
const negotiation = (): typeof Negotiation => require(`${__hooks}/lib/negotiation.js`) as typeof Negotiation;

/** The most the page cache holds, in bytes of HTML and gzip together. */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** How long a request waits for another one that renders the page it wants. */
const RENDER_WAIT_MS = 5000;

// App store keys (the store is shared by every pooled VM of the process).
const VERSION_KEY = 'site.version';
const DATA_KEY = 'site.data';
const DATA_RESPONSE_KEY = 'site.data.response';
const PATHS_KEY = 'site.paths';
export const PAGE_CACHE_PREFIX = 'site.page:';
const USED_PREFIX = 'site.used:';
const RENDER_PREFIX = 'site.render:';
const RENDERS_KEY = 'site.renders';

/** A response kept ready to send: a rendered page, or the site data's JSON. */
interface CachedPage {
  version: string;
  etag: string;
  /** Go bytes (toBytes), passed back to Go on a hit without a copy into JS. */
  body: number[];
  gzip: number[];
  size: number;
}

/** The site data of a content version, kept in the app store for every VM. */
interface DataEntry {
  version: string;
  json: string;
  /** What names the JSON in its URL (GET /api/site/data/{hash}): its ETag, unquoted. */
  hash: string;
}

function plain<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function list(app: CoreApp, collection: string, filter: string, sort: string, limit: number): Seo.Rec[] {
  return plain<Seo.Rec[]>(app.findRecordsByFilter(collection, filter, sort, limit, 0));
}

function first(app: CoreApp, collection: string): Seo.Rec | null {
  const records = app.findRecordsByFilter(collection, '', '', 1, 0);
  return records.length ? plain<Seo.Rec>(records[0]) : null;
}

/**
 * The public site data, as the SPA's reads (and the settings it shows) would return it to a
 * visitor: in the staff's order, without drafts. note: a hook reads past the access rules, so
 * the drafts are left out here, and a testimonial of a draft project names no project.
 */
export function loadSiteData(app: CoreApp): Seo.SiteData {
  const { ORDER_SORT } = order();
  const published = 'published = true';
  const projects = app.findRecordsByFilter('projects', published, ORDER_SORT, 200, 0);
  app.expandRecords(projects, ['category'], null as never);
  const testimonials = plain<Seo.Rec[]>(app.findRecordsByFilter('testimonials', '', ORDER_SORT, 50, 0));
  const shown = plain<Seo.Rec[]>(projects);
  for (const testimonial of testimonials) {
    const project = shown.find((p) => p.id === testimonial.project);
    testimonial.project = project ? project.id : '';
    if (project) testimonial.expand = { project };
  }
  return {
    home_settings: first(app, 'home_settings'),
    stats_settings: first(app, 'stats_settings'),
    Footer_menu: first(app, 'Footer_menu'),
    about_settings: first(app, 'about_settings'),
    contact_settings: first(app, 'contact_settings'),
    projects: shown,
    services: list(app, 'services', published, ORDER_SORT, 200),
    team: list(app, 'team', '', ORDER_SORT, 200),
    project_categories: list(app, 'project_categories', '', ORDER_SORT, 200),
    journey: list(app, 'journey', '', 'year', 500),
    testimonials,
  };
}

/**
 * The version of the public content: changes with every content edit (forgetSiteData), with
 * the year (the footer shows it) and with the site's URL (canonical links). Cached data and
 * pages of another version are stale.
 */
export function contentVersion(app: CoreApp): string {
  const edit = app.store().getOrSet(VERSION_KEY, () => $security.randomString(12)) as string;
  return `${edit}:${new Date().getFullYear()}:${siteUrl(app)}`;
}

/** Makes a new content version: cached data and pages are stale from now on. */
export function newContentVersion(app: CoreApp): void {
  app.store().set(VERSION_KEY, $security.randomString(12));
}

/** onRecordAfter*Success body for the public collections: a new content version. */
export function forgetSiteData(e: core.RecordEvent): void {
  newContentVersion(e.app);
  e.next();
}

/**
 * The site data parsed by this VM, its version and the hash that names it (its JSON's ETag).
 * note: a module required by a handler lives as long as its pooled VM, so each VM parses the
 * data once per version, not once per request.
 */
let parsed: { version: string; data: Seo.SiteData; hash: string } | null = null;

/**
 * The site data of `version` from the app store, else loaded (ten queries) and kept there for
 * every VM with its hash and the canonical paths.
 */
function siteDataEntry(app: CoreApp, version: string): DataEntry {
  const store = app.store();
  const cached = store.get(DATA_KEY) as DataEntry | null;
  if (cached && cached.version === version) return cached;
  const data = loadSiteData(app);
  const json = JSON.stringify(data);
  // note: no compression here: after an edit every busy VM may load the data at once, and
  // compressing it in each (~0.1 MB of fflate in goja) took the cold renders past 40 s.
  const entry: DataEntry = { version, json, hash: etagOf(json).slice(1, -1) };
  // note: an edit during the load made `version` stale: its entry is not kept over a newer one.
  if (contentVersion(app) === version) {
    store.set(DATA_KEY, entry);
    store.set(PATHS_KEY, { version, ...sharedPages().canonicalPaths(data) });
  }
  return entry;
}

/**
 * The site data of `version` and the hash that names it, from one load: this VM's parsed copy,
 * else parsed from the app store, else loaded and kept there (siteDataEntry). A page names the
 * hash of the very data it was rendered from. Callers must not change the data.
 */
function siteData(app: CoreApp, version: string): { data: Seo.SiteData; hash: string } {
  if (parsed && parsed.version === version) return parsed;
  const entry = siteDataEntry(app, version);
  parsed = { version, data: JSON.parse(entry.json) as Seo.SiteData, hash: entry.hash };
  return parsed;
}

/** The site data of `version` (siteData). Callers must not change it. */
export function cachedSiteData(app: CoreApp, version = contentVersion(app)): Seo.SiteData {
  return siteData(app, version).data;
}

/**
 * The site's public URL, for canonical, Open Graph, sitemap and robots URLs: PocketBase's
 * Application URL (dashboard → Settings → Application; `make start` sets the local one). Never
 * the request's Host, which any visitor chooses.
 */
export function siteUrl(app: CoreApp): string {
  return String(app.settings().meta.appURL || '').replace(/\/+$/, '');
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
 * Sends a body with its ETag, or 304 when the browser holds that version. `body` is a string,
 * or the Go bytes of a cached page (passed through without a copy into JS).
 */
function send(
  e: core.RequestEvent,
  status: number,
  contentType: string,
  body: string | number[],
  knownEtag = '',
  cacheControl = 'no-cache',
): void {
  const etag = knownEtag || etagOf(body as string);
  const headers = e.response.header();
  headers.set('Cache-Control', cacheControl);
  headers.set('ETag', etag);
  headers.add('Vary', 'Accept-Encoding');
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

/** True when the request's Accept-Encoding takes `encoding`. */
function accepts(e: core.RequestEvent, encoding: string): boolean {
  return negotiation().accepts(e.request!.header.get('Accept-Encoding') || '', encoding);
}

/**
 * The request event key by which PocketBase's activity logger leaves out a request that did not
 * fail (what its `apis.SkipSuccessActivityLog()` middleware sets; failures are still logged).
 *
 * note: PocketBase writes every request into its logs database by default. The public site's
 * answers (pages, redirects, not-found pages, the app's files) are the bulk of its traffic and
 * a reverse proxy logs them anyway: logging each one cost ~30 % of the requests a flood could
 * get and most of the memory it took (decision 006). The API's requests are still logged.
 * tests/integration/pages.test.ts checks that PocketBase still honours the key.
 */
const SKIP_SUCCESS_LOG = '__skipSuccessActivityLogger';

function sendPage(e: core.RequestEvent, page: CachedPage, status = 200, type = HTML, cacheControl = 'no-cache'): void {
  const gzipped = accepts(e, 'gzip');
  if (gzipped) e.response.header().set('Content-Encoding', 'gzip');
  send(e, status, type, gzipped ? page.gzip : page.body, page.etag, cacheControl);
}

/** Notes that the page at `key` was just used (at most once a second: it is a store write). */
function touch(store: ReturnType<CoreApp['store']>, key: string): void {
  const now = Date.now();
  const used = store.get(USED_PREFIX + key) as number | null;
  if (!used || now - used > 1000) store.set(USED_PREFIX + key, now);
}

/** Drops the least recently used pages until the cache is within PAGE_CACHE_MAX_BYTES. */
function evict(store: ReturnType<CoreApp['store']>, max: number): void {
  const all = store.getAll() as unknown as Record<string, CachedPage | number>;
  const pages: Array<{ key: string; size: number; used: number }> = [];
  let total = 0;
  for (const key of Object.keys(all)) {
    if (key.indexOf(PAGE_CACHE_PREFIX) !== 0) continue;
    const size = (all[key] as CachedPage).size || 0;
    pages.push({ key, size, used: Number(all[USED_PREFIX + key] || 0) });
    total += size;
  }
  if (total <= max) return;
  pages.sort((a, b) => a.used - b.used);
  for (const page of pages) {
    if (total <= max) break;
    store.remove(page.key);
    store.remove(USED_PREFIX + page.key);
    total -= page.size;
  }
}

/** A response body with its gzip bytes (compressed once, here) and ETag. */
function compressed(version: string, body: string): CachedPage {
  const gz = toBytes(gzip().gzipText(body));
  const bytes = toBytes(body);
  return { version, etag: etagOf(body), body: bytes, gzip: gz, size: bytes.length + gz.length };
}

/** Keeps a rendered page in the cache. */
function keep(store: ReturnType<CoreApp['store']>, key: string, version: string, html: string): CachedPage {
  const page = compressed(version, html);
  store.set(key, page);
  touch(store, key);
  evict(store, PAGE_CACHE_MAX_BYTES);
  return page;
}

function isFilePath(path: string): boolean {
  return path.slice(path.lastIndexOf('/') + 1).indexOf('.') > 0;
}

const TEXT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  html: HTML,
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

function notFound(e: core.RequestEvent): void {
  e.response.header().set('Cache-Control', 'no-store');
  e.response.header().set('Content-Type', 'text/plain; charset=utf-8');
  e.string(404, 'Not found');
}

/**
 * A file of pb_public: its Brotli or gzip version when the build wrote one and the browser takes
 * it (nothing is compressed per request); a 404 when there is no such file (never the SPA page
 * under a file's name, nor a hidden file). Returns false to let PocketBase serve the file as is.
 */
function serveFile(e: core.RequestEvent, path: string): boolean {
  if (path.split('/').some((part) => part.charAt(0) === '.')) {
    notFound(e);
    return true;
  }
  const dir = publicDir();
  try {
    if ($os.stat(dir + path).isDir()) throw new Error('a folder');
  } catch {
    notFound(e);
    return true;
  }
  const type = TEXT_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (!type) return false;
  e.response.header().add('Vary', 'Accept-Encoding');
  for (const [suffix, encoding] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ]) {
    if (!accepts(e, encoding)) continue;
    try {
      $os.stat(dir + path + suffix);
    } catch {
      continue;
    }
    const headers = e.response.header();
    headers.set('Content-Type', type);
    headers.set('Content-Encoding', encoding);
    e.fileFS($os.dirFS(dir), path.slice(1) + suffix);
    return true;
  }
  return false;
}

/**
 * Where the not-found page of a screen is rendered: a path no category or project can have
 * (slugs and ids are lower-case letters, digits and dashes). Every unknown category (project)
 * shares one cached not-found page: a flood of made-up URLs costs one render, not one each.
 */
const NOT_FOUND_PATHS: Partial<Record<Routes.Screen, string>> = {
  category: '/projects/_',
  project: '/projects/_/_',
};

/** The cache key of a screen's shared not-found page. */
function notFoundKey(screen: Routes.Screen): string {
  return `${PAGE_CACHE_PREFIX}404:${screen}`;
}

/**
 * The cached page under `key` at `version`, rendered by `render` when there is none: one render
 * per key and version at a time. While it runs, the other requests get the previous version,
 * or wait for the render when there is none.
 */
function cachedRender(app: CoreApp, key: string, version: string, render: () => string): CachedPage {
  const store = app.store();
  const previous = store.get(key) as CachedPage | null;
  if (previous && previous.version === version) return previous;
  const claim = `${RENDER_PREFIX}${key}\u0000${version}`;
  const token = $security.randomString(12);
  const renders = store.getOrSet(claim, () => token) === token;
  if (!renders) {
    if (previous) return previous;
    for (let waited = 0; waited < RENDER_WAIT_MS && store.has(claim); waited += 20) {
      sleep(20);
      const page = store.get(key) as CachedPage | null;
      if (page && page.version === version) return page;
    }
  }
  try {
    store.setFunc(RENDERS_KEY, (count) => Number(count || 0) + 1);
    return keep(store, key, version, render());
  } finally {
    if (renders) store.remove(claim);
  }
}

/**
 * Answers a category or project path from the canonical paths kept beside the site data: a
 * redirect to the canonical path, or the cached not-found page. Returns false when that takes
 * the data itself (no current lookup or not-found page, or a canonical path not cached yet).
 *
 * note: the answer to a made-up URL needs no parsed site data. PocketBase runs a request that
 * finds every pooled VM busy on a new VM, which parsed all of it (~0.1 MB of JSON): a flood of
 * 2,000 distinct junk paths at 100 connections peaked at 324 MB (decision 006).
 */
function answerFromPaths(e: core.RequestEvent, match: Routes.RouteMatch, rawPath: string): boolean {
  if (match.screen !== 'category' && match.screen !== 'project') return false;
  const store = e.app.store();
  const version = contentVersion(e.app);
  const paths = store.get(PATHS_KEY) as ({ version: string } & ReturnType<typeof SharedPages.canonicalPaths>) | null;
  if (!paths || paths.version !== version) return false;
  const [lookup, key] =
    match.screen === 'category' ? [paths.categories, match.params.category] : [paths.projects, match.params.projectId];
  if (Object.prototype.hasOwnProperty.call(lookup, key)) {
    const canonical = lookup[key];
    if (canonical === rawPath) return false;
    e.redirect(301, canonical);
    return true;
  }
  const notFoundPage = store.get(notFoundKey(match.screen)) as CachedPage | null;
  if (!notFoundPage || notFoundPage.version !== version) return false;
  sendPage(e, notFoundPage, 404);
  return true;
}

/**
 * Sends the public page at the request's path: from the cache, rendered once per content
 * version; a redirect to its canonical path; or its screen's not-found page with a 404.
 */
function renderAndSend(e: core.RequestEvent, path: string, rawPath: string): void {
  const app = e.app;
  const version = contentVersion(app);
  const { data, hash } = siteData(app, version);
  const base = siteUrl(app);
  // note: servePage matched the path to a public route, so there is a page.
  const meta = seo().pageFor(path, data, base)!;
  if (meta.status === 200 && meta.canonicalPath !== rawPath) {
    e.redirect(301, meta.canonicalPath);
    return;
  }
  const at = meta.status === 200 ? rawPath : NOT_FOUND_PATHS[meta.screen] || rawPath;
  const key = meta.status === 200 ? PAGE_CACHE_PREFIX + rawPath : notFoundKey(meta.screen);
  let page: CachedPage;
  try {
    page = cachedRender(app, key, version, () => renderDocument(data, hash, base, at));
  } catch (err) {
    // A page that fails to render answers 500 (decision 007): monitors and search engines see
    // the failure, and nothing caches it. Its body is the app's own page, which loads the
    // content through the API, so a visitor still gets the page. Other pages are untouched.
    app.logger().error('Rendering a public page failed', 'path', rawPath, 'error', String(err));
    e.response.header().set('Cache-Control', 'no-store');
    e.html(500, toString($os.readFile(`${publicDir()}/index.html`)));
    return;
  }
  sendPage(e, page, meta.status);
}

/** The whole document of the public page at `at`, rendered by React (pb_hooks/lib/ssr/). */
function renderDocument(data: Seo.SiteData, dataHash: string, base: string, at: string): string {
  const manifest = buildManifest();
  return ssr().renderPage({
    indexHtml: toString($os.readFile(`${publicDir()}/index.html`)),
    path: at,
    data,
    dataSrc: seo().siteDataPath(dataHash),
    siteUrl: base,
    year: new Date().getFullYear(),
    modules: (screen) => {
      const { APP_MODULE, SCREEN_MODULES } = routes();
      return routeModules().modulePreloads(manifest, [APP_MODULE, SCREEN_MODULES[screen as Routes.Screen]]);
    },
  });
}

/**
 * Called for every request before routing (responses.pb.ts): answers it and returns true, or
 * returns false to let PocketBase route it (the API, the dashboard, sitemap and robots, the
 * SPA's own screens, files served as they are).
 */
export function servePage(e: core.RequestEvent): boolean {
  const request = e.request!;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url!.path;
  if (path.indexOf('/api/') === 0) {
    // The one API path served here: the site data the pages name (the cached pages' hot path
    // does not reach this).
    const dataPrefix = seo().SITE_DATA_PATH_PREFIX;
    if (path.indexOf(dataPrefix) !== 0) return false;
    e.set(SKIP_SUCCESS_LOG, true);
    serveSiteData(e, path.slice(dataPrefix.length));
    return true;
  }
  if (path === '/api' || path === '/_' || path.indexOf('/_/') === 0) return false;
  e.set(SKIP_SUCCESS_LOG, true);
  if (path === '/sitemap.xml' || path === '/robots.txt') return false;
  const rawPath = request.url!.escapedPath();
  const store = e.app.store();
  const cached = store.get(PAGE_CACHE_PREFIX + rawPath) as CachedPage | null;
  if (cached && cached.version === contentVersion(e.app)) {
    touch(store, PAGE_CACHE_PREFIX + rawPath);
    sendPage(e, cached);
    return true;
  }
  const r = routes();
  if (r.isAppPath(path)) return false;
  if (isFilePath(path)) return serveFile(e, path);
  const match = r.matchPublicRoute(path);
  if (!match) {
    e.redirect(302, '/');
    return true;
  }
  if (answerFromPaths(e, match, rawPath)) return true;
  renderAndSend(e, path, rawPath);
  return true;
}

/**
 * GET /api/site/data/{hash}: the site data the current pages were rendered from, when `hash`
 * names it. Its URL changes with its content, so browsers keep it for good (one fetch per
 * content version for a whole visit). Any other hash is a version gone (content was edited
 * since the page was loaded): a 404, and the app reads the current content through the API.
 */
function serveSiteData(e: core.RequestEvent, hash: string): void {
  const entry = siteDataEntry(e.app, contentVersion(e.app));
  if (entry.hash !== hash) {
    e.response.header().set('Cache-Control', 'no-store');
    e.json(404, { status: 404, message: 'This version of the site content is no longer current.', data: {} });
    return;
  }
  // Compressed once per hash (the cache's one render at a time, counted with the renders); a
  // request that finds another one compressing it gets the previous data back, and compresses
  // its own copy instead.
  let response = cachedRender(e.app, DATA_RESPONSE_KEY, hash, () => entry.json);
  if (response.version !== hash) response = compressed(hash, entry.json);
  sendPage(e, response, 200, 'application/json', cacheHeaders().IMMUTABLE);
}

/** GET /api/site/page-cache (superusers): what the page cache holds, for operators and tests. */
export function pageCacheStats(e: core.RequestEvent): void {
  const store = e.app.store();
  const all = store.getAll() as unknown as Record<string, CachedPage>;
  const keys = Object.keys(all).filter((key) => key.indexOf(PAGE_CACHE_PREFIX) === 0);
  e.json(200, {
    pages: keys.map((key) => key.slice(PAGE_CACHE_PREFIX.length)).sort(),
    bytes: keys.reduce((sum, key) => sum + (all[key].size || 0), 0),
    maxBytes: PAGE_CACHE_MAX_BYTES,
    renders: Number(store.get(RENDERS_KEY) || 0),
  });
}

/** GET /sitemap.xml */
export function renderSitemap(e: core.RequestEvent): void {
  send(e, 200, 'application/xml; charset=utf-8', seo().sitemapXml(cachedSiteData(e.app), siteUrl(e.app)));
}

/** GET /robots.txt */
export function renderRobots(e: core.RequestEvent): void {
  send(e, 200, 'text/plain; charset=utf-8', seo().robotsTxt(siteUrl(e.app)));
}
