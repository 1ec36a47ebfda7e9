/**
 * The public pages in Sinhala and Tamil as the server renders them (issue 40): their own words in
 * the page's language, the record texts not yet translated marked lang="en", every link in the
 * language, and the switcher to this page in each language.
 */
import type { SiteData } from '@shared/pages';
import { LANGUAGES, TRANSLATIONS, type Language } from '@shared/languages';
import { localePath } from '@shared/routes';
import { WORDS } from '@shared/words';
import {
  about,
  contact,
  footer,
  journeyItem,
  member,
  projects,
  residential,
  commercial,
  services,
} from '../public/testing/testRecords';
import { renderPage } from './renderPage';

const template = '<!doctype html><html><head><title>Built</title></head><body><!--page--></body></html>';

const testimonial = {
  id: 't1',
  collectionId: 'pbc_testimonials',
  collectionName: 'testimonials',
  client_name: 'Nimal Perera',
  client_role: 'Homeowner',
  quote: 'A fine house.',
  project: 'p_house',
};

/** Every content type filled in English; the Lake House and the residential category translated. */
const data = {
  homeSettings: { id: 'h1', collectionId: 'pbc_home', title: 'We Build Sri Lanka', subtitle: 'Homes, built right.' },
  stats: null,
  footer,
  about,
  contact,
  projects: projects.map((p) => (p.id === 'p_house' ? { ...p, title_si: 'වැව අසල නිවස', title_ta: 'ஏரிக்கரை வீடு' } : p)),
  services,
  team: [member('m1', 'Eng. Rohan Silva')],
  categories: [{ ...residential, name_si: 'නිවාස', name_ta: 'குடியிருப்பு' }, commercial],
  journey: [journeyItem('j1', 1999, 'Founded')],
  testimonials: [testimonial],
} as unknown as SiteData;

function page(path: string): Document {
  const html = renderPage({ template, path, data, siteUrl: 'https://perera.example', year: 2026 });
  return new DOMParser().parseFromString(html, 'text/html');
}

const ROUTES = [
  '/',
  '/services',
  '/about',
  '/projects',
  '/projects/residential',
  '/projects/residential/p_house',
  '/projects/residential/p_villa',
  '/projects/residential/p_nothing',
  '/contact',
];

/** The values the pages show as they are in every language: names, numbers, places, phones. */
const SHARED = [
  'Perera Builders',
  'Eng. Rohan Silva',
  'Nimal Perera',
  'NP',
  'Archt. Perera',
  'LKR 45 Million',
  'Colombo 07',
  'WhatsApp',
  'Google Maps',
  'Facebook',
  'Instagram',
  '+94 11 234 5678',
  '+94 77 123 4567',
  'hello@perera.lk',
  'info@perera.lk',
  ...projects.map((p) => `${p.title} Client`),
];

/** Text of `root` a visitor reads in the page's language: not the lang="en" fallbacks, not the quote form (its own). */
function ownText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll('[lang="en"], [data-island="quote"], script, style, noscript').forEach((el) => el.remove());
  let text = copy.textContent ?? '';
  for (const value of SHARED) text = text.split(value).join(' ');
  return text;
}

/** The English record texts of `data` (shown in English in an attribute, which cannot say so). */
const RECORD_TEXTS = [
  ...projects.map((p) => p.title),
  ...services.map((s) => s.title),
  'Residential',
  'Commercial',
  'Rohan Silva',
];

function ownAttributes(root: Element): string[] {
  return [...root.querySelectorAll('[aria-label], [alt], [title]')]
    .filter((el) => !el.closest('[data-island="quote"], [lang="en"]'))
    .flatMap((el) => ['aria-label', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''))
    .map((value) => {
      for (const kept of [...SHARED, ...RECORD_TEXTS]) value = value.split(kept).join(' ');
      return value.replace(/https?:\/\/\S+/g, ' ');
    });
}

