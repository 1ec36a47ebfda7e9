/**
 * The contract between the hooks and the server renderer of the public pages (issue 13):
 * pb_hooks/src/lib/pages.ts calls `renderPage` of pb_hooks/lib/ssr/renderPage.js (built from
 * web/src/server/renderPage.tsx) with a path and the site, and caches the document it returns.
 */
import type { SiteData } from './seo';

/** What the hook knows of a request and the site when it asks for a page. */
export interface PageRequest {
  /** The built index.html (pb_public/index.html). */
  indexHtml: string;
  /** The path to render: a public page's canonical path, or a not-found page's. */
  path: string;
  data: SiteData;
  /** Where the app fetches `data` (shared/seo.ts `siteDataPath`). */
  dataSrc: string;
  /** PocketBase's Application URL, without a trailing slash: canonical and Open Graph URLs. */
  siteUrl: string;
  /** This year (the footer's copyright line), the same for the browser's hydration. */
  year: number;
  /** URLs of the chunks a screen needs (pb_hooks/src/lib/routeModules.ts). */
  modules: (screen: string) => string[];
}

/**
 * The server renderer's one export: the whole document of the page at `request.path`. The hook
 * has already decided that the path is one to render (redirects and not-found pages are its
 * business); a path that is no public route throws.
 */
export type RenderPage = (request: PageRequest) => string;
