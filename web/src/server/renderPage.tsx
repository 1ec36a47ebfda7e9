/**
 * The server renderer of the public pages (docs/ARCHITECTURE.md, "Public pages"): the public
 * components rendered to a whole document inside PocketBase's JSVM, from the site data of one
 * content version. Built by Vite as a CommonJS bundle into pb_hooks/lib/ssr/
 * (scripts/build-hooks.mjs); pb_hooks/src/lib/pages.ts calls it once per page and content change
 * and writes what it returns as a file. The browser never hydrates the page as a whole: only its
 * islands.
 */
import './jsvmGlobals';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import type { PageRequest } from '@shared/pageRender';
import { localizeSite } from '@shared/localize';
import { splitLanguage } from '@shared/routes';
import { pageFor, renderDocument } from '@shared/seo';
import { PublicDocument } from '../public/layout/PublicDocument';
import { publicSite, SiteProvider } from '../public/site/SiteContext';
import { fontHead } from './fonts';

// The pages' caller lets go of the last site data after a pass (pb_hooks/src/lib/pages.ts).
export { forgetLocalized } from '@shared/localize';

/** The whole document of the public page at `request.path` (shared/pageRender.ts). */
export function renderPage(request: PageRequest): string {
  const { template, path, data, siteUrl, year, preview = false, quote } = request;
  const meta = pageFor(path, data, siteUrl);
  if (!meta) throw new Error(`${path} is no public page`);
  // note: the components read the data in the page's language (the English where a translation
  // is missing, listed for its lang="en": site/Localized.tsx); the head is seo.ts' own.
  const { language } = splitLanguage(path);
  const site = publicSite(localizeSite(data, language), { siteUrl, year, path, preview, quote });
  const body = renderToString(
    <StrictMode>
      <SiteProvider site={site}>
        <PublicDocument screen={meta.screen} />
      </SiteProvider>
    </StrictMode>,
  );
  // The fonts of the page's language first in its head (fonts.ts): '' for English.
  const withFonts = template.replace(/<title>/i, (tag) => fontHead(language) + tag);
  return renderDocument(withFonts, meta, data, siteUrl, body, { preview });
}
