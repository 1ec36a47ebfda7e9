/**
 * Browsing without JavaScript (issue 39) at 360 and 1280 px: the phone menu's toggle, which
 * only the page script can work, is hidden and the links stand in a row under the header; a
 * gallery photo opens as the whole image. Screenshots: screenshots/nojs-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let projectPath: string;

async function noScriptPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled: false });
  return context.newPage();
}

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  const projects = await publishedProjects<{ id: string; images: string[] }>(root);
  projectPath = projects.find((p) => p.images.length > 1)!.path;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('at 360 px', () => {
  it('the header offers every link, and no toggle that does nothing', async () => {
    const page = await noScriptPage(360);
    await page.goto(`${server.url}/about`);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Services', 'About', 'Projects', 'Contact Us']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: 'screenshots/nojs-menu-360.png' });
    await nav.getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL(`${server.url}/projects`);
    await page.context().close();
  });
});

describe.each([360, 1280])('at %i px', (width) => {
  it('a gallery photo opens as the whole image', async () => {
    const page = await noScriptPage(width);
    await page.goto(`${server.url}${projectPath}`);
    const photo = page.getByRole('link', { name: /^Open photo 2 of \d+$/ });
    const [answer] = await Promise.all([page.waitForResponse(/\/api\/files\//), photo.click()]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
    expect(page.url()).toMatch(/\/api\/files\/.+\?thumb=\d+x0$/);
    await page.context().close();
  });
});

it('at 1280 px the header keeps its one row of links', async () => {
  const page = await noScriptPage(1280);
  await page.goto(`${server.url}/about`);
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(false);
  await page.screenshot({ path: 'screenshots/nojs-header-1280.png' });
  await page.context().close();
});
