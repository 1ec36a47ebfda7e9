/**
 * Server-rendered head for every public route, sitemap.xml, robots.txt, cache headers and
 * compression of the page files, against a real PocketBase serving the build.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleSite, type TestServer } from '../support/pocketbase';
import { LANGUAGES } from '../../shared/languages';
import { localePath } from '../../shared/routes';

let server: TestServer;
let root: PocketBase;
let project: {
  id: string;
  title: string;
  coverImage: string;
  collectionId: string;
  expand: { category: { slug: string; name: string } };
};
let category: { slug: string; name: string };

/** The Application URL the site is published at: canonical URLs use it, never the request's host. */
const SITE = 'https://builder.example.lk';

beforeAll(async () => {
  ({ server, root } = await startSampleSite(SITE));
  project = (await root.collection('projects').getList(1, 1, { sort: '-created', expand: 'category' }))
    .items[0] as never;
  category = project.expand.category;
});

afterAll(async () => {
  await server?.dispose();
});

async function page(p: string) {
  const res = await fetch(server.url + p);
  const html = await res.text();
  const doc = {
    status: res.status,
    headers: res.headers,
    html,
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta: (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    ),
  };
  return doc;
}

const decode = (s = '') =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe.each([
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/about', 'About'],
  ['/projects', 'Projects'],
  ['/contact', 'Contact Us'],
])('%s', (route, crumb) => {
  it('has its title, description, canonical, Open Graph and JSON-LD', async () => {
    const company = (await root.collection('Footer_menu').getFirstListItem('')).company_name;
    const doc = await page(route);
    expect(doc.status).toBe(200);
    expect(decode(doc.title)).toContain(company);
    expect(doc.html.match(/<title>/g)).toHaveLength(1);
    expect(doc.meta('name', 'description')?.length).toBeGreaterThan(20);
    expect(doc.canonical).toBe(SITE + route);
    expect(doc.meta('property', 'og:url')).toBe(SITE + route);
    expect(decode(doc.meta('property', 'og:title'))).toBe(decode(doc.title));
    expect(doc.meta('property', 'og:image')).toMatch(/\/api\/files\/.+\?thumb=/);
    expect(doc.meta('name', 'twitter:card')).toBe('summary_large_image');
    const org = doc.jsonLd.find((j) => j['@type'] === 'GeneralContractor');
    expect(org).toMatchObject({ name: company, telephone: expect.any(String), email: expect.any(String) });
    expect(org.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.facebook\.com\//)]));
    const crumbs = doc.jsonLd.find((j) => j['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.at(-1).name).toBe(crumb);
    // The document is all there is: no site data block, no data fetched after it.
    expect(doc.html).not.toContain('/api/site/data/');
  });
});

it.each(['/', '/services', '/about', '/projects', '/contact', '/projects/residential'])(
  '%s names one script, the page script (for its loader, shared/pageLoader.ts), and preloads no module',
  async (route) => {
    const { html } = await page(route);
    expect(html).not.toMatch(/<script[^>]* src=/);
    const scripts = [...html.matchAll(/<script data-src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/page-[\w-]+\.js$/);
    expect((await fetch(server.url + scripts[0])).status).toBe(200);
    expect(html).not.toContain('rel="modulepreload"');
  },
);

it('describes a category page', async () => {
  const doc = await page(`/projects/${category.slug}`);
  expect(decode(doc.title)).toContain(`${category.name} projects`);
  expect(doc.canonical).toBe(`${SITE}/projects/${category.slug}`);
});

it('describes a project with its cover and a CreativeWork', async () => {
  const doc = await page(`/projects/${category.slug}/${project.id}`);
  expect(decode(doc.title)).toContain(project.title);
  expect(doc.meta('property', 'og:type')).toBe('article');
  expect(doc.meta('property', 'og:image')).toBe(
    `${SITE}/api/files/${project.collectionId}/${project.id}/${project.coverImage}?thumb=960x0`,
  );
  const work = doc.jsonLd.find((j) => j['@type'] === 'CreativeWork');
  expect(work).toMatchObject({ name: project.title, url: `${SITE}/projects/${category.slug}/${project.id}` });
  const cover = await fetch(doc.meta('property', 'og:image')!.replace(SITE, server.url));
  expect(cover.headers.get('content-type')).toBe('image/jpeg');
});

it.each(['/projects/no-such-category', '/projects/residential/nosuchproject00'])(
  'answers %s with 404, noindex and the rendered not-found page',
  async (route) => {
    const doc = await page(route);
    expect(doc.status).toBe(404);
    expect(doc.meta('name', 'robots')).toBe('noindex');
    expect(doc.canonical).toBeUndefined();
    expect(doc.html).not.toContain('<div id="root"></div>');
    expect(doc.html).toMatch(/<main[^>]*>[\s\S]*not found[\s\S]*<\/main>/i);
  },
);

it('escapes a hostile project title in the head and keeps the JSON exact', async () => {
  const evil = '</title><script>alert("x")</script> & \'quotes\'';
  const p = await root.collection('projects').update(project.id, { title: evil });
  try {
    await server.siteRendered();
    const doc = await page(`/projects/${category.slug}/${p.id}`);
    expect(doc.html).not.toContain('<script>alert(');
    expect(decode(doc.title)).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(doc.jsonLd.find((j) => j['@type'] === 'CreativeWork').name).toBe(evil);
  } finally {
    await root.collection('projects').update(project.id, { title: project.title });
    await server.siteRendered();
  }
});

it('lists exactly the public routes, categories and projects in sitemap.xml, in every language', async () => {
  const res = await fetch(`${server.url}/sitemap.xml`);
  expect(res.headers.get('content-type')).toContain('application/xml');
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE, ''));
  const categories = await root.collection('project_categories').getFullList();
  const projects = await root.collection('projects').getFullList({ expand: 'category' });
  const expected = [
    '/',
    '/services',
    '/about',
    '/projects',
    '/contact',
    ...categories.map((c) => `/projects/${c.slug}`),
    ...projects.map((p) => `/projects/${p.expand!.category.slug}/${p.id}`),
  ];
  const inEveryLanguage = LANGUAGES.flatMap((language) => expected.map((path) => localePath(path, language)));
  expect([...locs].sort()).toEqual([...inEveryLanguage].sort());
});

it('serves robots.txt that keeps crawlers out of the admin', async () => {
  const text = await (await fetch(`${server.url}/robots.txt`)).text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /dashboard-login');
  expect(text).toContain('Disallow: /dashboard-register');
  expect(text).toContain('Disallow: /_/');
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

describe('caching', () => {
  it('revalidates HTML by its date (304), and a content change makes a new page', async () => {
    const first = await fetch(`${server.url}/`);
    const modified = first.headers.get('last-modified')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(modified).toBeTruthy();
    const again = await fetch(`${server.url}/`, { headers: { 'If-Modified-Since': modified } });
    expect(again.status).toBe(304);
    // note: Last-Modified has whole seconds: the edit comes in a later one.
    await new Promise((r) => setTimeout(r, 1100));
    const home = await root.collection('home_settings').getFirstListItem('');
    await root.collection('home_settings').update(home.id, { subtitle: `${home.subtitle} Now in Jaffna too.` });
    await server.siteRendered();
    const changed = await fetch(`${server.url}/`, { headers: { 'If-Modified-Since': modified } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Now in Jaffna too.');
  });

  it('marks hashed assets immutable', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const res = await fetch(server.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps PocketBase caching for uploaded images', async () => {
    const res = await fetch(
      `${server.url}/api/files/${project.collectionId}/${project.id}/${project.coverImage}?thumb=480x0`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=[1-9]\d{4,}/);
  });
});

describe('compression', () => {
  // note: Node's fetch decodes gzip itself, so the bytes on the wire are read with node:http.
  async function wire(p: string, headers: Record<string, string> = { 'Accept-Encoding': 'gzip' }) {
    const { request } = await import('node:http');
    return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
      request(server.url + p, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? ''), bytes }),
        );
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends pages, scripts and styles gzip-compressed to browsers that accept it', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /<script data-src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1];
    for (const p of ['/', script, style, '/sitemap.xml']) {
      const plain = await wire(p, { 'Accept-Encoding': 'identity' });
      const gzip = await wire(p);
      expect(gzip.status).toBe(200);
      expect(gzip.encoding).toBe('gzip');
      expect(plain.encoding).toBe('');
      expect(gzip.bytes).toBeLessThan(plain.bytes / 2);
    }
  });

  it('sends no encoding a browser refuses (q=0), and one it accepts in any case or order', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /<script data-src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    for (const p of ['/', script]) {
      expect((await wire(p, { 'Accept-Encoding': 'gzip;q=0, br;q=0' })).encoding).toBe('');
      // In any case or order; q-values rank the codings (RFC 9110: identity at q=1 would win).
      expect((await wire(p, { 'Accept-Encoding': 'identity;q=0.5, GZIP ; q=0.9' })).encoding).toBe('gzip');
    }
    expect((await wire(script, { 'Accept-Encoding': 'gzip;q=0.8, br' })).encoding).toBe('br');
  });

  it('sends a page compressed ahead of time, the same page as uncompressed', async () => {
    const { request } = await import('node:http');
    const { gunzipSync } = await import('node:zlib');
    const get = (headers: Record<string, string>) =>
      new Promise<{ encoding: string; modified: string; body: Buffer }>((resolve, reject) => {
        request(`${server.url}/about`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: String(res.headers['content-encoding'] ?? ''),
              modified: String(res.headers['last-modified'] ?? ''),
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    const { brotliDecompressSync } = await import('node:zlib');
    const plain = await get({ 'Accept-Encoding': 'identity' });
    const zipped = await get({ 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    const br = await get({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(zipped.body.length);
  });

  it('answers HEAD for a page with its date and no body', async () => {
    const get = await fetch(`${server.url}/contact`);
    await get.text();
    const head = await fetch(`${server.url}/contact`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('last-modified')).toBe(get.headers.get('last-modified'));
    expect(await head.text()).toBe('');
  });

  it('leaves uploaded images as they are (already compressed)', async () => {
    const image = await wire(`/api/files/${project.collectionId}/${project.id}/${project.coverImage}?thumb=480x0`);
    expect(image.status).toBe(200);
    expect(image.encoding).toBe('');
  });

  it('answers a page not modified since with an empty 304 even when gzip is accepted', async () => {
    const modified = (await fetch(`${server.url}/projects`)).headers.get('last-modified')!;
    const res = await wire('/projects', { 'Accept-Encoding': 'gzip', 'If-Modified-Since': modified });
    expect(res.status).toBe(304);
    expect(res.bytes).toBe(0);
  });
});
