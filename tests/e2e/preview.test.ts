/**
 * Issue 24's staff preview in a real browser: the public pages never show a draft, not even to
 * signed-in staff; staff see it through `/api/site/preview` with a file token
 * (`pb.files.getToken()`), rendered on demand with its Draft badge, the preview banner and
 * `noindex`. Anyone else's token, or none, is refused.
 */
import type { Browser } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, signInToAdmin } from '../support/browser';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const STAFF = { email: 'preview@example.lk', password: 'preview-password-123' };
const BANNER = 'Preview — drafts are shown. Visitors see only published content.';

let server: TestServer;
let root: PocketBase;
let staff: PocketBase;
let browser: Browser;
let draft: { id: string; title: string; path: string; categoryName: string };

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  staff = await signedInUser(server, STAFF.email, true, STAFF.password);
  const category = await root
    .collection('project_categories')
    .getFirstListItem<{ id: string; slug: string; name: string }>('slug = "residential"');
  const title = 'Lakeside Villa (draft, not yet published)';
  // Created by the staff member, unpublished: a draft.
  const record = await staff.collection('projects').create({
    title,
    category: category.id,
    client: 'Draft Client Ltd',
    architect: 'Architect',
    location: 'Kandy',
    cost: 'LKR 40M',
    year: 2025,
    status: 'On-going',
    published: false,
  });
  draft = {
    id: record.id,
    title,
    path: `/projects/${category.slug}/${record.id}`,
    categoryName: category.name,
  };
  // The pages the draft's save touched are rendered (without it): what the public pages show.
  await server.siteRendered();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

function previewUrl(path: string, token: string): string {
  return `${server.url}/api/site/preview?${new URLSearchParams({ path, token })}`;
}

it("staff preview a draft project's page: its title, the Draft badge, the banner, noindex", async () => {
  const token = await staff.files.getToken();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  const res = await page.goto(previewUrl(draft.path, token));
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  expect(res?.headers()['cache-control']).toBe('no-store');
  await page.getByRole('heading', { level: 1, name: draft.title }).waitFor();
  await page.getByText(BANNER).waitFor();
  expect(await page.getByText('Draft', { exact: true }).count()).toBeGreaterThan(0);
  expect(await page.locator('main').innerText()).toContain('Draft Client Ltd');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  expect(problems).toEqual([]);

  // The projects page in preview lists the draft too; the public one does not.
  await page.goto(previewUrl('/projects', token));
  await page.getByText(BANNER).waitFor();
  await page.getByRole('region', { name: 'All Projects' }).getByRole('heading', { name: draft.title }).waitFor();
  await context.close();
});

it("the draft's public page is a 404 and no public page shows it, even to signed-in staff", async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // A visitor.
  const res = await page.goto(`${server.url}${draft.path}`);
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
  expect(await page.content()).not.toContain(draft.title);

  // Staff, signed in in this browser: the public pages are the same files.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToAdmin(page, server.url, STAFF);
  expect((await page.goto(`${server.url}${draft.path}`))?.status()).toBe(404);
  for (const path of ['/', '/projects', '/projects/residential']) {
    expect((await page.goto(`${server.url}${path}`))?.status(), path).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.content(), path).not.toContain(draft.id);
    expect(await page.getByText(BANNER).count(), path).toBe(0);
  }
  expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(draft.id);
  await context.close();
});

it('refuses a preview without a staff file token', async () => {
  const page = await browser.newPage();
  for (const token of ['', 'not-a-token']) {
    const res = await page.goto(previewUrl(draft.path, token));
    expect(res?.status()).toBe(403);
    expect(await page.content()).not.toContain(draft.title);
  }
  await page.close();
});

it('shows the page once published, to everyone, without the badge', async () => {
  await staff.collection('projects').update(draft.id, { published: true });
  // Its page is rendered after the save is answered.
  await server.siteRendered();
  const page = await browser.newPage();
  expect((await page.goto(`${server.url}${draft.path}`))?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: draft.title }).waitFor();
  expect(await page.getByText('Draft', { exact: true }).count()).toBe(0);
  expect(await page.getByText(BANNER).count()).toBe(0);
  await page.close();
});
