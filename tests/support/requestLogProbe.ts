/**
 * The request log as a test sees it (issue 26, item 1): a copy of the built hooks with routes,
 * superusers only, that read `_logs` in SQL (rows with their bytes as stored, counts) and fill
 * it with old rows in one statement (20,000 rows through requests would take the caps' hours);
 * requests from any client address (the server trusts X-Forwarded-For) and with any bytes.
 */
import { statSync } from 'node:fs';
import { request, type Agent } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { hooksWith, removeHooks } from './extraHooks';
import { startPocketBase, type TestServer } from './pocketbase';

const ROUTES = '/api/test/request-log';

/** A row's bytes as stored: its message, its data's JSON, id, time and level (UTF-8). */
const ROW_BYTES =
  'length(CAST(message AS BLOB)) + length(CAST(data AS BLOB)) + length(id) + length(created) + length(level)';

// note: the probe's own answers stay out of the log. PocketBase writes its log rows in batches (a
// timer, or 200 rows); with every 250 ms poll logged too, the rows a test waited for were not
// written within its 20 s in a full run (fresh clone, built site), and 25 were there right after.
const HOOK = `routerAdd('POST', '${ROUTES}/rows', (e) => {
  const body = e.requestInfo().body;
  const rows = arrayOf(new DynamicModel({ id: '', message: '', data: '', created: '', bytes: 0 }));
  e.app.auxDB().newQuery(
    'SELECT id, message, data, created, ${ROW_BYTES} AS bytes FROM _logs WHERE ' + body.where +
    ' ORDER BY created, id LIMIT ' + Number(body.limit || 1000)
  ).all(rows);
  e.json(200, rows);
}, $apis.requireSuperuserAuth(), $apis.skipSuccessActivityLog());

routerAdd('POST', '${ROUTES}/count', (e) => {
  const body = e.requestInfo().body;
  const result = new DynamicModel({ rows: 0, maxBytes: 0 });
  e.app.auxDB().newQuery(
    'SELECT count(*) AS rows, coalesce(max(${ROW_BYTES}), 0) AS maxBytes FROM _logs WHERE ' + (body.where || '1')
  ).one(result);
  e.json(200, result);
}, $apis.requireSuperuserAuth(), $apis.skipSuccessActivityLog());

routerAdd('POST', '${ROUTES}/cron', (e) => {
  const job = e.app.cron().jobs().find((j) => j.id() === 'site-request-log');
  job.run();
  e.noContent(204);
}, $apis.requireSuperuserAuth(), $apis.skipSuccessActivityLog());

// The cron's summaries as they will be an hour from now (the current hour over), and the keys
// of the request log's counts the app's store keeps then. note: the current hour's counts are
// gone after it: the tests after start from fresh budgets.
routerAdd('POST', '${ROUTES}/hour-over', (e) => {
  const lib = require(__hooks + '/lib/requestLog.js');
  const written = lib.summarise(e.app, Date.now() + 3600000);
  const keys = Object.keys(e.app.store().getAll()).filter((k) => k.indexOf('requestLog') === 0);
  e.json(200, { written, keys });
}, $apis.requireSuperuserAuth(), $apis.skipSuccessActivityLog());

routerAdd('POST', '${ROUTES}/checkpoint', (e) => {
  e.app.auxNonconcurrentDB().newQuery('PRAGMA wal_checkpoint(TRUNCATE)').execute();
  e.noContent(204);
}, $apis.requireSuperuserAuth(), $apis.skipSuccessActivityLog());

routerAdd('POST', '${ROUTES}/seed', (e) => {
  const body = e.requestInfo().body;
  e.app.auxDB().newQuery(
    "WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < {:last}) " +
    "INSERT INTO _logs (id, level, message, data, created) " +
    "SELECT 'seed' || substr('00000000000' || n, -11), 0, " +
    "substr('GET /seeded/' || n || '/' || hex(randomblob({:message})), 1, {:message}), " +
    "json_object('type', 'request', 'method', 'GET', 'status', 200, 'url', '/seeded/' || n, " +
    "'userIP', '192.0.2.1', 'seed', n, 'pad', hex(randomblob({:pad} / 2))), " +
    "strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-2 hours', '+' || (n / 10.0) || ' seconds') FROM seq"
  ).bind({ last: body.count - 1, message: body.message, pad: body.pad }).execute();
  e.noContent(204);
}, $apis.requireSuperuserAuth(), $apis.skipSuccessActivityLog());
`;

export interface LogRow {
  id: string;
  message: string;
  data: Record<string, unknown>;
  created: string;
  /** Its bytes as stored (message, data, id, time, level). */
  bytes: number;
}

