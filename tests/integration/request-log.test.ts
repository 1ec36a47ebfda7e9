/**
 * The request log's bounds for one client (issue 26, item 1; pb_hooks/src/lib/requestLog.ts):
 * a flood of long URLs from one address (loopback, bounded in time) adds only the rows and bytes
 * the bounds allow; the biggest row a visitor can make is within ROW_MAX_BYTES; an address over
 * its budget is summarised within a minute; the app's own messages have budgets of their own.
 * Visitors are told apart by X-Forwarded-For (the server trusts it, as behind a proxy); the
 * test's own requests come from 127.0.0.1.
 */
import { Agent } from 'node:http';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bounds from '../../pb_hooks/src/lib/requestLogBounds';
import { freePort, type TestServer } from '../support/pocketbase';
import {
  SUMMARIES,
  address,
  auxBytes,
  countRows,
  fromAddress,
  getFrom,
  inParallel,
  logRows,
  rawRequest,
  runLogCron,
  summariseHourOver,
  sleep,
  startLogProbeServer,
  until,
  type LogRow,
} from '../support/requestLogProbe';

let server: TestServer;
let root: PocketBase;

beforeAll(async () => {
  server = await startLogProbeServer();
  root = await server.superuser();
});

afterAll(async () => {
  await server?.dispose();
});

/** `connections` loops of GET `p` from `ip` for `ms`; returns the count of answers by status. */
async function flood(p: string, ip: string, connections: number, ms: number): Promise<Record<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + ms;
  const counts: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const status = await getFrom(server, agent, p, ip);
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return counts;
}

/**
 * The rows matching `where` once the logger has written them all: at least `atLeast`, then
 * none more for 3.5 s (PocketBase writes its logs in batches, every 3 s or per 200 rows).
 */
async function settledRows(where: string, atLeast: number): Promise<LogRow[]> {
  await until(
    () => countRows(root, where),
    (c) => c.rows >= atLeast,
  );
  let before = -1;
  let rows: LogRow[] = [];
  while (rows.length !== before) {
    before = rows.length;
    await sleep(3_500);
    rows = await logRows(root, where);
  }
  return rows;
}

/** The summary rows of `client`, once there is one. */
function summariesOf(client: string): Promise<LogRow[]> {
  const where = `${SUMMARIES} AND (json_extract(data, '$.client') = '${client}' OR json_extract(data, '$.appMessage') = '${client}')`;
  return until(
    () => logRows(root, where),
    (rows) => rows.length > 0,
  );
}

