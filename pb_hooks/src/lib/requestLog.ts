/**
 * The request log's bounds (issue 26, item 1; docs/SECURITY.md, "Request log"). PocketBase
 * writes one row per request into auxiliary.db (`_logs`), 429 answers included, with URLs of
 * up to 3,000 characters: one address flooding for 10 s added 66.7 MB. Every log row passes
 * `admitLogRow` (request-log.pb.ts, a model hook on `_logs`) before it is written:
 *
 * - its texts are cut to bytes as stored (requestLogBounds `fitLogRow`): a row takes at most
 *   ROW_MAX_BYTES;
 * - per client address and clock hour, at most NOTABLE_PER_HOUR rows of what an operator
 *   needs (writes, errors but 429s, our hooks' own messages) and ROUTINE_PER_HOUR of the rest
 *   (successful reads, every 429); what is over is counted, not written, and one summary
 *   row per address says so once the hour is over (`summarise`, cron every minute);
 * - all clients together at most ROWS_PER_HOUR rows an hour (a flood from many addresses);
 *   more is counted under the address `*`;
 * - between two trims at most ROWS_BETWEEN_TRIMS rows are written, and the trim (the same
 *   cron) keeps the newest MAX_ROWS rows: the table never holds more than TABLE_MAX_ROWS,
 *   besides PocketBase's own retention in days.
 */

import type * as Bounds from './requestLogBounds';

const {
  NOTABLE_PER_HOUR,
  ROUTINE_PER_HOUR,
  ROWS_PER_HOUR,
  MAX_CLIENTS_PER_HOUR,
  MAX_ROWS,
  ROWS_BETWEEN_TRIMS,
  SUMMARIES_PER_RUN,
  SUMMARY_TYPE,
  fitLogRow,
  hourOf,
  rowKind,
} = require(`${__hooks}/lib/requestLogBounds.js`) as typeof Bounds;

const STORE_PREFIX = 'requestLog:';
/** The current window's id (set by each trim); `requestLogWindow:<id>` counts its rows. */
const WINDOW_KEY = 'requestLogWindow';
const WINDOW_PREFIX = 'requestLogWindow:';

/**
 * The counts of one client address in one hour, kept in the app store as one string (a store
 * value must be a Go value: a JS object would belong to the VM that made it): notable and
 * routine rows written, rows left out, of which 429s.
 */
function readCounts(value: unknown): number[] {
  const counts = typeof value === 'string' ? value.split(',').map(Number) : [];
  while (counts.length < 4) counts.push(0);
  return counts;
}

/** Counts a row in the current window between trims if it has fewer than `max` (Infinity: always); whether it was counted. */
function takeWindowRow(store: ReturnType<CoreApp['store']>, max: number): boolean {
  const key = WINDOW_PREFIX + String(store.get(WINDOW_KEY) ?? '');
  const rows = Number(store.get(key) ?? 0);
  if (rows >= max) return false;
  store.set(key, rows + 1);
  return true;
}

/**
 * Cuts the row's texts to their bounds (requestLogBounds `fitLogRow`).
 *
 * note: ~1.5 ms for a row whose every text is long (measured in the JSVM, most of it counting
 * bytes), for the rows written only.
 */
function fitRow(log: core.Log): void {
  const fitted = fitLogRow(String(log.message), JSON.parse(JSON.stringify(log.data)) as Record<string, unknown>);
  if (!fitted) return;
  log.message = fitted.message;
  (log as unknown as { data: unknown }).data = fitted.data;
}

/**
 * Called for each `_logs` row before it is written: whether to write it, and if so its texts
 * cut. A summary row is always written (SUMMARIES_PER_RUN a minute at most).
 *
 * note: every row of a flood comes here, so it makes few calls into Go (~5-10 µs each): the
 * decision is taken on four fields, a client's counts are one store value (and the window's,
 * for a row within its budgets), and only a row that is written has its texts read and cut.
 * PocketBase writes the rows of a batch one after another in one transaction of the auxiliary
 * database (one connection), so the counts are read and written without a lock; only the cron
 * (another goroutine) starts a new window.
 */
