import { afterEach, expect, it } from 'vitest';
import { SITE_DATA_ELEMENT_ID } from '@shared/seo';
import { useSiteStore } from './site';
import { startFromSiteData, takeEmbeddedSiteData } from './siteEmbed';
import { useTestimonialsStore } from './testimonials';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

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

afterEach(() => {
  document.getElementById(SITE_DATA_ELEMENT_ID)?.remove();
});

it('reads the block once and removes it', () => {
  embed(JSON.stringify(valid));
  expect(takeEmbeddedSiteData()?.projects[0].title).toBe('Villa');
  expect(document.getElementById(SITE_DATA_ELEMENT_ID)).toBeNull();
  expect(takeEmbeddedSiteData()).toBeNull();
});

it('ignores a missing, broken or incomplete block', () => {
  expect(takeEmbeddedSiteData()).toBeNull();
  embed('{not json');
  expect(takeEmbeddedSiteData()).toBeNull();
  embed(JSON.stringify({ ...valid, projects: undefined }));
  expect(takeEmbeddedSiteData()).toBeNull();
});

it('fills the site and testimonials stores from the block, with the site URL and year of the render', () => {
  embed(
    JSON.stringify({
      ...valid,
      testimonials: [{ id: 't1', quote: 'Embedded.' }],
      site: { url: 'https://example.lk', year: 2031, path: '/' },
    }),
  );
  expect(startFromSiteData(takeEmbeddedSiteData())).toBe(true);
  expect(useSiteStore.getState()).toMatchObject({ loading: false, siteUrl: 'https://example.lk', year: 2031 });
  expect(useSiteStore.getState().projects[0].title).toBe('Villa');
  expect(useTestimonialsStore.getState()).toMatchObject({ loaded: true, loading: false });
  expect(useTestimonialsStore.getState().testimonials.map((t) => t.quote)).toEqual(['Embedded.']);
});

it('leaves the stores to the API without a block', () => {
  expect(startFromSiteData(takeEmbeddedSiteData())).toBe(false);
  expect(useSiteStore.getState().loading).toBe(true);
  expect(useTestimonialsStore.getState().loaded).toBe(false);
});
