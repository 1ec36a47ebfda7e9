import { LANGUAGES } from '@shared/languages';
import type { SiteData } from '@shared/pages';
import { footer, projects, residential } from '../public/testing/testRecords';
import { FONT_URLS } from './fontFiles';
import { fontHead, preloadedFonts } from './fonts';
import { renderPage } from './renderPage';

const template = '<!doctype html><html><head><title>Built</title></head><body><!--page--></body></html>';
const data = {
  ...{ homeSettings: null, stats: null, about: null, contact: null, services: [], team: [], journey: [] },
  ...{ footer, projects, categories: [residential], testimonials: [] },
} as unknown as SiteData;

/** The head of the document of `path` as the server renders it, parsed. */
function head(path: string): HTMLHeadElement {
  const html = renderPage({ template, path, data, siteUrl: 'https://perera.example', year: 2026 });
  return new DOMParser().parseFromString(html, 'text/html').head;
}

const preloads = (h: HTMLHeadElement) =>
  [...h.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => ({
    href: link.getAttribute('href'),
    type: link.getAttribute('type'),
    crossorigin: link.hasAttribute('crossorigin'),
  }));

describe('the fonts of a page', () => {
  it("preloads exactly its script's two faces on a Sinhala and a Tamil page, and nothing on an English page", () => {
    const font = (href: string) => ({ href, type: 'font/woff2', crossorigin: true });
    for (const path of ['/si', '/si/projects', '/si/projects/residential/p_house'])
      expect(preloads(head(path)), path).toEqual([font(FONT_URLS.si.regular), font(FONT_URLS.si.bold)]);
    expect(preloads(head('/ta/about'))).toEqual([font(FONT_URLS.ta.regular), font(FONT_URLS.ta.bold)]);
    for (const path of ['/', '/projects', '/projects/residential/p_house']) {
      const h = head(path);
      expect(preloads(h), path).toEqual([]);
      expect(h.innerHTML, path).not.toMatch(/@font-face|woff2/);
    }
  });

  it('declares the faces for their letters only, swapped in, over a fallback with the same line metrics', () => {
    const css = head('/si/services').querySelector('style')?.textContent ?? '';
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    const [regular, bold, fallback] = faces;
    expect(regular).toContain(`src:url(${FONT_URLS.si.regular}) format("woff2")`);
    expect(bold).toContain(`src:url(${FONT_URLS.si.bold}) format("woff2")`);
    for (const face of [regular, bold]) expect(face).toContain('font-display:swap');
    expect(fallback).toMatch(/font-family:"Noto Sans Sinhala Fallback";src:local\("Noto Sans Sinhala"\)/);
    for (const face of faces) {
      expect(face).toContain('unicode-range:U+0964-0965,U+0D81-0DF4');
      expect(face).toContain('ascent-override:101.1%;descent-override:29.3%;line-gap-override:0%');
    }
    // the page's family: the script's face, its fallback, then the site's system fonts for the rest
    expect(css).toContain('html{font-family:"Noto Sans Sinhala","Noto Sans Sinhala Fallback",var(--font-sans)}');
    // no Tamil on a Sinhala page
    expect(css).not.toContain('Tamil');
  });

  it('gives every language its own file or none', () => {
    expect(LANGUAGES.map(preloadedFonts)).toEqual([[], Object.values(FONT_URLS.si), Object.values(FONT_URLS.ta)]);
    expect(fontHead('en')).toBe('');
    expect(new Set(Object.values(FONT_URLS).flatMap((urls) => Object.values(urls))).size).toBe(4);
    for (const url of Object.values(FONT_URLS).flatMap((urls) => Object.values(urls))) expect(url).toMatch(/\.woff2$/);
  });
});
