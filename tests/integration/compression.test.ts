/**
 * The API's gzip (lib/compression.ts, decision 045): on the pool's VMs only, so a burst of API
 * requests holds at most one compressor (~0.8 MB) per pooled VM, not one per request (100 at
 * once took the 429 flood past 200 MB); the rest are answered as they are, in full. The realtime
 * streams are never compressed: each would hold a compressor for as long as it is open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { HOOKS_POOL } from '../../scripts/pocketbase-bin.mjs';
import { hooksWith, removeHooks } from '../support/extraHooks';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const ROUTE = '/api/test/slow-answer';
const WORDS = 'A long answer that is worth compressing. '.repeat(200);
// A route that takes its time, as a list does under load: its request holds its VMs meanwhile.
const HOOK = `routerAdd('GET', '${ROUTE}', (e) => {
  sleep(Number(e.request.url.query().get('ms') || 0));
  e.json(200, { words: ${JSON.stringify(WORDS)} });
});
`;

describe('API responses compressed', () => {
  let server: TestServer;
  let hooksDir: string;

  beforeAll(async () => {
    hooksDir = await hooksWith('slow-answer.pb.js', HOOK);
    server = await startPocketBase({ hooksDir });
  });
  afterAll(async () => {
    await server?.dispose();
    await removeHooks(hooksDir);
  });

  const get = async (ms: number) => {
    const res = await fetch(`${server.url}${ROUTE}?ms=${ms}`, { headers: { 'accept-encoding': 'gzip' } });
    // note: fetch undoes the gzip: the body is the answer either way.
    const body = (await res.json()) as { words: string };
    return { status: res.status, encoding: res.headers.get('content-encoding'), vary: res.headers.get('vary'), body };
  };

  it('are gzip on the pool: each pooled VM answers its first as it is, then compresses', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await get(0));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { words: WORDS } });
    const plain = answers.filter((a) => a.encoding !== 'gzip');
    // note: which pooled VM answers is PocketBase's choice (the first free one; a cron or the
    // request log's hook may hold it), so only the bound is certain: 14 of 20 at least.
    expect(answers.length - plain.length).toBeGreaterThanOrEqual(answers.length - HOOKS_POOL);
    for (const a of plain) expect(a.vary).toContain('Accept-Encoding');
  });

  it('are sent as they are past the pool, in full: a burst holds no compressor per request', async () => {
    const COUNT = 4 * HOOKS_POOL;
    const answers = await Promise.all(Array.from({ length: COUNT }, () => get(1500)));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { words: WORDS } });
    const gzip = answers.filter((a) => a.encoding === 'gzip').length;
    // note: each request holds its middleware's VM for its 1.5 s, so each pooled VM answers one.
    expect(gzip).toBeLessThanOrEqual(HOOKS_POOL);
    for (const a of answers.filter((x) => x.encoding !== 'gzip')) expect(a.vary).toContain('Accept-Encoding');
  });

  it('leave the realtime stream alone: it would hold a compressor for as long as it is open', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/realtime`, {
      headers: { 'accept-encoding': 'gzip' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.headers.get('content-encoding')).toBeNull();
    } finally {
      controller.abort();
    }
  });
});
