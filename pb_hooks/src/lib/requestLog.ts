/**
 * The request log's bounds (issue 26, item 1; docs/SECURITY.md, "The request log"). PocketBase
 * writes one row per request into auxiliary.db (`_logs`), 429 answers included, with URLs of
 * up to 3,000 characters: one address flooding for 10 s added 66.7 MB. Every log row passes
 * `admitLogRow` (request-log.pb.ts, a model hook on `_logs`) before it is written:
 *
 * - its texts are cut to bytes as stored (requestLogBounds `fitLogRow`): a row takes at most
 *   ROW_MAX_BYTES;
 * - per client address and clock hour, at most NOTABLE_PER_HOUR rows of what an operator
 *   needs (writes, errors but 429s, app messages sent while answering that client) and
 *   ROUTINE_PER_HOUR of the rest (successful reads, every 429); all clients together at most
 *   ROWS_PER_HOUR rows an hour, the addresses beyond MAX_CLIENTS_PER_HOUR counted as one (`*`);
 * - the app's own messages (no client address) have budgets of their own, per message and in
 *   all, that no flood of requests uses up;
 * - between two trims at most ROWS_BETWEEN_TRIMS rows with an address are written, and the
 *   trim (cron every minute) keeps the newest MAX_ROWS rows: the table never holds more than
 *   TABLE_MAX_ROWS;
 * - what is over is counted, not written; the same cron writes one summary row for a client
 *   within a minute of its first row left out, and a final one once the hour is over if more
 *   were left out after it (`summarise`).
 */

import type * as Bounds from './requestLogBounds';

const {
  NOTABLE_PER_HOUR,
  ROUTINE_PER_HOUR,
  ROWS_PER_HOUR,
  MAX_CLIENTS_PER_HOUR,
  APP_PER_MESSAGE_PER_HOUR,
  APP_PER_HOUR,
  APP_MESSAGES_PER_HOUR,
  APP_KEY_CHARS,
  MAX_ROWS,
  ROWS_BETWEEN_TRIMS,
  SUMMARIES_PER_RUN,
  SUMMARY_TYPE,
  UNKNOWN_CLIENT,
  OTHER_CLIENTS,
  ALL_CLIENTS,
  APP_CLIENT,
  OTHER_APP_MESSAGES,
  COUNT_FIELDS,
  droppedStatusField,
  fitLogRow,
  hourOf,
  rowKind,
  summaryRow,
} = require(`${__hooks}/lib/requestLogBounds.js`) as typeof Bounds;

/**
 * `requestLog:<hour>` holds the hour's tally (`hourTally`): its totals under TOTALS, each client's
 * counts under `client:<client>`.
 */
const STORE_PREFIX = 'requestLog:';
const TOTALS = 'totals';
const CLIENT_PREFIX = 'client:';
/** `requestLogReported:<hour>:<client>`: the rows left out that the client's last summary told of. */
const REPORTED_PREFIX = 'requestLogReported:';
/** The current window's id (set by each trim); `requestLogWindow:<id>` counts its rows. */
const WINDOW_KEY = 'requestLogWindow';
const WINDOW_PREFIX = 'requestLogWindow:';

/** The hour's totals, in their store value's order. */
const REQUEST_ROWS = 0;
const CLIENTS = 1;
const APP_ROWS = 2;
const APP_MESSAGES = 3;

type LogData = { get(key: string): unknown };

/**
 * Numbers kept as one string (a value kept for other VMs must be a Go value: a JS object would
 * belong to the VM that made it), `length` of them.
 */
function readCounts(value: unknown, length: number): number[] {
  const counts = typeof value === 'string' ? value.split(',').map(Number) : [];
  while (counts.length < length) counts.push(0);
  return counts;
}

/**
 * The hour's counts, in a map of their own: a Record that is never saved, used for its custom
 * data (`getRaw`, `setRaw`, `customData`), which has a lock of its own. note: not in the app's
 * store: a row left out writes its client's count, one write for each request of a flood, and
 * every request reads the app's store (PocketBase's rate limiter and collection lookups among
 * them); its writes queued every request behind them (the 429 flood at ~1,400 req/s and up to
 * 222 MB; decision 044). Only the log's writer, one row after another, and the cron take this one.
 */