/**
 * Takes the breadcrumbs out of `doc`: their names and paths are the head's, from shared/pages.ts
 * `pageBasics` (the render engineer's part of issue 40, which gives them in the page's language).
 */
function withoutCrumbs(doc: Document): void {
  doc.querySelectorAll('nav ol').forEach((list) => list.closest('nav')?.remove());
}

describe.each(TRANSLATIONS)('the pages in %s', (language) => {
  it.each(ROUTES)('%s: no English word of the page its own but the fallbacks marked lang="en"', (path) => {
    const doc = page(localePath(path, language));
    withoutCrumbs(doc);
    expect(ownText(doc.body).match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    expect(ownAttributes(doc.body).flatMap((value) => value.match(/[A-Za-z]{2,}/g) ?? [])).toEqual([]);
  });

  it.each(ROUTES)('%s: every link stays in the language but the switcher’s', (path) => {
    const doc = page(localePath(path, language));
    withoutCrumbs(doc);
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].filter(
      (a) => !a.hreflang && !a.getAttribute('href')!.startsWith('/api/files/'),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a.getAttribute('href')).toMatch(new RegExp(`^/${language}(/|$|\\?|#)`));
  });
});

describe('fallbacks', () => {
  it('marks a record text shown in English lang="en", and nothing else', () => {
    const doc = page('/si/projects/residential/p_house');
    expect(doc.querySelector('main h1')?.outerHTML).toBe(
      '<h1 class="mt-2 max-w-4xl text-4xl font-bold tracking-tight break-words text-white sm:text-5xl">වැව අසල නිවස</h1>',
    );
    // the category is translated, the other projects' titles are not
    expect(doc.querySelector('main p.text-amber-400')?.textContent).toBe('නිවාස');
    const next = doc.querySelector('a[rel="next"]')!;
    expect(next.querySelector('[lang="en"]')?.textContent).toBe('City Flats');
    // the client's words and role, not translated
    expect(doc.querySelector('blockquote')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('figcaption [lang="en"]')?.textContent).toBe('Homeowner');
    const marked = [...doc.querySelectorAll('[lang="en"]')].map((el) => el.textContent);
    expect(marked).not.toContain('වැව අසල නිවස');
    expect(marked).not.toContain('නිවාස');
  });

  it('marks an image whose alt text is the English standing in, and not one translated', () => {
    const flats = (data.projects as unknown as { id: string; title: string; category: string }[]).find(
      (p) => p.title === 'City Flats',
    )!;
    const slug = flats.category === residential.id ? 'residential' : 'commercial';
    const english = page(`/si/projects/${slug}/${flats.id}`).querySelector('main img[alt^="City Flats"]');
    expect(english?.getAttribute('lang')).toBe('en');
    const translated = page('/si/projects/residential/p_house').querySelector('main img[alt^="වැව අසල නිවස"]');
    expect(translated).not.toBeNull();
    expect(translated!.hasAttribute('lang')).toBe(false);
  });

  it('marks nothing on an English page but the switcher’s own link', () => {
    const doc = page('/projects/residential/p_house');
    expect([...doc.body.querySelectorAll('[lang]')].every((el) => el.closest('nav a[hreflang]'))).toBe(true);
  });
});

describe('the language switcher', () => {
  it.each(LANGUAGES)('on a %s project page links to that page in each language', (language: Language) => {
    const doc = page(localePath('/projects/residential/p_house', language));
    const switchers = doc.querySelectorAll(`nav[aria-label="${WORDS[language].site.languages}"]`);
    // the header's, the phone menu's, and the menu's stand-in without JavaScript
    expect(switchers.length).toBe(3);
    for (const nav of switchers)
      expect(
        [...nav.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.hreflang, a.getAttribute('aria-current')]),
      ).toEqual(
        LANGUAGES.map((other) => [
          localePath('/projects/residential/p_house', other),
          other,
          other === language ? 'page' : null,
        ]),
      );
  });
});
