/**
 * The request log's numbers and pure rules (lib/requestLog.ts applies them; docs/SECURITY.md,
 * "The request log", states them; the tests read them from here).
 */

/** The most bytes of the URL and of the message a row keeps (stored, UTF-8); PocketBase keeps 3,000 characters. */
export const URL_MAX = 300;
/**
 * The most bytes of any other field a row keeps: referrer, user agent, error, details (as
 * JSON), an app message's own fields.
 */
export const FIELD_MAX = 200;
/**
 * The most bytes a row takes as stored: its message, its data as JSON, its id, time and level
 * (ROW_FIXED_BYTES). Fields that would not fit are left out, the essential ones first kept.
 */
export const ROW_MAX_BYTES = 1_800;
/** A row's id (15), time (24) and level, with room to spare. */
export const ROW_FIXED_BYTES = 45;

/** Rows of writes, errors (4xx but 429, 5xx) and app messages with a client address kept per address and hour. */
export const NOTABLE_PER_HOUR = 100;
/** Rows of successful reads and of 429s kept per client address and hour. */
export const ROUTINE_PER_HOUR = 20;
/** Rows with a client address (or of requests without one) kept per hour from all clients together. */
export const ROWS_PER_HOUR = 10_000;
/** Client addresses counted one by one per hour; beyond, they share the address `*`. */
export const MAX_CLIENTS_PER_HOUR = 1_000;

/**
 * Rows of one app message (the app's own, with no client address: a failed mail, a failed
 * render) kept per hour, told apart by their first APP_KEY_CHARS characters.
 */
export const APP_PER_MESSAGE_PER_HOUR = 20;
/** Rows of app messages kept per hour, all messages together; not counted in ROWS_PER_HOUR. */
export const APP_PER_HOUR = 500;
/** Different app messages counted one by one per hour; beyond, they share one count. */
export const APP_MESSAGES_PER_HOUR = 50;
/** The characters of an app message that tell it apart from others. */
export const APP_KEY_CHARS = 80;

/** Rows the trim (every minute) leaves in the table: the newest. */
export const MAX_ROWS = 20_000;
/** Rows with a client address written between two trims; beyond, they are counted, not written, until the next trim. */
export const ROWS_BETWEEN_TRIMS = 1_000;
/** Summary rows written per run of the cron (the rest wait for the next run). */
export const SUMMARIES_PER_RUN = 200;
/**
 * The most rows the table holds at any time: the trim's MAX_ROWS, then between two trims at
 * most ROWS_BETWEEN_TRIMS rows with an address, APP_PER_HOUR app messages beyond them and one
 * run's summaries.
 */
export const TABLE_MAX_ROWS = MAX_ROWS + ROWS_BETWEEN_TRIMS + APP_PER_HOUR + SUMMARIES_PER_RUN;

/** The summary rows' type (data.type), written by `summarise`. */
export const SUMMARY_TYPE = 'requestLogSummary';
/** The client of requests logged without an address (PocketBase's "log IP" setting off). */
export const UNKNOWN_CLIENT = 'unknown';
/** The client that counts the addresses beyond MAX_CLIENTS_PER_HOUR. */
export const OTHER_CLIENTS = '*';
/**
 * The client that counts the rows left out, whoever sent them, because all clients together
 * were over ROWS_PER_HOUR or ROWS_BETWEEN_TRIMS (a client's own summary is for its own budget).
 */
export const ALL_CLIENTS = 'all';
/** The prefix of an app message's client (`app:<message>`), and the client of messages beyond APP_MESSAGES_PER_HOUR. */
export const APP_CLIENT = 'app:';
export const OTHER_APP_MESSAGES = 'app:*';

export type RowKind = 'notable' | 'routine';

/** What a log row is: routine for a successful read or any 429; notable for the rest (writes, errors, app messages). */
export function rowKind(type: string, method: string, status: number): RowKind {
  if (type !== 'request') return 'notable';
  if (status === 429) return 'routine';
  if (status >= 400) return 'notable';
  const reading = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  return reading ? 'routine' : 'notable';
}

/** The clock hour of `ms` (milliseconds since the epoch) as a store key part. */
export function hourOf(ms: number): string {
  return String(Math.floor(ms / 3_600_000));
}

/**
 * The bytes of `text` as the log stores it, at most: UTF-8, and within the data's JSON a quote
 * or backslash takes 2 and a control character up to 6. U+FFFD, which stands for an invalid
 * byte PocketBase was sent, takes 3. A text with an unpaired surrogate (no string from Go has
 * one) counts 6 a unit.
 *
 * note: counted on `encodeURIComponent` (each UTF-8 byte but the unreserved ASCII ones as
 * `%XX`) and regular expressions on its ASCII, which run in Go: a loop over the characters
 * costs ~1.4 µs each in the JSVM, 3 ms for a 2,000-character user agent.
 */
