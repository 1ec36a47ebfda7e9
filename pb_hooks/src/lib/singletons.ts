/**
 * Single-record settings collections (docs/ARCHITECTURE.md, "Data model": enforced by the server, under concurrency).
 *
 * Every singleton record gets the same fixed primary key, so SQLite's own uniqueness
 * refuses a second row even when two creates race past the count check.
 */

import type * as Content from '../../../shared/content';

/** The settings collections that hold exactly one record (shared/content.ts, kind 'single'). */
export const SINGLETON_COLLECTIONS: string[] = (require(`${__hooks}/lib/shared/content.js`) as typeof Content)
  .SINGLETON_COLLECTIONS;

/** The id every singleton record gets (15 chars of [a-z0-9], like PocketBase's own ids). */
export const SINGLETON_ID = 'singletonrecord';

/** The 400 message for a second create. */
export function secondRecordMessage(collection: string): string {
  return `Only one ${collection} record may exist, and it already does: update it instead of creating another.`;
}

/** onRecordCreate body for singleton collections: refuse a second record, pin the id. */
export function guardSingletonCreate(e: core.RecordEvent, next: () => void): void {
  const name = e.record!.collection().name;
  if (e.app.countRecords(name) > 0) {
    throw new BadRequestError(secondRecordMessage(name));
  }
  e.record!.set('id', SINGLETON_ID);
  try {
    next();
  } catch (err) {
    // note: decided by the error, never by counting again: a write that failed for another
    // reason (the database locked by a command beside the server, a full disk) says so.
    if (isTakenId(err)) throw new BadRequestError(secondRecordMessage(name));
    throw err;
  }
}

/**
 * Whether a create failed because its id is taken: a concurrent create won the race and the
 * primary key refused this one (SQLite's constraint, as PocketBase words it for the field).
 */
export function isTakenId(err: unknown): boolean {
  const text = String(err);
  return /(^|[^\w])id: value must be unique/i.test(text) || /unique constraint failed: \w+\.id\b/i.test(text);
}