/** A server with the probe routes that trusts X-Forwarded-For; `dispose` removes its hooks too. */
export async function startLogProbeServer(): Promise<TestServer> {
  const hooksDir = await hooksWith('zz-request-log-probe.pb.js', HOOK);
  let server: TestServer;
  try {
    server = await startPocketBase({ hooksDir, env: { SITE_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
  } catch (err) {
    await removeHooks(hooksDir);
    throw err;
  }
  const dispose = server.dispose;
  server.dispose = async () => {
    await dispose();
    await removeHooks(hooksDir);
  };
  return server;
}

/** The rows that match the SQL condition `where` (on `_logs`), oldest first. */
export async function logRows(root: PocketBase, where: string, limit = 1000): Promise<LogRow[]> {
  const rows: Array<Omit<LogRow, 'data'> & { data: string }> = await root.send(`${ROUTES}/rows`, {
    method: 'POST',
    body: { where, limit },
  });
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
}

/** How many rows match `where`, and the most bytes one of them takes. */
export function countRows(root: PocketBase, where = '1'): Promise<{ rows: number; maxBytes: number }> {
  return root.send(`${ROUTES}/count`, { method: 'POST', body: { where } });
}

/**
 * Adds `count` rows of about `bytes` bytes each, written 2 hours ago (0.1 s apart, `seed` in
 * their data numbering them from the oldest), straight into the table: not through the hook.
 */
export async function seedRows(root: PocketBase, count: number, bytes: number): Promise<void> {
  // the message's 300 bytes, the JSON's keys and values besides the pad, id, time and level
  const pad = bytes - 300 - 170;
  await root.send(`${ROUTES}/seed`, { method: 'POST', body: { count, message: 300, pad } });
}

/** The SQL condition of rows that a client at an address matching the LIKE pattern `pattern` caused. */
export function fromAddress(pattern: string): string {
  return `json_extract(data, '$.userIP') LIKE '${pattern.replace(/'/g, "''")}'`;
}

/** The SQL condition of summary rows. */
export const SUMMARIES = "json_extract(data, '$.type') = 'requestLogSummary'";

/**
 * Sends `head` (a request line and headers, as bytes: any byte the client likes) and an empty
 * body over a new connection; resolves with the status.
 */
export function rawRequest(server: TestServer, head: Buffer): Promise<number> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(Buffer.concat([head, Buffer.from('Connection: close\r\n\r\n')]));
    });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

/** Runs `count` calls of `send(i)`, `concurrency` at a time; resolves with the count of each status. */
export async function inParallel(
  count: number,
  concurrency: number,
  send: (i: number) => Promise<number>,
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const status = await send(next++);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

/** The client address number `i` (10.x.y.z), one of 16 million. */
export function address(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs the request log's cron job (request-log.pb.ts) now and waits for it: the trim is done,
 * the summaries are with the logger (written within 3 s). PocketBase's own route for this,
 * `POST /api/crons/{id}`, answers before the job has run.
 */
export async function runLogCron(root: PocketBase): Promise<void> {
  await root.send(`${ROUTES}/cron`, { method: 'POST' });
}

/**
 * Runs the request log's summaries as they will be once the current hour is over: how many it
 * wrote, and the keys of the app's store the request log keeps after them.
 */
export async function summariseHourOver(root: PocketBase): Promise<{ written: number; keys: string[] }> {
  return root.send(`${ROUTES}/hour-over`, { method: 'POST' });
}

/** Moves auxiliary.db's write-ahead log into it and empties the log (PRAGMA wal_checkpoint(TRUNCATE)). */
export async function checkpoint(root: PocketBase): Promise<void> {
  await root.send(`${ROUTES}/checkpoint`, { method: 'POST' });
}

/**
 * Polls `read` every 250 ms until `done` says yes (then returns its value) or `ms` pass (then
 * throws with the last value).
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`Still not there after ${ms} ms: ${JSON.stringify(value)}`);
    await sleep(250);
    value = await read();
  }
  return value;
}

/** The milliseconds left in the current clock hour. */
export function msLeftInHour(now = Date.now()): number {
  return 3_600_000 - (now % 3_600_000);
}

/** Node sends a header's characters as bytes: this sends `text` as UTF-8. */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * A referrer and a user agent of 2,000 bytes and more (PocketBase keeps 2,000) that cost the
 * most stored: non-ASCII, and quotes and backslashes, which JSON escapes.
 */
export const LONG_HEADERS = {
  Referer: utf8(`http://example.test/${'ü😀"\\'.repeat(250)}`),
  'User-Agent': utf8(`flood/${'ü😀"\\'.repeat(250)}`),
};

/** GET `p` on `agent` from the client at `ip`, with LONG_HEADERS; resolves with the status (0: no answer). */
export function getFrom(server: TestServer, agent: Agent, p: string, ip: string): Promise<number> {
  return new Promise((resolve) => {
    const headers = { ...LONG_HEADERS, 'X-Forwarded-For': ip };
    const req = request(`${server.url}${p}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** The size of the server's auxiliary.db and of its write-ahead log, in bytes. */
export function auxBytes(server: TestServer): { db: number; wal: number; total: number } {
  const size = (name: string) => {
    try {
      return statSync(path.join(server.dataDir, name)).size;
    } catch {
      // no WAL yet
      return 0;
    }
  };
  const db = size('auxiliary.db');
  const wal = size('auxiliary.db-wal');
  return { db, wal, total: db + wal };
}
