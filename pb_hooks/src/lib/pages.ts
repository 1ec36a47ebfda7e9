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
 * - Each page, in each language (shared/languages.ts), is written into `<data dir>/site/` as
 *   `<path>/index.html` (`/si/services` → `si/services/index.html`) with its gzip and Brotli
 *   copies (the system's `gzip` and `brotli`) beside it, each written to a temporary file and
 *   renamed over the old one: while a render runs, visitors get the previous files (pageFiles.ts
 *   serves them). A page that did not change is not written again.
 * - One rule for what is written (`withState`, `Writes`): every change gets a number, every file
 *   the number of the last removal (a record deleted or unpublished) that touches it, and a
 *   render's file is renamed into place, under one lock, only when its snapshot is at least that
 *   new; passes run one at a time, so a later one's files replace an earlier one's. A deleted or
 *   unpublished project's page is removed at once, under the same lock, by the hook that saw the
 *   change: no render that read the project before can write it back. Pages no longer in the site
 *   are removed by the next full render.
 * - At start the files on disk are served as they are; a stale site (another build, URL, year or
 *   content) is rendered again in the background, and a page with no file on demand.
 * - Paths without a file (pageFiles.ts gives up) come here: an old path (shared/routes.ts
 *   REDIRECTS) or a non-canonical one redirected (301), the not-found page of an unknown category
 *   or project in the path's language (404), the language's home page for anything else (302).
 * - Staff preview drafts through `GET /api/site/preview`, rendered on demand, never written; so
 *   is the Contact page answering its quote form posted without JavaScript (lib/quoteForm.ts).
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
import type * as Languages from '../../../shared/languages';
import type * as Localize from '../../../shared/localize';

const routes = (): typeof Routes => require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
const languages = (): typeof Languages => require(`${__hooks}/lib/shared/languages.js`) as typeof Languages;
const seo = (): typeof Seo => require(`${__hooks}/lib/shared/seo.js`) as typeof Seo;
const ssr = (): PageRender.PageRenderer => require(`${__hooks}/lib/ssr/renderPage.js`) as PageRender.PageRenderer;
const localize = (): typeof Localize => require(`${__hooks}/lib/shared/localize.js`) as typeof Localize;
const gzip = (): typeof Gzip => require(`${__hooks}/lib/vendor/gzip.js`) as typeof Gzip;
const order = (): typeof Order => require(`${__hooks}/lib/shared/order.js`) as typeof Order;
const content = (): typeof Content => require(`${__hooks}/lib/shared/content.js`) as typeof Content;
const sharedPages = (): typeof SharedPages => require(`${__hooks}/lib/shared/pages.js`) as typeof SharedPages;
const negotiation = (): typeof Negotiation => require(`${__hooks}/lib/negotiation.js`) as typeof Negotiation;
const pageFiles = (): typeof PageFiles => require(`${__hooks}/lib/pageFiles.js`) as typeof PageFiles;

// App store keys (the store is shared by every pooled VM of the process).
/**
 * The renderer's state (`RenderState`): the changes, what each page was last marked at, the
 * scope not yet taken and the lookups. Changed only through `withState`, which holds the store's
 * lock: the one lock under which a page file is renamed into place or removed.
 */
const STATE_KEY = 'site.state';
/** The changes the files show. */
const RENDERED_KEY = 'site.rendered';
/** Held by the one request that renders. */
const LOCK_KEY = 'site.rendering';
/** The last pass that failed, and the pages that failed to render (`RenderFailure`). */
const FAILURE_KEY = 'site.failure';
/** The site URL the settings had when last loaded. */
const SITE_URL_KEY = 'site.url';
/** Pages rendered since start, passes run and renders thrown away as older than a change. */
const PAGES_RENDERED_KEY = 'site.pagesRendered';
const PASSES_KEY = 'site.passes';
const DISCARDED_KEY = 'site.discarded';
/** Passes a removal overtook (`OVERTAKEN`). */
const OVERTAKEN_KEY = 'site.overtaken';

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
// What changed, and the one rule for what may be written (docs/ARCHITECTURE.md, "The write path")

/**
 * What the renderer knows, kept in the app store under STATE_KEY. Every change to public
 * content gets the next number. Passes run one at a time, each from a snapshot newer than the
 * last, so a later pass's files replace an earlier one's; what must never happen is a file
 * rendered before a change that took something away (a deleted or unpublished record) written
 * after it. So the state keeps, per file, the last such removal that touches it: a project's
 * page, its own removals and those of every page (`allRemovedAt`); every other file (lists,
 * categories, not-found pages, the sitemap, the lookups), every removal (`removedAt`).
 * note: not every change: with editors at work a list page was always older than the last edit,
 * and was never written (measured: the lists did not follow an unpublish within 30 s).
 */
interface RenderState {
  /** Public content changes since start. */
  changes: number;
  /** The last change that took something off every page (a record of another collection). */
  allRemovedAt: number;
  /** The last change that took something off the lists (any removal). */
  removedAt: number;
  /** The last change that took each project's page away (since start, when after `allRemovedAt`). */
  projectRemovedAt: Record<string, number>;
  /** What changed since the last pass took it. */
  scope: Scope;
  /** The canonical paths of the categories and projects that have files; null: not read yet. */
  lookups: Lookups | null;
}

/** A copy of the stored state with plain JS values (the store holds Go maps and slices). */
function stateOf(value: unknown): RenderState {
  const s = (value || {}) as Partial<RenderState>;
  const projectRemovedAt: Record<string, number> = {};
  const kept = s.projectRemovedAt || {};
  for (const id of Object.keys(kept)) projectRemovedAt[id] = Number(kept[id]);
  return {
    changes: Number(s.changes || 0),
    allRemovedAt: Number(s.allRemovedAt || 0),
    removedAt: Number(s.removedAt || 0),
    projectRemovedAt,
    scope: mergeScopes(s.scope || null, null),
    // note: as stored (Go maps), copied only where read (`lookupsOf`): a state is read per file.
    lookups: s.lookups || null,
  };
}

/** The state's lookups as plain JS values, or the file's when the state has none yet. */
function lookupsOf(state: RenderState, dir: string): Lookups {
  return state.lookups ? plain<Lookups>(state.lookups) : readLookupsFile(dir);
}

/** The last removal that touched the page of project `id` (null: any other file of the site). */
function removedAt(state: RenderState, id: string | null): number {
  if (id === null) return state.removedAt;
  return Math.max(state.allRemovedAt, state.projectRemovedAt[id] || 0);
}

/**
 * Runs `change` under the store's lock with the current state and keeps what it returns: the
 * one lock under which changes are counted and page files are renamed into place or removed,
 * so a page a change removed cannot be written back by a render that read it before.
 * note: `change` runs inside Go's lock of the app store: it must not touch the store (its lock
 * is not reentrant: the process would hang), only files and the state it is given.
 */
function withState(app: CoreApp, change: (state: RenderState) => RenderState | void): void {
  // note: nothing is thrown through Go's SetFunc: the error is kept and thrown once the lock is let go.
  let failure: unknown = null;
  app.store().setFunc(STATE_KEY, (old) => {
    try {
      return change(stateOf(old)) || old;
    } catch (err) {
      failure = err;
      return old;
    }
  });
  if (failure !== null) throw failure;
}

function readState(app: CoreApp): RenderState {
  return stateOf(app.store().get(STATE_KEY));
}

/**
 * Marks public content as changed: the next pass renders `scope`. `removal`: the change took
 * something away (a record deleted or unpublished): no file rendered before it is written after
 * it; a project's own page is removed and its path forgotten in the same step, so it is a 404
 * from now on.
 */
export function markChanged(app: CoreApp, scope: Scope, removal = false): void {
  const dir = siteDir(app);
  withState(app, (state) => {
    const changes = state.changes + 1;
    const next: RenderState = { ...state, changes, scope: mergeScopes(state.scope, scope) };
    if (!removal) return next;
    let lookups = lookupsOf(state, dir);
    next.removedAt = changes;
    if (scope.all) {
      next.allRemovedAt = changes;
      next.projectRemovedAt = {};
      return next;
    }
    for (const id of scope.projects) {
      next.projectRemovedAt[id] = changes;
      // Under every category, in every language: a pass may have written a page before its lookups.
      removeProjectPages(dir, id);
      if (!lookups.projects[id]) continue;
      const projects: Record<string, string> = {};
      for (const key of Object.keys(lookups.projects)) if (key !== id) projects[key] = lookups.projects[key];
      lookups = next.lookups = { categories: lookups.categories, projects };
      writeAtomic(`${dir}/_paths.json`, JSON.stringify(lookups));
    }
    return next;
  });
}

function mergeScopes(a: Scope | null, b: Scope | null): Scope {
  const projects: string[] = [];
  for (const scope of [a, b]) {
    if (!scope || !scope.projects) continue;
    for (let i = 0; i < scope.projects.length; i++) {
      const id = String(scope.projects[i]);
      if (projects.indexOf(id) < 0) projects.push(id);
    }
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
  const declaration = content().declarationOf(collection);
  const removal = deleted || (!!declaration && declaration.drafts && !record.getBool('published'));
  if (collection === 'projects') markChanged(e.app, { all: false, projects: [record.id] }, removal);
  else markChanged(e.app, { all: true, projects: [] }, removal);
  e.next();
}

/** After the settings are (re)loaded: a new site URL marks every page as changed. */
export function siteUrlChanged(app: CoreApp): void {
  const url = siteUrl(app);
  const known = app.store().get(SITE_URL_KEY) as string | null;
  app.store().set(SITE_URL_KEY, url);
  if (known !== null && known !== url) markChanged(app, { all: true, projects: [] });
}

// ---------------------------------------------------------------------------------------------
// Rendering

/**
 * Renders what changed, unless another request is already doing it (its next pass takes this
 * change). Runs passes until the files show every change: edits made meanwhile are taken by the
 * next pass, never left for the minute's check. Never throws: a pass that fails is logged, kept
 * as the failure staff are shown, and its scope kept for the next try (the next write or the
 * minute's check).
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
      const failure: PageRender.RenderFailure = { pass: readState(app).changes, message: String(err), pages: [] };
      store.set(FAILURE_KEY, failure);
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

/** The store's mark of the start's render asked for (responses.pb.ts reads it by this name). */
export const START_ASKED_KEY = 'site.startAsked';

/**
 * The first request after start (responses.pb.ts, until the store has START_ASKED_KEY): the
 * stale site found at start (`markIfStale`) is rendered in the background. Not from the render
 * request itself, which would ask again before it takes the render's lock (it renders anyway).
 */
export function renderAfterStart(app: CoreApp, path: string): void {
  if (path === routes().RENDER_ROUTE) return;
  app.store().set(START_ASKED_KEY, true);
  renderSoon(app);
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
  return readState(app).changes !== Number(app.store().get(RENDERED_KEY) || 0);
}

/** One pass: takes the changes so far and renders what they touched. */
function renderPass(app: CoreApp): void {
  const store = app.store();
  let target = 0;
  let scope: Scope = { all: false, projects: [] };
  withState(app, (state) => {
    target = state.changes;
    scope = state.scope;
    return { ...state, scope: { all: false, projects: [] } };
  });
  try {
    const stamp = currentStamp(app);
    const written = readStamp(app);
    // A new build, site URL or year touches every page.
    if (!written || written.slice(0, written.lastIndexOf('\n')) !== stamp.slice(0, stamp.lastIndexOf('\n'))) {
      scope.all = true;
    }
    const { failed, discarded } = renderScope(app, scope, target);
    // The stamp says what the files show (at least the content it was computed from): not when a
    // file was thrown away as older than a removal (the next pass, which the removal asked for,
    // writes it).
    if (!discarded) writeAtomic(`${siteDir(app)}/_stamp`, stamp);
    if (failed.length) {
      const failure: PageRender.RenderFailure = { pass: 0, message: '', pages: failed };
      store.set(FAILURE_KEY, failure);
    } else store.remove(FAILURE_KEY);
  } catch (err) {
    // The scope goes back for the next pass.
    const kept = scope;
    withState(app, (state) => ({ ...state, scope: mergeScopes(state.scope, kept) }));
    // A removal came after this pass's snapshot: the next pass renders both (renderPending).
    if (err === OVERTAKEN) {
      store.setFunc(OVERTAKEN_KEY, (n) => Number(n || 0) + 1);
      return;
    }
    throw err;
  }
  store.set(RENDERED_KEY, target);
  store.setFunc(PASSES_KEY, (n) => Number(n || 0) + 1);
}

/**
 * Thrown by a pass that a removal overtook while it still had list pages to render
 * (`renderScope`): each of them would be older than that removal, so thrown away
 * (`finishWrites`); the pass stops and its scope goes to the next one, which the removal asked
 * for. An unpublish then shows in the lists after the next pass, not after two (issue 36: within
 * 1 s). The pages that failed before it stopped fail again in that pass, and are told then.
 */
const OVERTAKEN = new Error('A later removal overtook the pass');

/** Whether a removal was counted after `target`, the change a pass's snapshot was read after. */
function overtaken(app: CoreApp, target: number): boolean {
  return readState(app).removedAt > target;
}

/**
 * The paths of every page but the projects' own, in `language`: the route table's pages without
 * parameters, and the categories.
 */
function listPaths(data: Seo.SiteData, language: Languages.Language): string[] {
  const { SCREENS, PUBLIC_ROUTES, categoryPath, pathOf } = routes();
  return [
    ...SCREENS.filter((screen) => PUBLIC_ROUTES[screen].indexOf(':') < 0).map((screen) => pathOf(screen, {}, language)),
    ...data.categories.map((c) => categoryPath(String(c.slug || ''), language)),
  ];
}

/** The screens with a not-found page: an unknown category, an unknown project. */
const NOT_FOUND_SCREENS = ['category', 'project'];

/**
 * The parameters of the path where the not-found page of a screen is rendered: a path no
 * category or project can have (shared/routes.ts NOT_FOUND_PARAM). Every unknown category
 * (project) of a language shares one file.
 */
function notFoundParams(screen: string): Record<string, string> {
  const none = routes().NOT_FOUND_PARAM;
  return screen === 'project' ? { category: none, projectId: none } : { category: none };
}

/** Where the not-found page of `screen` in `language` is rendered (`/si/projects/_`). */
function notFoundPath(screen: string, language: Languages.Language): string {
  return routes().pathOf(screen as Routes.Screen, notFoundParams(screen), language);
}

/** The folder of a language's files in the site folder: '' for English, `si/` for Sinhala. */
function languageDir(language: Languages.Language): string {
  const prefix = routes().languagePrefix(language);
  return prefix ? `${prefix.slice(1)}/` : '';
}

/** The file of the not-found page of `screen` in `language` (`si/_404/project.html`). */
const notFoundFile = (screen: string, language: Languages.Language): string =>
  `${languageDir(language)}_404/${screen}.html`;

/**
 * The not-found page of a gone project under a category that still exists: a shared link to a
 * removed project then offers "‹Category› projects" beside "See all projects". One file per
 * category and language, rendered by a full pass (any change to the categories is one).
 */
const CATEGORY_NOT_FOUND_DIR = '_404/project-in';
const categoryNotFoundFile = (slug: string, language: Languages.Language): string =>
  `${languageDir(language)}${CATEGORY_NOT_FOUND_DIR}/${slug}.html`;

/**
 * Renders the pages `scope` touches from one snapshot read after `target` (every change up to
 * it is in the database: a change is counted after its commit) and writes those no later
 * removal touched (`Writes`). Returns the pages that failed to render (their last file stays)
 * and how many files were thrown away as older than a removal.
 */
function renderScope(
  app: CoreApp,
  scope: Scope,
  target: number,
): { failed: PageRender.RenderFailure['pages']; discarded: number } {
  const dir = siteDir(app);
  if (scope.all) keepBuildAssets(app);
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
  const writes: Writes = { app, dir, target, pending: [], discarded: 0 };

  // Every page in every language: the lists (every change shows there), then the projects'
  // own (every project for a full pass, else the changed ones).
  const { LANGUAGES } = languages();
  const { localePath } = routes();
  const pages: Array<{ path: string; project: string | null }> = [];
  for (const language of LANGUAGES) for (const path of listPaths(data, language)) pages.push({ path, project: null });
  const projectIds = scope.all ? Object.keys(lookups.projects) : scope.projects;
  for (const id of projectIds) {
    const path = lookups.projects[id];
    const old = previous.projects[id];
    for (const language of LANGUAGES) {
      if (path) pages.push({ path: localePath(path, language), project: id });
      // A project that moved (another category) or went leaves its old path.
      if (old && old !== path) removeUnder(writes, localePath(old, language));
    }
  }
  let rendered = 0;
  const failed: PageRender.RenderFailure['pages'] = [];
  try {
    // The sitemap first: it needs no render, and search engines read it.
    const { sitemapXml, robotsTxt } = seo();
    writePage(writes, 'sitemap.xml', sitemapXml(data, request.siteUrl), null);
    writePage(writes, 'robots.txt', robotsTxt(request.siteUrl), null);
    for (const { path, project } of pages) {
      // note: only while list pages are left: a project's page is thrown away only when its own
      // project was removed, so a full pass goes on with the others (it takes ~19 s at 200).
      if (project === null && overtaken(app, target)) throw OVERTAKEN;
      // A page that fails to render keeps its last file; the others go on (logged, decision 007).
      let html: string;
      try {
        html = render({ ...request, path });
      } catch (err) {
        app
          .logger()
          .error('Rendering a public page failed: its last version stays', 'path', path, 'error', String(err));
        failed.push({ path, message: String(err) });
        continue;
      }
      writePage(writes, pageFile(path), html, project);
      rendered++;
    }
    for (const language of LANGUAGES) {
      for (const screen of NOT_FOUND_SCREENS) {
        const path = notFoundPath(screen, language);
        writePage(writes, notFoundFile(screen, language), render({ ...request, path }), null);
        rendered++;
      }
      if (!scope.all) continue;
      for (const slug of Object.keys(lookups.categories)) {
        const path = `${localePath(lookups.categories[slug], language)}/_`;
        writePage(writes, categoryNotFoundFile(slug, language), render({ ...request, path }), null);
        rendered++;
      }
    }
  } finally {
    finishWrites(writes, writes.pending.splice(0));
    forgetSnapshot();
    // Counted for a pass that stopped too (`OVERTAKEN`).
    const store = app.store();
    store.setFunc(PAGES_RENDERED_KEY, (n) => Number(n || 0) + rendered);
    if (writes.discarded) store.setFunc(DISCARDED_KEY, (n) => Number(n || 0) + writes.discarded);
  }
  if (scope.all) {
    removeStrayPages(
      writes,
      pages.map((p) => p.path),
    );
    removeStrayNotFoundPages(writes, lookups.categories);
  }
  saveLookups(writes, lookups);
  return { failed, discarded: writes.discarded };
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
  /** The project whose page it is; null for every other file. */
  project: string | null;
  running: Array<{ suffix: string; command: ReturnType<typeof $os.cmd> }>;
}

/**
 * The files one render writes from one snapshot, at least as new as change `target`: each is
 * renamed into place under the state's lock only while no later removal touches it
 * (`removedAt(state, project) <= target`); else it is thrown away (`discarded`) and the next pass,
 * which that removal asked for, writes it.
 */
interface Writes {
  app: CoreApp;
  dir: string;
  target: number;
  pending: PendingWrite[];
  discarded: number;
}

/** The most pages whose compressors run at once (processes, beside the render). */
const MAX_PENDING_WRITES = 4;

/**
 * Writes a page (or another file of the site) and its compressed copies, each renamed into place
 * (atomic) once all are there, unless the file on disk is already the same. The compressors run
 * as processes while the next page renders; `finishWrites` waits for them. Returns whether it
 * wrote.
 */
function writePage(writes: Writes, name: string, text: string, project: string | null): boolean {
  const file = `${writes.dir}/${name}`;
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
  writes.pending.push({ temporary, file, project, running });
  if (writes.pending.length >= MAX_PENDING_WRITES) finishWrites(writes, writes.pending.splice(0, 1));
  return true;
}

/**
 * Waits for the compressors of `list` and renames each page's files into place, under the
 * state's lock and only while no later change touches the page: the compressed copies first, so
 * a visitor who gets the new page gets all of it. Without a system gzip, gzip in JS (slow, but a
 * page is never without one).
 */
function finishWrites(writes: Writes, list: PendingWrite[]): void {
  for (const { temporary, file, project, running } of list) {
    try {
      const ready: string[] = [];
      for (const { suffix, command } of running) {
        try {
          command.wait();
          ready.push(suffix);
        } catch {
          // failed: that encoding is left out (an older copy of it is removed below)
        }
      }
      if (ready.indexOf('.gz') < 0) {
        $os.writeFile(
          `${temporary}.gz`,
          toBytes(gzip().gzipText(toString($os.readFile(temporary)))) as never,
          0o644 as never,
        );
        ready.push('.gz');
      }
      withState(writes.app, (state) => {
        if (removedAt(state, project) > writes.target) {
          writes.discarded++;
          return;
        }
        for (const suffix of ['.br', '.gz']) {
          if (ready.indexOf(suffix) >= 0) $os.rename(temporary + suffix, file + suffix);
          else removeFile(file + suffix);
        }
        $os.rename(temporary, file);
      });
    } finally {
      for (const suffix of ['.br', '.gz', '']) removeFile(temporary + suffix);
    }
  }
}

function removeFile(file: string): void {
  try {
    $os.remove(file);
  } catch {
    // not there
  }
}

/** Writes a file under a temporary name and renames it over `file`: readers see old or new. */
function writeAtomic(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${$security.randomString(8)}.tmp`;
  $os.writeFile(temporary, toBytes(data) as never, 0o644 as never);
  try {
    $os.rename(temporary, file);
  } catch (err) {
    removeFile(temporary);
    throw err;
  }
}

/** Removes the page at `path` (all its encodings) and its folder when nothing else is in it. */
function removePage(dir: string, path: string): void {
  const file = `${dir}/${pageFile(path)}`;
  for (const suffix of ['.br', '.gz', '']) removeFile(file + suffix);
  try {
    $os.remove(file.slice(0, file.lastIndexOf('/')));
  } catch {
    // other pages below it, or the site folder itself
  }
}

/**
 * Removes the pages of project `id` in every language, under whichever category folder each is
 * (the route table's project path with any category: `/si/projects/<slug>/<id>`).
 */
function removeProjectPages(dir: string, id: string): void {
  const { LANGUAGES } = languages();
  const { PUBLIC_ROUTES, localePath } = routes();
  const pattern: string = PUBLIC_ROUTES.project;
  const at = pattern.indexOf('/:category');
  const below = pattern.slice(at + '/:category'.length).replace(':projectId', id);
  for (const language of LANGUAGES) {
    const folder = localePath(pattern.slice(0, at), language);
    let entries: Array<{ name: () => string; isDir: () => boolean }>;
    try {
      entries = $os.readDir(`${dir}${folder}`) as never;
    } catch {
      continue;
    }
    for (const entry of entries) if (entry.isDir()) removePage(dir, `${folder}/${entry.name()}${below}`);
  }
}

/**
 * Removes the page at `path` under the state's lock (a page no longer in a pass's snapshot: a
 * later page there can only come from a later pass, which runs after this one).
 */
function removeUnder(writes: Writes, path: string): void {
  withState(writes.app, () => {
    removePage(writes.dir, path);
  });
}

/**
 * Removes every page file of the site folder that is not one of `paths` (a full render's), in
 * every language and under any route: a project gone, a category renamed, a route renamed in the
 * table (its old path then answers with its redirect, not an old file). Folders that no page
 * path can have (`_404`, the kept build files) are left alone.
 */
function removeStrayPages(writes: Writes, paths: string[]): void {
  const keep: Record<string, true> = {};
  for (const path of paths) keep[path] = true;
  const walk = (path: string) => {
    let entries: Array<{ name: () => string; isDir: () => boolean }>;
    try {
      entries = $os.readDir(writes.dir + path) as never;
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = entry.name();
      if (entry.isDir()) {
        if (/^[a-z0-9-]+$/.test(name) && `${path}/${name}` !== '/assets') walk(`${path}/${name}`);
      } else if (name.indexOf('.tmp') > 0) continue;
      else if (name.indexOf('index.html') === 0 && !keep[path || '/']) removeUnder(writes, path || '/');
    }
  };
  walk('');
}

/** Removes the not-found pages of categories that are no more, in every language (a full render's). */
function removeStrayNotFoundPages(writes: Writes, categories: Record<string, string>): void {
  for (const language of languages().LANGUAGES) {
    const folder = `${writes.dir}/${languageDir(language)}${CATEGORY_NOT_FOUND_DIR}`;
    let entries: Array<{ name: () => string }>;
    try {
      entries = $os.readDir(folder) as never;
    } catch {
      continue;
    }
    for (const entry of entries) {
      const name = entry.name();
      if (name.indexOf('.tmp') > 0) continue;
      const slug = name.slice(0, name.indexOf('.html'));
      if (own(categories, slug) !== undefined) continue;
      withState(writes.app, () => {
        removeFile(`${folder}/${name}`);
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The build's files the pages name

/**
 * A page names the build's scripts and stylesheet by their hashed names; a deploy replaces the
 * build (a new release folder). So that the pages on disk keep working while the new build's
 * render runs (and after a rollback), the site folder keeps a copy of the build files of the
 * current and the previous build under `<site>/assets/`, sent when the build has no such file
 * (pageFiles.ts). Names are content hashes: a file already there is the same file.
 */
function keepBuildAssets(app: CoreApp): void {
  const from = `${publicDir()}/assets`;
  const to = `${siteDir(app)}/assets`;
  const names = fileNames(from);
  const listFile = `${to}/_build.json`;
  let kept: string[] = [];
  try {
    kept = (JSON.parse(toString($os.readFile(listFile))) as { current: string[] }).current || [];
  } catch {
    // first copy
  }
  $os.mkdirAll(to, 0o755 as never);
  const have = fileNames(to);
  for (const name of names)
    if (have.indexOf(name) < 0) writeAtomic(`${to}/${name}`, $os.readFile(`${from}/${name}`) as never);
  if (kept.join('\n') === names.join('\n')) return;
  for (const name of have) {
    if (name !== '_build.json' && names.indexOf(name) < 0 && kept.indexOf(name) < 0) removeFile(`${to}/${name}`);
  }
  writeAtomic(listFile, JSON.stringify({ current: names }));
}

/** The names of the files (not folders) directly in `dir`, sorted; none when it is not there. */
function fileNames(dir: string): string[] {
  let entries: Array<{ name: () => string; isDir: () => boolean }>;
  try {
    entries = $os.readDir(dir) as never;
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const entry of entries) if (!entry.isDir() && entry.name().indexOf('.tmp') < 0) names.push(entry.name());
  return names.sort();
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
 * When the files were rendered from another build, site URL, year or content than the current,
 * marks every page as changed (not while a render runs: its stamp is not written yet). Returns
 * false when the stamp cannot be computed (no build yet, or no tables in a fresh data folder).
 */
export function markIfStale(app: CoreApp): boolean {
  try {
    // note: a removal: content changed elsewhere (a restored backup) may have taken pages away.
    if (!app.store().has(LOCK_KEY) && readStamp(app) !== currentStamp(app))
      markChanged(app, { all: true, projects: [] }, true);
    return true;
  } catch (err) {
    // No build to render from (`make dev` before a build): the pages wait for one.
    app.logger().warn('The public pages cannot be rendered yet', 'error', String(err));
    return false;
  }
}

/** Every minute (pages.pb.ts): renders the files again when they are stale (`markIfStale`). */
export function renderIfStale(app: CoreApp): void {
  if (markIfStale(app)) renderPending(app);
}

// ---------------------------------------------------------------------------------------------
// Lookups: the canonical path of each category and project that has a file

/**
 * Keeps a pass's lookups: each entry as the snapshot has it when no later change touched it,
 * else as it is now (a later change's own step, or the next pass, sets it).
 */
function saveLookups(writes: Writes, fresh: Lookups): void {
  withState(writes.app, (state) => {
    const now = lookupsOf(state, writes.dir);
    const categories = state.allRemovedAt > writes.target ? now.categories : fresh.categories;
    const projects: Record<string, string> = {};
    for (const id of Object.keys(fresh.projects)) {
      if (removedAt(state, id) <= writes.target) projects[id] = fresh.projects[id];
    }
    for (const id of Object.keys(now.projects)) {
      if (removedAt(state, id) > writes.target && now.projects[id]) projects[id] = now.projects[id];
    }
    const lookups = { categories, projects };
    writeAtomic(`${writes.dir}/_paths.json`, JSON.stringify(lookups));
    return { ...state, lookups };
  });
}

function readLookupsFile(dir: string): Lookups {
  try {
    return JSON.parse(toString($os.readFile(`${dir}/_paths.json`))) as Lookups;
  } catch {
    return { categories: {}, projects: {} };
  }
}

/** The canonical paths of the categories and projects that have files. */
export function currentLookups(app: CoreApp): Lookups {
  return lookupsOf(readState(app), siteDir(app));
}

/**
 * Whether the last render listed `path` (in any language) as the page of category or project
 * `key` (lib/insights.ts counts only the site's own pages): read from the stored lookups, which
 * hold the English paths, without copying them.
 */
export function isListedPage(app: CoreApp, kind: 'categories' | 'projects', key: string, path: string): boolean {
  const stored = (app.store().get(STATE_KEY) as { lookups?: Lookups } | null) || {};
  const lookups = stored.lookups || readLookupsFile(siteDir(app));
  const listed = lookups[kind] || {};
  const english = routes().splitLanguage(path).path;
  return Object.prototype.hasOwnProperty.call(listed, key) && listed[key] === english;
}

// ---------------------------------------------------------------------------------------------
// Requests the files do not answer

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
  const siteFileType = pageFiles().SITE_FILES[path];
  if (siteFileType) {
    // The sitemap or robots.txt not written yet (a fresh data folder): made now, by the same rule.
    e.blob(200, siteFileType, toBytes(siteFileOnDemand(e.app, path)) as never);
    return true;
  }
  // A path the route table renamed (REDIRECTS), in any language: where it is now.
  const moved = r.redirectOf(path);
  if (moved) {
    e.redirect(301, moved);
    return true;
  }
  const match = r.matchPublicRoute(path);
  if (!match) {
    // Anything else: the home page of the path's language (`/si/xyz` → `/si`).
    e.redirect(302, r.pathOf('home', {}, r.splitLanguage(path).language));
    return true;
  }
  const { language } = match;
  let lookups = currentLookups(e.app);
  // Never rendered (a fresh data folder): the paths from the database itself.
  if (!readStamp(e.app)) lookups = sharedPages().canonicalPaths(loadSiteData(e.app));
  // The lookups hold the English paths: the page's own is in its language.
  let english: string | undefined;
  if (match.screen === 'category') english = own(lookups.categories, match.params.category);
  else if (match.screen === 'project') english = own(lookups.projects, match.params.projectId);
  else english = r.pathOf(match.screen);
  const canonical = english === undefined ? undefined : r.localePath(english, language);
  if (canonical && canonical !== rawPath) {
    e.redirect(301, canonical);
    return true;
  }
  if (canonical) {
    // A canonical page without its file: not rendered yet (a fresh data folder, a failed pass).
    let html: string | null;
    try {
      html = renderOnDemand(e.app, canonical, match.screen === 'project' ? match.params.projectId : null);
    } catch (err) {
      e.app.logger().error('Rendering a public page failed', 'path', canonical, 'error', String(err));
      e.response.header().set('Cache-Control', 'no-store');
      e.html(
        503,
        '<!doctype html><title>Please try again</title><p>This page is being prepared. Please try again in a moment.</p>',
      );
      return true;
    }
    if (html !== null) {
      e.html(200, html);
      return true;
    }
  }
  // A gone project under a category that still exists: its category's not-found page, in the
  // path's language (the English one while that language's is not rendered yet).
  const slug = match.screen === 'project' ? match.params.category : '';
  const names = [notFoundFile(match.screen, language)];
  if (slug && own(lookups.categories, slug)) names.unshift(categoryNotFoundFile(slug, language));
  names.push(notFoundFile(match.screen, languages().DEFAULT_LANGUAGE));
  sendNotFoundPage(e, names);
  return true;
}

/**
 * A file of the site that has none yet (a fresh data folder, a page a failed pass left out),
 * made now: `make` reads the database after `target` is taken, so the file is written by the same
 * rule as a pass's (`Writes`); the rest of the site is brought up to date in the background
 * (`renderSoon`). Returns what `make` made, null (nothing written) when the file is not in the site.
 */
function writeOnDemand(app: CoreApp, name: string, project: string | null, make: () => string | null): string | null {
  const target = readState(app).changes;
  const text = make();
  if (text === null) return null;
  const writes: Writes = { app, dir: siteDir(app), target, pending: [], discarded: 0 };
  writePage(writes, name, text, project);
  finishWrites(writes, writes.pending.splice(0));
  if (markIfStale(app)) renderSoon(app);
  return text;
}

/** `/sitemap.xml` or `/robots.txt` with no file. */
function siteFileOnDemand(app: CoreApp, path: string): string {
  const base = siteUrl(app);
  const make = () => (path === '/sitemap.xml' ? seo().sitemapXml(loadSiteData(app), base) : seo().robotsTxt(base));
  return writeOnDemand(app, path.slice(1), null, make)!;
}

/** A canonical page with no file; null when the page is not in the site (any more). */
function renderOnDemand(app: CoreApp, path: string, project: string | null): string | null {
  return writeOnDemand(app, pageFile(path), project, () => {
    const page = renderNow(app, path, {});
    return page && page.status === 200 ? page.html : null;
  });
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
  const page = renderNow(e.app, query.get('path') || '/', { preview: true });
  if (!page) {
    e.html(
      404,
      '<!doctype html><meta name="robots" content="noindex"><title>Preview</title><p>No public page has this address.</p>',
    );
    return;
  }
  // A draft's images are served only with staff's file token (issue 26, item 6): the preview's
  // own token goes on every file URL of the page.
  const drafts = require(`${__hooks}/lib/drafts.js`) as typeof Drafts;
  e.html(page.status, drafts.withFileToken(page.html, query.get('token')));
}

/**
 * The public page at `path` rendered now, never written: a staff preview (with the drafts), or
 * the Contact page answering its quote form posted without JavaScript (`quote`, issue 39).
 * Null when no public page has the address.
 */
export function renderNow(
  app: CoreApp,
  path: string,
  options: { preview?: boolean; quote?: PageRender.PageRequest['quote'] },
): { status: number; html: string } | null {
  const preview = !!options.preview;
  const data = loadSiteData(app, preview);
  const base = siteUrl(app);
  const meta = seo().pageFor(path, data, base);
  if (!meta) return null;
  try {
    const html = ssr().renderPage({
      template: toString($os.readFile(templatePath())),
      path: meta.status === 200 ? meta.canonicalPath : notFoundPath(meta.screen, meta.language),
      data,
      siteUrl: base,
      year: new Date().getFullYear(),
      preview,
      quote: options.quote,
    });
    return { status: meta.status, html };
  } finally {
    forgetSnapshot();
  }
}

/**
 * After a pass or a page made on demand: the VM lets go of the site data its localized copies
 * kept (the renderer's and seo's copies of shared/localize.ts), so each pooled VM that rendered
 * holds no snapshot of the site until it renders again.
 */
function forgetSnapshot(): void {
  ssr().forgetLocalized();
  localize().forgetLocalized();
}

/**
 * The count of public content changes since the server started: a page made on demand from the
 * current content may be kept while this stays the same (the quote form's over-limit answer).
 */
export function contentVersion(app: CoreApp): number {
  return readState(app).changes;
}

/** GET /api/site/pages (superusers): what the renderer has done, for operators and tests. */
export function renderStats(e: core.RequestEvent): void {
  const store = e.app.store();
  const state = readState(e.app);
  e.json(200, {
    changes: state.changes,
    rendered: Number(store.get(RENDERED_KEY) || 0),
    passes: Number(store.get(PASSES_KEY) || 0),
    pagesRendered: Number(store.get(PAGES_RENDERED_KEY) || 0),
    discarded: Number(store.get(DISCARDED_KEY) || 0),
    overtaken: Number(store.get(OVERTAKEN_KEY) || 0),
    rendering: store.has(LOCK_KEY),
    pending: pending(e.app),
    failure: store.get(FAILURE_KEY) || null,
    paths: currentLookups(e.app),
  });
}

/**
 * GET LIVE_ROUTE (approved staff, superusers): whether the public site shows the changes made
 * so far. The admin reads `changes` once a save is answered (the save's change is counted by
 * then), and says its change is live once `rendered` reaches it, or that the site could not be
 * updated (`failure`: the pass's error, or the pages whose last version stays).
 */
export function liveStatus(e: core.RequestEvent): void {
  const leads = require(`${__hooks}/lib/leads.js`) as { isStaff: (auth: core.Record | null | undefined) => boolean };
  if (!leads.isStaff(e.auth)) throw new ForbiddenError('Only approved staff can see the state of the public site.');
  const store = e.app.store();
  e.response.header().set('Cache-Control', 'no-store');
  const answer: PageRender.LiveAnswer = {
    changes: readState(e.app).changes,
    rendered: Number(store.get(RENDERED_KEY) || 0),
    rendering: store.has(LOCK_KEY),
    failure: (store.get(FAILURE_KEY) as PageRender.RenderFailure | null) || null,
  };
  e.json(200, answer);
}
