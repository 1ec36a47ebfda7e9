/**
 * Browser smoke test: the built SPA, served by a real PocketBase with the sample content,
 * in real Chromium. Run after `npm run build` (`npm test` builds first).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;
let page: Page;
let homeTitle: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  const root = await server.superuser();
  homeTitle = (await root.collection('home_settings').getFirstListItem('')).title;
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('renders the home page with the sample content', async () => {
  await page.goto(`${server.url}/`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(homeTitle);
  const companyName = (await (await server.superuser()).collection('Footer_menu').getFirstListItem('')).company_name;
  await expect.poll(() => page.getByRole('contentinfo').textContent()).toContain(companyName);
  expect(pageErrors).toEqual([]);
});

it('sends an unknown path to the home page', async () => {
  await page.goto(`${server.url}/no/such/page`);
  await page.waitForURL(`${server.url}/`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(homeTitle);
});

it('sends a visitor of the admin area to the login page', async () => {
  await page.goto(`${server.url}/admin/projects`);
  await page.waitForURL(`${server.url}/dashboard-login`);
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
  expect(pageErrors).toEqual([]);
});
