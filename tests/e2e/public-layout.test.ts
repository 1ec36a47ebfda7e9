/**
 * Browser tests of the public layout: unknown paths, scroll to the top on navigation, the header
 * turning into a floating bar, the mobile menu at 360 px, the skip link, and no horizontal scroll
 * on a phone. The rendered documents on a real PocketBase with the sample content, in real Chromium.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;
let companyName: string;
let homeTitle: string;
const pageErrors: string[] = [];

const ROUTES = ['/', '/services', '/about', '/projects', '/projects/residential', '/contact'];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  const root = await server.superuser();
  companyName = (await root.collection('Footer_menu').getFirstListItem('')).company_name;
  homeTitle = (await root.collection('home_settings').getFirstListItem('')).title;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function newPage(width: number, height = 800): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 500 });
  const page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return { context, page };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('banner').getByText(companyName).waitFor();
  // note: a document arrives whole; the footer shows that all of it has been parsed.
  await page.getByRole('contentinfo').waitFor();
}

describe('desktop (1280 px)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(1280));
  });
  afterAll(() => context?.close());

  it('sends an unknown path to the home page', async () => {
    await page.goto(`${server.url}/this/does/not/exist`);
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(homeTitle);
  });

  it('shows the logo, the company name and the five links, with the current page marked', async () => {
    await open(page, '/projects/residential');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: companyName }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('img').or(header.locator('[aria-hidden="true"]')).count()).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Services',
      'About',
      'Projects',
      'Contact Us',
    ]);
    expect(await nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });

  it('turns the header into a translucent rounded bar past 10 px of scroll', async () => {
    await open(page, '/about');
    const bar = page.getByRole('banner').locator('[data-scrolled]');
    const look = () =>
      bar.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          scrolled: el.getAttribute('data-scrolled'),
          radius: style.borderTopLeftRadius,
          bg: style.backgroundColor,
        };
      });
    expect(await look()).toMatchObject({ scrolled: 'false', radius: '0px' });

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(async () => (await look()).scrolled).toBe('true');
    // note: the change is animated; wait for the transition to end
    await expect.poll(async () => (await look()).radius).toBe('16px');
    const floating = await look();
    // translucent: the background colour has an alpha below 1
    expect(floating.bg).toMatch(/^(rgba\(.*, 0\.\d+\)|oklab\(.* \/ 0\.\d+\)|color\(.* \/ 0\.\d+\))$/);
    // and it stays in view
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(20);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await look()).scrolled).toBe('false');
  });

  it('scrolls to the top on every path change', async () => {
    await open(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${server.url}/services`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('loads no admin code and no image-compression library on the public pages', async () => {
    const scripts: string[] = [];
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    try {
      for (const path of ['/', '/services', '/about', '/projects', '/projects/residential', '/contact']) {
        await open(page, path);
      }
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', onRequest);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin|Admin|Dashboard|compression|Settings|Form/.test(url))).toEqual([]);
    const entry = await (await fetch(`${server.url}${scripts[0]}`)).text();
    expect(entry).not.toMatch(/browser-image-compression|imageCompression/);
    // texts only the admin screens show (seed sections 2 and 8)
    expect(entry).not.toMatch(/Failed to save project|Are you sure you want to delete this project|Manage Journey/);
  });

  it('offers a skip link as the first stop of the keyboard', async () => {
    await open(page, '/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});

describe('phone (360 px)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(360, 740));
  });
  afterAll(() => context?.close());

  it('opens the menu with the toggle, and choosing a link goes there and closes it', async () => {
    await open(page, '/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();

    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Services',
      'About',
      'Projects',
      'Contact Us',
    ]);
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${server.url}/about`);
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a call button in reach', async () => {
    await open(page, '/projects');
    const call = page.getByRole('link', { name: /^Call us on / });
    expect(await call.isVisible()).toBe(true);
    expect(await call.getAttribute('href')).toMatch(/^tel:\+94\d+$/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await call.isVisible()).toBe(true);
  });

  it('has no horizontal scroll on any page', async () => {
    for (const path of ROUTES) {
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });

  it('raised no script errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
