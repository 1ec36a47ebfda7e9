/**
 * Issue 13 in a real browser: every public page arrives rendered by the server and the app
 * hydrates it (no React error or warning, the same text in <main> before and after, the very
 * same DOM nodes), with no API request but the fetch of the site data the page names (once
 * per content version, not the API's reads) and no Content-Security-Policy violation; with
 * JavaScript disabled a visitor reads and reaches every page, on a phone too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;
let project: { id: string; title: string; client: string; expand: { category: { slug: string; name: string } } };
let homeTitle: string;

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

/** A page that records console errors and warnings, API requests and CSP violations. */
async function watchedPage(width: number): Promise<{ page: Page; problems: string[]; api: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const problems: string[] = [];
  const api: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/')) api.push(url.pathname);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load: CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
    // The server's <main> and its text, taken before any of the app's scripts runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const main = document.querySelector('main');
      Object.assign(window, { serverMain: main, serverText: main?.textContent ?? null });
    });
  });
  return { page, problems, api };
}

/** Resolves once React has hydrated: its props are attached to the server's nodes. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactProps'));
  });
}

describe.each([360, 1280])('at %i px', (width) => {
  it.each(['/', '/services', '/about', '/projects', 'category', 'project', '/contact'])(
    'hydrates %s: no React error, the same nodes and text, no API request but its site data',
    async (which) => {
      const { page, problems, api } = await watchedPage(width);
      const res = await page.goto(server.url + route(which), { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await hydrated(page);
      const state = await page.evaluate(() => {
        const w = window as unknown as { serverMain: Element | null; serverText: string | null };
        const main = document.querySelector('main');
        return { same: w.serverMain === main, before: w.serverText, after: main?.textContent ?? '' };
      });
      expect(state.before?.length).toBeGreaterThan(100);
      expect(state.after).toBe(state.before);
      expect(state.same).toBe(true);
      expect(problems).toEqual([]);
      expect(api).toEqual([expect.stringMatching(/^\/api\/site\/data\/[0-9a-f]{32}$/)]);
      await page.close();
    },
  );

  it('renders an unknown project for its own path (404), without an error', async () => {
    const { page, problems } = await watchedPage(width);
    const res = await page.goto(`${server.url}/projects/${project.expand.category.slug}/nosuchproject00`, {
      waitUntil: 'networkidle',
    });
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('link', { name: `${project.expand.category.name} projects` }).waitFor();
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.close();
  });

  it('is interactive once hydrated: links navigate in the app, the menu opens on a phone', async () => {
    const { page, problems } = await watchedPage(width);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(req.url());
    });
    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Services' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    }
    await page.waitForURL(`${server.url}/services`);
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

it.each([360, 1280])(
  'with JavaScript off, reads the home page and reaches a project page by its links (%i px)',
  async (width) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(homeTitle);
    // The lower sections are there without a scroll or any script.
    await page.getByRole('region', { name: 'Our Services' }).waitFor();
    await page.getByRole('region', { name: 'Recent Projects' }).waitFor();
    // Projects, from the footer (on a phone the header's menu needs the app).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL(`${server.url}/projects`);
    await page
      .getByRole('link', { name: new RegExp(project.title) })
      .first()
      .click();
    await page.waitForURL(`${server.url}${route('project')}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(project.title);
    expect(await page.locator('main').innerText()).toContain(project.client);
    expect(await page.getByText(/needs JavaScript/i).count()).toBe(0);
    await context.close();
  },
);

it('still loads through the API where nothing is rendered (the admin login page)', async () => {
  const { page, problems } = await watchedPage(1280);
  await page.goto(`${server.url}/dashboard-login`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
  expect(problems).toEqual([]);
  await page.close();
});

it('shows the new content when the page was edited before its site data arrived', async () => {
  const root = await server.superuser();
  const home = await root.collection('home_settings').getFirstListItem('');
  const edited = `${home.title} (edited)`;
  const { page, problems } = await watchedPage(1280);
  // The staff save lands between the page and the fetch of the data it was rendered from.
  await page.route('**/api/site/data/*', async (request) => {
    await root.collection('home_settings').update(home.id, { title: edited });
    await request.continue();
  });
  try {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: edited }).waitFor();
    // The old version's data is gone (its 404 is the only complaint), and the page works.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
  } finally {
    await root.collection('home_settings').update(home.id, { title: home.title });
    await page.close();
  }
});

it('keeps the server page as it is when its site data cannot be fetched', async () => {
  const { page, problems } = await watchedPage(1280);
  await page.route('**/api/site/data/*', (request) => request.abort('internetdisconnected'));
  await page.goto(`${server.url}/`);
  // (after its retries: 1 s and 3 s)
  await expect.poll(() => problems.some((p) => p.includes('could not be loaded')), { timeout: 15_000 }).toBe(true);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(homeTitle);
  await page.getByRole('region', { name: 'Recent Projects' }).waitFor();
  // Its links still work, as plain links.
  await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
  await page.waitForURL(`${server.url}/services`);
  await page.close();
});

it('starts the app after the largest paint is reported, even when a long headline paints first', async () => {
  const root = await server.superuser();
  const home = await root.collection('home_settings').getFirstListItem('');
  await root
    .collection('home_settings')
    .update(home.id, { title: 'Building Trust, Delivering Excellence in Every Home and Office' });
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  // The hero image arrives late, so the headline is painted well before it.
  await page.route(`**/${home.backgroundImage}?*`, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await request.continue();
  });
  try {
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const times = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const image = entries.find((e) => (e as LargestContentfulPaint).element?.tagName === 'IMG');
      const data = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/site/data/'));
      return { image: image?.startTime ?? -1, data: data?.startTime ?? -1 };
    });
    expect(times.image).toBeGreaterThan(800);
    expect(times.data).toBeGreaterThanOrEqual(times.image);
  } finally {
    await root.collection('home_settings').update(home.id, { title: home.title });
    await context.close();
  }
});
