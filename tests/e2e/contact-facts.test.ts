/**
 * One source per contact fact (issue 28, item 4): staff change the phone in Contact settings and
 * every public page shows the new number (the footer reads the Contact settings unless Footer
 * settings set their own, and the Footer form says so); the old number is left nowhere.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categoryPath, projectPath } from '../../shared/routes';
import { launchChromium, signInToAdmin } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const ACCOUNT = { email: 'office@example.lk', password: 'office-password-123' };
/** The sample company's phone (scripts/seed/content.mjs) and the new one. */
const OLD_PHONE = '+94 11 258 4710';
const NEW_PHONE = '+94 11 777 1234';

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await root.collection('users').create({ ...ACCOUNT, passwordConfirm: ACCOUNT.password, approved: true });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => errors.push(err.message));
  await signInToAdmin(page, server.url, ACCOUNT);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('a phone changed in Contact settings reaches every page, the old one none', async () => {
  // The Footer form names where an empty phone comes from.
  await page.goto(`${server.url}/admin/footer`);
  const footerPhone = page.getByLabel('Phone');
  await footerPhone.waitFor();
  expect(await footerPhone.inputValue()).toBe('');
  await page.getByText(`Leave empty to show the phone from Contact settings (now ${OLD_PHONE}).`).waitFor();

  await page.goto(`${server.url}/admin/contact`);
  const phone = page.getByLabel('Phone');
  await phone.waitFor();
  await page.getByText('Shown on the Contact page and in every page’s footer.').first().waitFor();
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Contact page settings updated successfully!').waitFor();
  await server.siteRendered();

  const project = await root.collection('projects').getFirstListItem('published = true', { expand: 'category' });
  const slug = (project.expand?.category as { slug: string }).slug;
  const paths = [
    '/',
    '/services',
    '/about',
    '/projects',
    '/contact',
    categoryPath(slug),
    projectPath(slug, project.id),
  ];
  for (const path of paths) {
    await page.goto(`${server.url}${path}`);
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await footer.textContent(), path).toContain(NEW_PHONE);
    expect(await page.content(), path).not.toContain(OLD_PHONE);
  }
  await page.screenshot({ path: 'screenshots/contact-one-phone-1280.png', fullPage: true });
  expect(errors).toEqual([]);
});