describe('the request log, one client at a time', () => {
  it("keeps a flood of long URLs from one address to its hourly rows, with the texts cut, and still logs a write's failure", async () => {
    const ip = '198.51.100.1';
    const before = auxBytes(server).total;
    const longUrl = `/api/collections/journey/records?x=${'A'.repeat(2_900)}`;
    const counts = await flood(longUrl, ip, 20, 6_000);
    const answered = Object.values(counts).reduce((a, b) => a + b, 0);
    // The flood ran into the rate limit: most answers are 429s.
    expect(counts[429] ?? 0).toBeGreaterThan(100);
    expect(answered).toBeGreaterThan(300);

    const rows = await settledRows(fromAddress(ip), bounds.ROUTINE_PER_HOUR);
    // Reads and 429s of one address: ROUTINE_PER_HOUR rows an hour, whatever the flood.
    expect(rows.length).toBe(bounds.ROUTINE_PER_HOUR);
    for (const row of rows) {
      expect(bounds.storedBytes(String(row.data.url))).toBeLessThanOrEqual(bounds.URL_MAX);
      expect(bounds.storedBytes(row.message)).toBeLessThanOrEqual(bounds.URL_MAX);
      expect(bounds.storedBytes(String(row.data.userAgent))).toBeLessThanOrEqual(bounds.FIELD_MAX);
      expect(bounds.storedBytes(String(row.data.referer))).toBeLessThanOrEqual(bounds.FIELD_MAX);
      expect(row.bytes).toBeLessThanOrEqual(bounds.ROW_MAX_BYTES);
    }
    // Without the bounds, the same flood wrote ~4 KB per request (66.7 MB in 10 s at 20
    // connections); with them the rows above are all it adds (SQLite grows in pages and its
    // WAL by checkpoints, hence the margin).
    expect(auxBytes(server).total - before).toBeLessThan(2 * 1024 * 1024);

    // A failed write from the same address is still logged: writes have a budget of their own.
    const failed = await fetch(`${server.url}/api/collections/no_such_collection_x/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: '{}',
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const writes = await settledRows(`${fromAddress(ip)} AND message LIKE 'POST %'`, 1);
    expect(writes.map((r) => r.data.method)).toEqual(['POST']);
  });

  it('stores no row of a visitor over ROW_MAX_BYTES, however long and non-ASCII its texts (the biggest measured)', async () => {
    // Every byte a client may send that costs the most stored: 4-byte characters, quotes and
    // backslashes (escaped in JSON), tabs, bytes that are not UTF-8 (each stored as U+FFFD).
    const unit = Buffer.concat([Buffer.from('ü😀"\\\t', 'utf8'), Buffer.from([0xff])]);
    const worst = (n: number) => Buffer.concat(Array.from({ length: n }, () => unit)).subarray(0, n);
    const header = (name: string, value: Buffer) =>
      Buffer.concat([Buffer.from(`${name}: `), value, Buffer.from('\r\n')]);
    const query = Buffer.concat([
      Buffer.from(`/api/collections/projects/records?filter=nosuch${'x'.repeat(400)}%3D1&q=`),
      Buffer.from('😀"\\ü'.repeat(200), 'utf8'),
    ]);
    const ips = ['2001:db8::a1', '2001:db8::a2'];
    const methods = ['GET', `M${'X'.repeat(80)}`];
    for (let i = 0; i < methods.length; i++) {
      const head = Buffer.concat([
        Buffer.from(`${methods[i]} `),
        query,
        Buffer.from(' HTTP/1.1\r\nHost: x\r\n'),
        header('X-Forwarded-For', Buffer.from(ips[i])),
        header('User-Agent', worst(2_000)),
        header('Referer', worst(2_000)),
      ]);
      expect(await rawRequest(server, head)).toBeGreaterThanOrEqual(400);
    }
    const rows = await settledRows("json_extract(data, '$.userIP') LIKE '2001:0db8:%'", ips.length);
    expect(rows.length).toBe(ips.length);
    const biggest = Math.max(...rows.map((r) => r.bytes));
    console.log(`the biggest row a visitor made: ${biggest} bytes (bound ${bounds.ROW_MAX_BYTES})`);
    for (const row of rows) {
      expect(row.bytes).toBeLessThanOrEqual(bounds.ROW_MAX_BYTES);
      expect(Buffer.byteLength(row.message)).toBeLessThanOrEqual(bounds.URL_MAX);
      expect(bounds.storedBytes(String(row.data.url))).toBeLessThanOrEqual(bounds.URL_MAX);
      for (const key of ['userAgent', 'referer', 'error', 'details', 'method']) {
        const value = row.data[key];
        if (value === undefined) continue;
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        expect(bounds.storedBytes(text), key).toBeLessThanOrEqual(bounds.FIELD_MAX);
      }
      // What an operator needs is there: who, what, how it ended.
      expect(row.data).toMatchObject({ type: 'request', userIP: expect.stringMatching(/^2001:0db8:/) });
      expect(row.data.status).toBeGreaterThanOrEqual(400);
      expect(String(row.data.userAgent).length).toBeGreaterThan(50);
    }
    // The filter's error and its details (the unknown field named) are kept, cut.
    const filtered = rows.find((r) => r.data.method === 'GET')!;
    expect(String(filtered.data.details)).toMatch(/nosuchxxx/);
  });

  it('summarises an address over its budget within a minute: the address, the hour, what was left out by kind and status', async () => {
    const ip = '198.51.100.2';
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    // 130 errors (404) and 30 successful reads: 30 and 10 over the address's budgets; long
    // queries and headers, for the biggest rows.
    const q = `q=${encodeURIComponent('ü😀'.repeat(100))}`;
    const notFound = await inParallel(bounds.NOTABLE_PER_HOUR + 30, 8, (i) =>
      getFrom(server, agent, `/api/nothing-${i}?${q}`, ip),
    );
    const ok = await inParallel(bounds.ROUTINE_PER_HOUR + 10, 8, () =>
      getFrom(server, agent, `/api/collections/projects/records?perPage=1&${q}`, ip),
    );
    agent.destroy();
    expect(notFound).toEqual({ 404: bounds.NOTABLE_PER_HOUR + 30 });
    expect(ok).toEqual({ 200: bounds.ROUTINE_PER_HOUR + 10 });
    await settledRows(fromAddress(ip), bounds.NOTABLE_PER_HOUR + bounds.ROUTINE_PER_HOUR);

    await runLogCron(root);
    const [summary] = await summariesOf(ip);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    expect(summary.message).toBe(
      `40 requests from ${ip} not logged so far in the hour from ${hour} ` +
        `(30 writes and errors, 10 reads and 429s; 10 2xx/3xx, 30 4xx); ${bounds.NOTABLE_PER_HOUR + bounds.ROUTINE_PER_HOUR} logged`,
    );
    expect(summary.data).toMatchObject({
      type: bounds.SUMMARY_TYPE,
      client: ip,
      hour,
      final: false,
      dropped: 40,
      kept: bounds.NOTABLE_PER_HOUR + bounds.ROUTINE_PER_HOUR,
      droppedNotable: 30,
      droppedRoutine: 10,
      dropped2xx3xx: 10,
      dropped4xx: 30,
      dropped429: 0,
      dropped5xx: 0,
    });
    const own = await logRows(root, fromAddress(ip));
    const hourBytes = own.reduce((sum, row) => sum + row.bytes, 0) + summary.bytes;
    console.log(`one address in one hour: ${own.length} rows and a summary, ${hourBytes} bytes`);
    // The final summary, once the hour is over, may add one more row.
    expect(hourBytes + bounds.ROW_MAX_BYTES).toBeLessThanOrEqual(
      (bounds.NOTABLE_PER_HOUR + bounds.ROUTINE_PER_HOUR + 2) * bounds.ROW_MAX_BYTES,
    );
    // One notice an hour: the next run writes none for the same address.
    await runLogCron(root);
    await sleep(4_000);
    expect(await logRows(root, `${SUMMARIES} AND json_extract(data, '$.client') = '${ip}'`)).toHaveLength(1);

    // Five more left out; once the hour is over, a final summary tells all 45, once, and the
    // hour's counts are forgotten.
    expect(await inParallel(5, 5, (i) => getFrom(server, new Agent(), `/api/more-${i}?${q}`, ip))).toEqual({ 404: 5 });
    await settledRows(fromAddress(ip), bounds.NOTABLE_PER_HOUR + bounds.ROUTINE_PER_HOUR);
    await sleep(4_000);
    expect((await summariseHourOver(root)).written).toBeGreaterThan(0);
    const final = await until(
      () =>
        logRows(root, `${SUMMARIES} AND json_extract(data, '$.client') = '${ip}' AND json_extract(data, '$.final')`),
      (rows) => rows.length > 0,
    );
    expect(final).toHaveLength(1);
    expect(final[0].data).toMatchObject({ client: ip, hour, final: true, dropped: 45, dropped4xx: 35 });
    const after = await summariseHourOver(root);
    expect(after.keys.filter((key) => key.endsWith(`:${ip}`))).toEqual([]);
    expect(after.keys).not.toContain(`requestLog:${Math.floor(Date.parse(hour) / 3_600_000)}`);
    await sleep(4_000);
    expect(
      await logRows(
        root,
        `${SUMMARIES} AND json_extract(data, '$.client') = '${ip}' AND json_extract(data, '$.final')`,
      ),
    ).toHaveLength(1);
  });

  it("keeps the app's own messages to a budget per message, summarised as app messages, not requests", async () => {
    // Mail that cannot be sent: each password reset asked for logs PocketBase's own error, with
    // no client address (3 a recipient an hour: lib/mailLimits.ts; 5 an address: migrations).
    const port = await freePort();
    await root.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port, username: '', password: '' } });
    const resets = bounds.APP_PER_MESSAGE_PER_HOUR + 7;
    const emails = Array.from({ length: Math.ceil(resets / 3) }, (_, i) => `reset-${i}@example.test`);
    for (const email of emails) {
      await root
        .collection('users')
        .create({ email, approved: true, password: 'user-password-123', passwordConfirm: 'user-password-123' });
    }
    const statuses = await inParallel(resets, 1, async (i) => {
      const res = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address(5_000 + i) },
        body: JSON.stringify({ email: emails[i % emails.length] }),
      });
      return res.status;
    });
    expect(statuses).toEqual({ 204: resets });
    const message = 'Failed to send password reset email';
    const logged = await settledRows(`message = '${message}'`, bounds.APP_PER_MESSAGE_PER_HOUR);
    expect(logged).toHaveLength(bounds.APP_PER_MESSAGE_PER_HOUR);

    await runLogCron(root);
    const [summary] = await summariesOf(message);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    expect(summary.message).toBe(
      `7 app messages "${message}" not logged so far in the hour from ${hour}; ${bounds.APP_PER_MESSAGE_PER_HOUR} logged`,
    );
    expect(summary.data).toMatchObject({ appMessage: message, dropped: 7, kept: bounds.APP_PER_MESSAGE_PER_HOUR });
    // No summary speaks of requests from an unknown client.
    expect(await logRows(root, `${SUMMARIES} AND message LIKE '%unknown%'`)).toEqual([]);
  });

  it('states its numbers in docs/SECURITY.md', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(path.join(__dirname, '../../docs/SECURITY.md'), 'utf8');
    const row = doc.split('\n').find((line) => line.includes('request log') && line.includes('request-log.test.ts'));
    expect(row).toBeDefined();
    const n = (value: number) => value.toLocaleString('en');
    for (const value of [
      bounds.ROUTINE_PER_HOUR,
      bounds.NOTABLE_PER_HOUR,
      bounds.URL_MAX,
      bounds.FIELD_MAX,
      bounds.ROW_MAX_BYTES,
      bounds.ROWS_PER_HOUR,
      bounds.MAX_CLIENTS_PER_HOUR,
      bounds.APP_PER_MESSAGE_PER_HOUR,
      bounds.APP_PER_HOUR,
      bounds.MAX_ROWS,
      bounds.ROWS_BETWEEN_TRIMS,
      bounds.SUMMARIES_PER_RUN,
      bounds.TABLE_MAX_ROWS,
    ]) {
      expect(row).toContain(n(value));
    }
  });
});
