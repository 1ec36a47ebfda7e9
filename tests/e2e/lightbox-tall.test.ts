/**
 * A tall photo in the lightbox on a phone (issue 28, item 3): staff found a 3:4 photo cut to a
 * landscape strip (the srcset picked a cropped thumb). The lightbox shows the whole photo, at its
 * own aspect ratio, inside the screen, at 360 and 1280 px.
 */
import { deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectPath } from '../../shared/routes';
import { launchChromium } from '../support/browser';
import { createRecord, pngFile } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let path: string;

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A `width`×`height` PNG: a red band at the top, a blue one at the bottom, grey between. */
function bandedPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 10 ? [220, 30, 30] : y > height - height / 10 ? [30, 30, 220] : [160, 160, 160];
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  const created = await createRecord(root, 'projects');
  const tall = new File([new Uint8Array(bandedPng(900, 1200))], 'tall.png', { type: 'image/png' });
  const project = await root
    .collection('projects')
    .update(created.id, { coverImage: pngFile('cover.png'), images: [tall] }, { expand: 'category' });
  path = projectPath((project.expand?.category as { slug: string }).slug, project.id);
  await server.siteRendered();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it.each([360, 1280])('shows a 3:4 photo whole at %i px', async (width) => {
  const height = width < 500 ? 740 : 800;
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 500 });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.getByRole('link', { name: 'Open photo 1 of 1' }).click();
  const img = page.getByRole('dialog').getByRole('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // The file shown is uncropped (its own 3:4), and drawn at 3:4, inside the screen.
  const natural = await img.evaluate((el: HTMLImageElement) => el.naturalWidth / el.naturalHeight);
  expect(natural).toBeCloseTo(0.75, 2);
  const box = (await img.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(0.75, 1);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
  await page.screenshot({ path: `screenshots/lightbox-tall-${width}.png` });
  await context.close();
});
