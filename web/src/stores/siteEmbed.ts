/**
 * The public site data the server embeds in each public page (issue 6, pb_hooks/src/lib/seo.ts):
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

/** Must match SITE_DATA_ELEMENT_ID in pb_hooks/src/lib/seo.ts. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

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
  /** For the testimonials store, which loads later: with the sections that show them. */
  testimonials?: Testimonial[];
}

const LISTS = ['projects', 'services', 'team', 'project_categories', 'journey'] as const;

let keptTestimonials: Testimonial[] | null = null;

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
    keptTestimonials = Array.isArray(data.testimonials) ? data.testimonials : null;
    return data;
  } catch {
    return null;
  }
}

/**
 * The testimonials of the block `takeEmbeddedSiteData` took, or null when it took none or the
 * block had no testimonials. The testimonials store starts from them when it loads.
 */
export function embeddedTestimonials(): Testimonial[] | null {
  return keptTestimonials;
}
