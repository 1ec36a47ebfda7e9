/**
 * The WhatsApp and Call buttons on a phone never cover content (issue 15, item 8): at 360 px on
 * every public page, scrolled from top to bottom, the buttons sit in a bar across the bottom of
 * the screen with nothing of the page beside or between them (so a label or field is never half
 * under a button), every link, field and label above the bar is clear, and at the end of each
 * page nothing is under the bar.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_SORT } from '../../shared/order';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
/** The category's and the project's paths. */
let paths: Record<string, string>;

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  const [project] = await root.collection('projects').getFullList({ sort: ORDER_SORT, expand: 'category' });
  const slug = project.expand!.category.slug as string;
  paths = { category: `/projects/${slug}`, project: `/projects/${slug}/${project.id}` };
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** What is wrong at the current scroll position ([] when nothing). */
function problemsHere(page: Page, atEnd: boolean): Promise<string[]> {
  return page.evaluate((atEnd) => {
    const problems: string[] = [];
    const bar = document.querySelector('[data-contact-bar]');
    if (!bar) return ['no contact bar'];
    const b = bar.getBoundingClientRect();
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}"`;
    if (b.left > 0.5 || Math.abs(b.right - innerWidth) > 0.5 || Math.abs(b.bottom - innerHeight) > 1)
      problems.push(`the bar is not across the bottom: ${JSON.stringify(b)}`);
    // Nothing of the page shows beside or between the buttons.
    for (let x = 2; x < innerWidth - 1; x += 6) {
      for (const y of [b.top + 2, (b.top + b.bottom) / 2, b.bottom - 2]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !hit.closest('[data-contact-bar]')) problems.push(`${name(hit)} shows in the bar at ${x},${y}`);
      }
    }
    const interactive = Array.from(
      document.querySelectorAll('a[href], button, input, select, textarea, label, summary, [role="button"]'),
    ).filter((el) => !el.closest('[data-contact-bar]') && el.getClientRects().length > 0);
    for (const el of interactive) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.sr-only') || r.width <= 1) continue;
      // Clear above the bar: in the lower half of the screen (where the buttons are), an element
      // wholly above the bar is what is seen at its centre.
      if (r.top >= innerHeight / 2 && r.bottom <= b.top && r.right > 0 && r.left < innerWidth) {
        const hit = document.elementFromPoint(Math.min(r.left + r.width / 2, innerWidth - 1), r.top + r.height / 2);
        if (hit && !(el.contains(hit) || hit.contains(el) || hit.closest('label') === el))
          problems.push(`${name(el)} is covered by ${name(hit)}`);
      }
      if (atEnd && r.bottom > b.top + 0.5 && r.top < b.bottom) problems.push(`${name(el)} is under the bar at the end`);
    }
    return problems;
  }, atEnd);
}

// note: one test per page, so that each has its own time limit on a loaded machine.
it.each(['/', '/services', '/about', '/projects', 'category', 'project', '/contact'])(
  'never covers a link, field or label on %s at 360 px, at any scroll position',
  async (which) => {
    const route = paths[which] ?? which;
    await page.goto(server.url + route);
    await page.locator('[data-contact-bar]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const stops = [...Array.from({ length: Math.ceil(height / 180) }, (_, i) => i * 180), height];
    for (const y of stops) {
      await page.evaluate((y) => window.scrollTo(0, y), y);
      await page.waitForTimeout(30);
      const atEnd = y >= height;
      expect(await problemsHere(page, atEnd), `${route} at ${y}px`).toEqual([]);
    }
  },
);

it('keeps WhatsApp and Call one tap away, each a large target, and hides the bar on wide screens', async () => {
  await page.goto(`${server.url}/contact`);
  const chat = page.getByRole('link', { name: 'Chat on WhatsApp', exact: true });
  const call = page.getByRole('link', { name: /^Call us on / });
  for (const box of [await chat.boundingBox(), await call.boundingBox()]) {
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(120);
  }
  await page.screenshot({ path: 'screenshots/contact-bar-360.png' });
  const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await wide.goto(`${server.url}/contact`);
  await wide.getByRole('heading', { level: 1 }).waitFor();
  expect(await wide.locator('[data-contact-bar]').isVisible()).toBe(false);
  await wide.close();
});
