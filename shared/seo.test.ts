import { emptySiteData } from './pages';
import { describe, expect, it } from 'vitest';
import { SERVICE_SIZES } from './images';
import {
  escapeHtml,
  headTags,
  jsonForScript,
  organizationJsonLd,
  pageFor,
  renderDocument,
  PAGE_SLOT,
  robotsTxt,
  sitemapXml,
  summary,
  type Rec,
  type SiteData,
} from './seo';

const BASE = 'https://example.lk';
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="build" /><title>Build</title>' +
  '<script type="module" crossorigin src="/assets/page.js"></script>' +
  '</head><body><!--page--></body></html>';

function rec(collectionId: string, id: string, fields: Record<string, unknown>): Rec {
  return { id, collectionId, created: '2026-01-01 00:00:00Z', updated: '2026-02-03 04:05:06Z', ...fields };
}

function data(overrides: Partial<SiteData> = {}): SiteData {
  const residential = rec('cats', 'cat1', { name: 'Residential', slug: 'residential' });
  return {
    ...emptySiteData(),
    homeSettings: rec('home', 'singletonrecord', {
      title: 'Building Trust',
      subtitle: 'Homes across Sri Lanka',
      backgroundImage: 'bg.jpg',
    }),
    stats: null,
    footer: rec('footer', 'singletonrecord', {
      company_name: 'Serendib Build',
      footer_about: 'About us',
      facebook_url: 'https://www.facebook.com/serendib',
      instagram_url: 'javascript:alert(1)',
    }),
    about: null,
    contact: rec('contact', 'singletonrecord', {
      email: 'info@example.lk',
      phone: '+94 11 234 5678',
      address: 'Colombo 05',
    }),
    projects: [
      rec('projects', 'p1', {
        title: 'Lake House',
        category: 'cat1',
        client: 'Mr Perera',
        architect: 'A. Silva',
        location: 'Kandy',
        year: 2024,
        status: 'Completed',
        coverImage: 'cover.jpg',
        expand: { category: residential },
      }),
    ],
    services: [rec('services', 's1', { title: 'Construction' })],
    team: [],
    categories: [residential],
    journey: [],
    testimonials: [],
    ...overrides,
  };
}

function ldBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describe('pageFor', () => {
  it('describes a project with its cover, breadcrumbs and a CreativeWork', () => {
    const meta = pageFor('/projects/residential/p1', data(), BASE)!;
    expect(meta.title).toBe('Lake House | Serendib Build');
    expect(meta.canonicalPath).toBe('/projects/residential/p1');
    expect(meta.image).toBe(`${BASE}/api/files/projects/p1/cover.jpg?thumb=960x0`);
    expect(meta.crumbs.map((c) => c.name)).toEqual(['Home', 'Projects', 'Residential', 'Lake House']);
    expect(meta.jsonLd[0]).toMatchObject({ '@type': 'CreativeWork', name: 'Lake House', dateCreated: '2024' });
  });

  it("preloads a category page's first project cover, as the card shows it", () => {
    const meta = pageFor('/projects/residential', data(), BASE)!;
    // Root-relative, as the card's <img> names them: the preload is the very same request.
    expect(meta.preload?.href).toBe(`/api/files/projects/p1/cover.jpg?thumb=480x0`);
    expect(meta.preload?.srcset).toContain(`/api/files/projects/p1/cover.jpg?thumb=720x0 720w`);
    expect(meta.preload?.sizes).toContain('92vw');
  });

  it("preloads the services page's first image, as its row shows it, and nothing without one", () => {
    const withImage = data({ services: [rec('services', 's1', { title: 'Construction', image: 'build.webp' })] });
    const meta = pageFor('/services', withImage, BASE)!;
    expect(meta.preload?.href).toBe(`/api/files/services/s1/build.webp?thumb=960x0`);
    expect(meta.preload?.srcset).toContain(`/api/files/services/s1/build.webp?thumb=720x0 720w`);
    expect(meta.preload?.sizes).toBe(SERVICE_SIZES);
    expect(pageFor('/services', data(), BASE)!.preload).toBeUndefined();
  });

  it('uses the right category in the canonical URL even when the link had another', () => {
    expect(pageFor('/projects/commercial/p1', data(), BASE)!.canonicalPath).toBe('/projects/residential/p1');
  });

  it('marks unknown categories and projects 404 and noindex, without a canonical', () => {
    for (const path of ['/projects/nope', '/projects/residential/nope']) {
      const meta = pageFor(path, data(), BASE)!;
      expect(meta.status).toBe(404);
      expect(meta.noindex).toBe(true);
      expect(meta.canonicalPath).toBe('');
    }
  });

  it('names the screen of each route, not-found pages included', () => {
    const screens = Object.fromEntries(
      [
        '/',
        '/services',
        '/about',
        '/projects',
        '/projects/residential',
        '/projects/residential/p1',
        '/contact',
        '/projects/nope',
        '/projects/residential/nope',
      ].map((path) => [path, pageFor(path, data(), BASE)!.screen]),
    );
    expect(screens).toEqual({
      '/': 'home',
      '/services': 'services',
      '/about': 'about',
      '/projects': 'projects',
      '/projects/residential': 'category',
      '/projects/residential/p1': 'project',
      '/contact': 'contact',
      '/projects/nope': 'category',
      '/projects/residential/nope': 'project',
    });
  });

  it('answers null for paths that are not public routes', () => {
    expect(pageFor('/admin', data(), BASE)).toBeNull();
    expect(pageFor('/projects/a/b/c', data(), BASE)).toBeNull();
  });

  it('makes up no company name: titles, descriptions, JSON-LD and og:site_name leave it out', () => {
    const site = data({ footer: null, services: [] });
    const meta = pageFor('/services', site, BASE)!;
    expect(meta.title).toBe('Services');
    expect(meta.description).toBe('Homes across Sri Lanka');
    expect(pageFor('/projects', site, BASE)!.description).not.toMatch(/ by /);
    expect(organizationJsonLd(site, BASE)).not.toHaveProperty('name');
    expect(headTags(meta, site, BASE)).not.toContain('og:site_name');
  });

  it('leaves an empty category out of the sitemap', () => {
    const site = data();
    const empty = { ...site.categories[0], id: 'emptycat', slug: 'empty-category' };
    const xml = sitemapXml({ ...site, categories: [...site.categories, empty] }, BASE);
    expect(xml).not.toContain('/projects/empty-category');
  });
});

