/**
 * The Inbox with 5,000 quote requests (issue 29): the server searches, filters, sorts and pages,
 * so the first list comes in one page (100) at a time however many requests there are; Previous
 * and Next walk the pages (the next one shown from its top); a live request appears on page 1 when it matches the search and not
 * when it does not. Logs the time to the first list and the page's JavaScript heap.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, signInToAdmin } from '../support/browser';
import { createRecord } from '../support/fixtures';
import { hooksWithLeadSeed, removeHooks, seedLeads } from '../support/leadsSeed';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'scale@example.lk', password: 'scale-password-123' };
const SEEDED = 5000;

let hooksDir: string;
let server: TestServer;
let root: PocketBase;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  hooksDir = await hooksWithLeadSeed();
  server = await startPocketBase({ hooksDir });
  root = await server.superuser();
  await root.settings.update({ rateLimits: { enabled: false } });
  const services = [(await createRecord(root, 'services')).id, (await createRecord(root, 'services')).id];
  await seedLeads(root, SEEDED, services);
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await removeHooks(hooksDir);
});

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Math.round((metrics.find((m) => m.name === 'JSHeapUsedSize')!.value / 1024 / 1024) * 10) / 10;
}

it('shows the first page of 5,000 requests, pages through them, and takes a live request that matches', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await signInToAdmin(page, server.url, ADMIN);
  const start = Date.now();
  await page.goto(`${server.url}/admin/inbox`);
  const list = page.getByRole('list', { name: 'Quote requests' });
  await list.getByRole('button').first().waitFor();
  const firstList = Date.now() - start;
  const heap = await heapMb(page);
  console.log(`inbox-scale: ${SEEDED} requests, first list in ${firstList} ms, JS heap ${heap} MB after it`);

  await page.getByText(`${SEEDED} quote requests,`).waitFor();
  expect(await list.getByRole('button').count()).toBe(100);
  expect(await list.getByRole('button').first().textContent()).toContain('Seeded Visitor 0');
  const pages = page.getByRole('navigation', { name: 'Pages of quote requests' });
  await pages.getByText('Page 1 of 50').waitFor();
  await pages.getByRole('button', { name: 'Next' }).click();
  await pages.getByText('Page 2 of 50').waitFor();
  await expect.poll(() => list.getByRole('button').first().textContent()).toContain('Seeded Visitor 100');
  // The next page starts in view at its top, not where the last one ended.
  const top = await list.getByRole('button').first().boundingBox();
  expect(top!.y).toBeGreaterThanOrEqual(0);
  expect(top!.y).toBeLessThan(900);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await pages.getByText('Page 1 of 50').waitFor();

  // A search narrows it on the server; a live request that matches appears, one that does not, not.
  const search = page.getByRole('search', { name: 'Quote requests' });
  await search.getByLabel('Search', { exact: true }).fill('harbour');
  await list.getByText('No request matches.').waitFor();
  await root
    .collection('inquiries')
    .create({ name: 'Harbour View Hotel', phone: '077 700 1111', message: 'A new wing.' });
  await root.collection('inquiries').create({ name: 'Hill Side', phone: '077 700 2222', message: 'A fence.' });
  await expect.poll(() => list.getByRole('button').count(), { timeout: 10_000 }).toBe(1);
  expect(await list.getByRole('button').first().textContent()).toContain('Harbour View Hotel');
  await page.getByText(`Showing 1 of ${SEEDED + 2}.`).waitFor();
  await page.waitForTimeout(1000);
  expect(await list.getByRole('button').count()).toBe(1);
  expect(pageErrors).toEqual([]);
  await page.close();
});