function hourTally(store: ReturnType<CoreApp['store']>, hour: string): core.Record {
  const key = STORE_PREFIX + hour;
  return (store.get(key) || store.getOrSet(key, () => new Record(new Collection()))) as core.Record;
}

/** Counts a row in the current window between trims if it has fewer than `max` (Infinity: always); whether it was counted. */
function takeWindowRow(store: ReturnType<CoreApp['store']>, max: number): boolean {
  const key = WINDOW_PREFIX + String(store.get(WINDOW_KEY) ?? '');
  const rows = Number(store.get(key) ?? 0);
  if (rows >= max) return false;
  store.set(key, rows + 1);
  return true;
}

/** Counts a row left out in `counts` (a ClientCounts store value): by kind, and by status. */
function countDropped(counts: number[], kind: Bounds.RowKind, status: number): void {
  counts[COUNT_FIELDS.indexOf(kind === 'notable' ? 'droppedNotable' : 'droppedRoutine')]++;
  const byStatus = droppedStatusField(status);
  if (byStatus) counts[COUNT_FIELDS.indexOf(byStatus)]++;
}

/**
 * Cuts the row's texts to their bounds (requestLogBounds `fitLogRow`).
 *
 * note: ~1.5 ms for a row whose every text is long (measured in the JSVM, most of it counting
 * bytes), for the rows written only: ROWS_BETWEEN_TRIMS a minute at most.
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
 * note: every row of a flood comes here, so a row left out costs few calls into Go (~5-10 µs
 * each): the decision is taken on four fields and three values of the hour's tally, and only a
 * row that is written has its texts read and cut or counts in the app's store (its window).
 * PocketBase writes the rows of a batch one after another in one transaction of the auxiliary
 * database (one connection), so the counts are read and written without a lock of their own;
 * only the cron (another goroutine) sets the window and the reports.
 */
export function admitLogRow(app: CoreApp, log: core.Log): boolean {
  const data = log.data as unknown as LogData;
  const type = String(data.get('type') ?? '');
  const store = app.store();
  if (type === SUMMARY_TYPE) {
    takeWindowRow(store, Infinity);
    fitRow(log);
    return true;
  }
  const address = String(data.get('userIP') || data.get('remoteIP') || '');
  const request = type === 'request';
  // The app's own message, not sent while answering a client (those carry its address).
  const appMessage = !address && !request;
  const status = request ? Number(data.get('status') ?? 0) : 0;
  const kind = rowKind(type, request ? String(data.get('method') ?? '') : '', status);
  const tally = hourTally(store, hourOf(Date.now()));
  const totals = readCounts(tally.getRaw(TOTALS), 4);
  let totalsChanged = false;
  const client = address || (request ? UNKNOWN_CLIENT : APP_CLIENT + String(log.message).slice(0, APP_KEY_CHARS));
  let clientKey = CLIENT_PREFIX + client;
  let stored = tally.getRaw(clientKey);
  if (stored === undefined || stored === null) {
    const slot = appMessage ? APP_MESSAGES : CLIENTS;
    if (totals[slot] >= (appMessage ? APP_MESSAGES_PER_HOUR : MAX_CLIENTS_PER_HOUR)) {
      clientKey = CLIENT_PREFIX + (appMessage ? OTHER_APP_MESSAGES : OTHER_CLIENTS);
      stored = tally.getRaw(clientKey);
    } else {
      totals[slot]++;
      totalsChanged = true;
    }
  }
  const counts = readCounts(stored, COUNT_FIELDS.length);
  const kept = COUNT_FIELDS.indexOf(kind === 'notable' ? 'keptNotable' : 'keptRoutine');
  const withinOwn =
    counts[kept] < (appMessage ? APP_PER_MESSAGE_PER_HOUR : kind === 'notable' ? NOTABLE_PER_HOUR : ROUTINE_PER_HOUR);
  // App messages have room of their own in a window, beyond what rows with an address take.
  const admitted =
    withinOwn &&
    (appMessage ? totals[APP_ROWS] < APP_PER_HOUR : totals[REQUEST_ROWS] < ROWS_PER_HOUR) &&
    takeWindowRow(store, ROWS_BETWEEN_TRIMS + (appMessage ? APP_PER_HOUR : 0));
  if (admitted) {
    counts[kept]++;
    totals[appMessage ? APP_ROWS : REQUEST_ROWS]++;
    totalsChanged = true;
  }
  // A row over the share of all clients together is told of once for all, not by each client.
  const overShare = !admitted && withinOwn && !appMessage;
  if (!admitted && !overShare) countDropped(counts, kind, status);
  if (!overShare || stored === undefined || stored === null) tally.setRaw(clientKey, counts.join(','));
  if (overShare) {
    const allKey = CLIENT_PREFIX + ALL_CLIENTS;
    const all = readCounts(tally.getRaw(allKey), COUNT_FIELDS.length);
    countDropped(all, kind, status);
    tally.setRaw(allKey, all.join(','));
  }
  if (totalsChanged) tally.setRaw(TOTALS, totals.join(','));
  if (admitted) fitRow(log);
  return admitted;
}

