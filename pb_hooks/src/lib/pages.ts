/**
 * The public pages as documents (docs/ARCHITECTURE.md, "Public pages"): rendered by React once
 * per content change, written as files, served by PocketBase's own file serving.
 *
 * - A change to public content (pages.pb.ts, order.ts) marks what changed. Once the write is
 *   answered, the server asks itself to render (`renderSoon`: `POST /api/site/render`, answered
 *   at once, then rendering in that request's own goroutine): the editor does not wait for the
 *   pages. One render runs at a time, under one lock: a burst of edits is coalesced, since an
 *   edit that finds a render running leaves its change to that render's next pass. Edits made
 *   outside a request (and a new build, site URL or year) are caught by the stamp, checked at
 *   start and every minute.
 * - Each page is written into `<data dir>/site/` as `<path>/index.html` with its gzip and Brotli
 *   copies (the system's `gzip` and `brotli`) beside it, each written to a temporary file and
 *   renamed over the old one: while a render runs, visitors get the previous files (pageFiles.ts
 *   serves them). A page that did not change is not written again.
 * - A deleted or unpublished project's page is removed at once, by the hook that saw the change;
 *   a render that had read the project before does not write it back (`GONE_PREFIX`). Pages no
 *   longer in the site are removed by the next full render.
 * - Paths without a file (pageFiles.ts gives up) come here: redirects to canonical paths (301),
 *   the not-found page of an unknown category or project (404), `/` for anything else (302).
 * - Staff preview drafts through `GET /api/site/preview`, rendered on demand, never written.
 */
import type * as Drafts from './drafts';
import type * as Negotiation from './negotiation';
import type * as PageFiles from './pageFiles';
import type * as Gzip from '../vendor/gzip';
import type * as Routes from '../../../shared/routes';
import type * as Seo from '../../../shared/seo';
import type * as PageRender from '../../../shared/pageRender';
import type * as SharedPages from '../../../shared/pages';
import type * as Order from '../../../shared/order';
import type * as Content from '../../../shared/content';

const routes = (): typeof Routes => require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
const seo = (): typeof Seo => require(`${__hooks}/lib/shared/seo.js`) as typeof Seo;
const ssr = (): { renderPage: PageRender.RenderPage } =>
  require(`${__hooks}/lib/ssr/renderPage.js`) as { renderPage: PageRender.RenderPage };
const gzip = (): typeof Gzip => require(`${__hooks}/lib/vendor/gzip.js`) as typeof Gzip;
const order = (): typeof Order => require(`${__hooks}/lib/shared/order.js`) as typeof Order;
const content = (): typeof Content => require(`${__hooks}/lib/shared/content.js`) as typeof Content;
const sharedPages = (): typeof SharedPages => require(`${__hooks}/lib/shared/pages.js`) as typeof SharedPages;
const negotiation = (): typeof Negotiation => require(`${__hooks}/lib/negotiation.js`) as typeof Negotiation;
const pageFiles = (): typeof PageFiles => require(`${__hooks}/lib/pageFiles.js`) as typeof PageFiles;

// App store keys (the store is shared by every pooled VM of the process).
/** Public content changes since start; the pass that renders them reads it first. */
const CHANGES_KEY = 'site.changes';
/** The changes the files show. */
const RENDERED_KEY = 'site.rendered';
/** What changed since the last pass took it (`Scope`). */
const SCOPE_KEY = 'site.scope';
/** Held by the one request that renders. */
const LOCK_KEY = 'site.rendering';
/** `+ project id`: the change count at which the project's page was removed. */
const GONE_PREFIX = 'site.gone:';
/** The canonical paths of the categories and projects that have files (`Lookups`). */
const LOOKUPS_KEY = 'site.lookups';
/** The site URL the settings had when last loaded. */
const SITE_URL_KEY = 'site.url';
/** Pages rendered since start, and passes run (tests and the bench read them). */
const PAGES_RENDERED_KEY = 'site.pagesRendered';
const PASSES_KEY = 'site.passes';

/** Where the server listens (`host:port`), kept when it starts to serve. */
const ADDRESS_KEY = 'site.address';
/** This process's secret that its own render requests carry. */
const SECRET_KEY = 'site.secret';
const SECRET_HEADER = 'X-Site-Render';

