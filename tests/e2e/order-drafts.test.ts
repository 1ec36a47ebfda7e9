/**
 * Order and drafts in a real browser (issue 15, items 1-2; issue 24): staff reorder the team with
 * the keyboard and the About page (a rendered document) follows; a project is unpublished,
 * previewed by staff through the admin's Preview (/api/site/preview) with a Draft badge, a 404 on
 * the public site (for staff too), and published again. Screenshots of the
 * screens at 1280 and 360 px go to screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { ORDER_SORT } from '../../shared/order';
import { launchChromium } from '../support/browser';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'office@example.lk', password: 'office-password-123' };
const SHOTS = path.resolve('screenshots');

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(`${server.url}/dashboard-login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin/dashboard`);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function shoot(name: string, on: Page = page): Promise<void> {
  for (const width of [1280, 360]) {
    await on.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await on.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await on.setViewportSize({ width: 1280, height: 900 });
}

/** The page `action` opens: a new tab, or the admin's own page when it goes there. */
async function openedBy(action: () => Promise<void>): Promise<Page> {
  const tab = page
    .context()
    .waitForEvent('page', { timeout: 15_000 })
    .then(async (opened) => {
      // note: the tab opens blank and is sent to the preview once the file token is fetched.
      await opened.waitForURL(/\/api\/site\/preview\?/, { timeout: 15_000 });
      await opened.waitForLoadState();
      return opened;
    });
  const here = page.waitForURL(/\/api\/site\/preview\?/, { timeout: 15_000 }).then(() => page);
  await action();
  return Promise.any([tab, here]).catch(() => {
    throw new Error(`The preview did not open (the admin page is at ${page.url()})`);
  });
}

async function teamNames(): Promise<string[]> {
  return (await root.collection('team').getFullList({ sort: ORDER_SORT })).map((m) => m.name as string);
}

/** The team members' names in the order the server-rendered About page shows them. */
async function aboutOrder(names: string[]): Promise<string[]> {
  const html = await (await fetch(`${server.url}/about`)).text();
  const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return names.filter((name) => body.includes(name)).sort((a, b) => body.indexOf(a) - body.indexOf(b));
}

