import type { SiteData } from '@shared/pages';
import { footer, projects, residential } from '../public/testing/testRecords';
import { renderPage } from './renderPage';

const template = '<!doctype html><html><head><title>Built</title></head><body><!--page--></body></html>';
const data = {
  homeSettings: null,
  stats: null,
  footer: footer,
  about: null,
  contact: null,
  projects,
  services: [],
  team: [],
  categories: [residential],
  journey: [],
  testimonials: [],
} as unknown as SiteData;

/** The document of `path`, parsed (its nodes read as plain values: they are not the test's DOM). */
function page(path: string, preview = false): Document {
  const html = renderPage({ template, path, data, siteUrl: 'https://perera.example', year: 2026, preview });
  return new DOMParser().parseFromString(html, 'text/html');
}

const robots = (doc: Document) => doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('renderPage', () => {
  it("puts the page's head in place of the title and its markup in the body", () => {
    const doc = page('/projects/residential/p_house');
    expect(doc.title).toBe('Lake House | Perera Builders');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://perera.example/projects/residential/p_house',
    );
    expect(doc.querySelector('main h1')?.textContent).toBe('Lake House');
    expect(doc.body.innerHTML).not.toContain('<!--page-->');
    expect(doc.querySelector('footer')?.textContent).toContain('© 2026 Perera Builders. All rights reserved.');
    expect(robots(doc)).toBeNull();
  });

  it('renders the not-found state of a category that does not exist', () => {
    const doc = page('/projects/castles');
    expect(doc.querySelector('main h1')?.textContent).toBe('Category not found');
    expect(robots(doc)).toContain('noindex');
  });

  it('marks a staff preview on the page and keeps it out of the index', () => {
    const doc = page('/', true);
    expect(doc.body.textContent).toContain('Preview — drafts are shown. Visitors see only published content.');
    expect(robots(doc)).toContain('noindex');
    expect(page('/').body.textContent).not.toContain('Preview');
    expect(robots(page('/'))).toBeNull();
  });

  it('refuses a path that is no public page', () => {
    expect(() => page('/admin')).toThrow('/admin is no public page');
  });
});