/** What a pass renders: every page, or the pages of lists plus some projects' own. */
export interface Scope {
  all: boolean;
  projects: string[];
}

type Lookups = ReturnType<typeof SharedPages.canonicalPaths>;

/** Where the rendered site is kept: `<data dir>/site`. */
export function siteDir(app: CoreApp): string {
  return `${app.dataDir()}/site`;
}

/** The folder PocketBase serves the build from (its --publicDir flag), else ../pb_public. */
export function publicDir(): string {
  const args = $os.args;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.indexOf('--publicDir=') === 0) return arg.slice('--publicDir='.length);
    if (arg === '--publicDir' && i + 1 < args.length) return args[i + 1];
  }
  return `${__hooks}/../pb_public`;
}

/** The built document template of the public pages (web/page.html). */
function templatePath(): string {
  return `${publicDir()}/page.html`;
}

/**
 * The site's public URL, for canonical, Open Graph, sitemap and robots URLs: PocketBase's
 * Application URL (dashboard → Settings → Application; `make start` sets the local one). Never
 * the request's Host, which any visitor chooses.
 */
export function siteUrl(app: CoreApp): string {
  return String(app.settings().meta.appURL || '').replace(/\/+$/, '');
}

function plain<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function first(app: CoreApp, collection: string): Seo.Rec | null {
  const records = app.findRecordsByFilter(collection, '', '', 1, 0);
  return records.length ? plain<Seo.Rec>(records[0]) : null;
}

/**
 * The public site data in the staff's order, one entry per public collection of the content model
 * (shared/content.ts): without drafts for the files, with them for a staff preview.
 * note: a hook reads past the access rules, so the drafts are left out here, and a relation to a
 * collection with drafts (a testimonial's project) names only a shown record (the lists are read
 * in declaration order, so the shown ones are known by then).
 */
export function loadSiteData(app: CoreApp, drafts = false): Seo.SiteData {
  const { ORDER_SORT } = order();
  const { CONTENT, PUBLIC_KEYS, sortOf } = content();
  const data: Record<string, Seo.Rec | Seo.Rec[] | null> = {};
  for (const key of PUBLIC_KEYS) {
    const declaration: Content.Declaration = CONTENT[key];
    if (declaration.kind === 'single') {
      data[key] = first(app, declaration.collection);
      continue;
    }
    const filter = declaration.drafts && !drafts ? 'published = true' : '';
    const records = app.findRecordsByFilter(declaration.collection, filter, sortOf(declaration, ORDER_SORT), 0, 0);
    const linked: [string, Seo.Rec[]][] = [];
    for (const name of Object.keys(declaration.fields)) {
      const field = declaration.fields[name];
      if (field.type !== 'relation') continue;
      if (CONTENT[field.to as Content.ContentKey].drafts) linked.push([name, data[field.to] as Seo.Rec[]]);
      else app.expandRecords(records, [name], null as never);
    }
    const list = plain<Seo.Rec[]>(records);
    for (const [name, shown] of linked) {
      for (const record of list) {
        const target = shown.find((r) => r.id === record[name]);
        record[name] = target ? target.id : '';
        if (target) record.expand = { ...record.expand, [name]: target };
      }
    }
    data[key] = list;
  }
  return data as unknown as Seo.SiteData;
}

// ---------------------------------------------------------------------------------------------
// What changed

/** Marks public content as changed: the next pass renders `scope`. */
export function markChanged(app: CoreApp, scope: Scope): void {
  const store = app.store();
  // note: the scope before the count: a pass that reads the new count finds the scope with it.
  store.setFunc(SCOPE_KEY, (old) => mergeScopes(old as Scope | null, scope));
  store.setFunc(CHANGES_KEY, (count) => Number(count || 0) + 1);
}

function mergeScopes(a: Scope | null, b: Scope | null): Scope {
  const projects: string[] = [];
  for (const id of [...(a ? a.projects : []), ...(b ? b.projects : [])]) {
    if (projects.indexOf(id) < 0) projects.push(id);
  }
  return { all: !!(a && a.all) || !!(b && b.all), projects };
}

/**
 * onRecordAfter{Create,Update,Delete}Success body for the public collections (pages.pb.ts): a
 * project change re-renders the lists and that project's page; any other change every page (a
 * setting shows in every header or footer). A deleted or unpublished project's page goes now.
 */
