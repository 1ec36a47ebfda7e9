/**
 * Record updates and deletes run one at a time, each against the latest committed record
 * (docs/decisions/008-one-writer-and-the-first-admin.md).
 *
 * note: PocketBase resolves `images+` / `images-` against a copy of the record it read before
 * the write, outside any transaction (apis/record_crud.go, recordUpdate), and deletes the
 * removed files after the write. Two gallery edits at once therefore wrote lists built from the
 * same old copy: one edit lost, removed files listed again (issue 14). Running the whole
 * handler inside a transaction on PocketBase's single write connection makes the read, the
 * modifiers, the hooks' checks (the last approved admin) and the write one step.
 */

import type * as Content from '../../../shared/content';
import type * as Transactions from './transactions';

const transactions = (): typeof Transactions => require(`${__hooks}/lib/transactions.js`) as typeof Transactions;

/** PATCH and DELETE of one record: `/api/collections/{collection}/records/{id}`. */
const RECORD_PATH = /^\/api\/collections\/([^/]+)\/records\/([^/]+)\/?$/;

/** The collection and id a serialised write targets, or null for any other request. */
export function recordWriteTarget(method: string, path: string): { collection: string; id: string } | null {
  if (method !== 'PATCH' && method !== 'DELETE') return null;
  const match = RECORD_PATH.exec(path);
  if (!match) return null;
  return { collection: decodeURIComponent(match[1]), id: decodeURIComponent(match[2]) };
}

/**
 * Router middleware body: runs the rest of a record update or delete inside a transaction
 * and returns true; returns false (doing nothing) for every other request.
 *
 * An update may carry the `updated` value the client loaded (the admin forms send it): when the
 * record has changed since, it is refused with 409 and nothing is written. Every update's
 * `updated` is later than the one before it, so a version names one state. Without it the write
 * still applies to the latest record (modifiers, file removals), last writer wins per field.
 */
export function serialiseRecordWrite(e: core.RequestEvent): boolean {
  const request = e.request!;
  const target = recordWriteTarget(request.method, request.url!.path);
  if (!target) return false;
  // Read (and size-check) the whole body first: a slow upload must not hold every other writer.
  const body = e.requestInfo().body as Record<string, unknown>;
  const expected = request.method === 'PATCH' ? firstString(body.updated) : '';
  const app = e.app;
  try {
    transactions().writeTransaction(app, (txApp) => {
      if (request.method === 'PATCH') checkVersion(txApp, target.collection, target.id, expected);
      e.app = txApp;
      e.next();
    });
  } finally {
    e.app = app;
  }
  return true;
}

function firstString(value: unknown): string {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === 'string' ? value.trim() : '';
}

/** Longest wait for the clock to pass the record's last `updated` (a clock set back waits no longer). */
const MAX_CLOCK_WAIT_MS = 20;

/**
 * Refuses (409) an update whose `expected` version is not the record's latest, and makes sure the
 * update's own `updated` will be later than the latest: `updated` has millisecond precision, and
 * two saves of one record within the same millisecond would otherwise share a version.
 * A restore of an older version (lib/history.ts) is checked the same way.
 */
export function checkVersion(app: CoreApp, collection: string, id: string, expected: string): void {
  let latest: core.Record;
  try {
    latest = app.findRecordById(collection, id);
  } catch {
    return; // missing or not visible: PocketBase's own handler answers 404
  }
  if (!latest.collection().fields.getByName('updated')) return;
  const current = latest.getString('updated');
  if (expected && !sameInstant(current, expected)) {
    const content = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
    const message = content.staleMessage(latest.collection().name);
    throw new ApiError(409, message, { updated: new ValidationError('validation_stale_record', message) });
  }
  const wait = Date.parse(current.replace(' ', 'T')) - Date.now() + 1;
  if (wait > 0) sleep(Math.min(wait, MAX_CLOCK_WAIT_MS));
}

/** True when two PocketBase datetimes ("2026-01-02 03:04:05.678Z", or ISO with a "T") match. */
export function sameInstant(a: string, b: string): boolean {
  return a.replace('T', ' ') === b.replace('T', ' ');
}
