/**
 * Staff reorder a project's gallery (issue 28, item 3): with the arrows (keyboard) and by
 * dragging, the order is kept on save and the public page shows the photos in it; a gallery
 * photo is made the cover without uploading it again, and the old cover joins the gallery.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, signInToAdmin } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

const ACCOUNT = { email: 'office@example.lk', password: 'office-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
let project: { id: string; images: string[]; path: string };
const errors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await root.collection('users').create({ ...ACCOUNT, passwordConfirm: ACCOUNT.password, approved: true });
  const found = (await publishedProjects<{ id: string; images: string[] }>(root)).find((p) => p.images.length >= 3)!;
  project = { id: found.id, images: found.images, path: found.path };
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => errors.push(err.message));
  await signInToAdmin(page, server.url, ACCOUNT);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The file names of the public page's gallery photos, in the page's order. */
async function publicOrder(): Promise<string[]> {
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}${project.path}`);
  const sources = await visitor
    .locator('[data-island="gallery"] img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
  await visitor.close();
  return sources.map((src) => project.images.find((name) => src.includes(name)) ?? src);
}

it('moves a photo with the keyboard and another by dragging; the order is saved and shown', async () => {
  const [first, second, third] = project.images;
  await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
  const count = project.images.length;
  const earlier = page.getByRole('button', { name: `Move photo 3 of ${count} earlier (${third})` });
  await earlier.focus();
  await page.keyboard.press('Enter');
  // The focus follows the photo to its new place.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain(`Move photo 2 of ${count} earlier (${third})`);
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('list', { name: 'Images in the gallery' });
  const tile = (name: string) =>
    gallery.getByRole('listitem').filter({ has: page.getByAltText(`Gallery image ${name}`) });
  // Drag the (now) last of the three onto the second place.
  await tile(second).dragTo(tile(first));
  await page.screenshot({ path: 'screenshots/admin-gallery-order-1280.png' });
  const expected = [third, second, first, ...project.images.slice(3)];
  await expect
    .poll(() => gallery.getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt)))
    .toEqual(expected.map((name) => `Gallery image ${name}`));

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/admin/projects`);
  expect((await root.collection('projects').getOne(project.id)).images).toEqual(expected);
  await server.siteRendered();
  expect(await publicOrder()).toEqual(expected);
  expect(errors).toEqual([]);
});

it('makes a gallery photo the cover, and the old cover a gallery photo, without uploading anything by hand', async () => {
  const before = await root.collection('projects').getOne<{ images: string[]; coverImage: string }>(project.id);
  const photo = before.images[1];
  // The photo's alt text in English and Sinhala goes with it; the old cover's Tamil one does not.
  await root.collection('projects').update(project.id, {
    images_alt: { [photo]: 'The hall' },
    images_alt_si: { [photo]: 'ශාලාව' },
    coverImage_alt_si: 'පැරණි ආවරණය',
    coverImage_alt_ta: 'பழைய அட்டைப்படம்',
  });
  const sizeOf = async (name: string) =>
    (await fetch(`${server.url}/api/files/projects/${project.id}/${name}`)).arrayBuffer().then((b) => b.byteLength);
  const photoBytes = await sizeOf(photo);
  await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
  await page.getByRole('button', { name: `Make cover (${photo})` }).click();
  await page
    .getByText(
      'The photo will be the cover (its focal point centred), and the old cover a gallery photo, once you save.',
    )
    .waitFor();
  // Each tile says what it will be (issue 39): not "Will be removed" and "New".
  await page.getByText('Becomes the cover', { exact: true }).waitFor();
  await page.getByText('Old cover', { exact: true }).waitFor();
  expect(await page.getByText('Will be removed', { exact: true }).count()).toBe(0);
  expect(await page.getByText(/will be removed when you save/).count()).toBe(0);
  await page.screenshot({ path: 'screenshots/make-cover-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/admin/projects`);

  const after = await root
    .collection('projects')
    .getOne<{ images: string[]; coverImage: string } & Record<string, string>>(project.id);
  expect(after.coverImage).not.toBe(before.coverImage);
  expect([after.coverImage_alt, after.coverImage_alt_si, after.coverImage_alt_ta]).toEqual(['The hall', 'ශාලාව', '']);
  expect(after.images).not.toContain(photo);
  expect(after.images).toHaveLength(before.images.length);
  // The new cover is the photo (re-encoded at most: about its size), the old cover is last in the gallery.
  expect(Math.abs((await sizeOf(after.coverImage)) - photoBytes)).toBeLessThan(photoBytes * 0.5);
  expect(after.images.slice(0, -1)).toEqual(before.images.filter((n) => n !== photo));
  expect(errors).toEqual([]);
});
