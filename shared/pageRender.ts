/**
 * The contract between the hooks and the server renderer of the public pages (issue 13):
 * pb_hooks/src/lib/pages.ts calls `renderPage` of pb_hooks/lib/ssr/renderPage.js (built from
 * web/src/server/renderPage.tsx) with a request and the site, and caches what it answers.
 */
import type { SiteData } from './seo';

/** What the hook knows of a request and the site when it asks for a page. */
export interface PageRequest {
  /** The built index.html (pb_public/index.html). */
  indexHtml: string;
  /** The request's path, decoded (as routers match it). */
  path: string;
  /** The request's path as sent (percent-encoded), compared with the canonical path. */
  rawPath: string;
  data: SiteData;
  /** PocketBase's Application URL, without a trailing slash: canonical and Open Graph URLs. */
  siteUrl: string;
  /** This year (the footer's copyright line), the same for the browser's hydration. */
  year: number;
  /** URLs of the chunks a screen needs (pb_hooks/src/lib/routeModules.ts). */
  modules: (screen: string) => string[];
}

/** The answer for a public path. */
export type PageResponse =
  | { status: 200 | 404; html: string }
  /** The page lives at another path (a project under the wrong category, a trailing slash). */
  | { status: 301; location: string }
  /** Not a public route. */
  | null;

/** The server renderer's one export. */
export type RenderPage = (request: PageRequest) => PageResponse;
