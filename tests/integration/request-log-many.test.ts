/**
 * The request log's total bounds (issue 26, item 1; pb_hooks/src/lib/requestLog.ts): many
 * client addresses (X-Forwarded-For, which the server trusts, as behind a proxy) cannot push the
 * table past TABLE_MAX_ROWS, the trim keeps the newest MAX_ROWS rows, all clients together
 * write ROWS_PER_HOUR rows an hour, and the app's own messages are still logged after that.
 * The table starts with MAX_ROWS old rows of about ROW_MAX_BYTES each, written in SQL: through
 * requests, the caps would take two hours. Loopback, bounded in time (~1.5 minutes).
 */
import { Agent } from 'node:http';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bounds from '../../pb_hooks/src/lib/requestLogBounds';
import { freePort, type TestServer } from '../support/pocketbase';
import {
  SUMMARIES,
  address,
  auxBytes,
  checkpoint,
  countRows,
  fromAddress,
  getFrom,
  inParallel,
  logRows,
  msLeftInHour,
  runLogCron,
  seedRows,
  sleep,
  startLogProbeServer,
  until,
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

/**
 * The most bytes auxiliary.db and its write-ahead log take: TABLE_MAX_ROWS rows of about
 * ROW_MAX_BYTES made the file 53.3 MB (~2,460 bytes a row: SQLite's pages, the message again in
 * an index; docs/SECURITY.md, "The request log"), and the log a few MB.
 */
const TABLE_FILE_MAX_BYTES = 60e6;

/** A path of the API that is not found (a notable row), with a long query: the biggest rows. */
const notFound = (i: number) => `/api/nothing-${i}?q=${encodeURIComponent('ü😀'.repeat(100))}`;

/** The count of rows matching `where` once it has not changed for 3.5 s (the logger writes every 3 s). */
async function settledCount(where = '1'): Promise<number> {
  let before = -1;
  let now = (await countRows(root, where)).rows;
  while (now !== before) {
    before = now;
    await sleep(3_500);
    now = (await countRows(root, where)).rows;
  }
  return now;
}

/** Rows counted in the current hour's ROWS_PER_HOUR: those with a client address (or of a request), written this hour. */
function thisHour(): string {
  const start = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString().replace('T', ' ');
  return (
    `created >= '${start}' AND json_extract(data, '$.seed') IS NULL AND ` +
    `json_extract(data, '$.type') IS NOT '${bounds.SUMMARY_TYPE}' AND ` +
    `(json_extract(data, '$.type') = 'request' OR coalesce(json_extract(data, '$.userIP'), '') != '')`
  );
}

describe('the request log, many clients', () => {
  let started = 0;

  it(
    'cannot grow past TABLE_MAX_ROWS from many addresses; the trim keeps the newest MAX_ROWS; the rows over the share of all are summarised once',
    { timeout: 300_000 },
    async () => {
      // The counts are per clock hour: start in a fresh one rather than across two.
      if (msLeftInHour() < 150_000) await sleep(msLeftInHour() + 1_000);
      started = Date.now();
      // The old rows: a table the trim has brought to MAX_ROWS, every row at about ROW_MAX_BYTES.
      const seeds = bounds.MAX_ROWS;
      await seedRows(root, seeds, bounds.ROW_MAX_BYTES);
      const seeded = await countRows(root, "json_extract(data, '$.seed') IS NOT NULL");
      expect(seeded.rows).toBe(seeds);
      expect(seeded.maxBytes).toBeLessThanOrEqual(bounds.ROW_MAX_BYTES);
      expect(seeded.maxBytes).toBeGreaterThan(bounds.ROW_MAX_BYTES - 50);
      await checkpoint(root);
      const seededFile = auxBytes(server);

      // The cron trims at the start of each minute: the flood runs in one window, after a trim of
      // its own and before the next minute.
      if (60_000 - (Date.now() % 60_000) < 20_000) await sleep(60_000 - (Date.now() % 60_000) + 1_000);
      await runLogCron(root);
      // 1,500 addresses, one request each: beyond MAX_CLIENTS_PER_HOUR, and over ROWS_BETWEEN_TRIMS.
      const clients = bounds.MAX_CLIENTS_PER_HOUR + 500;
      const agent = new Agent({ keepAlive: true, maxSockets: 16 });
      const statuses = await inParallel(clients, 16, (i) => getFrom(server, agent, notFound(i), address(i)));
      agent.destroy();
      expect(statuses).toEqual({ 404: clients });
      const flood = await settledCount(fromAddress('10.%'));
      const total = (await countRows(root)).rows;
      const file = auxBytes(server);
      const biggest = (await countRows(root, fromAddress('10.%'))).maxBytes;
      const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
      console.log(
        `between two trims: ${flood} of ${clients} requests from as many addresses logged, the table at ${total} rows; ` +
          `auxiliary.db ${mb(file.db)} MB and its WAL ${mb(file.wal)} MB (${mb(seededFile.db)} MB with the ${seeds} ` +
          `rows of ${seeded.maxBytes} bytes before, the flood's up to ${biggest} bytes)`,
      );
      // Rows between trims: at most ROWS_BETWEEN_TRIMS (the test's own requests, the app's
      // messages and the summaries take some of them).
      expect(flood).toBeLessThanOrEqual(bounds.ROWS_BETWEEN_TRIMS);
      expect(flood).toBeGreaterThan(bounds.ROWS_BETWEEN_TRIMS * 0.8);
      expect(total).toBeLessThanOrEqual(bounds.TABLE_MAX_ROWS);
      // SQLite keeps the pages of deleted rows for new ones: the file stays at its peak.
      expect(file.total).toBeLessThan(TABLE_FILE_MAX_BYTES);

      // The trim: the newest MAX_ROWS rows stay, the flood's among them; the oldest go.
      await runLogCron(root);
      expect((await countRows(root)).rows).toBeLessThanOrEqual(bounds.MAX_ROWS);
      expect((await countRows(root, fromAddress('10.%'))).rows).toBe(flood);
      const kept = (await countRows(root, "json_extract(data, '$.seed') IS NOT NULL")).rows;
      const oldestKept = seeds - kept;
      expect((await countRows(root, `json_extract(data, '$.seed') >= ${oldestKept}`)).rows).toBe(kept);

      // Over the share of all clients together: one summary for all, not one per address (the
      // addresses beyond MAX_CLIENTS_PER_HOUR, counted as one, may have been over their own).
      const [summary] = await until(
        () => logRows(root, `${SUMMARIES} AND json_extract(data, '$.client') = '${bounds.ALL_CLIENTS}'`),
        (rows) => rows.length > 0,
      );
      const others = await logRows(root, `${SUMMARIES} AND json_extract(data, '$.client') = '${bounds.OTHER_CLIENTS}'`);
      const notFoundLeftOut = [summary, ...others].reduce((sum, row) => sum + Number(row.data.dropped4xx), 0);
      // The flood's 404s; the test's own requests left out meanwhile answered 2xx.
      expect(notFoundLeftOut).toBe(clients - flood);
      const { dropped, droppedNotable, droppedRoutine } = summary.data as Record<string, number>;
      expect(droppedNotable + droppedRoutine).toBe(dropped);
      expect(summary.message).toMatch(
        new RegExp(
          `^${String(summary.data.dropped)} requests not logged so far in the hour from .*, over the share of ` +
            `${bounds.ROWS_PER_HOUR} rows an hour and ${bounds.ROWS_BETWEEN_TRIMS} between trims for all clients together`,
        ),
      );
      expect((await countRows(root, `${SUMMARIES} AND json_extract(data, '$.client') LIKE '10.%'`)).rows).toBe(0);
    },
  );

  it(
    "writes ROWS_PER_HOUR rows an hour from all clients together, and the app's own messages after that",
    { timeout: 300_000 },
    async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 16 });
      // The same addresses as above (counted one by one this hour), one request each a round,
      // a trim between rounds.
      let logged = (await countRows(root, thisHour())).rows;
      // note: a round's rows are written while the next one runs (~1.5 ms each to check and
      // cut): windows take some of the round before, and it takes more rounds than 10.
      for (let round = 1; round <= 30 && logged < bounds.ROWS_PER_HOUR; round++) {
        await runLogCron(root);
        await inParallel(bounds.ROWS_BETWEEN_TRIMS, 16, (i) =>
          getFrom(server, agent, notFound(round * 10_000 + i), address(i)),
        );
        logged = (await countRows(root, thisHour())).rows;
      }
      // One round more, in a window of its own: nothing of it is written.
      await sleep(3_500);
      await runLogCron(root);
      const before = await settledCount(thisHour());
      await inParallel(bounds.ROWS_BETWEEN_TRIMS, 16, (i) =>
        getFrom(server, agent, notFound(99 * 10_000 + i), address(i)),
      );
      logged = await settledCount(thisHour());
      agent.destroy();
      console.log(
        `all clients in one hour: ${before} rows, then ${logged} after ${bounds.ROWS_BETWEEN_TRIMS} requests more`,
      );
      expect(logged).toBe(before);
      // note: exact within one clock hour (the first test started in a fresh one).
      if (Math.floor(started / 3_600_000) === Math.floor(Date.now() / 3_600_000)) {
        expect(logged).toBe(bounds.ROWS_PER_HOUR);
      } else {
        expect(logged).toBeLessThanOrEqual(bounds.ROWS_PER_HOUR);
      }

      // A mail that cannot be sent, asked for by a new client: its request is not logged (the
      // hour's share is used up), the app's error is.
      const port = await freePort();
      await root.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port, username: '', password: '' } });
      const email = 'after-flood@example.test';
      await root
        .collection('users')
        .create({ email, approved: true, password: 'user-password-123', passwordConfirm: 'user-password-123' });
      const reset = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.99' },
        body: JSON.stringify({ email }),
      });
      expect(reset.status).toBe(204);
      await until(
        () => countRows(root, "message = 'Failed to send password reset email'"),
        (c) => c.rows === 1,
      );
      expect((await countRows(root, fromAddress('203.0.113.99'))).rows).toBe(0);
    },
  );
});
