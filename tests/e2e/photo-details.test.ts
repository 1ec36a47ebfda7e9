/**
 * Photo details in the admin (issue 28, item 3): a new gallery photo's row shows its alt text
 * field as soon as it is chosen, and the text is saved with the upload and shown on the public
 * page; a focal point set by clicking the photo or with the arrow keys is saved, and the public
 * page's crop of the image follows it (its computed object-position).
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signInToAdmin } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

const ACCOUNT = { email: 'office@example.lk', password: 'office-password-123' };

interface SampleProject {
  id: string;
  images: string[];
  coverImage: string;
  path: string;
}

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let projects: SampleProject[];
/** A sample gallery photo's bytes, to upload as a new one. */
let photo: Buffer;

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await root.collection('users').create({ ...ACCOUNT, passwordConfirm: ACCOUNT.password, approved: true });
  projects = await publishedProjects<SampleProject>(root);
  const first = projects.find((p) => p.images.length > 0)!;
  photo = Buffer.from(
    await (await fetch(`${server.url}/api/files/projects/${first.id}/${first.images[0]}`)).arrayBuffer(),
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function adminPage(width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signInToAdmin(page, server.url, ACCOUNT);
  return { page, errors };
}

/** The alt texts of the public page's gallery photos, by file name. */
async function publicGalleryAlt(project: SampleProject, names: string[]): Promise<Record<string, string>> {
  await server.siteRendered();
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}${project.path}`);
  const found = await visitor
    .locator('[data-island="gallery"] img')
    .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('src') ?? '', (img as HTMLImageElement).alt]));
  await visitor.close();
  const byName: Record<string, string> = {};
  for (const [src, alt] of found) {
    const name = names.find((n) => src.includes(n));
    if (name) byName[name] = alt;
  }
  return byName;
}

describe.each([360, 1280])('at %i px', (width) => {
  it("a new gallery photo's alt text is typed before saving and saved with it", async () => {
    const project = projects[width === 360 ? 2 : 3];
    const { page, errors } = await adminPage(width);
    await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
    await page.getByLabel('Gallery Images').setInputFiles([
      { name: 'verandah.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'stairs.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    const count = project.images.length;
    const first = page.getByLabel(`Photo ${count + 1} (new)`);
    const second = page.getByLabel(`Photo ${count + 2} (new)`);
    await first.fill('The verandah at dusk');
    await second.fill('The teak staircase');
    await second.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-new-photo-alt-${width}.png` });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${server.url}/admin/projects`);

    const saved = await root
      .collection('projects')
      .getOne<SampleProject & { images_alt: Record<string, string> }>(project.id);
    const added = saved.images.slice(count);
    expect(added).toHaveLength(2);
    expect(saved.images_alt).toMatchObject({ [added[0]]: 'The verandah at dusk', [added[1]]: 'The teak staircase' });
    expect(await publicGalleryAlt(project, added)).toEqual({
      [added[0]]: 'The verandah at dusk',
      [added[1]]: 'The teak staircase',
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The computed object-position of the first <img> matching `selector` on a public page. */
async function publicPosition(path: string, selector: string, width: number, shot: string): Promise<string> {
  await server.siteRendered();
  const visitor = await browser.newPage({ viewport: { width, height: 800 } });
  await visitor.goto(`${server.url}${path}`);
  const img = visitor.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0))
    .toBe(true);
  await visitor.screenshot({ path: `screenshots/${shot}-${width}.png` });
  const position = await img.evaluate((el) => getComputedStyle(el).objectPosition);
  await visitor.close();
  return position;
}

describe.each([360, 1280])('a focal point at %i px', (width) => {
  it('is set on a cover by clicking the photo; the project page and the cards crop at it', async () => {
    const project = projects[width === 360 ? 4 : 5];
    const { page, errors } = await adminPage(width);
    await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
    const picker = page.getByRole('group', { name: 'Focal point' });
    await picker.locator('img').waitFor();
    await expect
      .poll(() => picker.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.75 } });
    const [x, y] = (await picker.getAttribute('data-focal-point'))!.split(' ').map(Number);
    expect(Math.abs(x - 20)).toBeLessThanOrEqual(1);
    expect(Math.abs(y - 75)).toBeLessThanOrEqual(1);
    await expect.poll(() => page.getByText(`${x}% across, ${y}% down`).count()).toBe(1);
    await picker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-cover-focal-${width}.png` });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${server.url}/admin/projects`);
    expect((await root.collection('projects').getOne(project.id)).coverImage_focus).toEqual({ x, y });

    const cover = `img[src*="${project.coverImage}"]`;
    expect(await publicPosition(project.path, cover, width, 'public-cover-focal')).toBe(`${x}% ${y}%`);
    expect(await publicPosition('/projects', cover, width, 'public-cards-focal')).toBe(`${x}% ${y}%`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("is moved with the arrow keys on a team portrait; the About page's portrait follows", async () => {
    const member = (await root.collection('team').getFullList({ sort: 'position' }))[width === 360 ? 0 : 1];
    const { page, errors } = await adminPage(width);
    await page.goto(`${server.url}/admin/team/edit/${member.id}`);
    const picker = page.getByRole('group', { name: 'Focal point' });
    await picker.focus();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Shift+ArrowUp'])
      await page.keyboard.press(key);
    await expect.poll(() => picker.getAttribute('data-focal-point')).toBe('40 29');
    await picker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-team-focal-${width}.png` });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${server.url}/admin/team`);
    expect((await root.collection('team').getOne(member.id)).avatar_focus).toEqual({ x: 40, y: 29 });
    const portrait = `img[src*="${member.avatar as string}"]`;
    expect(await publicPosition('/about', portrait, width, 'public-team-focal')).toBe('40% 29%');

    // The other screens with a focal point, to look at: a service and the home page's background.
    const service = (await root.collection('services').getFullList())[0]!;
    await page.goto(`${server.url}/admin/services/edit/${service.id}`);
    await page.getByRole('group', { name: 'Focal point' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-service-focal-${width}.png` });
    await page.goto(`${server.url}/admin/home`);
    await page.getByRole('group', { name: 'Focal point' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-home-focal-${width}.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
