/**
 * Issues 13 and 24 in a real browser: every public page is a document, whole in its first HTML;
 * the browser runs only the page script (and an island's chunk where there is one), makes no
 * API request (images aside; the quote form posts only when sent), logs no console error and no
 * Content-Security-Policy violation, and keeps the server's markup as it is; with JavaScript
 * disabled a visitor reads every page and goes from `/` to a project by its links.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandHydrated, launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;
let project: { id: string; title: string; client: string; expand: { category: { slug: string; name: string } } };
let homeTitle: string;

const CONTENT_PAGES = ['/', '/services', '/about', '/projects', 'category'];
const ISLAND_PAGES: Record<string, string> = { project: 'gallery', '/contact': 'quote' };

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  const root = await server.superuser();
  homeTitle = (await root.collection('home_settings').getFirstListItem('')).title;
  project = (await root.collection('projects').getList(1, 1, { sort: '-created', expand: 'category' }))
    .items[0] as never;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

function route(which: string): string {
  const { slug } = project.expand.category;
  if (which === 'category') return `/projects/${slug}`;
  if (which === 'project') return `/projects/${slug}/${project.id}`;
  return which;
}

/**
 * A page that records console errors and warnings, script errors, CSP violations, API requests
 * (not the image files under /api/files/) and the scripts it loads.
 */
async function watchedPage(
  width: number,
): Promise<{ page: Page; problems: string[]; api: string[]; scripts: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const problems: string[] = [];
  const api: string[] = [];
  const scripts: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    // (the page's cookie-free count, issue 29, is not a read of its data)
    if (
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/files/') &&
      url.pathname !== '/api/site/beacon'
    )
      api.push(url.pathname);
    if (req.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load: CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
    // The server's <main> and its text, taken before any of the page's scripts runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const main = document.querySelector('main');
      Object.assign(window, { serverMain: main, serverText: main?.textContent ?? null });
    });
  });
  return { page, problems, api, scripts };
}

describe.each([360, 1280])('at %i px', (width) => {
  it.each([...CONTENT_PAGES, ...Object.keys(ISLAND_PAGES)])(
    '%s: whole in the first HTML, kept as it is, no API request, no console error',
    async (which) => {
      const { page, problems, api, scripts } = await watchedPage(width);
      const res = await page.goto(server.url + route(which), { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      const island = ISLAND_PAGES[which];
      if (island) await islandHydrated(page, island);
      // Idle: anything the page script starts after the load has run.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      const state = await page.evaluate(() => {
        const w = window as unknown as { serverMain: Element | null; serverText: string | null };
        const main = document.querySelector('main');
        return { same: w.serverMain === main, before: w.serverText, after: main?.textContent ?? '' };
      });
      expect(state.before?.length).toBeGreaterThan(100);
      expect(state.after).toBe(state.before);
      expect(state.same).toBe(true);
      expect(problems).toEqual([]);
      expect(api).toEqual([]);
      // The page script only; an island's own chunk (with React) only where there is an island.
      expect(scripts.filter((s) => /\/assets\/page-[\w-]+\.js$/.test(s))).toHaveLength(1);
      if (island) expect(scripts.some((s) => new RegExp(`/assets/${island}-[\\w-]+\\.js$`).test(s))).toBe(true);
      else expect(scripts.filter((s) => /\/assets\/(gallery|quote|index|jsx-runtime)-/.test(s))).toEqual([]);
      await page.close();
    },
  );

  it('renders an unknown project as a 404 page, without a script error', async () => {
    const { page, problems, api } = await watchedPage(width);
    const res = await page.goto(`${server.url}/projects/${project.expand.category.slug}/nosuchproject00`, {
      waitUntil: 'networkidle',
    });
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    // note: one not-found page serves every unknown project (a file rendered once), so its way
    // back is to all projects.
    expect(await page.getByRole('link', { name: 'See all projects' }).getAttribute('href')).toBe('/projects');
    // The browser reports the 404 of the document itself; nothing else.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    expect(api).toEqual([]);
    await page.close();
  });

  it('links are plain links: each one is a page load of the next document', async () => {
    const { page, problems } = await watchedPage(width);
    await page.goto(`${server.url}/`);
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
    });
    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Services' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    }
    await page.waitForURL(`${server.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    expect(documents).toEqual(['/services']);
    expect(problems).toEqual([]);
    await page.close();
  });
});

it.each([360, 1280])(
  'with JavaScript off, reads the home page and goes to Projects, a category and a project by their links (%i px)',
  async (width) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const page = await context.newPage();
    const { slug, name } = project.expand.category;
    await page.goto(`${server.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(homeTitle);
    // The lower sections are there without a scroll or any script.
    await page.getByRole('region', { name: 'Our Services' }).waitFor();
    await page.getByRole('region', { name: 'Recent Projects' }).waitFor();
    // Projects: from the header's links on a wide screen, the footer's on a phone (its menu
    // needs the page script).
    const nav = width < 1024 ? page.getByRole('contentinfo') : page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL(`${server.url}/projects`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Projects');
    await page.getByRole('region', { name: 'Project Categories' }).getByRole('link', { name }).click();
    await page.waitForURL(`${server.url}/projects/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${name} Projects`);
    await page.getByRole('main').getByRole('link', { name: project.title }).first().click();
    await page.waitForURL(`${server.url}${route('project')}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(project.title);
    expect(await page.locator('main').innerText()).toContain(project.client);
    // The gallery's photos are there (its lightbox needs the script).
    expect(await page.locator('[data-island="gallery"] img').count()).toBeGreaterThan(0);
    expect(await page.getByText(/needs JavaScript/i).count()).toBe(0);
    await context.close();
  },
);

it('still starts the app where nothing is rendered (the admin login page)', async () => {
  const { page, problems } = await watchedPage(1280);
  await page.goto(`${server.url}/dashboard-login`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
  expect(problems).toEqual([]);
  await page.close();
});

it('serves the new content, as a new document, once the render that follows an edit is done', async () => {
  const root = await server.superuser();
  const home = await root.collection('home_settings').getFirstListItem('');
  const edited = `${home.title} (edited)`;
  const { page, problems, api } = await watchedPage(1280);
  try {
    await page.goto(`${server.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(home.title);
    await root.collection('home_settings').update(home.id, { title: edited });
    // The edit is answered before its pages render.
    await server.siteRendered();
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(edited);
    expect(problems).toEqual([]);
    expect(api).toEqual([]);
  } finally {
    await root.collection('home_settings').update(home.id, { title: home.title });
    await page.close();
  }
});
