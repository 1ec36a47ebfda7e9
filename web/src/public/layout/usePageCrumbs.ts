import { markedAs } from '@shared/localize';
import { pageBasics, type SiteData } from '@shared/pages';
import { useSite, type PublicSite } from '../site/SiteContext';
import type { Crumb } from './Breadcrumbs';

/** The document's content as the server's site data (shared/pages.ts): the same keys. */
function siteData(site: PublicSite): SiteData {
  // note: already in the page's language (renderPage localized it), and marked so.
  return markedAs({ ...site, stats: site.stats.id ? site.stats : null } as unknown as SiteData, site.language);
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
