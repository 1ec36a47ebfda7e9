import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '@shared/pages';
import type { QuoteFormState } from '@shared/quote';
import type { SiteContent, StatsSettings, Testimonial } from '../../lib/types';
import { DEFAULT_STATS } from '@shared/siteDefaults';
import type { Language } from '@shared/languages';
import { splitLanguage } from '@shared/routes';
import { wordsIn, type Words } from '@shared/words';

/**
 * What a public document is rendered from (docs/ARCHITECTURE.md, "Public pages"): the site data
 * of one render, in the shape the components read, and where the page is. The server renderer
 * (web/src/server/renderPage.tsx) provides it for the whole page; an island gets only its props.
 */
export interface PublicSite extends SiteContent {
  testimonials: Testimonial[];
  /** The path this document is rendered at (a canonical path, or a not-found page's). */
  path: string;
  /** A staff member's draft preview (never written to the public files). */
  preview: boolean;
  /** The quote form's state in the server's answer to it posted without JavaScript (issue 39). */
  quote?: QuoteFormState;
  /** The page's language, from its path's prefix (issue 40): the content is already in it. */
  language: Language;
  /** The page's own words in its language (shared/words.ts). */
  words: Words;
}

/**
 * The site data of a render, as the components read it. `data` is already in the page's language
 * (shared/localize.ts `localizeSite`, done by the renderer); the language is the path's.
 */
export function publicSite(
  data: SiteData,
  where: { siteUrl: string; year: number; path: string; preview?: boolean; quote?: QuoteFormState },
): PublicSite {
  // note: the site data and the components' content have the same keys (shared/content.ts);
  // only the statistics fall back to defaults.
  const content = data as unknown as Omit<
    PublicSite,
    'stats' | 'siteUrl' | 'year' | 'path' | 'preview' | 'quote' | 'language' | 'words'
  >;
  const { language } = splitLanguage(where.path);
  const stats = data.stats as unknown as StatsSettings | null;
  return {
    ...content,
    stats: stats ? { ...DEFAULT_STATS, ...stats } : { ...DEFAULT_STATS, id: '' },
    siteUrl: where.siteUrl,
    year: where.year,
    path: where.path,
    preview: !!where.preview,
    language,
    words: wordsIn(language),
    ...(where.quote ? { quote: where.quote } : {}),
  };
}

const SiteContext = createContext<PublicSite | null>(null);

/** Gives a public document's components its site data (the server renderer, and tests). */
export function SiteProvider({ site, children }: { site: PublicSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site data of the document being rendered. */
export function useSite(): PublicSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteProvider (web/src/public/site/SiteContext.tsx)');
  return site;
}
