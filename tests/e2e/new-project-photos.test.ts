/**
 * A new project's photos before its first save (issue 39), at 360 and 1280 px: the new gallery
 * photos are reordered, one is made the cover (the chosen cover joins the gallery in its place,
 * shown as "Old cover"), their alt texts typed, and the new cover starts centred; one Create
 * stores it all. Then Preview, from inside the form, opens the page in a new tab and leaves the
 * form as it was.
 */
import type { Browser } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signInToAdmin } from '../support/browser';
import { pngInput } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'photos@example.lk', password: 'photos-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;

const png = pngInput;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  await root.collection('project_categories').create({ name: 'Residential' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe.each([360, 1280])('at %i px', (width) => {
  it('reorders new photos, makes one the cover, types their alt texts, and creates it all at once', async () => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signInToAdmin(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/projects/new`);
    const title = `Galle Villa ${width}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    for (const [label, value] of [
      ['Client', 'Mr. Silva'],
      ['Architect', 'Studio Galle'],
      ['Location', 'Galle'],
      ['Cost', 'LKR 40 Million'],
    ])
      await page.getByLabel(label).fill(value);
    await page.getByLabel('Cover Image', { exact: true }).setInputFiles(png('cover.png'));
    await page.getByLabel('Gallery Images').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);

    // Reorder: three before two.
    await page.getByRole('button', { name: 'Move new photo 3 of 3 earlier (three.png)' }).click();
    await page.getByLabel('Photo 2 (new)').fill('The terrace at dusk');
    await page.getByLabel('Photo 1 (new)').fill('The front door');
    // Make "one" the cover: the chosen cover takes its place in the gallery, with the cover's alt.
    await page.getByLabel('Alt text (what the image shows)').fill('The old cover');
    await page.getByRole('button', { name: 'Make cover (one.png)' }).click();
    await page.getByText('Old cover', { exact: true }).waitFor();
    expect(await page.getByLabel('Alt text (what the image shows)').inputValue()).toBe('The front door');
    expect(await page.getByLabel('Photo 1 (new)').inputValue()).toBe('The old cover');
    expect(
      await page
        .getByRole('img', { name: /^New image / })
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    ).toEqual(['New image cover.png', 'New image three.png', 'New image two.png']);
    await page.screenshot({ path: `screenshots/new-project-photos-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL(`${server.url}/admin/projects`);
    const [project] = await root.collection('projects').getFullList({ filter: `title = "${title}"` });
    expect(project!.coverImage).toMatch(/^one.*\.png$/);
    expect(project!.coverImage_alt).toBe('The front door');
    expect(project!.coverImage_focus).toBeNull();
    const images = project!.images as string[];
    expect(images.map((name) => name.replace(/_[a-z0-9]+\.png$/, ''))).toEqual(['cover', 'three', 'two']);
    expect(project!.images_alt).toEqual({ [images[0]!]: 'The old cover', [images[1]!]: 'The terrace at dusk' });

    // Preview from inside the form: a new tab with the draft's page; the form stays.
    await page.goto(`${server.url}/admin/projects/edit/${project!.id}`);
    await page.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = await opened;
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    await preview.getByText('Preview — drafts are shown. Visitors see only published content.').waitFor();
    expect(page.url()).toBe(`${server.url}/admin/projects/edit/${project!.id}`);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(`${title} (edited)`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
