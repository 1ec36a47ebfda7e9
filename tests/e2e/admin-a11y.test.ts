/**
 * Every admin screen at 360 and 1280 px (issue 39): axe-core finds nothing (every rule it runs by
 * default), no word is broken across two lines, and on a 360×740 phone every link of the menu
 * drawer is in view without scrolling, above the account footer.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchChromium, signInToAdmin } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

const ACCOUNT = { email: 'a11y@example.lk', password: 'a11y-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let screens: { name: string; path: string; ready: string }[];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await root.collection('users').create({ ...ACCOUNT, passwordConfirm: ACCOUNT.password, approved: true });
  const [project] = await publishedProjects<{ id: string }>(root);
  const first = async (collection: string) => (await root.collection(collection).getList(1, 1)).items[0]!.id;
  const lead = await server
    .client()
    .collection('inquiries')
    .create({ name: 'Ruwan Fernando', phone: '077 111 2233', message: 'A new roof for our house.' });
  // Each screen with a text that shows it has loaded.
  screens = [
    { name: 'dashboard', path: '/admin/dashboard', ready: 'The last 30 days' },
    { name: 'inbox', path: '/admin/inbox', ready: 'Ruwan Fernando' },
    { name: 'inbox-open', path: `/admin/inbox?open=${lead.id}`, ready: 'Add note' },
    { name: 'projects', path: '/admin/projects', ready: 'Manage Projects' },
    { name: 'project-new', path: '/admin/projects/new', ready: 'Create Project' },
    { name: 'project-edit', path: `/admin/projects/edit/${project!.id}`, ready: 'Save Changes' },
    { name: 'categories', path: '/admin/categories', ready: 'Add Category' },
    { name: 'services', path: '/admin/services', ready: 'Manage Services' },
    { name: 'service-edit', path: `/admin/services/edit/${await first('services')}`, ready: 'Save Changes' },
    { name: 'team', path: '/admin/team', ready: 'Manage Team' },
    { name: 'team-edit', path: `/admin/team/edit/${await first('team')}`, ready: 'Save Changes' },
    { name: 'testimonials', path: '/admin/testimonials', ready: 'Manage Testimonials' },
    { name: 'users', path: '/admin/users', ready: ACCOUNT.email },
    { name: 'history', path: `/admin/history/projects/${project!.id}`, ready: 'Back to the form' },
    { name: 'home-settings', path: '/admin/home', ready: 'Save Settings' },
    { name: 'about-settings', path: '/admin/about', ready: 'Save Settings' },
    { name: 'contact-settings', path: '/admin/contact', ready: 'Save Settings' },
    { name: 'footer-settings', path: '/admin/footer', ready: 'Save Settings' },
    { name: 'stats-settings', path: '/admin/stats', ready: 'Save Settings' },
  ];
  browser = await launchChromium();
  // note: the sample content's template is made on first use: minutes on a busy machine.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Words (letters only) whose letters sit on two lines: "y / ou". */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[A-Za-z]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) found.push(match[0]);
      }
    }
    return found;
  });
}

describe.each([360, 1280])('at %i px', (width) => {
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    // note: axe-core goes in as an inline script, which the admin's CSP (rightly) refuses.
    page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 900 }, bypassCSP: true });
    page.on('pageerror', (err) => errors.push(err.message));
    await signInToAdmin(page, server.url, ACCOUNT);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('every admin screen: axe-core finds nothing, and no word is broken across lines', async () => {
    const found: Record<string, string[]> = {};
    for (const screen of screens) {
      await page.goto(`${server.url}${screen.path}`);
      await page.getByText(screen.ready, { exact: true }).filter({ visible: true }).first().waitFor();
      // Let images, fonts and late lists settle.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/admin-a11y-${screen.name}-${width}.png`, fullPage: true });
      const problems = [...(await axeViolations(page)), ...(await brokenWords(page)).map((w) => `broken word: ${w}`)];
      if (problems.length) found[screen.name] = problems;
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
  }, 240_000);
});

it('on a 360×740 phone every menu link is in view without scrolling, above the account footer (and at 1280×740)', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signInToAdmin(page, server.url, ACCOUNT);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const links = nav.getByRole('link');
  expect(await links.count()).toBeGreaterThan(10);
  const logout = page.getByRole('button', { name: 'Logout' });
  const footerTop = (await logout.boundingBox())!.y;
  await page.screenshot({ path: 'screenshots/admin-drawer-360.png' });
  const scrolls = await nav.evaluate((el) => el.scrollHeight > el.clientHeight);
  expect(scrolls).toBe(false);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(footerTop);
  }
  expect(footerTop + (await logout.boundingBox())!.height).toBeLessThanOrEqual(740);
  // A laptop's 740 px: the sidebar's links need no scrolling either.
  await page.setViewportSize({ width: 1280, height: 740 });
  await expect.poll(() => nav.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(false);
  await page.screenshot({ path: 'screenshots/admin-sidebar-1280x740.png' });
  await page.close();
});

it.each([360, 1280])(
  'at %i px the sign-in screens pass axe-core, and after registering the card names the company with no grey bar',
  async (width) => {
    const company = (await root.collection('Footer_menu').getFirstListItem<{ company_name: string }>('')).company_name;
    const context = await browser.newContext({ viewport: { width, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard-register`);
    await page.getByText(company, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await brokenWords(page)).toEqual([]);
    await page.getByLabel('Email').fill(`newcomer-${width}@example.lk`);
    await page.getByLabel('Password', { exact: true }).fill('newcomer-password-123');
    await page.getByLabel('Confirm Password').fill('newcomer-password-123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${server.url}/dashboard-login`);
    // The company's name on the card, never the grey placeholder bar (issue 39).
    await page.getByText(company, { exact: true }).waitFor();
    expect(await page.locator('.animate-pulse').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await brokenWords(page)).toEqual([]);
    await page.screenshot({ path: `screenshots/login-after-register-${width}.png` });
    await context.close();
  },
);