export function storedBytes(text: string): number {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    // URIError: an unpaired surrogate
    return 6 * text.length;
  }
  // `%XX` is one byte; `"` and `\` take one more in JSON, a control character up to 5 more
  let bytes = encoded.length - 2 * (encoded.split('%').length - 1);
  if (encoded.indexOf('%22') >= 0) bytes += encoded.split('%22').length - 1;
  if (encoded.indexOf('%5C') >= 0) bytes += encoded.split('%5C').length - 1;
  if (CONTROL.test(encoded)) bytes += 5 * (encoded.split(CONTROL).length - 1);
  return bytes;
}

/** A control character, URI-encoded. */
const CONTROL = /%[01][0-9A-F]/;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Whether `text` takes at most `max` stored bytes (storedBytes). */
export function fitsBytes(text: string, max: number): boolean {
  // a UTF-16 unit takes 1 to 6 bytes
  if (text.length * 6 <= max) return true;
  if (text.length > max) return false;
  return storedBytes(text) <= max;
}

/** `text` cut to at most `max` stored bytes (storedBytes), with an ellipsis when cut; never inside a character. */
export function cutToBytes(text: string, max: number): string {
  if (fitsBytes(text, max)) return text;
  const room = max - 3;
  // The longest prefix that fits, of `room` units at most (each takes a byte at least): guessed
  // from the bytes a unit takes on average, then found in halves between two bounds that each
  // unit taking 1 to 6 bytes gives (a few counts for a text of one kind of characters).
  const most = Math.min(text.length, room);
  const bytesOf = (units: number) => storedBytes(text.slice(0, units));
  const mostBytes = bytesOf(most);
  let fits: number;
  let over: number;
  if (mostBytes <= room) {
    fits = most;
    over = most + 1;
  } else {
    let guess = Math.floor((most * room) / mostBytes);
    if (isHighSurrogate(text.charCodeAt(guess - 1))) guess--;
    const guessBytes = bytesOf(guess);
    if (guessBytes <= room) {
      fits = guess;
      over = Math.min(most, guess + room - guessBytes) + 1;
    } else {
      fits = Math.max(0, guess - (guessBytes - room));
      over = guess;
    }
  }
  while (over - fits > 1) {
    let middle = (fits + over) >> 1;
    // not between the two halves of a surrogate pair
    if (isHighSurrogate(text.charCodeAt(middle - 1))) {
      if (middle + 1 < over) middle++;
      else if (middle - 1 > fits) middle--;
      else break;
    }
    if (bytesOf(middle) <= room) fits = middle;
    else over = middle;
  }
  if (isHighSurrogate(text.charCodeAt(fits - 1))) fits--;
  return `${text.slice(0, fits)}…`;
}

/** The fields an operator needs first, kept first when a row is over ROW_MAX_BYTES. */
const FIELD_ORDER = [
  'type',
  'status',
  'method',
  'userIP',
  'remoteIP',
  'auth',
  'authId',
  'execTime',
  'url',
  'error',
  'details',
  'userAgent',
  'referer',
];
/** What a row whose fields did not all fit says (its bytes are kept free for it). */
const TRUNCATED = 'truncated';
const TRUNCATED_BYTES = storedBytes(`"${TRUNCATED}":true`);

/** The stored bytes of a JSON value, at most (a number in Go's shortest form has at most 24 characters). */
function valueBytes(value: unknown): number {
  if (typeof value === 'string') return storedBytes(value) + 2;
  if (typeof value === 'number') return 24;
  if (typeof value === 'boolean') return 5;
  if (value === null || value === undefined) return 4;
  return storedBytes(JSON.stringify(value));
}

/**
 * A log row's message and data within the bounds: the message and URL cut to URL_MAX bytes,
 * every other field to FIELD_MAX (an object or list longer than that becomes its JSON, cut);
 * then, in FIELD_ORDER and the rest by name, the fields that fit in ROW_MAX_BYTES (a row that
 * lost one says `truncated: true`). Returns null when the row is within them as it is.
 */
export function fitLogRow(
  message: string,
  data: Record<string, unknown>,
): { message: string; data: Record<string, unknown> } | null {
  let changed = false;
  const fittedMessage = cutToBytes(message, URL_MAX);
  if (fittedMessage !== message) changed = true;
  // the braces, and the room for `truncated`
  let room = ROW_MAX_BYTES - ROW_FIXED_BYTES - storedBytes(fittedMessage) - 2 - TRUNCATED_BYTES - 1;
  const keys = Object.keys(data);
  const ordered = FIELD_ORDER.filter((k) => keys.indexOf(k) >= 0).concat(
    keys.filter((k) => FIELD_ORDER.indexOf(k) < 0).sort(),
  );
  const fitted: Record<string, unknown> = {};
  let truncated = false;
  for (const key of ordered) {
    const max = key === 'url' ? URL_MAX : FIELD_MAX;
    let value = data[key];
    if (typeof value === 'string') {
      const cut = cutToBytes(value, max);
      if (cut !== value) changed = true;
      value = cut;
    } else if (value !== null && typeof value === 'object') {
      const json = JSON.stringify(value);
      if (!fitsBytes(json, max)) {
        value = cutToBytes(json, max);
        changed = true;
      }
    }
    // "key":value,
    const bytes = storedBytes(key) + 3 + valueBytes(value) + 1;
    if (bytes > room) {
      truncated = true;
      changed = true;
      continue;
    }
    room -= bytes;
    fitted[key] = value;
  }
  if (truncated) fitted[TRUNCATED] = true;
  return changed ? { message: fittedMessage, data: fitted } : null;
}

