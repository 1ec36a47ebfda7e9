import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { pageBasics, type PageBasics, type SiteData } from '@shared/pages';
import { useSiteStore, type SiteState } from '../../stores/site';
import type { Crumb } from './Breadcrumbs';

/** The store's content in the shape of the server's site data (shared/seo.ts). */
function siteData(s: SiteState): SiteData {
  return {
    home_settings: s.homeSettings,
    stats_settings: s.stats.id ? s.stats : null,
    Footer_menu: s.footer,
    about_settings: s.about,
    contact_settings: s.contact,
    projects: s.projects,
    services: s.services,
    team: s.team,
    project_categories: s.categories,
    journey: s.journey,
  } as unknown as SiteData;
}

/**
 * The current page's title, breadcrumbs and canonical path, from the one definition the server
 * renders into the head and JSON-LD (shared/pages.ts); null while the content loads.
 */
export function usePageMeta(): PageBasics | null {
  const { pathname } = useLocation();
  const state = useSiteStore((s) => s);
  return useMemo(
    () => (state.loading || state.error ? null : pageBasics(pathname, siteData(state))),
    [pathname, state],
  );
}

/** The page's breadcrumbs for its title band: every crumb a link but the current page. */
export function usePageCrumbs(): Crumb[] {
  const crumbs = usePageMeta()?.crumbs ?? [];
  return crumbs.map((crumb, i) =>
    i < crumbs.length - 1 ? { label: crumb.name, to: crumb.path } : { label: crumb.name },
  );
}
