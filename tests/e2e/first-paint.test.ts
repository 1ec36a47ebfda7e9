/**
 * Issue 6 and 5 in a real browser: public pages paint from the data the server embedded
 * (no API request before the content shows), navigation still works, and no page breaks
 * the Content-Security-Policy.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { seedSampleContent } from '../../scripts/seed/seed.mjs';
import { launchChromium, readOn } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;
let project: { id: string; title: string; expand: { category: { slug: string; name: string } } };
let homeTitle: string;

beforeAll(async () => {
  server = await startPocketBase();
  const root = await server.superuser();
  await seedSampleContent(root, { log: () => {} });
  homeTitle = (await root.collection('home_settings').getFirstListItem('')).title;
  project = (await root.collection('projects').getList(1, 1, { expand: 'category' })).items[0] as never;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A page that records API requests and CSP violations. */
async function watchedPage(): Promise<{ page: Page; api: string[]; csp: string[] }> {
  const page = await browser.newPage();
  const api: string[] = [];
  const csp: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/')) api.push(url.pathname);
  });
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to/i.test(msg.text())) csp.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load: CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, api, csp };
}

it('paints the home page with its content and makes no API request', async () => {
  const { page, api, csp } = await watchedPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(homeTitle);
  expect(api).toEqual([]);
  expect(csp).toEqual([]);
  await page.close();
});

it('loads the code of the home sections below the key figures only when the visitor reads on', async () => {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 720 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('Prefer to talk?').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Our work in numbers' }).count()).toBe(1);
    expect(scripts.filter((path) => path.includes('HomeSections'))).toEqual([]);
    expect(await page.getByRole('region', { name: 'Our Services' }).count()).toBe(0);
    // The footer waits a screen lower, where the sections will push it.
    const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y;
    const figuresBottom = await page
      .getByRole('region', { name: 'Our work in numbers' })
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footerTop - figuresBottom).toBeGreaterThanOrEqual(720);

    await readOn(page);
    await page.getByRole('region', { name: 'Our Services' }).waitFor();
    expect(scripts.filter((path) => path.includes('HomeSections'))).toHaveLength(1);
    await page.getByRole('region', { name: 'Recent Projects' }).waitFor();
    await context.close();
  }
});

it.each(['/services', '/about', '/projects', '/contact'])('paints %s without an API request', async (route) => {
  const { page, api, csp } = await watchedPage();
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  expect(api).toEqual([]);
  expect(csp).toEqual([]);
  await page.close();
});

it('paints a project page from the embedded data, and navigating on still works', async () => {
  const { page, api, csp } = await watchedPage();
  await page.goto(`${server.url}/projects/${project.expand.category.slug}/${project.id}`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(project.title);
  expect(api).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Services' }).first().click();
  await page.waitForURL(`${server.url}/services`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
  expect(csp).toEqual([]);
  await page.close();
});

it('still loads through the API where nothing is embedded (the admin login page)', async () => {
  const { page, csp } = await watchedPage();
  await page.goto(`${server.url}/dashboard-login`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
  expect(csp).toEqual([]);
  await page.close();
});

it('shows the home hero before any script runs, and the app takes over without a layout shift', async () => {
  for (const width of [360, 1280]) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const still = await noScript.newPage();
    await still.goto(`${server.url}/`);
    await expect.poll(() => still.getByRole('heading', { level: 1 }).textContent()).toBe(homeTitle);
    const shellBox = await still.getByRole('heading', { level: 1 }).boundingBox();
    const shellHero = await still.locator('#root section').first().boundingBox();
    expect(await still.locator('#root img[fetchpriority="high"]').count()).toBe(1);
    expect(await still.getByRole('link', { name: 'View Our Projects' }).getAttribute('href')).toBe('/projects');
    await noScript.close();

    const live = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await live.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // The app's own hero (it adds the phone line) is on screen, where the server's was.
    await expect.poll(() => page.getByText('Prefer to talk?').count()).toBe(1);
    // The hero image is the one the server sent, kept in place: not thrown away and fetched again.
    expect(await page.locator('#root section img[data-first-paint="hero"]').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(shellBox);
    // Same hero box: a taller hero would make its image a new, later largest paint.
    expect(await page.locator('#root section').first().boundingBox()).toEqual(shellHero);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await live.close();
  }
});

it.each([
  ['/services', 'Our Services'],
  ['/about', null],
  ['/projects', 'Our Projects'],
  ['category', null],
  ['project', null],
  ['/contact', 'Contact Us'],
])('paints the top of %s before any script runs, and the app takes over in the same place', async (which, title) => {
  const { slug, name } = project.expand.category;
  const route =
    which === 'category' ? `/projects/${slug}` : which === 'project' ? `/projects/${slug}/${project.id}` : which;
  const heading = which === 'category' ? `${name} Projects` : which === 'project' ? project.title : title;
  for (const width of [360, 1280]) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const still = await noScript.newPage();
    await still.goto(server.url + route);
    const h1 = still.getByRole('heading', { level: 1 });
    if (heading) expect(await h1.textContent()).toBe(heading);
    const shellBox = await h1.boundingBox();
    const shellCover = which === 'project' ? await still.locator('img[data-first-paint="cover"]').boundingBox() : null;
    expect(shellBox).not.toBeNull();
    expect(await still.locator('header nav[aria-label="Main"] a').count()).toBe(5);
    await noScript.close();

    const live = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await live.newPage();
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(shellBox);
    if (shellCover) {
      // The cover is the one the server sent, kept in place: not thrown away and fetched again.
      const cover = page.locator('img[data-first-paint="cover"]');
      expect(await cover.count()).toBe(1);
      expect(await cover.boundingBox()).toEqual(shellCover);
    }
    await live.close();
  }
});
