/**
 * The public pages as files (docs/ARCHITECTURE.md, "Public pages"), against a real PocketBase
 * serving the build with sample content: every section's content in the raw HTML, canonical
 * URLs only (redirects and 404s), pages rendered once per change (a burst coalesced), a deleted
 * or unpublished project gone at once, drafts never in the files, the files precompressed.
 */
import { request } from 'node:http';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleSite, type TestServer } from '../support/pocketbase';
import { LANGUAGES } from '../../shared/languages';

const SITE = 'https://builder.example.lk';

let server: TestServer;
let root: PocketBase;
type Rec = Record<string, unknown> & { id: string };
let project: Rec & { expand: { category: Rec & { slug: string } } };

beforeAll(async () => {
  ({ server, root } = await startSampleSite(SITE));
  project = (await root.collection('projects').getList(1, 1, { sort: '-created', expand: 'category' }))
    .items[0] as never;
});

afterAll(async () => {
  await server?.dispose();
});

/** The raw HTML of a page as a crawler without JavaScript reads it: no <script> blocks. */
async function visibleHtml(p: string): Promise<{ status: number; text: string }> {
  const res = await fetch(server.url + p);
  const html = await res.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { status: res.status, text };
}

/** A request with full control of its headers (fetch forbids Host), read as text. */
function raw(p: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    request(server.url + p, { headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

interface RenderStats {
  changes: number;
  rendered: number;
  passes: number;
  pagesRendered: number;
  rendering: boolean;
  pending: boolean;
  paths: { categories: Record<string, string>; projects: Record<string, string> };
}

async function renderStats(): Promise<RenderStats> {
  return root.send('/api/site/pages', {});
}

/** The page's script: the one module the template's loader names (shared/pageLoader.ts). */
function pageScript(html: string): string {
  return /<script data-src="(\/assets\/[^"]+\.js)">/.exec(html)![1];
}

/** A complete project in `category`, published or a draft. */
function createProject(title: string, category: string, published: boolean) {
  return root.collection('projects').create({
    title,
    category,
    client: 'A client',
    architect: 'An architect',
    location: 'Colombo',
    cost: 'LKR 1M',
    year: 2024,
    status: 'Completed',
    published,
  });
}

const titles = (records: Rec[], field = 'title') => records.map((r) => String(r[field]).replace(/\s+/g, ' '));

describe('every section of every page is in the HTML (no JavaScript needed)', () => {
  it('home: hero, figures, services, recent projects, about, testimonials, closing call', async () => {
    const { status, text } = await visibleHtml('/');
    const home = await root.collection('home_settings').getFirstListItem('');
    const services = await root.collection('services').getFullList();
    const projects = await root.collection('projects').getList(1, 3, { sort: '-created' });
    const testimonials = await root.collection('testimonials').getList(1, 1, { sort: '-created' });
    expect(status).toBe(200);
    expect(text).toContain(String(home.title));
    for (const t of titles(services)) expect(text).toContain(t);
    for (const t of titles(projects.items)) expect(text).toContain(t);
    for (const t of titles(testimonials.items, 'client_name')) expect(text).toContain(t);
  });

  it('services: every service with its long description', async () => {
    const { text } = await visibleHtml('/services');
    for (const s of await root.collection('services').getFullList()) {
      expect(text).toContain(String(s.title));
      expect(text).toContain(String(s.longDescription).replace(/\s+/g, ' ').slice(0, 60));
    }
  });

  it('about: the team and the journey', async () => {
    const { text } = await visibleHtml('/about');
    for (const m of await root.collection('team').getFullList()) expect(text).toContain(String(m.name));
    for (const j of await root.collection('journey').getFullList()) expect(text).toContain(String(j.title));
  });

  it("projects, a category and a project: the cards, the project's facts and gallery", async () => {
    const all = await visibleHtml('/projects');
    for (const t of titles(await root.collection('projects').getFullList())) expect(all.text).toContain(t);
    const slug = project.expand.category.slug;
    const category = await visibleHtml(`/projects/${slug}`);
    expect(category.text).toContain(String(project.title));
    const res = await fetch(`${server.url}/projects/${slug}/${project.id}`);
    const html = await res.text();
    for (const fact of ['client', 'architect', 'location', 'cost']) expect(html).toContain(String(project[fact]));
    for (const image of project.images as string[]) expect(html).toContain(`/${project.id}/${image}`);
  });

  it('contact: the details and the quote form', async () => {
    const { text } = await visibleHtml('/contact');
    const contact = await root.collection('contact_settings').getFirstListItem('');
    expect(text).toContain(String(contact.email));
    expect(text).toContain(String(contact.address).replace(/\s+/g, ' ').slice(0, 20));
    expect(await (await fetch(`${server.url}/contact`)).text()).toMatch(/<form[\s\S]*<textarea/);
  });
});

describe('canonical URLs only', () => {
  it('redirects a project under the wrong category, and trailing slashes, permanently', async () => {
    const canonical = `/projects/${project.expand.category.slug}/${project.id}`;
    for (const wrong of [`/projects/not-its-category/${project.id}`, `${canonical}/`, '/services/']) {
      const res = await raw(wrong);
      expect(res.status).toBe(301);
      expect(String(res.headers.location)).toMatch(new RegExp(`${wrong === '/services/' ? '/services' : canonical}$`));
    }
  });

  it('answers unknown categories and projects 404 with the rendered not-found page', async () => {
    for (const p of ['/projects/no-such-category', `/projects/${project.expand.category.slug}/nosuchproject00`]) {
      const { status, text } = await visibleHtml(p);
      expect(status).toBe(404);
      expect(text).toMatch(/not found/i);
    }
  });

  it('answers many made-up categories and projects 404 and a wrong category 301, without a render each', async () => {
    const slug = project.expand.category.slug;
    // The first of each kind may render the shared not-found page and load the site data.
    await raw('/projects/made-up-first');
    await raw(`/projects/${slug}/madeupfirst0000`);
    const before = await renderStats();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => visibleHtml(`/projects/made-up-${i}`)),
      ...Array.from({ length: 10 }, (_, i) => visibleHtml(`/projects/${slug}/madeup${i}`)),
      ...Array.from({ length: 10 }, (_, i) => visibleHtml(`/projects/made-up-${i}/madeup${i}`)),
    ]);
    for (const { status, text } of answers) {
      expect(status).toBe(404);
      expect(text).toMatch(/not found/i);
    }
    const moved = await raw(`/projects/made-up-category/${project.id}`);
    expect(moved.status).toBe(301);
    expect(String(moved.headers.location)).toMatch(new RegExp(`/projects/${slug}/${project.id}$`));
    expect((await renderStats()).pagesRendered).toBe(before.pagesRendered);
  });

  it('redirects any other unknown path to / (seed section 2), never a JSON error', async () => {
    for (const p of ['/no-such-page', '/projects/a/b/c', '/about/team', '/%E2%9C%93']) {
      const res = await raw(p);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
    }
    const percent = await raw('/projects/%25');
    expect(percent.status).toBe(404);
    expect(String(percent.headers['content-type'])).toContain('text/html');
  });

  it('answers a missing file 404, uncached, and keeps hidden build files private', async () => {
    for (const p of ['/assets/index-missing.js', '/favicon.ico', '/.vite/manifest.json']) {
      const res = await raw(p);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(String(res.headers['content-type'])).not.toContain('text/html');
    }
  });

  it("keeps the app's own screens on the SPA page", async () => {
    for (const p of ['/admin', '/admin/projects/edit/abc', '/dashboard-login', '/dashboard-register']) {
      const res = await raw(p);
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("takes canonical and Open Graph URLs from the Application URL, whatever the request's Host", async () => {
    const res = await raw('/about', { Host: 'evil.example' });
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/about" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${SITE}/about" />`);
    expect(res.body).not.toContain('evil.example');
    const sitemap = await raw('/sitemap.xml', { Host: 'evil.example' });
    expect(sitemap.body).not.toContain('evil.example');
  });
});

describe('the page files', () => {
  it('re-renders the pages an edit shows on, after the edit is answered, and serves only the current files', async () => {
    const service = (await root.collection('services').getList(1, 1, { filter: 'published = true' })).items[0];
    const before = await renderStats();
    const edited = `${service.shortDescription} Edited ${Date.now()}.`;
    await root.collection('services').update(service.id, { shortDescription: edited });
    await server.siteRendered();
    const after = await renderStats();
    expect(after.rendered).toBe(after.changes);
    expect(after.passes - before.passes).toBe(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => raw('/services')));
    expect(answers.every((a) => a.status === 200 && a.body.includes(edited))).toBe(true);
    // The gzip beside the page is the same page.
    const gz = await fetch(`${server.url}/services`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain(edited);
    // No render ran for the visitors.
    expect((await renderStats()).passes).toBe(after.passes);
  });

  it('answers an edit before its pages are rendered (the editor never waits for the site), then renders them', async () => {
    const settings = await root.collection('Footer_menu').getFirstListItem('');
    await server.siteRendered();
    const company_name = `Quick Builders ${Date.now()}`;
    await root.collection('Footer_menu').update(settings.id, { company_name });
    const rightAfter = await renderStats();
    // A settings edit renders every page (23 with the sample content, seconds): still running.
    expect(rightAfter.pending || rightAfter.rendering).toBe(true);
    await server.siteRendered();
    expect((await raw('/about')).body).toContain(company_name);
  });

  it('refuses a render request from anyone but the server itself (404), and renders nothing for it', async () => {
    await server.siteRendered();
    const before = await renderStats();
    const attempts: Array<Record<string, string>> = [{}, { 'X-Site-Render': 'guess' }, { 'X-Site-Render': '' }];
    for (const headers of attempts) {
      const res = await fetch(`${server.url}/api/site/render`, { method: 'POST', headers });
      expect(res.status).toBe(404);
    }
    expect((await renderStats()).passes).toBe(before.passes);
  });

  it('a project edit renders the lists and that project only', async () => {
    const before = await renderStats();
    const title = `Renamed ${Date.now()}`;
    await root.collection('projects').update(project.id, { title });
    await server.siteRendered();
    const after = await renderStats();
    const categories = Object.keys(after.paths.categories).length;
    // In each language: /, /services, /about, /projects, /contact, each category, the project,
    // two not-found pages.
    expect(after.pagesRendered - before.pagesRendered).toBe(LANGUAGES.length * (5 + categories + 1 + 2));
    const page = await raw(`/projects/${project.expand.category.slug}/${project.id}`);
    expect(page.body).toContain(title);
  });

  it('coalesces a burst of edits into a bounded number of passes, and the last edit wins', async () => {
    const settings = await root.collection('Footer_menu').getFirstListItem('');
    const before = await renderStats();
    const names = Array.from({ length: 12 }, (_, i) => `Burst Builders ${i} ${Date.now()}`);
    await Promise.all(
      names.map((company_name) => root.collection('Footer_menu').update(settings.id, { company_name })),
    );
    await server.siteRendered();
    const after = await renderStats();
    expect(after.rendered).toBe(after.changes);
    expect(after.passes - before.passes).toBeLessThan(names.length);
    const current = (await root.collection('Footer_menu').getOne(settings.id)).company_name as string;
    for (const p of ['/', '/about', `/projects/${project.expand.category.slug}`]) {
      expect((await raw(p)).body).toContain(current);
    }
  });

  it('takes a deleted or unpublished project off at once (404), and drafts never reach the files', async () => {
    const category = project.expand.category;
    const make = () => createProject(`Short-lived ${Date.now()}`, category.id, true);
    const gone = await make();
    await server.siteRendered();
    const path = `/projects/${category.slug}/${gone.id}`;
    expect((await raw(path)).status).toBe(200);
    await root.collection('projects').update(gone.id, { published: false });
    // At once: its page went with the write, before the write was answered.
    expect((await raw(path)).status).toBe(404);
    await server.siteRendered();
    expect((await raw(path)).status).toBe(404);
    expect((await raw(`/projects/${category.slug}`)).body).not.toContain(String(gone.title));
    expect((await raw('/sitemap.xml')).body).not.toContain(gone.id);

    const deleted = await make();
    await server.siteRendered();
    const deletedPath = `/projects/${category.slug}/${deleted.id}`;
    expect((await raw(deletedPath)).status).toBe(200);
    await root.collection('projects').delete(deleted.id);
    const notFound = await raw(deletedPath);
    expect(notFound.status).toBe(404);
    // A shared link to it still leads to its category, which is there; a made-up category does not.
    const categoryLink = `<a href="/projects/${category.slug}"`;
    expect(notFound.body).toContain(categoryLink);
    expect(notFound.body.replace(/<!-- -->/g, '')).toContain(`${String(category.name)} projects`);
    expect(notFound.body).toContain('See all projects');
    const unknown = await raw(`/projects/no-such-category/${deleted.id}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toContain(categoryLink);
    expect(unknown.body).toContain('See all projects');

    const draft = await createProject(`Secret draft ${Date.now()}`, category.id, false);
    await server.siteRendered();
    const stats = await renderStats();
    expect(stats.paths.projects[draft.id]).toBeUndefined();
    for (const p of ['/', '/projects', `/projects/${category.slug}`, '/sitemap.xml']) {
      expect((await raw(p)).body).not.toContain(String(draft.title));
    }
    expect((await raw(`/projects/${category.slug}/${draft.id}`)).status).toBe(404);
  });

  it('shows staff their drafts in a preview, never indexed nor cached, and nobody else', async () => {
    const draft = await createProject(`Preview draft ${Date.now()}`, project.expand.category.id, false);
    const path = `/projects/${project.expand.category.slug}/${draft.id}`;
    const { token } = (await root.send('/api/files/token', { method: 'POST' })) as { token: string };
    const preview = await raw(`/api/site/preview?path=${encodeURIComponent(path)}&token=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain(String(draft.title));
    expect(preview.body).toContain('<meta name="robots" content="noindex"');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    for (const bad of ['', 'not-a-token', `${token}x`]) {
      const refused = await raw(`/api/site/preview?path=${encodeURIComponent(path)}&token=${bad}`);
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain(String(draft.title));
    }
    expect((await raw(path)).status).toBe(404);
  });
});

describe('revalidation', () => {
  it('answers a page or a build file asked with its Last-Modified 304, with no body, in every encoding', async () => {
    const script = pageScript((await raw('/')).body);
    for (const p of ['/', '/services', `/projects/${project.expand.category.slug}`, '/sitemap.xml', script]) {
      for (const encoding of ['gzip', 'br', 'identity']) {
        const first = await raw(p, { 'Accept-Encoding': encoding });
        expect(first.status).toBe(200);
        const lastModified = String(first.headers['last-modified']);
        expect(lastModified).toMatch(/ GMT$/);
        const again = await raw(p, { 'Accept-Encoding': encoding, 'If-Modified-Since': lastModified });
        expect(again.status).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers['content-security-policy']).toBeDefined();
        const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
        expect((await raw(p, { 'Accept-Encoding': encoding, 'If-Modified-Since': older })).status).toBe(200);
      }
    }
  });
});

describe('the app files', () => {
  it('are sent precompressed (Brotli, else gzip) as the browser accepts, never compressed per request', async () => {
    const script = pageScript((await raw('/')).body);
    const plain = await raw(script, { 'Accept-Encoding': 'identity' });
    const br = await raw(script, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await raw(script, { 'Accept-Encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [plain, br, gzip]) {
      expect(res.status).toBe(200);
      expect(String(res.headers['content-type'])).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary ?? '')).toContain('Accept-Encoding');
    }
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
  });
});

describe('Accept-Encoding, read as RFC 9110 says (issue 38)', () => {
  it('follows the client’s q-values, takes q=0 as a refusal, and identity as a choice', async () => {
    const script = pageScript((await raw('/')).body);
    const encodingOf = async (p: string, value: string) =>
      (await raw(p, { 'Accept-Encoding': value })).headers['content-encoding'] ?? 'identity';
    const answers: Record<string, unknown> = {};
    for (const value of ['br;q=0.1, gzip;q=1', 'br;q=0, gzip', 'gzip;q=0, br;q=0', 'identity;q=1, br;q=0.5', '*'])
      answers[value] = await encodingOf(script, value);
    answers['API gzip;q=0'] = await encodingOf('/api/collections/projects/records', 'gzip;q=0, br');
    answers['API gzip'] = await encodingOf('/api/collections/projects/records', 'gzip');
    answers['404 gzip;q=0'] = await encodingOf('/no-such-page', 'gzip;q=0');
    expect(answers).toEqual({
      'br;q=0.1, gzip;q=1': 'gzip',
      'br;q=0, gzip': 'gzip',
      'gzip;q=0, br;q=0': 'identity',
      'identity;q=1, br;q=0.5': 'identity',
      '*': 'br',
      'API gzip;q=0': 'identity',
      'API gzip': 'gzip',
      '404 gzip;q=0': 'identity',
    });
  });
});

describe('the logs', () => {
  it("leave out the public site's answers (pages, files, redirects), and keep the API's failures", async () => {
    await raw('/about');
    await raw('/about', { 'Accept-Encoding': 'gzip' });
    const script = pageScript((await raw('/')).body);
    await raw(script, { 'Accept-Encoding': 'br' });
    await raw('/no-such-page');
    await raw('/assets/no-such-file.js');
    const missing = `/api/collections/no_such_collection_${Date.now()}/records`;
    await raw(missing);
    // PocketBase writes its request logs in batches: wait for the failed request's entry.
    let logs: Array<{ data: { url: string; status: number } }> = [];
    for (let i = 0; i < 100; i++) {
      // note: newest first: the seed's own requests (two thumb PUTs per size) fill pages of their own.
      logs = (await root.logs.getList(1, 500, { filter: "data.type = 'request'", sort: '-created' })).items as never;
      if (logs.some((l) => l.data.url === missing)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(logs.some((l) => l.data.url === missing && l.data.status === 404)).toBe(true);
    expect(
      logs.filter((l) => ['/about', '/', script, '/no-such-page', '/assets/no-such-file.js'].includes(l.data.url)),
    ).toEqual([]);
  });
});
