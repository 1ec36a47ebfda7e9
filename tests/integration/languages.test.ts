/**
 * The public site in English, Sinhala and Tamil (issue 40, decision 037) against a real
 * PocketBase serving the build with sample content: every route kind answers in each language
 * with its `lang`, canonical and reciprocal alternates; the sitemap lists every language of every
 * page; a project edit re-renders its pages and the lists in each language, an unpublish takes
 * its pages off in each; unknown and non-canonical paths stay in their language; the visit
 * counter counts the Sinhala and Tamil pages that exist.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/languages';
import { BEACON_ROUTE } from '../../shared/insights';
import { categoryPath, localePath, pathOf, projectPath } from '../../shared/routes';
import { startSampleSite, type TestServer } from '../support/pocketbase';

const SITE = 'https://builder.example.lk';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let server: TestServer;
let root: PocketBase;
type Project = {
  id: string;
  title: string;
  images: string[];
  images_alt: Record<string, string>;
  expand: { category: { id: string; slug: string; name: string } };
};
let project: Project;

beforeAll(async () => {
  ({ server, root } = await startSampleSite(SITE));
  project = (await root.collection('projects').getList(1, 1, { sort: '-created', expand: 'category' }))
    .items[0] as never;
});

afterAll(async () => {
  await server?.dispose();
});

async function get(path: string) {
  const res = await fetch(server.url + path, { redirect: 'manual' });
  const html = await res.text();
  return {
    status: res.status,
    location: res.headers.get('location'),
    html,
    lang: /<html[^>]* lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    ogLocale: /<meta property="og:locale" content="([^"]*)"/.exec(html)?.[1],
  };
}

/** The English path of each route kind of the sample site. */
function routeKinds(): Array<[string, string]> {
  const slug = project.expand.category.slug;
  return [
    ['home', pathOf('home')],
    ['services', pathOf('services')],
    ['about', pathOf('about')],
    ['projects', pathOf('projects')],
    ['contact', pathOf('contact')],
    ['category', categoryPath(slug)],
    ['project', projectPath(slug, project.id)],
  ];
}

async function renderStats(): Promise<{ pagesRendered: number; paths: { categories: Record<string, string> } }> {
  return root.send('/api/site/pages', {});
}

describe('every route kind in every language', () => {
  it('answers 200 with its lang, its own canonical, reciprocal alternates and x-default (English)', async () => {
    for (const [kind, english] of routeKinds()) {
      const expected = {
        en: SITE + english,
        si: SITE + localePath(english, 'si'),
        ta: SITE + localePath(english, 'ta'),
        'x-default': SITE + english,
      };
      for (const language of LANGUAGES) {
        const path = localePath(english, language);
        const page = await get(path);
        expect(page.status, `${kind} ${path}`).toBe(200);
        expect(page.lang, path).toBe(language);
        expect(page.canonical, path).toBe(SITE + path);
        // Reciprocal: every language's page names the same set, itself included.
        expect(page.alternates, path).toEqual(expected);
        expect(page.ogLocale, path).toBe(`${language}_LK`);
        const webPage = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
          .map((m) => JSON.parse(m[1]) as Record<string, unknown>)
          .find((ld) => ld['@type'] === 'WebPage');
        expect(webPage?.inLanguage, path).toBe(language);
      }
    }
  });

  it('names the page in its language: the Sinhala and Tamil titles are not the English one', async () => {
    const titles = await Promise.all(LANGUAGES.map((l) => get(localePath(pathOf('services'), l))));
    expect(titles[0].title).toMatch(/^Services \| /);
    expect(titles[1].title).toMatch(/^සේවා \| /);
    expect(titles[2].title).toMatch(/^சேவைகள் \| /);
  });

  it("answers unknown categories and projects 404 with its language's not-found page", async () => {
    const slug = project.expand.category.slug;
    for (const language of LANGUAGES) {
      for (const path of [categoryPath('no-such-category', language), projectPath(slug, 'nosuchproject00', language)]) {
        const page = await get(path);
        expect(page.status, path).toBe(404);
        expect(page.lang, path).toBe(language);
        expect(page.html, path).toContain('<meta name="robots" content="noindex" />');
      }
      // A gone project under a category that is there: that category's not-found page, per language.
      const folder = language === 'en' ? '' : `${language}/`;
      expect(existsSync(join(server.dataDir, 'site', `${folder}_404/project-in/${slug}.html`))).toBe(true);
    }
  });

  it('redirects a non-canonical path within its language, and an unknown one to its home page', async () => {
    const slug = project.expand.category.slug;
    for (const language of ['si', 'ta'] as Language[]) {
      const services = await get(`${localePath(pathOf('services'), language)}/`);
      expect(services.status).toBe(301);
      expect(services.location).toBe(localePath(pathOf('services'), language));
      const moved = await get(projectPath('wrong-category', project.id, language));
      expect(moved.status).toBe(301);
      expect(moved.location).toBe(projectPath(slug, project.id, language));
      const unknown = await get(`/${language}/no-such-page`);
      expect(unknown.status).toBe(302);
      expect(unknown.location).toBe(`/${language}`);
    }
  });
});

it('renders a Sinhala or Tamil page with no file on demand, in its language, and writes its file', async () => {
  for (const language of ['si', 'ta'] as Language[]) {
    const page = localePath(pathOf('about'), language);
    const file = join(server.dataDir, 'site', page, 'index.html');
    for (const suffix of ['', '.gz', '.br']) await rm(file + suffix, { force: true });
    const answer = await get(page);
    expect(answer.status, page).toBe(200);
    expect(answer.lang, page).toBe(language);
    expect(answer.canonical, page).toBe(SITE + page);
    expect(existsSync(file), page).toBe(true);
  }
});

