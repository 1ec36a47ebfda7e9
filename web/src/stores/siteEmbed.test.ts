import { afterEach, expect, it } from 'vitest';
import { embeddedTestimonials, SITE_DATA_ELEMENT_ID, takeEmbeddedSiteData } from './siteEmbed';

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

it("keeps the block's testimonials for the testimonials store, which loads later", () => {
  embed(JSON.stringify({ ...valid, testimonials: [{ id: 't1', quote: 'Embedded.' }] }));
  takeEmbeddedSiteData();
  expect(embeddedTestimonials()?.map((t) => t.quote)).toEqual(['Embedded.']);
  embed(JSON.stringify(valid));
  takeEmbeddedSiteData();
  expect(embeddedTestimonials()).toBeNull();
});
