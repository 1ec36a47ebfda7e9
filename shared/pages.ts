/**
 * What every public page is, defined once (issue 13): its screen, status, title, canonical path
 * and breadcrumbs, from the path and the site data. The server's head and JSON-LD (seo.ts,
 * which adds descriptions and images) and the app's tab title and breadcrumbs
 * (web/src/public/layout/usePageMeta.ts) read it. Pure functions over plain records.
 */
import { LIST_KEYS, SINGLE_KEYS, type ListKey, type SingleKey } from './content';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type Language } from './languages';
import { localizeSite } from './localize';
import { DEFAULT_HOME_HEADING } from './siteDefaults';
import {
  categoryPath,
  matchPublicRoute,
  pathOf,
  projectPath as projectHref,
  splitLanguage,
  type Screen,
} from './routes';
import { wordsIn } from './words';

/** A record as PocketBase's JSON has it. */
export interface Rec {
  id: string;
  collectionId: string;
  collectionName?: string;
  created?: string;
  updated?: string;
  expand?: Record<string, Rec | undefined>;
  [field: string]: unknown;
}

/**
 * The public site data, by the content model's keys (shared/content.ts): each public setting's
 * record (null when there is none) and each public list, in the staff's order. The components'
 * SiteContent (web/src/lib/types.ts) has the same keys. Testimonials come with expand.project
 * when linked to a shown project.
 */
export type SiteData = { [K in SingleKey]: Rec | null } & { [K in ListKey]: Rec[] };

/** Site data with nothing stored: no settings records, empty lists (a fresh site; tests start here). */
export function emptySiteData(): SiteData {
  const data: Record<string, Rec | Rec[] | null> = {};
  for (const key of SINGLE_KEYS) data[key] = null;
  for (const key of LIST_KEYS) data[key] = [];
  return data as SiteData;
}

export interface Crumb {
  name: string;
  path: string;
}

