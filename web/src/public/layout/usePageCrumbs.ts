import { pageBasics, type SiteData } from '@shared/pages';
import { useSite, type PublicSite } from '../site/SiteContext';
import type { Crumb } from './Breadcrumbs';

/** The document's content in the shape of the server's site data (shared/pages.ts). */
function siteData(site: PublicSite): SiteData {
  return {
    home_settings: site.homeSettings,
    stats_settings: site.stats.id ? site.stats : null,
    Footer_menu: site.footer,
    about_settings: site.about,
    contact_settings: site.contact,
    projects: site.projects,
    services: site.services,
    team: site.team,
    project_categories: site.categories,
    journey: site.journey,
  } as unknown as SiteData;
}

/**
 * The page's breadcrumbs for its title band, from the one definition the server renders into
 * the head and JSON-LD (shared/pages.ts): every crumb a link but the current page.
 */
export function usePageCrumbs(): Crumb[] {
  const site = useSite();
  const crumbs = pageBasics(site.path, siteData(site))?.crumbs ?? [];
  return crumbs.map((crumb, i) =>
    i < crumbs.length - 1 ? { label: crumb.name, to: crumb.path } : { label: crumb.name },
  );
}
