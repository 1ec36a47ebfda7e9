/**
 * Testimonials (issue 7) in a real browser against a real PocketBase: an admin adds one with a
 * photo and a project, it shows on Home and on that project's page; deleted, it is gone; with
 * none at all, Home has no testimonials section.
 */
import type { Browser, Dialog, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerAdminDialog, launchChromium } from '../support/browser';
import { PNG_1PX } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'words@example.lk', password: 'words-password-123' };
const QUOTE = 'They finished our shop in Galle before the season started, and on budget.';

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
let projectId: string;
const pageErrors: string[] = [];
const dialogs: string[] = [];

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  const category = await root.collection('project_categories').create({ name: 'Commercial' });
  const project = await root.collection('projects').create({
    title: 'Galle Fort Boutique',
    category: category.id,
    client: 'Fathima Rizvi',
    architect: 'A. Silva',
    location: 'Galle',
    cost: 'LKR 20 Million',
    year: 2024,
    status: 'Completed',
    published: true,
  });
  projectId = project.id;
  // The pages render after each save is answered: Home shows the project before the tests start.
  await server.siteRendered();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function openHome() {
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Recent Projects' }).waitFor();
}

it('Home has no testimonials section while there are none', async () => {
  await openHome();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('heading', { name: 'What Our Clients Say' }).count()).toBe(0);
});

it('an admin adds a testimonial with a photo and a project; Home and the project page show it', async () => {
  await page.goto(`${server.url}/dashboard-login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin/dashboard`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Testimonials' }).click();
  await page.getByText('No testimonials yet. Add the first one.').waitFor();
  await page.getByRole('link', { name: 'Add New Testimonial' }).click();
  await page.waitForURL(`${server.url}/admin/testimonials/new`);

  // required fields first
  await page.getByRole('button', { name: 'Create Testimonial' }).click();
  expect(await page.getByText('This field is required').count()).toBe(2);

  await page.getByLabel('Client Name').fill('Fathima Rizvi');
  await page.getByLabel('Client Role', { exact: true }).fill('Shop owner, Galle');
  await page.getByLabel('Project').selectOption({ label: 'Galle Fort Boutique' });
  await page.getByLabel('Quote', { exact: true }).fill(QUOTE);
  await page.getByLabel('Photo').setInputFiles({ name: 'fathima.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByRole('button', { name: 'Create Testimonial' }).click();
  await page.waitForURL(`${server.url}/admin/testimonials`);
  await page.getByRole('cell', { name: /^Fathima Rizvi/ }).waitFor();
  expect(await page.getByRole('cell', { name: 'Galle Fort Boutique' }).isVisible()).toBe(true);

  const stored = await root.collection('testimonials').getFirstListItem('client_name = "Fathima Rizvi"');
  expect(stored).toMatchObject({ client_role: 'Shop owner, Galle', project: projectId, quote: QUOTE });
  expect(stored.photo).toMatch(/\.png$/);

  // The public pages show the save once the render that follows it is done.
  await server.siteRendered();
  await openHome();
  const section = page.getByRole('region', { name: 'What Our Clients Say' });
  await section.waitFor();
  // note: waited for, not read at once: on a loaded machine (the whole suite) the quote was once
  // not there yet when the section was (not reproduced alone or under a CPU hog).
  await section.getByText(QUOTE).waitFor();
  expect(await section.getByText('Fathima Rizvi').isVisible()).toBe(true);
  expect(await section.getByText('Shop owner, Galle').isVisible()).toBe(true);
  expect(await section.locator('img').getAttribute('src')).toContain(`${stored.photo}?thumb=96x96`);

  await page.goto(`${server.url}/projects/commercial/${projectId}`);
  await page.getByRole('heading', { level: 1, name: 'Galle Fort Boutique' }).waitFor();
  await page.getByText(QUOTE).waitFor();
  expect(pageErrors).toEqual([]);
});

it('an admin edits and then deletes the testimonial; it is gone from Home', async () => {
  await page.goto(`${server.url}/admin/testimonials`);
  await page.getByRole('link', { name: 'Edit testimonial by Fathima Rizvi' }).click();
  await page.getByLabel('Client Role', { exact: true }).fill('Boutique owner, Galle Fort');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${server.url}/admin/testimonials`);
  await page.getByText('Boutique owner, Galle Fort').waitFor();

  await page.getByRole('button', { name: 'Delete testimonial by Fathima Rizvi' }).click();
  dialogs.push(await answerAdminDialog(page));
  await page.getByText('No testimonials yet. Add the first one.').waitFor();
  expect(dialogs).toEqual(['Are you sure you want to delete this testimonial?']);
  expect((await root.collection('testimonials').getList(1, 1)).totalItems).toBe(0);

  await server.siteRendered();
  await openHome();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('heading', { name: 'What Our Clients Say' }).count()).toBe(0);
  expect(await page.getByText(QUOTE).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});
