/**
 * The request log's bounds (issue 26, item 1; pb_hooks/src/lib/requestLog.ts): a flood of
 * long URLs from one address (loopback, bounded in time) adds only the rows and bytes the
 * bounds allow, with its texts cut; what an operator needs is still logged after it.
 */
import { statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bounds from '../../pb_hooks/src/lib/requestLogBounds';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
});

afterAll(async () => {
  await server?.dispose();
});

type LogRow = { id: string; message: string; level: number; data: Record<string, unknown> };

/** A referrer and a user agent as long as PocketBase would keep (2,000 characters). */
const LONG_HEADERS = {
  Referer: `http://example.test/${'r'.repeat(1_990)}`,
  'User-Agent': `flood/${'u'.repeat(1_994)}`,
};

/** GET `p` on a kept-alive connection, with LONG_HEADERS; resolves with the status. */
function get(agent: Agent, p: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${server.url}${p}`, { agent, headers: LONG_HEADERS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** `connections` loops of GET `p` for `ms`; returns the count of answers by status. */
async function flood(p: string, connections: number, ms: number): Promise<Record<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + ms;
  const counts: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const status = await get(agent, p);
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return counts;
}

/** The size of auxiliary.db with its WAL, in bytes. */
function auxBytes(): number {
  let total = 0;
  for (const name of ['auxiliary.db', 'auxiliary.db-wal']) {
    try {
      total += statSync(path.join(server.dataDir, name)).size;
    } catch {
      // no WAL yet
    }
  }
  return total;
}

/** Every request row whose URL starts with `prefix`, once the logger has written them. */
async function requestRows(prefix: string, expectAtLeast: number): Promise<LogRow[]> {
  const filter = root.filter("data.type = 'request' && data.url ~ {:prefix}", { prefix: `${prefix}%` });
  const list = async () => (await root.logs.getList(1, 1000, { filter })).items as unknown as LogRow[];
  let rows: LogRow[] = [];
  // note: PocketBase writes its logs in batches (every 3 s, or per 200 rows).
  for (let i = 0; i < 80; i++) {
    rows = await list();
    if (rows.length >= expectAtLeast) {
      // Rows written later than the first batch would show now.
      await new Promise((r) => setTimeout(r, 3500));
      return list();
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return rows;
}

describe('the request log', () => {
  it("keeps a flood of long URLs from one address to its hourly rows, with the texts cut, and still logs a write's failure", async () => {
    const before = auxBytes();
    const longUrl = `/api/collections/journey/records?x=${'A'.repeat(2_900)}`;
    const counts = await flood(longUrl, 20, 6_000);
    const answered = Object.values(counts).reduce((a, b) => a + b, 0);
    // The flood ran into the rate limit: most answers are 429s.
    expect(counts[429] ?? 0).toBeGreaterThan(100);
    expect(answered).toBeGreaterThan(300);

    const rows = await requestRows('/api/collections/journey/records?x=AAAA', bounds.ROUTINE_PER_HOUR - 5);
    // Reads and 429s of one address: ROUTINE_PER_HOUR rows an hour, whatever the flood (the
    // start's health checks from the same address took a few).
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(bounds.ROUTINE_PER_HOUR);
    for (const row of rows) {
      expect(String(row.data.url).length).toBeLessThanOrEqual(bounds.URL_MAX + 1);
      expect(row.message.length).toBeLessThanOrEqual(bounds.URL_MAX + 1);
      expect(String(row.data.userAgent).length).toBeLessThanOrEqual(bounds.HEADER_MAX + 1);
      expect(String(row.data.referer).length).toBeLessThanOrEqual(bounds.HEADER_MAX + 1);
      expect(JSON.stringify(row).length).toBeLessThanOrEqual(bounds.ROW_MAX_BYTES);
    }
    // Without the bounds, the same flood wrote ~4 KB per request (66.7 MB in 10 s at 20
    // connections); with them the rows above are all it adds (SQLite grows in pages and its
    // WAL by checkpoints, hence the margin).
    expect(auxBytes() - before).toBeLessThan(2 * 1024 * 1024);

    // A failed write from the same address is still logged: writes have a budget of their own.
    const failed = await fetch(`${server.url}/api/collections/no_such_collection_x/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const writes = await requestRows('/api/collections/no_such_collection_x/records', 1);
    expect(writes.map((r) => r.data.method)).toContain('POST');
  });

  it('states its numbers in docs/SECURITY.md', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(path.join(__dirname, '../../docs/SECURITY.md'), 'utf8');
    const row = doc.split('\n').find((line) => line.includes('request log') && line.includes('request-log.test.ts'));
    expect(row).toBeDefined();
    for (const n of [bounds.ROUTINE_PER_HOUR, bounds.NOTABLE_PER_HOUR, bounds.URL_MAX]) {
      expect(row).toContain(String(n));
    }
    expect(row).toContain(bounds.MAX_ROWS.toLocaleString('en'));
  });
});
