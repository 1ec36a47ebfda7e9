/**
 * What a visitor sends, shown to staff (issue 38, items 2 and 5): the Inbox's reply links carry a
 * stored email as an address only, even one kept from before the server refused `?`, `&` and `#`
 * (`victim?cc=…&body=…` had become extra fields of the mailto: link); and the dashboard says
 * when a day's counts were capped by a flood.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BEACON_ROUTE, CAPPED_KIND, INSIGHT_LIMITS } from '../../shared/insights';
import { launchChromium, signInToAdmin } from '../support/browser';
import { hooksWith, removeHooks } from '../support/extraHooks';
import { postFrom, signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'links@example.lk', password: 'links-password-123' };
const LEGACY_EMAIL = 'victim?cc=boss@example.lk&body=Pay now#x';
const PERSON = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';

// A request stored before the server refused such emails: written as the database holds it.
const LEGACY_ROUTE = '/api/test/legacy-inquiry';
const LEGACY_HOOK = `routerAdd('POST', '${LEGACY_ROUTE}', (e) => {
  e.app.db().newQuery(
    "INSERT INTO inquiries (id, name, phone, email, message, status, handled, created, updated) VALUES " +
    "('legacyemail0001', 'Legacy Sender', '+94771112222', {:email}, 'An old request.', 'new', false, " +
    "strftime('%Y-%m-%d %H:%M:%fZ', 'now'), strftime('%Y-%m-%d %H:%M:%fZ', 'now'))"
  ).bind({ email: e.requestInfo().body.email }).execute();
  e.noContent(204);
}, $apis.requireSuperuserAuth());
`;

let hooksDir: string;
let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];

async function newPage(width: number, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return page;
}

beforeAll(async () => {
  hooksDir = await hooksWith('zz-legacy-inquiry.pb.js', LEGACY_HOOK);
  server = await startPocketBase({ hooksDir, sampleContent: true });
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await removeHooks(hooksDir);
});

it('the Inbox’s Email reply carries a stored email as an address, never as extra fields', async () => {
  const root = await server.superuser();
  await root.send(LEGACY_ROUTE, { method: 'POST', body: { email: LEGACY_EMAIL } });
  for (const width of [1280, 360]) {
    const page = await newPage(width);
    await signInToAdmin(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/inbox?open=legacyemail0001`);
    const detail = page.getByRole('article', { name: 'Legacy Sender' });
    await detail.waitFor();
    const href = (await detail.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '';
    const link = new URL(href);
    expect([...link.searchParams.keys()], href).toEqual(['subject']);
    expect(link.searchParams.get('subject')).toBe('Your quote request');
    expect(link.hash).toBe('');
    expect(decodeURIComponent(link.pathname)).toBe(LEGACY_EMAIL);
    expect((await detail.getByRole('link', { name: 'Call' }).getAttribute('href')) ?? '').toBe('tel:+94771112222');
    await page.screenshot({ path: `/tmp/i38-inbox-${width}.png` });
    await page.close();
  }
  expect(pageErrors).toEqual([]);
});

it('the dashboard says when a day’s counts were capped', async () => {
  // More views in a second than are written: the day is marked capped (from three addresses, each
  // under the beacon's own rate limit).
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
  const views = INSIGHT_LIMITS.writesPerSecond + 10;
  await Promise.all(
    Array.from({ length: views }, (_, i) =>
      postFrom(server, `127.0.9.${1 + (i % 3)}`, BEACON_ROUTE, { k: 'view', p: '/' }, { 'User-Agent': PERSON }),
    ),
  );
  const root = await server.superuser();
  expect((await root.collection('site_counts').getFullList({ filter: `kind = "${CAPPED_KIND}"` })).length).toBe(1);
  for (const width of [1280, 360]) {
    const page = await newPage(width);
    await signInToAdmin(page, server.url, ADMIN);
    const insights = page.getByRole('region', { name: 'The last 30 days' });
    await insights.waitFor();
    const note = insights.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/^Some visits and taps on \d{4}-\d{2}-\d{2} were not counted: /);
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/i38-dashboard-${width}.png` });
    await page.close();
  }
  expect(pageErrors).toEqual([]);
});
