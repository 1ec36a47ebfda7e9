/**
 * The public site data the server embeds in each public page (issue 6, shared/seo.ts):
 * a non-executable `<script type="application/json" id="site-data">` block, so a first visit
 * paints with zero API round trips. Absent under `make dev` (Vite serves index.html itself).
 */
import type {
  AboutSettings,
  ContactSettings,
  FooterMenu,
  HomeSettings,
  JourneyItem,
  Project,
  ProjectCategory,
  Service,
  StatsSettings,
  TeamMember,
  Testimonial,
} from '../lib/types';
import { SITE_DATA_ELEMENT_ID, type RenderedSite } from '@shared/seo';
import { useSiteStore } from './site';
import { useTestimonialsStore } from './testimonials';

/** The block's shape: collection names as keys, records as PocketBase returns them. */
export interface EmbeddedSiteData {
  home_settings: HomeSettings | null;
  stats_settings: StatsSettings | null;
  Footer_menu: FooterMenu | null;
  about_settings: AboutSettings | null;
  contact_settings: ContactSettings | null;
  projects: Project[];
  services: Service[];
  team: TeamMember[];
  project_categories: ProjectCategory[];
  journey: JourneyItem[];
  /** Newest first, for the testimonials store. */
  testimonials?: Testimonial[];
  /** The site's own URL, the year and the path of the render: what both renders agree on. */
  site?: RenderedSite;
}

const LISTS = ['projects', 'services', 'team', 'project_categories', 'journey'] as const;

/**
 * Reads and removes the block (so it is used once: later refreshes read the API), or null
 * when there is none or it does not hold what the store needs.
 */
export function takeEmbeddedSiteData(doc: Document = document): EmbeddedSiteData | null {
  const element = doc.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent || '') as EmbeddedSiteData;
    if (!data || typeof data !== 'object' || LISTS.some((key) => !Array.isArray(data[key]))) return null;
    return data;
  } catch {
    return null;
  }
}

/**
 * Fills the public stores from the embedded data: the browser does it before hydrating, the
 * server before rendering (web/src/server/renderPage.tsx), so both render the same page.
 * Returns false when there is no data (the stores then load through the API).
 */
export function startFromSiteData(data: EmbeddedSiteData | null): boolean {
  if (!useSiteStore.getState().hydrate(data)) return false;
  if (Array.isArray(data!.testimonials)) useTestimonialsStore.getState().hydrate(data!.testimonials);
  return true;
}