/** The counts of one client in one hour (lib/requestLog.ts keeps them as one value of the hour's tally). */
export interface ClientCounts {
  keptNotable: number;
  keptRoutine: number;
  droppedNotable: number;
  droppedRoutine: number;
  /** Left out, by status: 1xx to 3xx, 4xx but 429, 429, 5xx (app messages have none). */
  dropped2xx3xx: number;
  dropped4xx: number;
  dropped429: number;
  dropped5xx: number;
}

/** The order of ClientCounts in the tally's value. */
export const COUNT_FIELDS: Array<keyof ClientCounts> = [
  'keptNotable',
  'keptRoutine',
  'droppedNotable',
  'droppedRoutine',
  'dropped2xx3xx',
  'dropped4xx',
  'dropped429',
  'dropped5xx',
];

/** The ClientCounts field that counts a dropped row of `status` (null: no status, an app message). */
export function droppedStatusField(status: number): keyof ClientCounts | null {
  if (status === 429) return 'dropped429';
  if (status >= 500) return 'dropped5xx';
  if (status >= 400) return 'dropped4xx';
  if (status >= 100) return 'dropped2xx3xx';
  return null;
}

/**
 * The summary row of `client` for the hour starting at `hourMs`: `final` once the hour is
 * over, else the first notice within it. The message says what was left out and what was
 * kept; the data has the same counts, for a filter.
 */
export function summaryRow(
  client: string,
  counts: ClientCounts,
  hourMs: number,
  final: boolean,
): { message: string; data: Record<string, unknown> } {
  const hour = new Date(hourMs).toISOString();
  const dropped = counts.droppedNotable + counts.droppedRoutine;
  const kept = counts.keptNotable + counts.keptRoutine;
  const when = `${final ? 'in' : 'so far in'} the hour from ${hour}`;
  const data: Record<string, unknown> = { type: SUMMARY_TYPE, hour, final, dropped, kept };
  if (client.indexOf(APP_CLIENT) === 0) {
    const which =
      client === OTHER_APP_MESSAGES
        ? `further app messages (over ${APP_MESSAGES_PER_HOUR} different ones)`
        : `app messages "${client.slice(APP_CLIENT.length)}"`;
    data.appMessage = client === OTHER_APP_MESSAGES ? '*' : client.slice(APP_CLIENT.length);
    return { message: `${dropped} ${which} not logged ${when}; ${kept} logged`, data };
  }
  if (client === ALL_CLIENTS) {
    const share = `${ROWS_PER_HOUR} rows an hour and ${ROWS_BETWEEN_TRIMS} between trims for all clients together`;
    data.client = client;
    for (const field of COUNT_FIELDS) if (field.indexOf('kept') !== 0) data[field] = counts[field];
    return {
      message: `${dropped} requests not logged ${when}, over the share of ${share} (${detail(counts)})`,
      data,
    };
  }
  const requests =
    client === OTHER_CLIENTS
      ? `requests from further client addresses (over ${MAX_CLIENTS_PER_HOUR})`
      : client === UNKNOWN_CLIENT
        ? 'requests with no client address'
        : `requests from ${client}`;
  data.client = client;
  for (const field of COUNT_FIELDS) if (field.indexOf('kept') !== 0) data[field] = counts[field];
  return { message: `${dropped} ${requests} not logged ${when} (${detail(counts)}); ${kept} logged`, data };
}

/** The rows left out by kind, then by status: "30 writes and errors, 1200 reads and 429s; 10 2xx/3xx, 1190 429". */
function detail(counts: ClientCounts): string {
  const statuses: string[] = [];
  const names: Array<[keyof ClientCounts, string]> = [
    ['dropped2xx3xx', '2xx/3xx'],
    ['dropped4xx', '4xx'],
    ['dropped429', '429'],
    ['dropped5xx', '5xx'],
  ];
  for (const [field, name] of names) if (counts[field]) statuses.push(`${counts[field]} ${name}`);
  const kinds = `${counts.droppedNotable} writes and errors, ${counts.droppedRoutine} reads and 429s`;
  return statuses.length ? `${kinds}; ${statuses.join(', ')}` : kinds;
}
