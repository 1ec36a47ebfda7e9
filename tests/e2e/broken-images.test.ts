/**
 * A record's image that fails to load shows the drawn placeholder, not a broken image, on the
 * public pages, which are documents with no script (RecordImage, `.record-image` in index.css).
 * Before, the placeholder came from React's onError, which runs only inside an island.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The mean colour of an element's pixels, as drawn. */
async function meanColour(page: Page, selector: string): Promise<{ r: number; g: number; b: number }> {
  const png = await page.locator(selector).first().screenshot();
  const { channels } = await sharp(png).stats();
  return { r: channels[0].mean, g: channels[1].mean, b: channels[2].mean };
}

describe.each([360, 1280])('at %i px', (width) => {
  it('the first image of /about failing to load is the navy placeholder, with or without scripts', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      // Every record image fails: the file storage lost them, or a thumb cannot be made.
      await page.route('**/api/files/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.goto(`${server.url}/about`);
      const image = page.locator('main img.record-image').first();
      await image.waitFor();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
      // brand-700 to brand-900 (#1e3a5f, #0f1f33): dark, blue over red. A broken image's icon
      // and alt text on the page's white would be light.
      const { r, g, b } = await meanColour(page, 'main img.record-image');
      expect(r + g + b).toBeLessThan(3 * 90);
      expect(b).toBeGreaterThan(r);
      await context.close();
    }
  });
});
