/**
 * Admin navigation (issue 15, item 7): the desktop sidebar stays in view on a long screen; on a
 * phone the drawer closes on Esc and on a click beside it, with Logout always on screen; every
 * admin screen has its own tab title; a form with unsaved changes asks before a link or the
 * back button leaves it (web/src/app/AppRouter.tsx).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'nav@example.lk', password: 'nav-password-123' };

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  browser = await launchChromium();
  mkdirSync('screenshots', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedIn(width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(`${server.url}/dashboard-login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin/dashboard`);
  return page;
}

function inView(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
  });
}

it('keeps the desktop sidebar and Logout in view on a long screen, and titles each screen', async () => {
  const page = await signedIn(1280, 720);
  await expect.poll(() => page.title()).toBe('Dashboard | Admin Panel');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const titles = new Set<string>();
  for (const [link, heading] of [
    ['Projects', 'Manage Projects'],
    ['Services', 'Manage Services'],
    ['Team', 'Manage Team'],
    ['Home', 'Home Page Settings'],
  ]) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expect.poll(() => page.title()).toBe(`${heading} | Admin Panel`);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(4);

  await nav.getByRole('link', { name: 'Projects', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Manage Projects' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  expect(await inView(page, 'Logout')).toBe(true);
  expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
  await page.screenshot({ path: 'screenshots/admin-sidebar-sticky-1280.png' });
  await page.close();
});

it('on a phone, the drawer shows Logout and closes on Esc and on a click beside it', async () => {
  const page = await signedIn(360, 640);
  const toggle = page.getByRole('button', { name: 'Open admin menu' });
  const nav = page.getByRole('navigation', { name: 'Admin' });

  await toggle.click();
  await nav.waitFor();
  expect(await inView(page, 'Logout')).toBe(true);
  await page.screenshot({ path: 'screenshots/admin-drawer-360.png' });
  await page.keyboard.press('Escape');
  await nav.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('admin-sidebar');

  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await nav.waitFor();
  await page.mouse.click(345, 400); // beside the drawer
  await nav.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await nav.getByRole('link', { name: 'Team', exact: true }).click();
  await page.waitForURL(`${server.url}/admin/team`);
  await nav.waitFor({ state: 'hidden' });
  await expect.poll(() => page.title()).toBe('Manage Team | Admin Panel');
  await page.close();
});

it('raised no script errors', () => {
  expect(pageErrors).toEqual([]);
});

it('asks before leaving a form with unsaved changes, by a link and by the back button', async () => {
  const page = await signedIn(1280, 720);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Home Page Settings' }).waitFor();
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Half typed');
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });

  await nav.getByRole('link', { name: 'Projects', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/admin/home');
  expect(await title.inputValue()).toBe('Half typed');

  // Back: the move is undone at once and the form stays until the dialog says to leave.
  await page.goBack();
  await dialog.waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/home');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/admin/home');
  expect(await title.inputValue()).toBe('Half typed');

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  expect(pageErrors).toEqual([]);
  await page.close();
});
