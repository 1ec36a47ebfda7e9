/**
 * The Sinhala and Tamil fonts as the server sends them (web/src/server/fonts.ts, decision 040):
 * every font file the built page renderer points a head at is in the build, sent as font/woff2
 * with the year of caching of the hashed assets, byte for byte the Fontsource package's subset
 * file; an English page loads none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const ROOT = path.join(__dirname, '../..');

/** The font files the built renderer (scripts/build-hooks.mjs) names in the heads it writes. */
const RENDERED_FONTS = [
  ...new Set(
    readFileSync(path.join(ROOT, 'pb_hooks/lib/ssr/renderPage.js'), 'utf8').match(/\/assets\/[\w.-]+\.woff2/g) ?? [],
  ),
];

/** The Fontsource file a hashed asset was built from: its name without the hash. */
function packageFile(url: string): Buffer {
  const name = path.basename(url).replace(/-[\w-]{8}\.woff2$/, '.woff2');
  const family = name.startsWith('noto-sans-sinhala') ? 'noto-sans-sinhala' : 'noto-sans-tamil';
  return readFileSync(path.join(ROOT, 'node_modules/@fontsource', family, 'files', name));
}

let server: TestServer;

beforeAll(async () => {
  server = await startPocketBase();
});

afterAll(async () => {
  await server?.dispose();
});

describe('the fonts of the Sinhala and Tamil pages', () => {
  it('are the scripts’ subsets, regular and bold, each in the build under a hashed name', () => {
    expect(RENDERED_FONTS.map((url) => path.basename(url).replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual([
      'noto-sans-sinhala-sinhala-400-normal',
      'noto-sans-sinhala-sinhala-700-normal',
      'noto-sans-tamil-tamil-400-normal',
      'noto-sans-tamil-tamil-700-normal',
    ]);
  });

  it('are sent as font/woff2, kept a year, byte for byte the package’s files', async () => {
    for (const url of RENDERED_FONTS) {
      const res = await fetch(server.url + url, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('font/woff2');
      expect(res.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-encoding'), url).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).equals(packageFile(url)), url).toBe(true);
    }
  });

  it('are not loaded by an English page', async () => {
    const res = await fetch(server.url + '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).not.toMatch(/as="font"|woff2|@font-face/);
  });
});
