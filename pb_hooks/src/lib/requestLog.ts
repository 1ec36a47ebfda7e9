/**
 * The request log's bounds (issue 26, item 1; docs/SECURITY.md, "Request log"). PocketBase
 * writes one row per request into auxiliary.db (`_logs`), 429 answers included, with URLs of
 * up to 3,000 characters: one address flooding for 10 s added 66.7 MB. Every log row passes
 * `admitLogRow` (request-log.pb.ts, a model hook on `_logs`) before it is written:
 *
 * - long texts are cut: the URL and the message to URL_MAX characters, the referrer and the
 *   user agent to HEADER_MAX, so a row stays under ROW_MAX_BYTES;
 * - per client address and clock hour, at most NOTABLE_PER_HOUR rows of what an operator
 *   needs (writes, errors but 429s, our hooks' own messages) and ROUTINE_PER_HOUR of the rest
 *   (successful reads, every 429); what is over is counted, not written, and one summary
 *   row per address says so once the hour is over (`summarise`, cron every minute);
 * - all clients together at most ROWS_PER_HOUR rows an hour (a flood from many addresses);
 *   more is counted under the address `*`;
 * - the table keeps the newest MAX_ROWS rows (`trim`, the same cron), besides PocketBase's own
 *   retention in days.
 */

import type * as Bounds from './requestLogBounds';

const {
  URL_MAX,
  HEADER_MAX,
  NOTABLE_PER_HOUR,
  ROUTINE_PER_HOUR,
  ROWS_PER_HOUR,
  MAX_CLIENTS_PER_HOUR,
  MAX_ROWS,
  SUMMARY_TYPE,
  cut,
  hourOf,
  rowKind,
} = require(`${__hooks}/lib/requestLogBounds.js`) as typeof Bounds;

const STORE_PREFIX = 'requestLog:';

function limitOf(kind: Bounds.RowKind): number {
  return kind === 'notable' ? NOTABLE_PER_HOUR : ROUTINE_PER_HOUR;
}

type Store = ReturnType<CoreApp['store']>;

/** Adds one to the store's counter `key` under its lock; returns the new count. */
function increment(store: Store, key: string): number {
  let count = 0;
  store.setFunc(key, (n) => (count = Number(n || 0) + 1));
  return count;
}

/** The client key of this hour: the address, or `*` once MAX_CLIENTS_PER_HOUR are counted. */
function clientKey(store: Store, hour: string, address: string): string {
  const seen = `${STORE_PREFIX}${hour}:seen:${address}`;
  if (store.has(seen)) return address;
  if (increment(store, `${STORE_PREFIX}${hour}:clients`) > MAX_CLIENTS_PER_HOUR) return '*';
  store.set(seen, 1);
  return address;
}

/**
 * Called for each `_logs` row before it is written: cuts its long texts and returns whether
 * to write it. A summary row is always written (one per address and hour at most).
 */
export function admitLogRow(app: CoreApp, log: core.Log): boolean {
  const data = log.data as unknown as { get(key: string): unknown; set(key: string, value: unknown): void };
  const type = String(data.get('type') ?? '');
  log.message = cut(String(log.message), URL_MAX);
  if (type === SUMMARY_TYPE) return true;
  if (type === 'request') {
    data.set('url', cut(String(data.get('url') ?? ''), URL_MAX));
    data.set('referer', cut(String(data.get('referer') ?? ''), HEADER_MAX));
    data.set('userAgent', cut(String(data.get('userAgent') ?? ''), HEADER_MAX));
  }
  for (const key of ['error', 'details']) {
    const value = data.get(key);
    if (typeof value === 'string' && value.length > URL_MAX) data.set(key, cut(value, URL_MAX));
  }
  const kind = rowKind(type, String(data.get('method') ?? ''), Number(data.get('status') ?? 0));
  const store = app.store();
  const hour = hourOf(Date.now());
  const address = String(data.get('userIP') || data.get('remoteIP') || '') || 'unknown';
  const client = clientKey(store, hour, address);
  const prefix = `${STORE_PREFIX}${hour}:`;
  const perClient = increment(store, `${prefix}${kind}:${client}`);
  const overall = increment(store, `${prefix}rows`);
  if (perClient <= limitOf(kind) && overall <= ROWS_PER_HOUR) return true;
  increment(store, `${prefix}dropped:${client}`);
  if (kind === 'routine' && type === 'request' && Number(data.get('status')) === 429) {
    increment(store, `${prefix}dropped429:${client}`);
  }
  return false;
}

/**
 * Once an hour is over, one summary row per client address that had rows left out, and the
 * hour's counters are removed. Returns how many summaries were written.
 */
export function summarise(app: CoreApp, now = Date.now()): number {
  const store = app.store();
  const current = Number(hourOf(now));
  const all = store.getAll() as Record<string, unknown>;
  let written = 0;
  for (const key of Object.keys(all)) {
    if (key.indexOf(STORE_PREFIX) !== 0) continue;
    const [hour, what, ...rest] = key.slice(STORE_PREFIX.length).split(':');
    if (Number(hour) >= current) continue;
    if (what === 'dropped') {
      const client = rest.join(':');
      const dropped = Number(all[key]);
      const of429 = Number(all[`${STORE_PREFIX}${hour}:dropped429:${client}`] || 0);
      const from = new Date(Number(hour) * 3_600_000).toISOString();
      app
        .logger()
        .warn(
          `${dropped} requests from ${client === '*' ? 'further clients' : client} not logged (${of429} of them 429s) in the hour from ${from}`,
          'type',
          SUMMARY_TYPE,
          'client',
          client,
          'dropped',
          dropped,
          'dropped429',
          of429,
          'hour',
          from,
        );
      written++;
    }
    store.remove(key);
  }
  return written;
}

/** Deletes the oldest `_logs` rows beyond MAX_ROWS; returns how many rows were deleted. */
export function trim(app: CoreApp): number {
  const result = app
    .auxNonconcurrentDB()
    .newQuery(
      `DELETE FROM _logs WHERE id IN (SELECT id FROM _logs ORDER BY created DESC, id DESC LIMIT -1 OFFSET ${MAX_ROWS})`,
    )
    .execute();
  return Number(result.rowsAffected());
}
