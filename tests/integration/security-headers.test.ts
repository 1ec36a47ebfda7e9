/** Security headers: the SPA's CSP on every page, the common headers everywhere. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_HEADERS } from '../../pb_hooks/src/lib/securityHeaders';
import { createRecord, pngFile } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';
import { PAGE_LOADER_HASH } from '../../shared/pageLoader';

let server: TestServer;

beforeAll(async () => {
  server = await startPocketBase();
});

afterAll(async () => {
  await server?.dispose();
});

function csp(res: Response): Map<string, string> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
}

it.each(['/', '/projects/residential/abc', '/admin/projects', '/api/health', '/api/collections/projects/records'])(
  '%s carries the strict CSP and the common headers',
  async (path) => {
    const res = await fetch(server.url + path);
    const policy = csp(res);
    // 'self' and the public pages' one inline script, the page loader, by its hash (shared/pageLoader.ts).
    expect(policy.get('script-src')).toBe(`'self' ${PAGE_LOADER_HASH}`);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-src')).toBe('https://www.google.com https://maps.google.com');
    expect(policy.get('img-src')).toBe("'self' data: blob:");
    // nosniff and COOP come from PocketBase itself (securityHeaders.ts POCKETBASE_HEADERS): this
    // fails if an upgrade stops sending them.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  },
);

it('leaves the PocketBase dashboard its own CSP, and keeps the common headers', async () => {
  const res = await fetch(`${server.url}/_/`);
  expect(res.status).toBe(200);
  // PocketBase sets a policy of its own for its dashboard (map tiles, its own scripts).
  const policy = csp(res);
  expect(policy.get('frame-src')).toBeUndefined();
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
});

it('sets the reviewed token lifetimes', async () => {
  const root = await server.superuser();
  const users = await root.collections.getOne('users');
  expect(users.authToken.duration).toBe(3 * 24 * 3600);
  const superusers = await root.collections.getOne('_superusers');
  expect(superusers.authToken.duration).toBe(12 * 3600);
});

describe('files and thumbs (issue 38)', () => {
  it('carry the same headers as every other answer, X-Frame-Options included', async () => {
    const root = await server.superuser();
    const made = await createRecord(root, 'team');
    const member = await root.collection('team').update(made.id, { avatar: pngFile() });
    const file = `${server.url}/api/files/team/${member.id}/${member.avatar}`;
    for (const url of [file, `${file}?thumb=100x100`]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('image/png');
      const headers = Object.fromEntries(Object.keys(COMMON_HEADERS).map((name) => [name, res.headers.get(name)]));
      expect(headers, url).toEqual(COMMON_HEADERS);
      expect(csp(res).get('frame-ancestors'), url).toBe("'none'");
    }
  });
});

it('Go’s own redirect of a path with dot segments is answered before any hook (docs/SECURITY.md says so)', async () => {
  const { port } = new URL(server.url);
  const head = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () =>
      socket.write('GET /assets/../../x HTTP/1.1\r\nHost: example.lk\r\nConnection: close\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0]!));
    socket.on('error', reject);
  });
  expect(head).toMatch(/^HTTP\/1\.1 307 /);
  expect(head).toMatch(/\r\nLocation: \/x\r\n/);
  // what docs/SECURITY.md states: none of the site's headers, nor PocketBase's
  expect(head).not.toMatch(/X-Frame-Options|Content-Security-Policy|X-Content-Type-Options/i);
});
