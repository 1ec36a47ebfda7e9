/**
 * The contract between the hooks and the server renderer of the public pages
 * (docs/ARCHITECTURE.md, "Public pages"): pb_hooks/src/lib/pages.ts calls `renderPage` of
 * pb_hooks/lib/ssr/renderPage.js (built from web/src/server/renderPage.tsx) once per page and
 * content change, and writes the document it returns as a file; a staff preview renders on demand.
 */
import type { SiteData } from './pages';
import type { QuoteFormState } from './quote';

/** What the hook knows of the site when it asks for a page. */
export interface PageRequest {
  /**
   * The built document template (pb_public/page.html): the stylesheet and the site script in
   * its head, `<title>` where the head goes and `<!--page-->` where the body goes.
   */
  template: string;
  /** The path to render: a public page's canonical path, or a not-found page's. */
  path: string;
  data: SiteData;
  /** PocketBase's Application URL, without a trailing slash: canonical and Open Graph URLs. */
  siteUrl: string;
  /** This year (the footer's copyright line). */
  year: number;
  /** A signed-in staff member's preview with drafts: `noindex`, marked as a preview. */
  preview?: boolean;
  /**
   * The Contact page as the answer to its quote form posted without JavaScript (issue 39,
   * pb_hooks/src/lib/quoteForm.ts): rendered on demand with the form's state, never written.
   */
  quote?: QuoteFormState;
}

/**
 * The server renderer's one export: the whole document of the page at `request.path`. The hook
 * has already decided that the path is one to render (redirects and not-found pages are its
 * business); a path that is no public route throws.
 */
export type RenderPage = (request: PageRequest) => string;