describe('renderDocument', () => {
  it('replaces the title and description, keeps the build, and puts the page in its slot', () => {
    const html = renderDocument(TEMPLATE, pageFor('/', data(), BASE)!, data(), BASE, '<main><h1>Rendered</h1></main>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Serendib Build | Building Trust</title>');
    expect(html).not.toContain('content="build"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/page.js"></script>');
    expect(html).toContain('<body><main><h1>Rendered</h1></main></body>');
    expect(html).not.toContain(PAGE_SLOT);
    // The site data is not in the page: the page is all there is.
    expect(html).not.toContain('"projects"');
    expect(html).toContain('<link rel="preload" as="image"');
  });

  it('carries a GeneralContractor with only safe social links, and a BreadcrumbList', () => {
    const html = renderDocument(TEMPLATE, pageFor('/contact', data(), BASE)!, data(), BASE, '');
    const [org, crumbs] = ldBlocks(html);
    expect(org).toMatchObject({
      '@type': 'GeneralContractor',
      name: 'Serendib Build',
      telephone: '+94 11 234 5678',
      email: 'info@example.lk',
      address: { streetAddress: 'Colombo 05' },
      sameAs: ['https://www.facebook.com/serendib'],
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('escapes hostile titles everywhere', () => {
    const evil = '</title><script>alert(1)</script>"\'&';
    const hostile = data();
    hostile.projects[0].title = evil;
    const html = renderDocument(TEMPLATE, pageFor('/projects/residential/p1', hostile, BASE)!, hostile, BASE, '');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<\/title><script>/);
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    // The JSON blocks still parse back to the exact title.
    expect(ldBlocks(html)[2].name).toBe(evil);
  });

  it('marks a staff preview noindex, whatever the page', () => {
    const meta = pageFor('/', data(), BASE)!;
    expect(renderDocument(TEMPLATE, meta, data(), BASE, '')).not.toContain('noindex');
    expect(renderDocument(TEMPLATE, meta, data(), BASE, '', { preview: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});

it('escapes HTML and script-breaking JSON', () => {
  expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
  expect(jsonForScript({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
});

it('summarises long text at a word boundary', () => {
  const text = 'word '.repeat(60);
  const s = summary(text, 50);
  expect(s.length).toBeLessThanOrEqual(50);
  expect(s.endsWith('…')).toBe(true);
  expect(summary('short')).toBe('short');
});

it('lists every public route, category and project in the sitemap', () => {
  const xml = sitemapXml(data(), BASE);
  for (const path of [
    '/',
    '/services',
    '/about',
    '/projects',
    '/contact',
    '/projects/residential',
    '/projects/residential/p1',
  ]) {
    expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
  }
  expect(xml).toContain('<lastmod>2026-02-03</lastmod>');
});

it('keeps crawlers out of the admin, auth and dashboard screens', () => {
  const robots = robotsTxt(BASE);
  for (const line of [
    'Disallow: /admin',
    'Disallow: /dashboard-login',
    'Disallow: /dashboard-register',
    'Disallow: /_/',
  ]) {
    expect(robots).toContain(line);
  }
  expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
});

describe('in Sinhala and Tamil (issue 40)', () => {
  /** The sample data with a Sinhala title and category name, and no Tamil. */
  function translated(): SiteData {
    const site = data();
    const category = { ...site.categories[0], name_si: 'නිවාස' };
    site.categories = [category];
    site.projects = [{ ...site.projects[0], title_si: 'විල අසල නිවස', expand: { category } }];
    return site;
  }

  it('reads the page in its language: title, crumbs, description, language and canonical', () => {
    const meta = pageFor('/si/projects/residential/p1', translated(), BASE)!;
    expect(meta.language).toBe('si');
    expect(meta.title).toBe('විල අසල නිවස | Serendib Build');
    expect(meta.canonicalPath).toBe('/si/projects/residential/p1');
    expect(meta.crumbs).toEqual([
      { name: 'මුල් පිටුව', path: '/si' },
      { name: 'ව්‍යාපෘති', path: '/si/projects' },
      { name: 'නිවාස', path: '/si/projects/residential' },
      { name: 'විල අසල නිවස', path: '/si/projects/residential/p1' },
    ]);
    expect(meta.description).toContain('නිම කළ නිවාස ව්‍යාපෘතියකි');
    expect(meta.description).not.toMatch(/Completed|project/);
    // Tamil has no translation: the records' English, the page's own words in Tamil.
    const ta = pageFor('/ta/projects/residential', translated(), BASE)!;
    expect(ta.title).toBe('Residential திட்டங்கள் | Serendib Build');
    expect(pageFor('/ta/contact', translated(), BASE)!.description).toContain('என்ற எண்ணில் அழைக்கவும்');
  });

  it('sets <html lang>, og:locale, reciprocal alternates with x-default, and inLanguage', () => {
    const template = TEMPLATE.replace('<html>', '<html lang="en" class="x">');
    const html = renderDocument(template, pageFor('/ta/services', translated(), BASE)!, translated(), BASE, '');
    expect(html).toContain('<html class="x" lang="ta">');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/ta/services" />`);
    for (const [hreflang, path] of [
      ['en', '/services'],
      ['si', '/si/services'],
      ['ta', '/ta/services'],
      ['x-default', '/services'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${BASE}${path}" />`);
    }
    expect(html).toContain('<meta property="og:locale" content="ta_LK" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="si_LK" />');
    expect(ldBlocks(html).find((ld) => ld['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'ta' });
    const home = renderDocument(template, pageFor('/si', translated(), BASE)!, translated(), BASE, '');
    expect(home).toContain(`<link rel="alternate" hreflang="en" href="${BASE}/" />`);
    expect(home).toContain(`<link rel="alternate" hreflang="si" href="${BASE}/si" />`);
  });

  it('lists every page in every language in the sitemap, each with its alternates', () => {
    const xml = sitemapXml(translated(), BASE);
    expect(xml.match(/<url>/g)).toHaveLength(3 * 7);
    expect(xml).toContain(`<loc>${BASE}/si/projects/residential/p1</loc>`);
    expect(xml).toContain(`<loc>${BASE}/ta</loc>`);
    const entry = /<url><loc>[^<]*\/ta\/about<\/loc>[\s\S]*?<\/url>/.exec(xml)![0];
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/about"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="si" href="${BASE}/si/about"/>`);
  });
});