export function contentChanged(e: core.RecordEvent, deleted: boolean): void {
  const record = e.record!;
  const collection = record.collection().name;
  const app = e.app;
  if (collection === 'projects') {
    markChanged(app, { all: false, projects: [record.id] });
    const store = app.store();
    if (deleted || !record.getBool('published')) {
      store.set(GONE_PREFIX + record.id, Number(store.get(CHANGES_KEY) || 0));
      removeProjectPage(app, record.id);
    } else store.remove(GONE_PREFIX + record.id);
  } else markChanged(app, { all: true, projects: [] });
  e.next();
}

/** After the settings are (re)loaded: a new site URL marks every page as changed. */
export function siteUrlChanged(app: CoreApp): void {
  const url = siteUrl(app);
  const known = app.store().get(SITE_URL_KEY) as string | null;
  app.store().set(SITE_URL_KEY, url);
  if (known !== null && known !== url) markChanged(app, { all: true, projects: [] });
}

/** Removes a project's page and forgets its path: from now on it is a 404. */
function removeProjectPage(app: CoreApp, id: string): void {
  const lookups = currentLookups(app);
  const path = lookups.projects[id];
  if (!path) return;
  const projects: Record<string, string> = {};
  for (const key of Object.keys(lookups.projects)) if (key !== id) projects[key] = lookups.projects[key];
  saveLookups(app, { categories: lookups.categories, projects });
  removePage(siteDir(app), path);
}

// ---------------------------------------------------------------------------------------------
// Rendering

/**
 * Renders what changed, unless another request is already doing it (its next pass takes this
 * change). Runs passes until the files show every change: edits made meanwhile are taken by the
 * next pass, never left for the minute's check. Never throws: a pass that fails is logged and
 * its scope kept for the next try (the next write or the minute's check).
 */
export function renderPending(app: CoreApp): void {
  const store = app.store();
  while (pending(app)) {
    const token = $security.randomString(12);
    if (store.getOrSet(LOCK_KEY, () => token) !== token) return;
    try {
      while (pending(app)) renderPass(app);
    } catch (err) {
      app.logger().error('Rendering the public pages failed', 'error', String(err));
      return;
    } finally {
      store.remove(LOCK_KEY);
    }
    // note: a change that found the lock taken just before it was let go is taken by this loop.
  }
}

/**
 * At start (`serve`): keeps the plain-HTTP address the server listens on (`--http`, by default
 * 127.0.0.1:8090), for `renderSoon`. A server that serves TLS itself (`--https`, or domain
 * names) keeps none: its writes render before they are answered.
 */
export function keepAddress(app: CoreApp, args: string[]): void {
  let http = '127.0.0.1:8090';
  const serve = args.indexOf('serve');
  for (let i = serve + 1; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--http' || arg === '-http') http = args[++i] || '';
    else if (arg.indexOf('--http=') === 0 || arg.indexOf('-http=') === 0) http = arg.slice(arg.indexOf('=') + 1);
    else if (/^--?https(=|$)/.test(arg) || arg.charAt(0) !== '-') return;
    else if (arg.indexOf('=') < 0 && i + 1 < args.length && args[i + 1].charAt(0) !== '-') i++; // a flag's value
  }
  const at = http.lastIndexOf(':');
  if (at < 0) return;
  let host = http.slice(0, at);
  // Listening on every interface: loopback is one of them.
  if (host === '' || host === '0.0.0.0') host = '127.0.0.1';
  else if (host === '[::]') host = '[::1]';
  app.store().set(ADDRESS_KEY, `${host}:${http.slice(at + 1)}`);
  app.store().set(SECRET_KEY, $security.randomString(32));
}

/**
 * After a write is answered (responses.pb.ts): when it left changes and no render is running,
 * asks the server itself to render them (`POST RENDER_ROUTE`, answered before it renders), so
 * the write's own request ends now. Without an address, or when that request fails, renders
 * here instead. Never throws.
 */
