/**
 * Staff see when a saved change is live on the public site (issue 36, item 1): after a save the
 * panel says so once the pages show it, with a link to the page; when the pages could not be
 * updated it says that plainly, in view, at a phone's and a desktop's width.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LIVE_MESSAGE } from '../../shared/pageRender';
import { launchChromium, signInToAdmin } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

const ACCOUNT = { email: 'live@example.lk', password: 'live-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let projects: { id: string; title: string; path: string }[];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await root.collection('users').create({ ...ACCOUNT, passwordConfirm: ACCOUNT.password, approved: true });
  projects = await publishedProjects<{ id: string; title: string }>(root);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function renameProject(page: Page, project: { id: string }, title: string): Promise<void> {
  await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/admin/projects`);
}

describe.each([
  [360, 0],
  [1280, 1],
])('at %i px', (width, index) => {
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width, height: 800 } });
    await signInToAdmin(page, server.url, ACCOUNT);
  });

  it('says the change is live, with a link to its page, once the page shows it', async () => {
    const project = projects[index];
    const title = `${project.title} at ${width}`;
    await renameProject(page, project, title);
    const status = page.getByRole('status').filter({ hasText: 'live on the site' });
    await status.waitFor({ timeout: 30_000 });
    const link = status.getByRole('link', { name: /View the page/ });
    expect(await link.getAttribute('href')).toBe(project.path);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await status.isVisible()).toBe(true);
    // Live means live: the public page shows the new title.
    expect(await (await fetch(server.url + project.path)).text()).toContain(title);
    await page.screenshot({ path: `screenshots/admin-live-${width}.png` });
  });

  it('says plainly, in view, when the public site could not be updated', async () => {
    const project = projects[index + 2];
    // Every pass writes the not-found pages: a file where their folder is makes it fail.
    const notFound = path.join(server.dataDir, 'site', '_404');
    await rm(notFound, { recursive: true, force: true });
    await writeFile(notFound, 'in the way');
    try {
      await renameProject(page, project, `${project.title} (failing ${width})`);
      const alert = page.getByRole('alert').filter({ hasText: NOT_LIVE_MESSAGE });
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.isVisible()).toBe(true);
      expect(await alert.textContent()).toContain('Save again');
      const box = await alert.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);
      await page.screenshot({ path: `screenshots/admin-not-live-${width}.png` });
    } finally {
      await rm(notFound, { force: true });
      await mkdir(notFound);
    }
    // The next save renders again, and says so.
    await renameProject(page, project, project.title);
    await page.getByRole('status').filter({ hasText: 'live on the site' }).waitFor({ timeout: 30_000 });
  });
});
