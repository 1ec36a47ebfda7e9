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
export function guardSingletonCreate(e: core.RecordEvent): void {
  const name = e.record!.collection().name;
  if (e.app.countRecords(name) > 0) {
    throw new BadRequestError(secondRecordMessage(name));
  }
  e.record!.set('id', SINGLETON_ID);
  try {
    e.next();
  } catch (err) {
    // A concurrent create won the race: the primary key refused this one.
    if (e.app.countRecords(name) > 0) {
      throw new BadRequestError(secondRecordMessage(name));
    }
    throw err;
  }
}