export function renderSoon(app: CoreApp): void {
  const store = app.store();
  if (!pending(app) || store.has(LOCK_KEY)) return;
  const address = store.get(ADDRESS_KEY) as string | null;
  if (address) {
    try {
      const res = $http.send({
        url: `http://${address}${routes().RENDER_ROUTE}`,
        method: 'POST',
        headers: { [SECRET_HEADER]: String(store.get(SECRET_KEY)) },
        timeout: 10,
      });
      if (res.statusCode === 202) return;
      app.logger().warn('The render request was refused: rendering in the write', 'status', res.statusCode);
    } catch (err) {
      app.logger().warn('The render request failed: rendering in the write', 'error', String(err));
    }
  }
  renderPending(app);
}

/**
 * POST RENDER_ROUTE (shared/routes.ts): the server's own request (its secret; anyone else gets
 * a 404). Answers 202 with no body and sends it at once (a known length: nothing more follows),
 * then renders what is pending in this request's goroutine.
 */
export function renderRequested(e: core.RequestEvent): void {
  const secret = e.app.store().get(SECRET_KEY) as string | null;
  if (!secret || !$security.equal(e.request!.header.get(SECRET_HEADER), secret)) {
    e.json(404, { status: 404, message: "The requested resource wasn't found.", data: {} });
    return;
  }
  e.response.header().set('Content-Length', '0');
  e.response.header().set('Cache-Control', 'no-store');
  e.response.writeHeader(202);
  e.flush();
  renderPending(e.app);
}

function pending(app: CoreApp): boolean {
  const store = app.store();
  return Number(store.get(CHANGES_KEY) || 0) !== Number(store.get(RENDERED_KEY) || 0);
}

/** One pass: takes the changes so far and renders what they touched. */
function renderPass(app: CoreApp): void {
  const store = app.store();
  const target = Number(store.get(CHANGES_KEY) || 0);
  let scope: Scope = { all: false, projects: [] };
  store.setFunc(SCOPE_KEY, (old) => {
    scope = mergeScopes(old as Scope | null, null);
    return { all: false, projects: [] };
  });
  try {
    const stamp = currentStamp(app);
    const written = readStamp(app);
    // A new build, site URL or year touches every page.
    if (!written || written.slice(0, written.lastIndexOf('\n')) !== stamp.slice(0, stamp.lastIndexOf('\n'))) {
      scope.all = true;
    }
    renderScope(app, scope, target);
    writeAtomic(`${siteDir(app)}/_stamp`, stamp);
  } catch (err) {
    // The scope goes back for the next pass.
    store.setFunc(SCOPE_KEY, (old) => mergeScopes(old as Scope | null, scope));
    throw err;
  }
  store.set(RENDERED_KEY, target);
  store.setFunc(PASSES_KEY, (n) => Number(n || 0) + 1);
}

/** The paths of every page but the projects' own: the fixed pages and the categories. */
function listPaths(data: Seo.SiteData): string[] {
  const { PUBLIC_ROUTES, categoryPath } = routes();
  return [
    PUBLIC_ROUTES.home,
    PUBLIC_ROUTES.services,
    PUBLIC_ROUTES.about,
    PUBLIC_ROUTES.projects,
    PUBLIC_ROUTES.contact,
    ...data.categories.map((c) => categoryPath(String(c.slug || ''))),
  ];
}

/**
 * Where the not-found page of a screen is rendered: a path no category or project can have
 * (slugs and ids are lower-case letters, digits and dashes). Every unknown category (project)
 * shares one file.
 */
const NOT_FOUND_PATHS: Record<string, string> = {
  category: '/projects/_',
  project: '/projects/_/_',
};

/**
 * The not-found page of a gone project under a category that still exists: a shared link to a
 * removed project then offers "‹Category› projects" beside "See all projects". One file per
 * category, rendered by a full pass (any change to the categories is one).
 */
const CATEGORY_NOT_FOUND_DIR = '_404/project-in';
const categoryNotFoundFile = (slug: string): string => `${CATEGORY_NOT_FOUND_DIR}/${slug}.html`;