export function admitLogRow(app: CoreApp, log: core.Log): boolean {
  const data = log.data as unknown as { get(key: string): unknown };
  const type = String(data.get('type') ?? '');
  const store = app.store();
  if (type === SUMMARY_TYPE) {
    takeWindowRow(store, Infinity);
    fitRow(log);
    return true;
  }
  const status = Number(data.get('status') ?? 0);
  const kind = rowKind(type, String(data.get('method') ?? ''), status);
  const address = String(data.get('userIP') || data.get('remoteIP') || '') || 'unknown';
  const hour = hourOf(Date.now());
  const totalKey = `${STORE_PREFIX}${hour}`;
  // rows written this hour by all clients, client addresses counted
  const totals = readCounts(store.get(totalKey));
  let clientKey = `${totalKey}:${address}`;
  let stored = store.get(clientKey);
  if (stored === undefined || stored === null) {
    if (totals[1] >= MAX_CLIENTS_PER_HOUR) {
      clientKey = `${totalKey}:*`;
      stored = store.get(clientKey);
    } else {
      totals[1]++;
    }
  }
  const counts = readCounts(stored);
  const slot = kind === 'notable' ? 0 : 1;
  const admitted =
    counts[slot] < (kind === 'notable' ? NOTABLE_PER_HOUR : ROUTINE_PER_HOUR) &&
    totals[0] < ROWS_PER_HOUR &&
    takeWindowRow(store, ROWS_BETWEEN_TRIMS);
  if (admitted) {
    counts[slot]++;
    totals[0]++;
  } else {
    counts[2]++;
    if (status === 429) counts[3]++;
  }
  store.set(clientKey, counts.join(','));
  store.set(totalKey, totals.join(','));
  if (admitted) fitRow(log);
  return admitted;
}

/**
 * Once an hour is over, one summary row per client address that had rows left out, and the
 * hour's counts are removed; SUMMARIES_PER_RUN at most (the rest wait for the next run).
 * Returns how many summaries were written.
 */
export function summarise(app: CoreApp, now = Date.now()): number {
  const store = app.store();
  const current = Number(hourOf(now));
  const all = store.getAll() as Record<string, unknown>;
  const window = `${WINDOW_PREFIX}${String(all[WINDOW_KEY] ?? '')}`;
  let written = 0;
  for (const key of Object.keys(all)) {
    // a window's count left behind (a row counted while the trim started the next one)
    if (key.indexOf(WINDOW_PREFIX) === 0 && key !== window) store.remove(key);
    if (key.indexOf(STORE_PREFIX) !== 0 || written >= SUMMARIES_PER_RUN) continue;
    const rest = key.slice(STORE_PREFIX.length);
    const colon = rest.indexOf(':');
    const hour = colon < 0 ? rest : rest.slice(0, colon);
    if (Number(hour) >= current) continue;
    store.remove(key);
    if (colon < 0) continue;
    const client = rest.slice(colon + 1);
    const [, , dropped, of429] = readCounts(all[key]);
    if (dropped === 0) continue;
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
  return written;
}

/**
 * Deletes the oldest `_logs` rows beyond MAX_ROWS and starts a new window of
 * ROWS_BETWEEN_TRIMS; returns how many rows were deleted.
 *
 * note: the new window starts before the DELETE: a row counted in the old one was written in
 * a transaction of the auxiliary database's one connection, which the DELETE waits for, so it
 * is among the rows the DELETE sees; a row counted in the new one may be too (counted twice,
 * on the safe side).
 */
export function trim(app: CoreApp): number {
  const store = app.store();
  const previous = store.get(WINDOW_KEY);
  store.set(WINDOW_KEY, String(Date.now()));
  let deleted: number;
  try {
    const result = app
      .auxNonconcurrentDB()
      .newQuery(
        `DELETE FROM _logs WHERE id IN (SELECT id FROM _logs ORDER BY created DESC, id DESC LIMIT -1 OFFSET ${MAX_ROWS})`,
      )
      .execute();
    deleted = Number(result.rowsAffected());
  } catch (err) {
    // The rows stay, and so does their window (rows counted in the new one meanwhile are lost
    // from the count: a few at most, while the DELETE failed).
    if (previous === undefined || previous === null) store.remove(WINDOW_KEY);
    else store.set(WINDOW_KEY, previous);
    throw err;
  }
  store.remove(`${WINDOW_PREFIX}${String(previous ?? '')}`);
  return deleted;
}