it('lists every language of every page in the sitemap, each with its alternates', async () => {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1].replace(SITE, ''));
  for (const [, english] of routeKinds()) {
    for (const language of LANGUAGES) expect(locs).toContain(localePath(english, language));
  }
  for (const url of urls) {
    const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(links.map((l) => l[1])).toEqual([...LANGUAGES, 'x-default']);
    expect(links.map((l) => l[2])).toContain(/<loc>([^<]+)<\/loc>/.exec(url)![1]);
  }
});

describe('the files of each language', () => {
  it("re-renders an edited project's pages and the lists in each language, and nothing else", async () => {
    const before = await renderStats();
    const title_si = `ලේක් හවුස් ${Date.now()}`;
    // The sample content comes translated: Tamil is left without one here, so it shows the English.
    await root.collection('projects').update(project.id, { title_si, title_ta: '' });
    await server.siteRendered();
    const after = await renderStats();
    const categories = Object.keys(after.paths.categories).length;
    // In each language: the five fixed pages, each category, the project, two not-found pages.
    expect(after.pagesRendered - before.pagesRendered).toBe(LANGUAGES.length * (5 + categories + 1 + 2));
    const slug = project.expand.category.slug;
    expect((await get(projectPath(slug, project.id, 'si'))).title).toContain(title_si);
    // The English and Tamil pages show the English title.
    for (const language of ['en', 'ta'] as Language[]) {
      const page = await get(projectPath(slug, project.id, language));
      expect(page.title, language).toContain(project.title);
      expect(page.title, language).not.toContain(title_si);
    }
  });

  it('shows a field not yet translated in English, marked lang="en", and nothing else of the page', async () => {
    const description = `Three floors of teak ${Date.now()}`;
    await root.collection('projects').update(project.id, { description, description_si: '', description_ta: '' });
    await server.siteRendered();
    const page = await get(projectPath(project.expand.category.slug, project.id, 'si'));
    expect(page.lang).toBe('si');
    // The description's paragraphs in English inside an element of their own language…
    expect(page.html).toMatch(
      new RegExp(`<[a-z]+ [^>]*lang="en"[^>]*>(?:(?!</?(?:main|footer)).)*?${description}`, 's'),
    );
    // …and nothing else: the page's own words stay Sinhala (its "Project details" heading).
    expect(page.html).not.toContain('Project details');
  });

  it('marks a gallery photo whose alt text is the English one lang="en", and not its translated neighbour', async () => {
    const files = project.images;
    expect(files.length).toBeGreaterThan(1);
    const [first, second] = files;
    const english = `The veranda ${Date.now()}`;
    const sinhala = `ඉස්තෝප්පුව ${Date.now()}`;
    await root.collection('projects').update(project.id, {
      images_alt: { ...project.images_alt, [first]: `The hall ${Date.now()}`, [second]: english },
      images_alt_si: { [first]: sinhala },
    });
    await server.siteRendered();
    const page = await get(projectPath(project.expand.category.slug, project.id, 'si'));
    const img = (alt: string) => page.html.match(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`))?.[0] ?? '';
    expect(img(english)).toContain('lang="en"');
    expect(img(sinhala)).toMatch(/^<img /);
    expect(img(sinhala)).not.toContain('lang=');
  });

  it('takes an unpublished project off in every language at once (404), and it never comes back', async () => {
    const category = project.expand.category;
    const gone = await root.collection('projects').create({
      title: `Short-lived ${Date.now()}`,
      category: category.id,
      client: 'A client',
      architect: 'An architect',
      location: 'Colombo',
      cost: 'LKR 1M',
      year: 2024,
      status: 'Completed',
      published: true,
    });
    await server.siteRendered();
    const paths = LANGUAGES.map((language) => projectPath(category.slug, gone.id, language));
    for (const path of paths) expect((await get(path)).status, path).toBe(200);
    await root.collection('projects').update(gone.id, { published: false });
    // At once: its pages went with the write, before the write was answered.
    for (const path of paths) expect((await get(path)).status, path).toBe(404);
    await server.siteRendered();
    for (const path of paths) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.lang, path).toBe(path.startsWith('/si') ? 'si' : path.startsWith('/ta') ? 'ta' : 'en');
    }
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(gone.id);
    for (const p of paths) expect(existsSync(join(server.dataDir, 'site', p, 'index.html')), p).toBe(false);
  });
});

it('counts views of the Sinhala and Tamil pages that exist, and of no made-up one', async () => {
  await root.settings.update({ rateLimits: { enabled: false } });
  const slug = project.expand.category.slug;
  const real = [
    localePath(pathOf('services'), 'si'),
    pathOf('home', {}, 'ta'),
    projectPath(slug, project.id, 'si'),
    categoryPath(slug, 'ta'),
  ];
  const madeUp = [projectPath(slug, 'nosuchproject00', 'si'), categoryPath('no-such-category', 'ta')];
  for (const p of [...real, ...madeUp]) {
    const res = await fetch(server.url + BEACON_ROUTE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
      body: JSON.stringify({ k: 'view', p }),
    });
    expect(res.status, p).toBe(204);
  }
  const rows = await root.collection('site_counts').getFullList<{ path: string; kind: string }>({
    filter: 'kind = "view"',
  });
  const counted = rows.map((r) => r.path);
  for (const p of real) expect(counted).toContain(p);
  for (const p of madeUp) expect(counted).not.toContain(p);
});
