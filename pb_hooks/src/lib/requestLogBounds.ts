/**
 * The request log's numbers and pure rules (lib/requestLog.ts applies them; docs/SECURITY.md,
 * "The request log", states them; the tests read them from here).
 */

/** The longest URL and message kept (characters); PocketBase keeps 3,000. */
export const URL_MAX = 300;
/** The longest referrer and user agent kept (characters); PocketBase keeps 2,000. */
export const HEADER_MAX = 200;
/** Rows of writes, errors (4xx but 429, 5xx) and app messages kept per client address and hour. */
export const NOTABLE_PER_HOUR = 100;
/** Rows of successful reads and of 429s kept per client address and hour. */
export const ROUTINE_PER_HOUR = 20;
/** Rows kept per hour from all clients together. */
export const ROWS_PER_HOUR = 10_000;
/** Client addresses counted one by one per hour; beyond, they share the address `*`. */
export const MAX_CLIENTS_PER_HOUR = 1_000;
/** Rows the table keeps (the oldest beyond are deleted every minute). */
export const MAX_ROWS = 20_000;
/**
 * The largest row `admitLogRow` lets through, in bytes of its JSON (measured in
 * tests/integration/request-log.test.ts with every text at its maximum).
 */
export const ROW_MAX_BYTES = 1_500;

/** The summary rows' type (data.type), written by `summarise`. */
export const SUMMARY_TYPE = 'requestLogSummary';

export type RowKind = 'notable' | 'routine';

/** What a log row is: routine for a successful read or any 429; notable for the rest (writes, errors, app messages). */
export function rowKind(type: string, method: string, status: number): RowKind {
  if (type !== 'request') return 'notable';
  if (status === 429) return 'routine';
  if (status >= 400) return 'notable';
  const reading = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  return reading ? 'routine' : 'notable';
}

/** `text` cut to `max` characters, with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The clock hour of `ms` (milliseconds since the epoch) as a store key part. */
export function hourOf(ms: number): string {
  return String(Math.floor(ms / 3_600_000));
}
