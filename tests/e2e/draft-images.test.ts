/**
 * A draft's images in a real browser (issue 26, item 6): the server serves a draft's files only
 * with an approved admin's file token, so the admin's project form asks for one and shows the
 * draft's cover and gallery, and so does the staff preview; a visitor at the same URL without
 * the token gets nothing.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pngFile, validPayload } from '../support/fixtures';
import { launchChromium, signInToAdmin } from '../support/browser';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const STAFF = { email: 'drafts@example.lk', password: 'drafts-password-123' };

let server: TestServer;
let staff: PocketBase;
let browser: Browser;
let draft: { id: string; coverImage: string; images: string[] };
let path: string;

beforeAll(async () => {
  server = await startPocketBase();
  staff = await signedInUser(server, STAFF.email, true, STAFF.password);
  const category = await staff
    .collection('project_categories')
    .create<{ id: string; slug: string }>(validPayload('project_categories'));
  draft = await staff.collection('projects').create({
    ...validPayload('projects', category.id),
    title: 'Hillside Draft',
    coverImage: pngFile('cover.png'),
    images: [pngFile('gallery.png')],
    published: false,
  });
  path = `/projects/${category.slug}/${draft.id}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Waits until `image` has loaded a picture (a broken one has no natural width). */
async function loaded(image: Locator): Promise<string> {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true);
  return (await image.getAttribute('src')) ?? '';
}

async function staffPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInToAdmin(page, server.url, STAFF);
  return page;
}

it("shows a draft's cover and gallery in the admin's project form, through a file token", async () => {
  const page = await staffPage();
  await page.goto(`${server.url}/admin/projects/edit/${draft.id}`);
  const cover = await loaded(page.getByRole('img', { name: 'Cover Image preview' }));
  expect(cover).toContain(`/${draft.id}/${draft.coverImage}`);
  expect(cover).toContain('token=');
  const gallery = await loaded(page.getByRole('img', { name: `Gallery image ${draft.images[0]}` }));
  expect(gallery).toContain('token=');
  // The same file without the token: nothing for a visitor.
  const bare = new URL(cover, server.url);
  bare.searchParams.delete('token');
  expect((await fetch(bare)).status).toBe(404);
  // Making a gallery photo the cover reads both files from the server: a draft's, with a token.
  await page.getByRole('button', { name: `Make cover (${draft.images[0]})` }).click();
  await page
    .getByText(
      'The photo will be the cover (its focal point centred), and the old cover a gallery photo, once you save.',
    )
    .waitFor();
  await page.context().close();
});

it("shows a draft's images in the staff preview", async () => {
  const page = await staffPage();
  const token = await staff.files.getToken();
  await page.goto(`${server.url}/api/site/preview?${new URLSearchParams({ path, token })}`);
  const images = page.locator(`main img[src*="${draft.id}"]`);
  expect(await loaded(images.first())).toContain('token=');
  await page.context().close();
});
