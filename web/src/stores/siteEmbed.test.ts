import { expect, it } from 'vitest';
import { useSiteStore } from './site';
import type { PageData } from './pageData';
import { embeddedSiteData, startFromSiteData } from './siteEmbed';
import { useTestimonialsStore } from './testimonials';

const valid = {
  home_settings: { id: 'singletonrecord', title: 'Hello' },
  stats_settings: null,
  Footer_menu: null,
  about_settings: null,
  contact_settings: null,
  projects: [{ id: 'p1', title: 'Villa' }],
  services: [],
  team: [],
  project_categories: [],
  journey: [],
};

const fetched = (data: unknown, site?: { url: string; year: number; path: string }): PageData => ({
  kind: 'data',
  ref: { src: '/api/site/data/abc', site },
  data,
});

it('takes the fetched data with the site URL, year and path of the render', () => {
  const site = { url: 'https://example.lk', year: 2031, path: '/' };
  expect(embeddedSiteData(fetched(valid, site))).toEqual({ ...valid, site });
  expect(embeddedSiteData(fetched(valid))?.projects[0].title).toBe('Villa');
});

it('has no data for a page without it, a stale or failed fetch, or incomplete data', () => {
  expect(embeddedSiteData({ kind: 'none' })).toBeNull();
  expect(embeddedSiteData({ kind: 'stale' })).toBeNull();
  expect(embeddedSiteData({ kind: 'failed' })).toBeNull();
  expect(embeddedSiteData(fetched(null))).toBeNull();
  expect(embeddedSiteData(fetched('text'))).toBeNull();
  expect(embeddedSiteData(fetched({ ...valid, projects: undefined }))).toBeNull();
  // then the stores are left to the API
  expect(startFromSiteData(null)).toBe(false);
});

it('fills the site and testimonials stores from the data, with the site URL and year of the render', () => {
  const data = fetched(
    { ...valid, testimonials: [{ id: 't1', quote: 'Embedded.' }] },
    { url: 'https://example.lk', year: 2031, path: '/' },
  );
  expect(startFromSiteData(embeddedSiteData(data))).toBe(true);
  expect(useSiteStore.getState()).toMatchObject({ loading: false, siteUrl: 'https://example.lk', year: 2031 });
  expect(useSiteStore.getState().projects[0].title).toBe('Villa');
  expect(useTestimonialsStore.getState()).toMatchObject({ loaded: true, loading: false });
  expect(useTestimonialsStore.getState().testimonials.map((t) => t.quote)).toEqual(['Embedded.']);
});
