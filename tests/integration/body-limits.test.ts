/**
 * Bodies sized to their routes (issue 38, item 1; shared/limits.ts ROUTE_BODY_LIMITS): the visit
 * beacon takes a few hundred bytes, a quote request its fields, a registration and a sign-in a
 * few KB; a larger body is refused with 413 before anything reads it (from 256 KB at once, without
 * waiting for the bytes; below, Go discards them), and one sent without its length with 411.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACON_ROUTE } from '../../shared/insights';
import { routeBodyLimit } from '../../shared/limits';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const QUOTES = '/api/collections/inquiries/records';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

let server: TestServer;

beforeAll(async () => {
  server = await startPocketBase();
});

afterAll(async () => {
  await server?.dispose();
});

/**
 * Sends a request's head saying `length` bytes follow, and `sent` of them: the status line that
 * comes back and how long it took. The rest of the body is never sent.
 */
function headOnly(path: string, length: number, sent = ''): Promise<{ status: number; ms: number }> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `User-Agent: ${BROWSER}\r\nContent-Length: ${length}\r\n\r\n${sent}`,
      );
    });
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const line = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (line) {
        resolve({ status: Number(line[1]), ms: performance.now() - started });
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer in 5 s to ${length} bytes announced on ${path}`));
    });
  });
}

/** POSTs `body` in chunks, without a Content-Length: the status. */
async function chunked(path: string, body: string): Promise<number> {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < body.length; i += 1000) controller.enqueue(encoder.encode(body.slice(i, i + 1000)));
      controller.close();
    },
  });
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  await res.arrayBuffer();
  return res.status;
}

/** POSTs `body` whole (its length stated): the status. */
async function post(path: string, body: string): Promise<number> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('the visit beacon', () => {
  const limit = routeBodyLimit('POST', BEACON_ROUTE)!;

  it('takes a few hundred bytes', () => {
    expect(limit).toBeGreaterThanOrEqual(256);
    expect(limit).toBeLessThanOrEqual(1024);
  });

  it('refuses a 2 MB body in under 50 ms, without reading it', async () => {
    // Warm: the first request of a fresh server loads its VMs.
    await headOnly(BEACON_ROUTE, 2 * 1024 * 1024);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await headOnly(BEACON_ROUTE, 2 * 1024 * 1024, '{"k":"view","p":"/"');
      expect(answer.status).toBe(413);
      times.push(answer.ms);
    }
    times.sort((a, b) => a - b);
    expect(times[2], `median of ${times.map((t) => t.toFixed(1)).join(', ')} ms`).toBeLessThan(50);
  });

  it('counts a beacon of its size; refuses one a byte over, and one without its length', async () => {
    const count = JSON.stringify({ k: 'view', p: '/' });
    expect(await post(BEACON_ROUTE, count)).toBe(204);
    expect(await post(BEACON_ROUTE, count.replace('}', `,"pad":"${'x'.repeat(limit - count.length - 9)}"}`))).toBe(204);
    expect(await post(BEACON_ROUTE, count.replace('}', `,"pad":"${'x'.repeat(limit - count.length - 8)}"}`))).toBe(413);
    expect(await chunked(BEACON_ROUTE, count)).toBe(411);
  });
});

describe('a quote request', () => {
  const limit = routeBodyLimit('POST', QUOTES)!;

  it('at its longest, every character 4 bytes of UTF-8, is taken', async () => {
    const emoji = (n: number) => '😀'.repeat(n);
    const body = JSON.stringify({
      name: emoji(120),
      phone: '077 700 0001',
      email: '',
      location: emoji(200),
      message: emoji(3000),
      page: `/${'a'.repeat(299)}`,
    });
    const bytes = Buffer.byteLength(body);
    expect(bytes).toBeGreaterThan(13_000);
    expect(bytes).toBeLessThanOrEqual(limit);
    const res = await fetch(`${server.url}${QUOTES}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status, await res.text()).toBe(200);
  });

  it('over its limit is refused before anything reads it, and one without its length too', async () => {
    const big = JSON.stringify({ name: 'Big', phone: '077 700 0002', message: 'x'.repeat(limit) });
    expect(await post(QUOTES, big)).toBe(413);
    const answer = await headOnly(QUOTES, 2 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1000);
    const fine = JSON.stringify({ name: 'Chunked', phone: '077 700 0003', message: 'Sent in pieces.' });
    expect(await chunked(QUOTES, fine)).toBe(411);
  });
});

describe('registrations and sign-ins', () => {
  it('refuse bodies over a few KB before anything reads them', async () => {
    for (const path of [
      '/api/collections/users/records',
      '/api/collections/users/auth-with-password',
      '/api/collections/_superusers/auth-with-password',
    ]) {
      const limit = routeBodyLimit('POST', path)!;
      expect(limit, path).toBeLessThanOrEqual(8 * 1024);
      expect(await post(path, JSON.stringify({ email: 'a@example.test', pad: 'x'.repeat(limit) })), path).toBe(413);
    }
  });
});