function renderScope(app: CoreApp, scope: Scope, target: number): void {
  const dir = siteDir(app);
  const data = loadSiteData(app);
  const lookups = sharedPages().canonicalPaths(data);
  const previous = currentLookups(app);
  const request = {
    template: toString($os.readFile(templatePath())),
    data,
    siteUrl: siteUrl(app),
    year: new Date().getFullYear(),
  };
  const render = ssr().renderPage;
  const store = app.store();
  const gone = (id: string) => Number(store.get(GONE_PREFIX + id) || 0) > target;

  const pages = listPaths(data);
  const projectIds = scope.all ? Object.keys(lookups.projects) : scope.projects;
  for (const id of projectIds) {
    if (lookups.projects[id] && !gone(id)) pages.push(lookups.projects[id]);
    // A project that moved (another category) or went leaves its old path.
    const old = previous.projects[id];
    if (old && old !== lookups.projects[id]) removePage(dir, old);
  }
  let rendered = 0;
  const pending: PendingWrite[] = [];
  try {
    for (const path of pages) {
      // A page that fails to render keeps its last file; the others go on (logged, decision 007).
      let html: string;
      try {
        html = render({ ...request, path });
      } catch (err) {
        app
          .logger()
          .error('Rendering a public page failed: its last version stays', 'path', path, 'error', String(err));
        continue;
      }
      writePage(dir, pageFile(path), html, pending);
      rendered++;
    }
    for (const screen of Object.keys(NOT_FOUND_PATHS)) {
      writePage(dir, `_404/${screen}.html`, render({ ...request, path: NOT_FOUND_PATHS[screen] }), pending);
      rendered++;
    }
    if (scope.all) {
      for (const slug of Object.keys(lookups.categories)) {
        const path = `${lookups.categories[slug]}/_`;
        writePage(dir, categoryNotFoundFile(slug), render({ ...request, path }), pending);
        rendered++;
      }
    }
    const { sitemapXml, robotsTxt } = seo();
    writePage(dir, 'sitemap.xml', sitemapXml(data, request.siteUrl), pending);
    writePage(dir, 'robots.txt', robotsTxt(request.siteUrl), pending);
  } finally {
    finishWrites(pending);
  }
  // A page removed while this pass rendered stays removed.
  for (const id of projectIds) if (gone(id) && lookups.projects[id]) removePage(dir, lookups.projects[id]);
  if (scope.all) {
    removeStrayPages(dir, pages);
    removeStrayNotFoundPages(dir, lookups.categories);
  }
  // A project removed while this pass rendered is no page: a 404, not a page being prepared.
  for (const id of Object.keys(lookups.projects)) if (gone(id)) delete lookups.projects[id];
  saveLookups(app, lookups);
  store.setFunc(PAGES_RENDERED_KEY, (n) => Number(n || 0) + rendered);
}

/** The file of the page at a path: `index.html` in the path's folder. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The system's compressors, run on a written page: `gzip` (in every Linux base system) and
 * `brotli` (the Debian package of that name) when installed.
 * note: not in JS: fflate's gzip took 230–580 ms per 40 KB page in goja (2–11 ms in Node), and
 * the pure-JS Brotli encoders 0.5–55 s; a `gzip -9` process takes a few milliseconds (decision 013).
 */
const COMPRESSORS: Array<{ suffix: string; args: (file: string) => string[] }> = [
  // note: quality 10, not 11: within 1–2 % of 11's size at a quarter of its time (20 vs 90 ms for
  // a 50 KB page here), on the CPU that renders the next page and serves the visitors.
  { suffix: '.br', args: (file) => ['brotli', '-q', '10', '-f', '-k', '-o', `${file}.br`, '--', file] },
  { suffix: '.gz', args: (file) => ['gzip', '-9', '-n', '-f', '-k', '--', file] },
];

/** A page written under a temporary name, its compressors running. */
interface PendingWrite {
  temporary: string;
  file: string;
  running: Array<{ suffix: string; command: ReturnType<typeof $os.cmd> }>;
}

/** The most pages whose compressors run at once (processes, beside the render). */
const MAX_PENDING_WRITES = 4;

/**
 * Writes a page and its compressed copies, each renamed into place (atomic) once all are
 * there, unless the page on disk is already the same. The compressors run as processes while
 * the next page renders; `finishWrites` waits for them. Returns whether it wrote.
 */
function writePage(dir: string, name: string, text: string, pending: PendingWrite[]): boolean {
  const file = `${dir}/${name}`;
  try {
    if (toString($os.readFile(file)) === text) return false;
  } catch {
    // not written yet
  }
  $os.mkdirAll(file.slice(0, file.lastIndexOf('/')), 0o755 as never);
  const temporary = `${file}.${$security.randomString(8)}.tmp`;
  $os.writeFile(temporary, toBytes(text) as never, 0o644 as never);
  const running: PendingWrite['running'] = [];
  for (const { suffix, args } of COMPRESSORS) {
    try {
      const argv = args(temporary);
      const command = $os.cmd(argv[0], ...argv.slice(1));
      command.start();
      running.push({ suffix, command });
    } catch {
      // not installed: the page has one encoding fewer
    }
  }
  pending.push({ temporary, file, running });
  if (pending.length >= MAX_PENDING_WRITES) finishWrites(pending.splice(0, 1));
  return true;
}

