/**
 * Browser tests of the language switcher (issue 40, decision 041): on every page, in the header at
 * 1280 px and in the phone menu at 360 px (and in the menu's stand-in without JavaScript), plain
 * links to the same page in English, Sinhala and Tamil; choosing one asks for that page's path in
 * the language, never the home page. On the seeded server, in real Chromium.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../shared/languages';
import { localePath } from '../../shared/routes';
import { WORDS } from '../../shared/words';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;
let projectPath: string;

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  const root = await server.superuser();
  const project = await root.collection('projects').getFirstListItem('', { expand: 'category' });
  projectPath = `/projects/${project.expand!.category.slug}/${project.id}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function newPage(width: number, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    hasTouch: width < 500,
    javaScriptEnabled,
  });
  return { context, page: await context.newPage() };
}

/** The visible switcher's links as [name, href, hreflang, lang, aria-current]. */
async function switcherLinks(page: Page, language: Language = 'en'): Promise<(string | null)[][]> {
  const nav = page.getByRole('navigation', { name: WORDS[language].site.languages }).filter({ visible: true });
  expect(await nav.count()).toBe(1);
  return Promise.all(
    (await nav.getByRole('link').all()).map(async (link) => [
      await link.textContent(),
      await link.getAttribute('href'),
      await link.getAttribute('hreflang'),
      await link.getAttribute('lang'),
      await link.getAttribute('aria-current'),
    ]),
  );
}

function expected(path: string) {
  return LANGUAGES.map((language) => [
    LANGUAGE_NAMES[language].own,
    localePath(path, language),
    language,
    language,
    language === 'en' ? 'page' : null,
  ]);
}

/** Chooses `name` in the visible switcher: the request it makes (the page it asks for). */
async function choose(page: Page, name: string): Promise<Request> {
  const request = page.waitForRequest((r) => r.isNavigationRequest());
  await page
    .getByRole('navigation', { name: 'Language' })
    .filter({ visible: true })
    .getByRole('link', { name })
    .click();
  return request;
}

/** The page chosen has loaded: that path, in that language, its switcher marking it current. */
async function landsOn(page: Page, path: string, language: Language): Promise<void> {
  await page.waitForURL(`${server.url}${path}`);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  const words = WORDS[language].site;
  // On a phone the switcher is in the menu (its button named in the page's language).
  if (!(await page.getByRole('navigation', { name: words.languages }).filter({ visible: true }).count()))
    await page.getByRole('button', { name: words.openMenu }).click();
  const links = await switcherLinks(page, language);
  const english = localePath(path.slice(language.length + 1) || '/', 'en');
  expect(links).toEqual(expected(english).map((link) => [...link.slice(0, 4), link[3] === language ? 'page' : null]));
}

describe('desktop (1280 px)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await newPage(1280)));
  afterAll(() => context?.close());

  it('shows the switcher in the header on every kind of page, to that same page in each language', async () => {
    for (const path of ['/', '/services', '/about', '/projects', projectPath, '/contact']) {
      await page.goto(`${server.url}${path}`);
      const links = await switcherLinks(page);
      expect(links, path).toEqual(expected(path));
      const inHeader = await page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Language' })
        .filter({ visible: true })
        .count();
      expect(inHeader, path).toBe(1);
    }
  });

  it('keeps the page: Sinhala from a project asks for that project in Sinhala', async () => {
    await page.goto(`${server.url}${projectPath}`);
    const request = await choose(page, 'සිංහල');
    expect(new URL(request.url()).pathname).toBe(`/si${projectPath}`);
    await landsOn(page, `/si${projectPath}`, 'si');
  });

  it('sits in the header bar, which still floats translucent past 10 px', async () => {
    await page.goto(`${server.url}/`);
    const bar = page.locator('[data-scrolled]');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('true');
    const switcher = await page.getByRole('navigation', { name: 'Language' }).filter({ visible: true }).boundingBox();
    const box = await bar.boundingBox();
    expect(switcher!.y).toBeGreaterThanOrEqual(box!.y);
    expect(switcher!.y + switcher!.height).toBeLessThanOrEqual(box!.y + box!.height);
  });
});

describe('phone (360 px)', () => {
  it('offers the languages in the phone menu, and Tamil keeps the page', async () => {
    const { context, page } = await newPage(360);
    await page.goto(`${server.url}/about`);
    expect(await page.getByRole('navigation', { name: 'Language' }).filter({ visible: true }).count()).toBe(0);
    // note: the page script starts after the load; the toggle replays an earlier tap.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await switcherLinks(page)).toEqual(expected('/about'));
    const request = await choose(page, 'தமிழ்');
    expect(new URL(request.url()).pathname).toBe('/ta/about');
    await landsOn(page, '/ta/about', 'ta');
    await context.close();
  });

  it('without JavaScript, shows the languages under the header as plain links', async () => {
    const { context, page } = await newPage(360, false);
    await page.goto(`${server.url}/contact`);
    expect(await switcherLinks(page)).toEqual(expected('/contact'));
    const request = await choose(page, 'සිංහල');
    expect(new URL(request.url()).pathname).toBe('/si/contact');
    await landsOn(page, '/si/contact', 'si');
    await context.close();
  });
});
