/**
 * History with restore (issue 28, item 2), at 360 and 1280 px: staff edit a project's title and
 * gallery order, open its History from the form, see what changed, restore the older version in
 * one step, and the form and the public page show the older title and gallery again; a restore
 * onto a project someone changed since the screen loaded is refused beside its button.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAdminDialog, launchChromium, signInToAdmin } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

const ACCOUNT = { email: 'office@example.lk', password: 'office-password-123' };

interface Found {
  id: string;
  title: string;
  images: string[];
  updated: string;
}

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let project: Found & { path: string };

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await root.collection('users').create({ ...ACCOUNT, passwordConfirm: ACCOUNT.password, approved: true });
  project = (await publishedProjects<Found>(root)).find((p) => p.images.length >= 3)!;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The public page's title and gallery (file names in the page's order). */
async function publicPage(): Promise<{ heading: string; gallery: string[] }> {
  await server.siteRendered();
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}${project.path}`);
  const heading = (await visitor.locator('h1').first().textContent())?.trim() ?? '';
  const sources = await visitor
    .locator('[data-island="gallery"] img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
  await visitor.close();
  return { heading, gallery: sources.map((src) => project.images.find((name) => src.includes(name)) ?? src) };
}

/** The form's gallery, as file names in order. */
async function formGallery(page: Page): Promise<string[]> {
  const gallery = page.getByRole('list', { name: 'Images in the gallery' });
  await gallery.getByRole('img').first().waitFor();
  const alts = await gallery
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt.replace('Gallery image ', '')));
  return alts;
}

/** True when the element's box is wholly inside the viewport. */
async function inView(page: Page, selector: Locator): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    !!box && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width
  );
}

describe.each([
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
])('at $width px', ({ width, height }) => {
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width, height } });
    page.on('pageerror', (err) => errors.push(err.message));
    await signInToAdmin(page, server.url, ACCOUNT);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('restores an older title and gallery order; the form and the public page show them', async () => {
    const before = await root.collection('projects').getOne<Found>(project.id);
    // note: the other width's run left its versions of the project.
    const kept = (await root.collection('versions').getList(1, 1, { filter: `record = "${project.id}"` })).totalItems;
    const [first, second, third] = before.images;
    const count = before.images.length;
    await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
    await page.getByLabel('Title', { exact: true }).fill(`${before.title} (renamed)`);
    await page.getByRole('button', { name: `Move photo 3 of ${count} earlier (${third})` }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${server.url}/admin/projects`);
    const edited = await root.collection('projects').getOne<Found>(project.id);
    expect(edited.title).toBe(`${before.title} (renamed)`);
    expect(edited.images.slice(0, 3)).toEqual([first, third, second]);

    // From the form to its history.
    await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
    await page.getByRole('link', { name: 'History' }).waitFor();
    await page.getByLabel('Title', { exact: true }).waitFor();
    await page.screenshot({ path: `screenshots/admin-history-link-${width}.png` });
    // And from the list's row (issue 39), as staff looking for an older text would.
    await page.goto(`${server.url}/admin/projects`);
    await page.getByRole('link', { name: `History of ${before.title} (renamed)` }).click();
    await page.getByRole('heading', { name: `History: “${before.title} (renamed)”` }).waitFor();
    const versions = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Version of/ }) });
    await expect.poll(() => versions.count()).toBe(kept + 1);
    // Found by what it held, in its one line, without opening "What changed" (issue 39).
    const version = versions
      .filter({ hasText: `Title: ${before.title} → ${before.title} (renamed); Gallery: Order changed` })
      .first();
    await version.getByText('What changed').click();
    await version.getByText(/— Order changed$/).waitFor();
    await version.getByText(before.title, { exact: true }).waitFor();
    await page.screenshot({ path: `screenshots/admin-history-${width}.png`, fullPage: true });

    await version.getByRole('button', { name: /^Restore the version of/ }).click();
    const message = await answerAdminDialog(page, 'Restore this version');
    expect(message).toMatch(/^Restore the version of .+\? Title and Gallery go back to how they were then\./);
    await page.getByText(/^Restored the version of/).waitFor();
    // The restore is itself a version now: two versions, the newest replaced by the restore.
    await expect.poll(() => versions.count()).toBe(kept + 2);
    await versions
      .first()
      .getByText(/^Replaced by a restore by office@example.lk/)
      .waitFor();
    await page.screenshot({ path: `screenshots/admin-history-restored-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(before.title);
    expect(await formGallery(page)).toEqual(before.images);
    expect(await publicPage()).toEqual({ heading: before.title, gallery: before.images });
    expect(errors).toEqual([]);
  });

  it('refuses a restore onto a project changed since the screen loaded, beside the button', async () => {
    await page.goto(`${server.url}/admin/history/projects/${project.id}`);
    const version = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Version of/ }) })
      .first();
    await version.waitFor();
    const now = await root.collection('projects').getOne<Found>(project.id);
    await root.collection('projects').update(project.id, { client: `Changed meanwhile ${width}` });
    await version.getByRole('button', { name: /^Restore the version of/ }).click();
    await answerAdminDialog(page, 'Restore this version');
    const alert = version.getByRole('alert');
    await alert.getByText('Failed to restore this version.').waitFor();
    await alert.getByText('This project was changed by someone else — reload to see the latest.').waitFor();
    expect(await inView(page, alert)).toBe(true);
    await page.screenshot({ path: `screenshots/admin-history-stale-${width}.png` });
    expect((await root.collection('projects').getOne<Found>(project.id)).title).toBe(now.title);
    // Reload, and the restore goes through against the latest copy.
    await version.getByRole('button', { name: 'Reload the history' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