/**
 * Waits for the compressors of `writes` and renames each page's files into place: the
 * compressed copies first, so a visitor who gets the new page gets all of it. Without a system
 * gzip, gzip in JS (slow, but a page is never without one).
 */
function finishWrites(writes: PendingWrite[]): void {
  for (const { temporary, file, running } of writes) {
    try {
      let gzipped = false;
      for (const { suffix, command } of running) {
        try {
          command.wait();
          $os.rename(temporary + suffix, file + suffix);
          gzipped = gzipped || suffix === '.gz';
        } catch {
          // failed: that encoding is left out (an older copy of it is removed below)
          try {
            $os.remove(file + suffix);
          } catch {
            // none
          }
        }
      }
      if (!gzipped) writeAtomic(`${file}.gz`, gzip().gzipText(toString($os.readFile(temporary))));
      $os.rename(temporary, file);
    } finally {
      for (const suffix of ['.br', '.gz', '']) {
        try {
          $os.remove(temporary + suffix);
        } catch {
          // renamed
        }
      }
    }
  }
}

/** Writes a file under a temporary name and renames it over `file`: readers see old or new. */
function writeAtomic(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${$security.randomString(8)}.tmp`;
  $os.writeFile(temporary, toBytes(data) as never, 0o644 as never);
  try {
    $os.rename(temporary, file);
  } catch (err) {
    try {
      $os.remove(temporary);
    } catch {
      // already gone
    }
    throw err;
  }
}

/** Removes the page at `path` (all its encodings) and its folder when nothing else is in it. */
function removePage(dir: string, path: string): void {
  const file = `${dir}/${pageFile(path)}`;
  for (const suffix of ['.br', '.gz', '']) {
    try {
      $os.remove(file + suffix);
    } catch {
      // not there
    }
  }
  try {
    $os.remove(file.slice(0, file.lastIndexOf('/')));
  } catch {
    // other pages below it, or the site folder itself
  }
}

/** Removes every page file under `dir/projects` that is not one of `paths` (a full render's). */
function removeStrayPages(dir: string, paths: string[]): void {
  const keep: Record<string, true> = {};
  for (const path of paths) keep[path] = true;
  const walk = (path: string) => {
    let entries: Array<{ name: () => string; isDir: () => boolean }>;
    try {
      entries = $os.readDir(dir + path) as never;
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = entry.name();
      if (entry.isDir()) walk(`${path}/${name}`);
      else if (name.indexOf('.tmp') > 0) continue;
      else if (name.indexOf('index.html') === 0 && !keep[path]) removePage(dir, path);
    }
  };
  walk('/projects');
}

/** Removes the not-found pages of categories that are no more (a full render's). */
function removeStrayNotFoundPages(dir: string, categories: Record<string, string>): void {
  let entries: Array<{ name: () => string }>;
  try {
    entries = $os.readDir(`${dir}/${CATEGORY_NOT_FOUND_DIR}`) as never;
  } catch {
    return;
  }
  for (const entry of entries) {
    const name = entry.name();
    if (name.indexOf('.tmp') > 0) continue;
    const slug = name.slice(0, name.indexOf('.html'));
    if (own(categories, slug) === undefined) {
      try {
        $os.remove(`${dir}/${CATEGORY_NOT_FOUND_DIR}/${name}`);
      } catch {
        // gone already
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The stamp: what the files were rendered from beyond the changes this process saw

/**
 * The build (template and renderer), site URL and year the pages depend on, and on its last line
 * a fingerprint of the public content (count and last update of each collection).
 */
export function currentStamp(app: CoreApp): string {
  const renderer = $os.stat(`${__hooks}/lib/ssr/renderPage.js`);
  const template = toString($os.readFile(templatePath()));
  const build = `${$security.sha256(template)}:${renderer.size()}:${renderer.modTime().unix()}`;
  const { PUBLIC_CONTENT } = require(`${__hooks}/lib/collections.js`) as { PUBLIC_CONTENT: string[] };
  const fingerprint = PUBLIC_CONTENT.map((name) => {
    const row = new DynamicModel({ n: 0, u: '' });
    app.db().newQuery(`SELECT count(*) AS n, COALESCE(max([[updated]]), '') AS u FROM {{${name}}}`).one(row);
    return `${row.n}@${row.u}`;
  }).join(',');
  return `${build}\n${siteUrl(app)}\n${new Date().getFullYear()}\n${fingerprint}`;
}

function readStamp(app: CoreApp): string {
  try {
    return toString($os.readFile(`${siteDir(app)}/_stamp`));
  } catch {
    return '';
  }
}

/**
 * At start and every minute (pages.pb.ts): when the files were rendered from another build,
 * site URL, year or content than the current, renders them (all of them).
 */
export function renderIfStale(app: CoreApp): void {
  try {
    if (!app.store().has(LOCK_KEY) && readStamp(app) !== currentStamp(app))
      markChanged(app, { all: true, projects: [] });
  } catch (err) {
    // No build to render from (`make dev` before a build): the pages wait for one.
    app.logger().warn('The public pages cannot be rendered yet', 'error', String(err));
    return;
  }
  renderPending(app);
}

// ---------------------------------------------------------------------------------------------
// Lookups: the canonical path of each category and project that has a file

function saveLookups(app: CoreApp, lookups: Lookups): void {
  app.store().set(LOOKUPS_KEY, lookups);
  writeAtomic(`${siteDir(app)}/_paths.json`, JSON.stringify(lookups));
}

/** The canonical path of each category and project page the last render wrote (lib/insights.ts counts only these). */
export function currentLookups(app: CoreApp): Lookups {
  const kept = app.store().get(LOOKUPS_KEY) as Lookups | null;
  if (kept) return kept;
  try {
    const read = JSON.parse(toString($os.readFile(`${siteDir(app)}/_paths.json`))) as Lookups;
    app.store().set(LOOKUPS_KEY, read);
    return read;
  } catch {
    return { categories: {}, projects: {} };
  }
}

// ---------------------------------------------------------------------------------------------
// Requests the files do not answer

/**
 * The request event key by which PocketBase's activity logger leaves out a request that did not
 * fail (what its `apis.SkipSuccessActivityLog()` middleware sets; failures are still logged).
 * The public site's answers are the bulk of its traffic and a reverse proxy logs them anyway.
 */
export const SKIP_SUCCESS_LOG = '__skipSuccessActivityLogger';

/**
 * A public GET that no page file answered (pageFiles.ts): a redirect to the canonical path, the
 * not-found page of an unknown category or project, a page not rendered yet (rendered now), or
 * `/` for any other path. Returns false for the app's own screens (PocketBase serves the SPA).
 */
export function answerWithoutFile(e: core.RequestEvent): boolean {
  const path = e.request!.url!.path;
  const rawPath = e.request!.url!.escapedPath();
  const r = routes();
  // The SPA's screens: the server runs without PocketBase's index fallback (decision 016), so
  // that without its hooks no path answers 200 with the SPA's HTML; its index.html is sent here.
  if (r.isAppPath(path)) return pageFiles().sendFile(e, publicDir(), 'index.html', pageFiles().HTML);
  const match = r.matchPublicRoute(path);
  if (!match) {
    e.redirect(302, '/');
    return true;
  }
  const lookups = currentLookups(e.app);
  let canonical: string | undefined;
  if (match.screen === 'category') canonical = own(lookups.categories, match.params.category);
  else if (match.screen === 'project') canonical = own(lookups.projects, match.params.projectId);
  else canonical = r.PUBLIC_ROUTES[match.screen];
  if (canonical && canonical !== rawPath) {
    e.redirect(301, canonical);
    return true;
  }
  if (canonical) {
    // A canonical page without its file: not rendered yet (a fresh data folder, a failed pass).
    renderIfStale(e.app);
    if (pageFiles().sendFile(e, siteDir(e.app), pageFile(canonical), pageFiles().HTML)) return true;
    e.response.header().set('Cache-Control', 'no-store');
    e.html(
      503,
      '<!doctype html><title>Please try again</title><p>This page is being prepared. Please try again in a moment.</p>',
    );
    return true;
  }
  // A gone project under a category that still exists: its category's not-found page.
  const slug = match.screen === 'project' ? match.params.category : '';
  const names = [`_404/${match.screen}.html`];
  if (slug && own(lookups.categories, slug)) names.unshift(categoryNotFoundFile(slug));
  sendNotFoundPage(e, names);
  return true;
}

function own(lookup: Record<string, string>, key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(lookup, key) ? lookup[key] : undefined;
}

/** The first of the rendered not-found pages `names` (under the site folder) there is, with a 404. */
function sendNotFoundPage(e: core.RequestEvent, names: string[]): void {
  const gzipped = negotiation().encodingsToTry(e.request!.header.get('Accept-Encoding') || '', ['gzip'])[0] === 'gzip';
  const headers = e.response.header();
  headers.set('Cache-Control', 'no-cache');
  headers.add('Vary', 'Accept-Encoding');
  let body: unknown = null;
  for (const name of names) {
    const file = `${siteDir(e.app)}/${name}`;
    try {
      body = $os.readFile(gzipped ? `${file}.gz` : file);
      break;
    } catch {
      // not rendered (yet): the next one
    }
  }
  try {
    if (body === null) throw new Error('no not-found page');
    if (gzipped) headers.set('Content-Encoding', 'gzip');
    e.blob(404, pageFiles().HTML, body as never);
  } catch {
    headers.del('Content-Encoding');
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    e.string(404, 'Not found');
  }
}

// ---------------------------------------------------------------------------------------------
// Staff preview

/** Said when a preview link is not (or no longer) a signed-in staff member's. */
export const PREVIEW_EXPIRED_MESSAGE =
  'This preview link has expired or is not yours. Open the preview again from the admin panel.';

/**
 * GET /api/site/preview?path=…&token=…: the public page at `path` with the drafts, for an
 * approved staff member (or a superuser) whose file token (`pb.files.getToken()`, a few minutes
 * long) is `token`. Rendered on demand, never written or cached, never indexed.
 */
export function renderPreview(e: core.RequestEvent): void {
  const query = e.request!.url!.query();
  const headers = e.response.header();
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  let staff: boolean;
  try {
    const user = e.app.findAuthRecordByToken(query.get('token') || '', 'file');
    const collection = user.collection().name;
    staff = collection === '_superusers' || (collection === 'users' && user.getBool('approved'));
  } catch {
    staff = false;
  }
  const { escapeHtml } = seo();
  if (!staff) {
    e.html(
      403,
      `<!doctype html><meta name="robots" content="noindex"><title>Preview</title><p>${escapeHtml(PREVIEW_EXPIRED_MESSAGE)}</p>`,
    );
    return;
  }
  const path = query.get('path') || '/';
  const data = loadSiteData(e.app, true);
  const base = siteUrl(e.app);
  const meta = seo().pageFor(path, data, base);
  if (!meta) {
    e.html(
      404,
      '<!doctype html><meta name="robots" content="noindex"><title>Preview</title><p>No public page has this address.</p>',
    );
    return;
  }
  const at = meta.status === 200 ? meta.canonicalPath : NOT_FOUND_PATHS[meta.screen] || path;
  const html = ssr().renderPage({
    template: toString($os.readFile(templatePath())),
    path: at,
    data,
    siteUrl: base,
    year: new Date().getFullYear(),
    preview: true,
  });
  // A draft's images are served only with staff's file token (issue 26, item 6): the preview's
  // own token goes on every file URL of the page.
  const drafts = require(`${__hooks}/lib/drafts.js`) as typeof Drafts;
  e.html(meta.status, drafts.withFileToken(html, query.get('token')));
}

/** GET /api/site/pages (superusers): what the renderer has done, for operators and tests. */
export function renderStats(e: core.RequestEvent): void {
  const store = e.app.store();
  e.json(200, {
    changes: Number(store.get(CHANGES_KEY) || 0),
    rendered: Number(store.get(RENDERED_KEY) || 0),
    passes: Number(store.get(PASSES_KEY) || 0),
    pagesRendered: Number(store.get(PAGES_RENDERED_KEY) || 0),
    rendering: store.has(LOCK_KEY),
    pending: pending(e.app),
    paths: currentLookups(e.app),
  });
}
