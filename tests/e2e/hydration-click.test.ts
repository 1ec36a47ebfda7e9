/**
 * Issue 13 in a real browser: a link clicked while the app starts (before, during and after
 * React hydrates the server's page) is followed. Apart from the other server-render tests so
 * that its minute of throttled page loads runs beside them, not after them (decision 009).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;
/** The newest project's page. */
let projectPath: string;

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  const root = await server.superuser();
  const [project] = (await root.collection('projects').getList(1, 1, { sort: '-created', expand: 'category' })).items;
  projectPath = `/projects/${project.expand!.category.slug}/${project.id}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('follows a link clicked while the app is starting (before, during and after hydration)', async () => {
  // A click that lands while React hydrates (in slices: a transition) must not be lost (it was
  // with react-router's data router: its link ignored a navigation before its effects had run).
  // A phone's CPU (6x slower) makes hydration long enough to click into; the clicks start when
  // the page's screen chunk has arrived, just before React hydrates, and step through it.
  for (let delay = 0; delay <= 400; delay += 25) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const screen = page.waitForResponse((res) => /\/assets\/ProjectDetailPage-[\w-]+\.js$/.test(res.url()));
    await page.goto(server.url + projectPath, { waitUntil: 'commit' });
    await screen;
    await page.waitForTimeout(delay);
    await page.getByRole('link', { name: 'Plan a similar project' }).click();
    await page.waitForURL(/\/contact\?from=/, { timeout: 10_000 });
    await page.close();
  }
  // note: 17 loads at 6x CPU take 40-60 s on this 2-core machine, and more on a busy one.
}, 180_000);