/** A public page as both renders name it. */
export interface PageBasics {
  /** 404 for an unknown category or project (the page shows its not-found state). */
  status: 200 | 404;
  /** The screen that shows the route. */
  screen: Screen;
  /** The page's language, from its path's prefix (shared/routes.ts). */
  language: Language;
  /** The browser tab's title: "{page} | {company}", the company first on the home page. */
  title: string;
  /** Path of the canonical URL, with the language's prefix ('' for not-found pages). */
  canonicalPath: string;
  /** The crumbs' names in the page's language, their paths in its prefix. */
  crumbs: Crumb[];
  /** The category or project the page shows (localized, shared/localize.ts). */
  subject?: Rec;
  /** A project's own category. */
  category?: Rec;
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The company name of the footer settings, '' when it is not set (nothing is made up). */
export function companyName(data: SiteData): string {
  return str(data.footer?.company_name).trim();
}

/** Title parts joined with " | ", the empty ones left out. */
export function titleOf(...parts: string[]): string {
  return parts.filter(Boolean).join(' | ');
}

/**
 * The categories visitors see: those with at least one project (an empty category is left out
 * of the projects page, the category links and the sitemap; issue 15).
 */
export function categoriesWithProjects<C extends { id: string }>(
  categories: readonly C[],
  projects: readonly object[],
): C[] {
  const used = new Set(projects.map((project) => (project as { category?: unknown }).category));
  return categories.filter((category) => used.has(category.id));
}

export function categoryOf(project: Rec, data: SiteData): Rec | undefined {
  return project.expand?.category ?? data.categories.find((c) => c.id === project.category);
}

/** A project's canonical path in `language` (English by default), under its own category's slug. */
export function projectPath(project: Rec, data: SiteData, language?: Language): string {
  return projectHref(str(categoryOf(project, data)?.slug), project.id, language);
}

/**
 * The canonical path of every category (by slug) and project (by id) of the site: what
 * `pageBasics` decides for those routes, as two lookups. A slug or id missing here is a 404.
 */
export function canonicalPaths(data: SiteData): {
  categories: Record<string, string>;
  projects: Record<string, string>;
} {
  const categories: Record<string, string> = {};
  const projects: Record<string, string> = {};
  for (const category of data.categories) categories[str(category.slug)] = categoryPath(str(category.slug));
  for (const project of data.projects) projects[project.id] = projectPath(project, data);
  return { categories, projects };
}

/**
 * The public page at `path` (decoded, with its language's prefix), or null when `path` is not a
 * public route. `data` is the site data as stored (every column): the page reads it in its own
 * language (shared/localize.ts), its words from shared/words.ts.
 */
export function pageBasics(path: string, data: SiteData): PageBasics | null {
  const match = matchPublicRoute(path);
  if (!match) return null;
  const { language } = match;
  const site = localizeSite(data, language);
  const words = wordsIn(language).pages;
  const company = companyName(site);
  const home: Crumb = { name: words.home, path: pathOf('home', {}, language) };
  const projects: Crumb = { name: words.projects, path: pathOf('projects', {}, language) };
  const page = (screen: Screen, name: string, crumb = name): PageBasics => {
    const path = pathOf(screen, {}, language);
    return {
      status: 200,
      screen,
      language,
      title: titleOf(name, company),
      canonicalPath: path,
      crumbs: [home, { name: crumb, path }],
    };
  };
  const notFound = (screen: Screen, what: string): PageBasics => ({
    status: 404,
    screen,
    language,
    title: titleOf(what, company),
    canonicalPath: '',
    crumbs: [home, projects],
  });

  switch (match.screen) {
    case 'home': {
      const title = str(site.homeSettings?.title);
      return {
        status: 200,
        screen: 'home',
        language,
        title: titleOf(company, title) || DEFAULT_HOME_HEADING,
        canonicalPath: home.path,
        crumbs: [home],
      };
    }
    case 'services':
      return page('services', words.services);
    case 'about':
      return page('about', str(site.about?.title) || words.about, words.aboutCrumb);
    case 'contact':
      return page('contact', words.contact, words.contactCrumb);
    case 'projects':
      return page('projects', words.projects);
    case 'category': {
      const category = site.categories.find((c) => str(c.slug) === match.params.category);
      if (!category) return notFound('category', words.categoryNotFound);
      const path = categoryPath(str(category.slug), language);
      const name = str(category.name);
      return {
        status: 200,
        screen: 'category',
        language,
        title: titleOf(words.categoryProjects(name), company),
        canonicalPath: path,
        crumbs: [home, projects, { name, path }],
        subject: category,
      };
    }
    case 'project': {
      const project = site.projects.find((p) => p.id === match.params.projectId);
      if (!project) return notFound('project', words.projectNotFound);
      const own = categoryOf(project, site);
      const path = projectPath(project, site, language);
      return {
        status: 200,
        screen: 'project',
        language,
        title: titleOf(str(project.title), company),
        canonicalPath: path,
        crumbs: [
          home,
          projects,
          ...(own ? [{ name: str(own.name), path: categoryPath(str(own.slug), language) }] : []),
          { name: str(project.title), path },
        ],
        subject: project,
        category: own,
      };
    }
  }
}

/**
 * The name of the public page at `path` as a person reads it (its last breadcrumb: "Home",
 * "Contact Us", a category's or a project's name), or null when it is no page of the site (a
 * project since deleted). A query or fragment is ignored. The admin names pages by it (issue 39:
 * titles, not addresses, on the dashboard, in the Inbox and its CSV), in English: "Contact Us
 * (Sinhala)" for /si/contact.
 */
export function pageName(path: string, data: SiteData): string | null {
  let bare = path.split(/[?#]/)[0] ?? '';
  try {
    bare = decodeURIComponent(bare);
  } catch {
    return null;
  }
  // Staff read English (issue 40): a Sinhala or Tamil page by its English name, and its language.
  const { language, path: english } = splitLanguage(bare);
  const page = pageBasics(english, data);
  const name = page && page.status === 200 ? page.crumbs[page.crumbs.length - 1]?.name : '';
  if (!name) return null;
  return language === DEFAULT_LANGUAGE ? name : `${name} (${LANGUAGE_NAMES[language].english})`;
}
