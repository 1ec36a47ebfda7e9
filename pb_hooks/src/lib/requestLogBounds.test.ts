import { describe, expect, it } from 'vitest';
import {
  ALL_CLIENTS,
  APP_MESSAGES_PER_HOUR,
  COUNT_FIELDS,
  FIELD_MAX,
  MAX_CLIENTS_PER_HOUR,
  ROWS_BETWEEN_TRIMS,
  ROWS_PER_HOUR,
  ROW_FIXED_BYTES,
  ROW_MAX_BYTES,
  SUMMARY_TYPE,
  URL_MAX,
  cutToBytes,
  fitLogRow,
  hourOf,
  rowKind,
  storedBytes,
  summaryRow,
  type ClientCounts,
} from './requestLogBounds';

/** The bytes of `value` as JSON in UTF-8, as PocketBase stores a row's data (Go's JSON escapes no more). */
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Every kind of character that costs the most bytes stored: 4-byte, 3-byte, escaped, control, invalid. */
const WORST = '😀ü€"\\\t\u0001\ufffd\u2028<&';

/** A row as a visitor could make it with every text at PocketBase's own maximum and more. */
function worstRow(): { message: string; data: Record<string, unknown> } {
  const long = (n: number) => WORST.repeat(Math.ceil(n / WORST.length)).slice(0, n);
  return {
    message: `GET ${long(3_000)}`,
    data: {
      type: 'request',
      status: 400,
      method: `${'M'.repeat(50)}...`,
      userIP: '2001:0db8:0000:0000:0000:0000:0000:0001',
      remoteIP: '2001:0db8:0000:0000:0000:0000:0000:0002',
      auth: 'users',
      authId: 'abcdefghijklmno',
      execTime: -1.234567890123456e-300,
      url: long(3_000),
      error: long(5_000),
      details: { filter: long(5_000), nested: { more: [long(100), 1, true] } },
      userAgent: long(2_000),
      referer: long(2_000),
      meta: { anything: long(1_000) },
      [`extra${'k'.repeat(300)}`]: long(1_000),
    },
  };
}

/** A client's counts: `some`, the rest 0. */
function countsOf(some: Partial<ClientCounts>): ClientCounts {
  const counts = {} as ClientCounts;
  for (const field of COUNT_FIELDS) counts[field] = some[field] ?? 0;
  return counts;
}

/** The clock hour the summaries below are of. */
const hour = Date.UTC(2026, 10, 26, 13);

