/**
 * The public site data a server-rendered page was rendered from (issue 13, shared/seo.ts): the
 * page names it (`PageDataRef`), the app fetches it once per content version (stores/pageData.ts)
 * and fills the stores with it before hydrating, instead of the API's ten reads. Absent
 * under `make dev` (Vite serves index.html itself).
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
import type { RenderedSite } from '@shared/seo';
import type { PageData } from './pageData';
import { useSiteStore } from './site';
import { useTestimonialsStore } from './testimonials';

/** The data's shape: collection names as keys, records as PocketBase returns them. */
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
 * The page's site data with the render's site URL, year and path, or null when there is none or
 * it does not hold what the store needs.
 */
export function embeddedSiteData(page: PageData): EmbeddedSiteData | null {
  if (page.kind !== 'data') return null;
  const data = page.data as EmbeddedSiteData | null;
  if (!data || typeof data !== 'object' || LISTS.some((key) => !Array.isArray(data[key]))) return null;
  return page.ref.site ? { ...data, site: page.ref.site } : data;
}

/**
 * Fills the public stores from the page's site data: the browser does it before hydrating, the
 * server before rendering (web/src/server/renderPage.tsx), so both render the same page.
 * Returns false when there is no data (the stores then load through the API).
 */
export function startFromSiteData(data: EmbeddedSiteData | null): boolean {
  if (!useSiteStore.getState().hydrate(data)) return false;
  if (Array.isArray(data!.testimonials)) useTestimonialsStore.getState().hydrate(data!.testimonials);
  return true;
}
