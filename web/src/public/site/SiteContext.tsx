import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '@shared/pages';
import type {
  AboutSettings,
  ContactSettings,
  FooterMenu,
  HomeSettings,
  JourneyItem,
  Project,
  ProjectCategory,
  Service,
  SiteContent,
  StatsSettings,
  TeamMember,
  Testimonial,
} from '../../lib/types';
import { DEFAULT_STATS } from '@shared/siteDefaults';

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
}

/** The site data of a render, as the components read it. */
export function publicSite(
  data: SiteData,
  where: { siteUrl: string; year: number; path: string; preview?: boolean },
): PublicSite {
  const stats = data.stats_settings as unknown as StatsSettings | null;
  return {
    homeSettings: data.home_settings as unknown as HomeSettings | null,
    stats: stats ? { ...DEFAULT_STATS, ...stats } : { ...DEFAULT_STATS, id: '' },
    projects: data.projects as unknown as Project[],
    services: data.services as unknown as Service[],
    team: data.team as unknown as TeamMember[],
    categories: data.project_categories as unknown as ProjectCategory[],
    footer: data.Footer_menu as unknown as FooterMenu | null,
    about: data.about_settings as unknown as AboutSettings | null,
    contact: data.contact_settings as unknown as ContactSettings | null,
    journey: data.journey as unknown as JourneyItem[],
    testimonials: (data.testimonials ?? []) as unknown as Testimonial[],
    siteUrl: where.siteUrl,
    year: where.year,
    path: where.path,
    preview: !!where.preview,
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
