/**
 * Build files on the short path (pb_hooks/src/lib/pageFiles.ts, decision 015): a file with
 * precompressed copies is sent by PocketBase's static route as the copy the browser takes,
 * whose bytes are those of the build's copy, with its own type, every security header, its
 * cache policy, Last-Modified and 304s; a file without copies and a missing one as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase, type TestServer } from '../support/pocketbase';

/** The build the server serves (as tests/support/pocketbase.ts gives it to PocketBase). */
const PUBLIC_DIR = path.resolve(process.env.PB_PUBLIC || path.join(__dirname, '../../pb_public'));

let server: TestServer;

beforeAll(async () => {
  server = await startPocketBase();
});

afterAll(async () => {
  await server?.dispose();
});

/** GET `p` with `headers`, the body as bytes. */
function get(p: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(server.url + p, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const SECURITY = {
  'content-security-policy': /default-src 'self'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};

const css = readdirSync(path.join(PUBLIC_DIR, 'assets')).find((f) => f.endsWith('.css'))!;
const file = (name: string) => readFileSync(path.join(PUBLIC_DIR, 'assets', name));

describe('a build file with precompressed copies', () => {
  it('is the copy the browser takes, byte for byte, with its type, every security header and a year of caching', async () => {
    const cases: Array<[string, string | undefined, Buffer]> = [
      ['gzip, deflate, br', 'br', file(`${css}.br`)],
      ['gzip', 'gzip', file(`${css}.gz`)],
      ['br;q=0, gzip', 'gzip', file(`${css}.gz`)],
      ['identity', undefined, file(css)],
    ];
    for (const [accept, encoding, bytes] of cases) {
      const res = await get(`/assets/${css}`, { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(String(res.headers.vary)).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(bytes)).toBe(true);
      for (const [name, value] of Object.entries(SECURITY)) expect(String(res.headers[name])).toMatch(value);
    }
  });

  it('answers 304 to a revalidation of the copy', async () => {
    const first = await get(`/assets/${css}`, { 'Accept-Encoding': 'gzip' });
    const modified = String(first.headers['last-modified']);
    expect(modified).not.toBe('undefined');
    const again = await get(`/assets/${css}`, { 'Accept-Encoding': 'gzip', 'If-Modified-Since': modified });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('other build files', () => {
  it('sends a file without copies as it is, with every security header', async () => {
    const res = await get('/favicon.svg', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(readFileSync(path.join(PUBLIC_DIR, 'favicon.svg')))).toBe(true);
    for (const [name, value] of Object.entries(SECURITY)) expect(String(res.headers[name])).toMatch(value);
  });

  it('answers a missing file or a copy asked for by name with a plain 404 or the copy itself, never the app page', async () => {
    const missing = await get('/assets/no-such-file.css', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.body.toString()).not.toContain('<div id="root">');
    const copy = await get(`/assets/${css}.gz`, { 'Accept-Encoding': 'gzip' });
    expect(copy.status).toBe(200);
    expect(copy.headers['content-encoding']).toBeUndefined();
    expect(copy.body.equals(file(`${css}.gz`))).toBe(true);
  });
});

describe("PocketBase's dashboard", () => {
  it('reaches a browser that takes gzip as its page, compressed once (PocketBase compresses it itself)', async () => {
    const res = await fetch(`${server.url}/_/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // note: fetch undoes one gzip; a page compressed twice would still be gzip's bytes here.
    expect(await res.text()).toMatch(/^<!doctype html>/i);
  });
});
