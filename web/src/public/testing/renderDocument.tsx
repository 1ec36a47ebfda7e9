/** Renders a public page's document as the server does, for the public pages' unit tests. */
import { render } from '@testing-library/react';
import { matchPublicRoute } from '@shared/routes';
import { emptySiteData } from '@shared/pages';
import { PublicDocument } from '../layout/PublicDocument';
import { publicSite, SiteProvider, type PublicSite } from '../site/SiteContext';

/** The Application URL of the tests' site. */
export const SITE_URL = 'https://perera.example';
/** The year the tests' documents are rendered in. */
export const YEAR = 2026;

/** The site data of a document at `path`: nothing stored but what `over` gives. */
export function testSite(path: string, over: Partial<PublicSite> = {}): PublicSite {
  return { ...publicSite(emptySiteData(), { siteUrl: SITE_URL, year: YEAR, path }), ...over };
}

/** The document of the public page at `path` (its screen from the route table), in jsdom. */
export function renderDocument(path: string, over: Partial<PublicSite> = {}) {
  const match = matchPublicRoute(path);
  if (!match) throw new Error(`${path} is no public page`);
  return render(
    <SiteProvider site={testSite(path, over)}>
      <PublicDocument screen={match.screen} />
    </SiteProvider>,
  );
}

/** Text a visitor must never see (a missing value rendered raw). */
export const BROKEN_TEXT = /undefined|NaN|\[object Object\]|null/;