/**
 * Writes the summaries due, SUMMARIES_PER_RUN at most (the rest wait for the next run): for a
 * past hour, a final one per client that had more rows left out than its last summary said; for
 * the current hour, a first one per client that has rows left out and none yet. A past hour with
 * nothing left to tell is removed, with what its summaries told. Returns how many were written.
 */
export function summarise(app: CoreApp, now = Date.now()): number {
  const store = app.store();
  const current = Number(hourOf(now));
  const all = store.getAll() as Record<string, unknown>;
  const window = `${WINDOW_PREFIX}${String(all[WINDOW_KEY] ?? '')}`;
  const due: Array<{ hour: number; client: string; counts: number[]; dropped: number; final: boolean }> = [];
  const done: number[] = [];
  for (const key of Object.keys(all)) {
    // a window's count left behind (a row counted while the trim started the next one)
    if (key.indexOf(WINDOW_PREFIX) === 0 && key !== window) store.remove(key);
    if (key.indexOf(STORE_PREFIX) !== 0) continue;
    const hour = Number(key.slice(STORE_PREFIX.length));
    const past = hour < current;
    const tally = (all[key] as core.Record).customData() as Record<string, unknown>;
    let untold = false;
    for (const name of Object.keys(tally)) {
      if (name.indexOf(CLIENT_PREFIX) !== 0) continue;
      const client = name.slice(CLIENT_PREFIX.length);
      const counts = readCounts(tally[name], COUNT_FIELDS.length);
      const dropped = counts[COUNT_FIELDS.indexOf('droppedNotable')] + counts[COUNT_FIELDS.indexOf('droppedRoutine')];
      const reported = Number(store.get(`${REPORTED_PREFIX}${hour}:${client}`) ?? 0);
      if (dropped > reported && (past || reported === 0)) {
        due.push({ hour, client, counts, dropped, final: past });
        untold = true;
      }
    }
    if (past && !untold) done.push(hour);
  }
  for (const hour of done) {
    store.remove(`${STORE_PREFIX}${hour}`);
    for (const key of Object.keys(all)) if (key.indexOf(`${REPORTED_PREFIX}${hour}:`) === 0) store.remove(key);
  }
  // Past hours first, oldest first: their counts are complete.
  due.sort((a, b) => a.hour - b.hour);
  const written = Math.min(due.length, SUMMARIES_PER_RUN);
  for (let i = 0; i < written; i++) {
    const { hour, client, counts: values, dropped, final } = due[i];
    const counts = {} as Bounds.ClientCounts;
    COUNT_FIELDS.forEach((field, n) => (counts[field] = values[n]));
    const row = summaryRow(client, counts, hour * 3_600_000, final);
    const attrs: unknown[] = [];
    for (const name of Object.keys(row.data)) attrs.push(name, row.data[name]);
    app.logger().warn(row.message, ...attrs);
    // A final summary is told once too: the hour is removed at the next run.
    store.set(`${REPORTED_PREFIX}${hour}:${client}`, dropped);
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
