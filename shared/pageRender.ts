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

/** The server renderer's bundle (pb_hooks/lib/ssr/renderPage.js): a page, and the end of a pass. */
export interface PageRenderer {
  renderPage: RenderPage;
  /** Lets go of the site data the renderer's copy of shared/localize.ts keeps (`forgetLocalized`). */
  forgetLocalized: () => void;
}

/** A render pass or pages that failed: what staff and operators are told (LIVE_ROUTE). */
export interface RenderFailure {
  /** The change count when the pass failed; 0 when only pages failed. */
  pass: number;
  /** Why the pass failed ('' when only pages failed). */
  message: string;
  /** The pages that failed to render in the last pass, with why: their last version stays. */
  pages: Array<{ path: string; message: string }>;
}

/** The answer of LIVE_ROUTE (shared/routes.ts): how far the public pages are. */
export interface LiveAnswer {
  /** Changes to public content since the server started. */
  changes: number;
  /** The changes the files show. */
  rendered: number;
  rendering: boolean;
  failure: RenderFailure | null;
}

/** Said to staff when a saved change could not be put on the public site (admin LiveStatus). */
export const NOT_LIVE_MESSAGE =
  'Your change is saved, but the public site could not be updated: visitors still see the previous version.';
export const NOT_LIVE_NEXT_STEP =
  'Save again in a minute to try again. If this keeps happening, tell the site’s developer.';