it('reorders the team with the keyboard; the list, the server and the About page follow', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team', exact: true }).click();
  const before = await teamNames();
  expect(before.length).toBeGreaterThan(2);
  const [first, second, third] = before;
  await page.getByRole('button', { name: `Move ${first} up` }).waitFor();
  expect(await page.getByRole('button', { name: `Move ${first} up` }).isDisabled()).toBe(true);

  // Keyboard only: focus "Move third up" and press Enter twice; the focus stays on the button.
  await page.getByRole('button', { name: `Move ${third} up` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(teamNames).toEqual([first, third, second, ...before.slice(3)]);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe(`Move ${third} up`);
  await page.keyboard.press('Enter');
  await expect.poll(teamNames).toEqual([third, first, second, ...before.slice(3)]);
  // At the top its "up" button is disabled, so the focus moved to its "down" button.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe(`Move ${third} down`);
  await page.keyboard.press('Space');
  await expect.poll(teamNames).toEqual([first, third, second, ...before.slice(3)]);

  const rows = page.getByRole('table', { name: 'Team members' }).getByRole('row');
  await expect.poll(async () => (await rows.nth(2).textContent()) ?? '').toContain(third);
  expect(
    await page
      .getByRole('status')
      .filter({ hasText: `Moved ${third} down` })
      .count(),
  ).toBe(1);
  // The move is answered (its announcement shows) before the pages render.
  await server.siteRendered();
  expect(await aboutOrder(before)).toEqual(await teamNames());
  await shoot('admin-team-order');
});

it('moves a row by dragging it onto another', async () => {
  const names = await teamNames();
  const table = page.getByRole('table', { name: 'Team members' });
  const last = table.getByRole('row').filter({ hasText: names[names.length - 1] });
  const top = table.getByRole('row').filter({ hasText: names[0] });
  await last.dragTo(top);
  await expect.poll(teamNames).toEqual([names[names.length - 1], ...names.slice(0, -1)]);
});

it('on a phone, a moved row stays under the finger, and "Move to top" takes one press', async () => {
  await page.setViewportSize({ width: 360, height: 640 });
  onTestFinished(() => page.setViewportSize({ width: 1280, height: 900 }));
  await page.goto(`${server.url}/admin/projects`);
  const table = page.getByRole('table', { name: /projects/i });
  await table.waitFor();
  const titles = async () =>
    (await root.collection('projects').getFullList({ sort: ORDER_SORT, fields: 'title' })).map(
      (p) => p.title as string,
    );
  const before = await titles();
  expect(before.length).toBeGreaterThan(8);
  const last = before[before.length - 1];
  const row = table.getByRole('row').filter({ hasText: last });
  const up = page.getByRole('button', { name: `Move ${last} up`, exact: true });
  await up.scrollIntoViewIfNeeded();
  const startY = (await row.boundingBox())!.y;
  for (let moved = 1; moved <= 3; moved++) {
    await up.click();
    await expect.poll(async () => (await titles()).indexOf(last)).toBe(before.length - 1 - moved);
    await expect.poll(() => up.isEnabled()).toBe(true);
    // The page scrolled with the row: it is where the finger is (the row is ~1 px off at most).
    expect(Math.abs((await row.boundingBox())!.y - startY)).toBeLessThanOrEqual(2);
  }
  await page.getByRole('button', { name: `Move ${last} to top`, exact: true }).click();
  await expect.poll(async () => (await titles())[0]).toBe(last);
  await page.screenshot({ path: path.join(SHOTS, 'admin-projects-moved-to-top-360.png') });
});

it('unpublishes a project: staff preview it with a Draft badge, a visitor never sees it; publishing shows it again', async () => {
  const project = (await root.collection('projects').getFullList({ sort: ORDER_SORT, expand: 'category' }))[0];
  const title = project.title as string;
  const url = `/projects/${project.expand!.category.slug}/${project.id}`;

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  const toggle = page.getByRole('switch', { name: 'Published' });
  expect(await toggle.isChecked()).toBe(true);
  await toggle.uncheck();
  await shoot('admin-project-form-draft');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/admin/projects`);
  expect((await root.collection('projects').getOne(project.id)).published).toBe(false);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByText('Draft', { exact: true }).waitFor();
  await shoot('admin-projects-draft');

  // Staff preview: the admin's Preview opens the page rendered on demand with the drafts
  // (/api/site/preview with the staff member's file token), with the badge and the banner.
  const preview = await openedBy(() => row.getByRole('button', { name: `Preview ${title}` }).click());
  expect(new URL(preview.url()).pathname).toBe('/api/site/preview');
  expect(new URL(preview.url()).searchParams.get('path')).toBe(url);
  await preview.getByRole('heading', { level: 1, name: title }).waitFor();
  await preview.getByText('Draft', { exact: true }).first().waitFor();
  await preview.getByText('Preview — drafts are shown. Visitors see only published content.').waitFor();
  await shoot('public-project-preview', preview);
  if (preview !== page) await preview.close();
  else await page.goBack();
  // The public pages stay as visitors see them, even to signed-in staff: the draft's page is a 404
  // (gone at once, before the save was answered); the list pages follow once the render that
  // comes after the save is done.
  expect((await page.goto(`${server.url}${url}`))?.status()).toBe(404);
  await server.siteRendered();
  await page.goto(`${server.url}/projects`);
  await page.getByRole('heading', { name: 'All Projects' }).waitFor();
  expect(await page.content()).not.toContain(project.id);
  expect(pageErrors).toEqual([]);

  // A visitor: a 404 page, not on the projects page, not in the sitemap.
  const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const res = await visitor.goto(`${server.url}${url}`);
  expect(res?.status()).toBe(404);
  await visitor.goto(`${server.url}/projects`);
  await visitor.getByRole('heading', { name: 'All Projects' }).waitFor();
  expect(await visitor.content()).not.toContain(project.id);
  expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(project.id);

  // Published again: the visitor sees it.
  await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/admin/projects`);
  expect(await row.getByText('Draft', { exact: true }).count()).toBe(0);
  // Its page is rendered after the save is answered.
  await server.siteRendered();
  expect((await visitor.goto(`${server.url}${url}`))?.status()).toBe(200);
  await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await visitor.getByText('Draft', { exact: true }).count()).toBe(0);
  await visitor.close();
});

it('starts a new service as a draft', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services', exact: true }).click();
  await page.getByRole('link', { name: 'Add New Service' }).click();
  expect(await page.getByRole('switch', { name: 'Published' }).isChecked()).toBe(false);
  await shoot('admin-service-form-new');
});

it('raised no script errors', () => {
  expect(pageErrors).toEqual([]);
});
