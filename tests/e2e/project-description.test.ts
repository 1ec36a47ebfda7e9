/**
 * A project's description (issue 28, item 6): staff write it with its safe formatting at a
 * phone's and a desktop's width, the form previews it, Save stores it and the public page shows
 * its paragraphs (markup typed into it stays text).
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signInToAdmin } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

const ACCOUNT = { email: 'office@example.lk', password: 'office-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let projects: { id: string; path: string }[];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await root.collection('users').create({ ...ACCOUNT, passwordConfirm: ACCOUNT.password, approved: true });
  projects = await publishedProjects<{ id: string }>(root);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe.each([
  [360, 0],
  [1280, 1],
])('at %i px', (width, index) => {
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width, height: 800 } });
    page.on('pageerror', (err) => errors.push(err.message));
    await signInToAdmin(page, server.url, ACCOUNT);
  });

  it('edits the description with a preview, saves it, and the public page shows its paragraphs', async () => {
    const project = projects[index];
    const text =
      `Built for a family of ${width}: **teak floors** and *lime plaster*.\n\n` +
      'The <b>second</b> paragraph, with [our services](https://builder.example.lk/services).';
    await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
    const field = page.getByLabel('Description', { exact: true });
    await field.fill(text);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('p').count()).toBe(2);
    expect(await preview.locator('strong').textContent()).toBe('teak floors');
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/admin-project-description-${width}.png` });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${server.url}/admin/projects`);
    expect((await root.collection('projects').getOne(project.id)).description).toBe(text);
    await server.siteRendered();

    const visitor = await browser.newPage({ viewport: { width, height: 800 } });
    await visitor.goto(`${server.url}${project.path}`);
    const story = visitor.getByRole('region', { name: 'About this project' });
    const paragraphs = await story.locator('p').allTextContents();
    expect(paragraphs).toEqual([
      'The project',
      `Built for a family of ${width}: teak floors and lime plaster.`,
      'The <b>second</b> paragraph, with our services.',
    ]);
    expect(await story.locator('b').count()).toBe(0);
    expect(await story.getByRole('link', { name: 'our services' }).getAttribute('href')).toBe(
      'https://builder.example.lk/services',
    );
    // Nothing in the section is wider than the screen.
    const overflow = await story.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await story.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `screenshots/public-project-description-${width}.png` });
    await visitor.close();
    expect(errors).toEqual([]);
  });
});