describe('the request log bounds', () => {
  it('counts writes, errors and app messages as notable; successful reads and every 429 as routine', () => {
    expect(rowKind('request', 'POST', 200)).toBe('notable');
    expect(rowKind('request', 'DELETE', 404)).toBe('notable');
    expect(rowKind('request', 'GET', 500)).toBe('notable');
    expect(rowKind('', '', 0)).toBe('notable');
    expect(rowKind('request', 'GET', 200)).toBe('routine');
    expect(rowKind('request', 'HEAD', 404)).toBe('notable');
    expect(rowKind('request', 'HEAD', 304)).toBe('routine');
    expect(rowKind('request', 'POST', 429)).toBe('routine');
  });

  it('names the clock hour of a time', () => {
    expect(hourOf(Date.UTC(2026, 10, 26, 13, 59, 59))).toBe(hourOf(Date.UTC(2026, 10, 26, 13, 0, 0)));
    expect(hourOf(Date.UTC(2026, 10, 26, 14, 0, 0))).not.toBe(hourOf(Date.UTC(2026, 10, 26, 13, 59, 59)));
  });

  it('counts the bytes a text takes stored, not its characters', () => {
    for (const text of ['plain', 'ü', '€', '😀', '"', '\\', 'a"b\\c', 'ünïcödé 😀 text']) {
      // JSON's own escapes and UTF-8, without the quotes around a string
      expect(storedBytes(text)).toBe(jsonBytes(text) - 2);
    }
    // a control character takes up to 6 (\u0001); U+FFFD stands for an invalid byte sent (3 as
    // stored); a text with an unpaired surrogate counts the most a unit can take
    expect(storedBytes('\u0001')).toBe(6);
    expect(storedBytes('\ufffd')).toBe(3);
    expect(storedBytes('a\ud800')).toBe(12);
  });

  it('cuts a text to bytes, with an ellipsis, never inside a character, and leaves a short one', () => {
    expect(cutToBytes('abcdef', 6)).toBe('abcdef');
    expect(cutToBytes('abcdefg', 6)).toBe('abc…');
    for (const max of [3, 4, 5, 10, 11, 200, 300]) {
      const cut = cutToBytes('😀'.repeat(200), max);
      expect(storedBytes(cut)).toBeLessThanOrEqual(max);
      expect(cut.endsWith('…')).toBe(true);
      // no half of a surrogate pair
      expect(cut.replace(/😀/g, '')).toBe('…');
    }
    expect(storedBytes(cutToBytes(WORST.repeat(100), URL_MAX))).toBeLessThanOrEqual(URL_MAX);
    // the longest prefix that fits: one character more would not
    const chars = Array.from(WORST);
    for (let seed = 1; seed <= 300; seed++) {
      // runs of one kind of character, then another: the guess from the average is off
      const text = Array.from(
        { length: 20 + seed },
        (_, i) => chars[(seed + Math.floor(i / ((seed % 40) + 1))) % chars.length],
      ).join('');
      for (const max of [FIELD_MAX, URL_MAX, 37]) {
        const cut = cutToBytes(text, max);
        if (cut === text) {
          expect(storedBytes(text)).toBeLessThanOrEqual(max);
          continue;
        }
        const kept = Array.from(cut.slice(0, -1));
        expect(storedBytes(cut)).toBeLessThanOrEqual(max);
        expect(text.startsWith(kept.join(''))).toBe(true);
        expect(storedBytes(`${kept.join('')}${Array.from(text)[kept.length]}…`)).toBeGreaterThan(max);
      }
    }
  });

  it('fits the worst row (every field long, non-ASCII, escaped) in ROW_MAX_BYTES, with each field in its own bound', () => {
    const { message, data } = worstRow();
    const fitted = fitLogRow(message, data)!;
    expect(fitted).not.toBeNull();
    expect(storedBytes(fitted.message)).toBeLessThanOrEqual(URL_MAX);
    expect(storedBytes(fitted.data.url as string)).toBeLessThanOrEqual(URL_MAX);
    for (const key of ['error', 'details', 'userAgent', 'referer', 'meta']) {
      expect(storedBytes(String(fitted.data[key])), key).toBeLessThanOrEqual(FIELD_MAX);
    }
    const stored = Buffer.byteLength(fitted.message, 'utf8') + jsonBytes(fitted.data) + ROW_FIXED_BYTES;
    expect(stored).toBeLessThanOrEqual(ROW_MAX_BYTES);
    // The fields an operator needs first are all there; what did not fit is said.
    for (const key of ['type', 'status', 'method', 'userIP', 'remoteIP', 'url', 'error', 'details', 'userAgent'])
      expect(fitted.data, key).toHaveProperty(key);
    expect(fitted.data.truncated).toBe(true);
  });

  it('fits any number of long fields in ROW_MAX_BYTES', () => {
    const data: Record<string, unknown> = { type: 'request' };
    for (let i = 0; i < 100; i++) data[`field${i}`] = WORST.repeat(50);
    const fitted = fitLogRow('x'.repeat(10_000), data)!;
    expect(Buffer.byteLength(fitted.message) + jsonBytes(fitted.data) + ROW_FIXED_BYTES).toBeLessThanOrEqual(
      ROW_MAX_BYTES,
    );
  });

  it('leaves a row within its bounds as it is', () => {
    expect(fitLogRow('GET /api/health', { type: 'request', status: 200, url: '/api/health', details: { a: 1 } })).toBe(
      null,
    );
  });

  it('summarises a client with its address, the hour, and what was left out by kind and status', () => {
    const counts = countsOf({
      keptNotable: 100,
      keptRoutine: 20,
      droppedNotable: 30,
      droppedRoutine: 1_200,
      dropped2xx3xx: 10,
      dropped4xx: 30,
      dropped429: 1_190,
    });
    const notice = summaryRow('203.0.113.7', counts, hour, false);
    expect(notice.message).toBe(
      '1230 requests from 203.0.113.7 not logged so far in the hour from 2026-11-26T13:00:00.000Z ' +
        '(30 writes and errors, 1200 reads and 429s; 10 2xx/3xx, 30 4xx, 1190 429); 120 logged',
    );
    expect(notice.data).toMatchObject({
      type: SUMMARY_TYPE,
      client: '203.0.113.7',
      hour: '2026-11-26T13:00:00.000Z',
      final: false,
      dropped: 1_230,
      kept: 120,
      droppedNotable: 30,
      droppedRoutine: 1_200,
      dropped429: 1_190,
    });
    expect(summaryRow('203.0.113.7', counts, hour, true).message).toMatch(/ not logged in the hour from /);
    expect(summaryRow('*', counts, hour, true).message).toMatch(
      new RegExp(`^1230 requests from further client addresses \\(over ${MAX_CLIENTS_PER_HOUR}\\) `),
    );
    expect(summaryRow('unknown', counts, hour, true).message).toMatch(/^1230 requests with no client address /);
    expect(summaryRow(ALL_CLIENTS, counts, hour, false).message).toBe(
      '1230 requests not logged so far in the hour from 2026-11-26T13:00:00.000Z, over the share of ' +
        `${ROWS_PER_HOUR} rows an hour and ${ROWS_BETWEEN_TRIMS} between trims for all clients together ` +
        '(30 writes and errors, 1200 reads and 429s; 10 2xx/3xx, 30 4xx, 1190 429)',
    );
  });

  it("words an app message's summary as app messages, not requests", () => {
    const counts = countsOf({ keptNotable: 20, droppedNotable: 5 });
    const row = summaryRow('app:Failed to send password reset email', counts, hour, false);
    expect(row.message).toBe(
      '5 app messages "Failed to send password reset email" not logged so far in the hour from ' +
        '2026-11-26T13:00:00.000Z; 20 logged',
    );
    expect(row.message).not.toMatch(/request/);
    expect(row.data).toMatchObject({ appMessage: 'Failed to send password reset email', dropped: 5, kept: 20 });
    expect(summaryRow('app:*', counts, hour, true).message).toBe(
      `5 further app messages (over ${APP_MESSAGES_PER_HOUR} different ones) not logged in the hour from ` +
        '2026-11-26T13:00:00.000Z; 20 logged',
    );
  });
});
