/**
 * Two staff members editing at once, in a real browser (issue 14, item 3): a form saved over a
 * colleague's newer change shows the server's reload message (beside the specification's) and
 * overwrites nothing; reloaded, the same edit saves. Checked on the project form (alert) and a settings screen (toast).
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { createRecord, pngFile } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'editor@example.lk', password: 'editor-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase();
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
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('the project form shows the reload message instead of overwriting a colleague’s change', async () => {
  const created = await createRecord(root, 'projects');
  const project = await root.collection('projects').update(created.id, { coverImage: pngFile('cover.png') });
  await page.goto(`${server.url}/admin/projects/edit/${project.id}`);
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  // A colleague saves while this form is open.
  await root.collection('projects').update(project.id, { client: 'Changed by a colleague' });

  await page.getByLabel('Title', { exact: true }).fill('My stale edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The specification's message, and beside it the reason (issue 28).
  await expect
    .poll(() => page.getByRole('alert').allTextContents())
    .toContain('Failed to save project.This project was changed by someone else — reload to see the latest.');
  expect(page.url()).toBe(`${server.url}/admin/projects/edit/${project.id}`);
  const stored = await root.collection('projects').getOne(project.id);
  expect([stored.title, stored.client]).toEqual([project.title, 'Changed by a colleague']);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `screenshots/concurrent-edit-project-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Reloaded, the form shows the colleague's change and the edit saves.
  await page.reload();
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  expect(await page.getByLabel('Client').inputValue()).toBe('Changed by a colleague');
  await page.getByLabel('Title', { exact: true }).fill('My fresh edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/admin/projects`);
  const saved = await root.collection('projects').getOne(project.id);
  expect([saved.title, saved.client]).toEqual(['My fresh edit', 'Changed by a colleague']);
});

it('a settings screen toasts the reload message, and its next save after a reload goes through', async () => {
  const footer = await root.collection('Footer_menu').create({ company_name: 'Serendib Builders' });
  await page.goto(`${server.url}/admin/footer`);
  await page.getByRole('button', { name: 'Save Settings' }).waitFor();
  await root.collection('Footer_menu').update(footer.id, { footer_phone: '+94 11 234 5678' });

  await page.getByLabel('Company Name').fill('Stale name');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('These settings were changed by someone else — reload to see the latest.').waitFor();
  await page.screenshot({ path: 'screenshots/concurrent-edit-settings-1280.png' });
  expect((await root.collection('Footer_menu').getOne(footer.id)).company_name).toBe('Serendib Builders');

  await page.reload();
  await page.getByRole('button', { name: 'Save Settings' }).waitFor();
  await page.getByLabel('Company Name').fill('Fresh name');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Footer settings updated successfully!').waitFor();
  // A second save from the same screen carries the version it just saved.
  await page.getByLabel('Company Name').fill('Fresh name 2');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect
    .poll(async () => (await root.collection('Footer_menu').getOne(footer.id)).company_name)
    .toBe('Fresh name 2');
  const stored = await root.collection('Footer_menu').getOne(footer.id);
  expect(stored.footer_phone).toBe('+94 11 234 5678');
  expect(pageErrors).toEqual([]);
});
