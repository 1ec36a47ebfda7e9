/**
 * Uploads that show their progress (issue 15, item 6) in a real browser against a real
 * PocketBase: a large photo's compression shows per-file progress, Cancel stops it and leaves the
 * form as it was (nothing saved), and a second try compresses, uploads and saves, and then
 * stores the thumbs the browser made, each a JPEG and its WebP twin.
 */
import type PocketBase from 'pocketbase';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { THUMBS } from '../../shared/images';
import { launchChromium, signInToAdmin } from '../support/browser';
import { jpegLumaDcStep } from '../support/images';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'owner@example.lk', password: 'owner-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
let photo: Buffer;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  await root.collection('project_categories').create({ name: 'Residential' });
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(`${server.url}/dashboard-login`);
  // A camera-sized photo that compresses slowly: 4000 x 3000 of noise as a high-quality JPEG.
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(4000, 3000);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (i & 3) === 3 ? 255 : (Math.random() * 256) | 0;
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  photo = Buffer.from(base64, 'base64');
  await signInToAdmin(page, server.url, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Keeps every text the uploads section shows, from now on. */
async function recordUploadTexts() {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenUploads: string[] }).seenUploads = seen;
    new MutationObserver(() => {
      const text = document.querySelector('section[aria-label="Image uploads"]')?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const seenUploads = () => page.evaluate(() => (window as unknown as { seenUploads: string[] }).seenUploads);

it('shows the compression of a large photo per file, and Cancel leaves the form as it was', async () => {
  expect(photo.length).toBeGreaterThan(8 * 1024 * 1024);
  await page.goto(`${server.url}/admin/projects/new`);
  await page.getByLabel('Title', { exact: true }).fill('Hillside House');
  await page.getByLabel('Category').selectOption({ label: 'Residential' });
  await page.getByLabel('Client').fill('Mrs. Silva');
  await page.getByLabel('Architect').fill('Studio Galle');
  await page.getByLabel('Location').fill('Galle');
  await page.getByLabel('Cost').fill('LKR 40 Million');
  await page
    .getByLabel('Cover Image', { exact: true })
    .setInputFiles({ name: 'hillside.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByAltText('Cover Image preview').waitFor();
  await recordUploadTexts();

  await page.getByRole('button', { name: 'Create Project' }).click();
  const uploads = page.getByRole('region', { name: 'Image uploads' });
  await uploads.getByText(/hillside\.jpg/).waitFor();
  // Progress moves past 0% before Cancel (the page stays responsive meanwhile).
  await expect
    .poll(async () => (await seenUploads()).some((t) => /Compressing [1-9]\d?%/.test(t)), { timeout: 30_000 })
    .toBe(true);
  await uploads.getByRole('button', { name: 'Cancel upload' }).click();

  await uploads.waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: 'Create Project' }).isEnabled()).toBe(true);
  expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Hillside House');
  await page.getByAltText('Cover Image preview').waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(page.url()).toBe(`${server.url}/admin/projects/new`);
  expect(await root.collection('projects').getFullList()).toHaveLength(0);
});

it('then compresses, uploads and saves it', async () => {
  await recordUploadTexts();
  const thumbPuts: Array<{ size: string; status: number }> = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.request().method() === 'PUT' && url.pathname.startsWith('/api/site/thumbs/'))
      thumbPuts.push({ size: url.searchParams.get('thumb') ?? '', status: res.status() });
  });
  await page.getByRole('button', { name: 'Create Project' }).click();
  await page.waitForURL(`${server.url}/admin/projects`, { timeout: 90_000 });
  const seen = await seenUploads();
  expect(seen.some((t) => /Compressing \d+%/.test(t))).toBe(true);
  expect(seen.some((t) => /Uploading \d+%|Uploaded, saving/.test(t))).toBe(true);

  const [project] = await root.collection('projects').getFullList({ filter: 'title = "Hillside House"' });
  expect(project.coverImage).toMatch(/^hillside.*\.jpg$/);
  // note: a new project is a draft: its files are served only with staff's file token (issue 26).
  const token = await root.files.getToken();
  const original = await fetch(`${server.url}/api/files/projects/${project.id}/${project.coverImage}?token=${token}`);
  expect((await original.arrayBuffer()).byteLength).toBeLessThanOrEqual(1024 * 1024);

  // The browser made the cover's thumbs after the save, two PUTs per declared size in order (the
  // JPEG, then its WebP twin: Chromium encodes WebP), at quality 80 (decision 006): PocketBase's
  // own are at 95 (luminance DC step 2, not 6). The 1600 px thumb of this noise is near the 2 MB
  // cap (the browser skips one over it), so only the sizes up to 1200 px are required; every
  // thumb that was stored is checked, as a browser that takes WebP gets it and as one that does not.
  const sizes = THUMBS.projects.coverImage;
  const putsOf = (size: string) => thumbPuts.filter((put) => put.size === size).length;
  await expect.poll(() => putsOf('1200x0'), { timeout: 30_000 }).toBe(2);
  const sent = [...thumbPuts];
  expect(sent.slice(0, 10)).toEqual(
    sizes.slice(0, 5).flatMap((size) => [
      { size, status: 204 },
      { size, status: 204 },
    ]),
  );
  for (const size of new Set(sent.filter((put) => put.status === 204).map((put) => put.size))) {
    const url = `${server.url}/api/files/projects/${project.id}/${project.coverImage}?thumb=${size}&token=${token}`;
    const jpeg = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect([size, jpegLumaDcStep(jpeg)]).toEqual([size, 6]);
    const res = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*;q=0.8' } });
    expect([size, res.headers.get('content-type')]).toEqual([size, 'image/webp']);
    const webp = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    const jpegMeta = await sharp(jpeg).metadata();
    expect([size, webp.width, webp.height]).toEqual([size, jpegMeta.width, jpegMeta.height]);
  }
  expect(pageErrors).toEqual([]);
}, 120_000);
