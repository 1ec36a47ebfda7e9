/**
 * The public routes of the site, defined once (issue 13): the client router, the server
 * renderer, the head and JSON-LD (seo.ts), the sitemap and the hooks' request handling all read
 * this table. Pure code, no DOM and no PocketBase globals: the web app bundles it and the hooks
 * load its compiled copy (pb_hooks/lib/shared/routes.js).
 *
 * Languages (issue 40): a route's English path is its pattern; the same page in Sinhala or Tamil
 * is under the language's prefix (`/si/services`, `/ta` for the home page). The prefix is added
 * (`localePath`) and taken off (`splitLanguage`) here and nowhere else.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** Router pattern of each public page, by the name of the screen that shows it. */
export const PUBLIC_ROUTES = {
  home: '/',
  services: '/services',
  about: '/about',
  projects: '/projects',
  category: '/projects/:category',
  project: '/projects/:category/:projectId',
  contact: '/contact',
} as const;

/** A public screen: one per route above. */
export type Screen = keyof typeof PUBLIC_ROUTES;

export const SCREENS = Object.keys(PUBLIC_ROUTES) as Screen[];

/** The app's own screens outside the public site: served as the plain SPA page. */
export const APP_ROUTES = {
  login: '/dashboard-login',
  register: '/dashboard-register',
  /** Asks for a reset link by email. */
  forgotPassword: '/dashboard-forgot-password',
  /** Where the reset email's link leads (`?token=…`), see `passwordResetLink`. */
  resetPassword: '/dashboard-reset-password',
  /** Where an account with a temporary password (set by an admin) chooses its own. */
  changePassword: '/dashboard-change-password',
  admin: '/admin',
} as const;

/**
 * The server's request to itself that renders the public pages after a write is answered
 * (pb_hooks/src/lib/pages.ts renderSoon): sent uncompressed, refused to anyone else.
 */
export const RENDER_ROUTE = '/api/site/render';

/**
 * Whether the public site shows the changes saved so far (approved staff): the admin asks it
 * after a save to say "live on the site", or that the site could not be updated
 * (pb_hooks/src/lib/pages.ts liveStatus).
 */
export const LIVE_ROUTE = '/api/site/live';

/**
 * The link of the password-reset email, in PocketBase's template placeholders: the app's own
 * reset screen with the token in the query (pb_hooks/src/lib/resetEmail.ts puts it in the
 * template when the server starts).
 */
export const PASSWORD_RESET_LINK = `{APP_URL}${APP_ROUTES.resetPassword}?token={TOKEN}`;

/**
 * Paths the site once had, each with the path that replaced it (English paths: the same holds in
 * every language). A renamed route keeps its old links working by one line here; the server
 * answers an old path with a 301 to the new one (`redirectOf`).
 */
export const REDIRECTS: Readonly<Record<string, string>> = {};

/** A public route matched against a request path. */
export interface RouteMatch {
  screen: Screen;
  /** Decoded path parameters (`category`, `projectId`). */
  params: Record<string, string>;
  /** The page's language, from its prefix (none: English). */
  language: Language;
}

/** A language's prefix of the paths: '' for English, `/si` or `/ta`. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The path of the English page `path` in `language` (`/` in Sinhala is `/si`). */
export function localePath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : prefix + path;
}

/**
 * The language of `path` and its English path: `/si/services` is Sinhala `/services`, `/ta` Tamil
 * `/`. A path with no language prefix is English.
 */
export function splitLanguage(path: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (!prefix) continue;
    if (path === prefix) return { language, path: '/' };
    if (path.indexOf(prefix + '/') === 0) return { language, path: path.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path };
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The public route of `path` (decoded, as a router sees it), or null. A trailing slash still
 * matches: the server answers such a path with a redirect to its canonical form.
 */
export function matchPublicRoute(path: string): RouteMatch | null {
  const { language, path: english } = splitLanguage(path);
  const parts = segments(english);
  for (const screen of SCREENS) {
    const pattern = segments(PUBLIC_ROUTES[screen]);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      if (pattern[i].charAt(0) === ':') params[pattern[i].slice(1)] = parts[i];
      else ok = pattern[i] === parts[i];
    }
    if (ok) return { screen, params, language };
  }
  return null;
}

/** The path of `screen` in `language`, its parameters encoded. */
export function pathOf(screen: Screen, params: Record<string, string> = {}, language: Language = DEFAULT_LANGUAGE) {
  const path = PUBLIC_ROUTES[screen].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path of ${screen} needs its ${name}`);
    return encodeURIComponent(value);
  });
  return localePath(path, language);
}

/**
 * Where the form of the Contact page in `language` posts without JavaScript: that page
 * (`/si/contact`, issue 40; shared/quote.ts says why). The server holds those posts with the
 * island's (lib/quoteSlots.ts).
 */
export function quoteFormRoute(language: Language): string {
  return pathOf('contact', {}, language);
}

/**
 * Where an old path now is (REDIRECTS, in any language), or null: `/si/<old>` goes to
 * `/si/<new>`. A prefix of an old path moves what is under it too.
 */
export function redirectOf(path: string): string | null {
  const { language, path: english } = splitLanguage(path);
  for (const old of Object.keys(REDIRECTS)) {
    if (english === old || english.indexOf(old + '/') === 0)
      return localePath(REDIRECTS[old] + english.slice(old.length), language);
  }
  return null;
}

/** True for the app's own screens (`/admin/…`, the sign-in, registration and password pages). */
export function isAppPath(path: string): boolean {
  const values = Object.keys(APP_ROUTES).map((key) => APP_ROUTES[key as keyof typeof APP_ROUTES]);
  return values.some((route) => path === route || path.indexOf(route + '/') === 0);
}

/** Link to a category page. */
export function categoryPath(slug: string, language: Language = DEFAULT_LANGUAGE): string {
  return pathOf('category', { category: slug }, language);
}

/**
 * The parameter of the paths the not-found pages are rendered at (`/projects/_/_`,
 * `/si/projects/<slug>/_`): no slug or id can be it (lower-case letters, digits and dashes).
 */
export const NOT_FOUND_PARAM = '_';

/** True for the path a not-found page is rendered at (its page has no other language to offer). */
export function isNotFoundPath(path: string): boolean {
  const match = matchPublicRoute(path);
  return !!match && Object.keys(match.params).some((name) => match.params[name] === NOT_FOUND_PARAM);
}

/** Slug used in a project's URL when it has no category. */
export const UNCATEGORIZED_SLUG = 'uncategorized';

/** Link to a project page, under its category's slug. */
export function projectPath(categorySlug: string, projectId: string, language: Language = DEFAULT_LANGUAGE): string {
  return pathOf('project', { category: categorySlug || UNCATEGORIZED_SLUG, projectId }, language);
}
