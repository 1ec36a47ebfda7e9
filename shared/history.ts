/**
 * The history of the site's content (issue 28, item 2, docs/decisions/020-history-and-restore.md):
 * what a version holds, how long versions are kept, what changed between two states and what a
 * restore can bring back. Pure: the hooks (pb_hooks/src/lib/history.ts) and the admin's History
 * screen (web/src/admin/history/) use the same rules.
 */
import { declarationOf, type Field } from './content';

/** The collection the versions are kept in (pb_migrations/1795393000_history.js). */
export const VERSIONS_COLLECTION = 'versions';

/** The newest versions kept per record; older ones are removed on the next write. */
export const HISTORY_KEEP = 20;

/**
 * The most bytes of versions kept per record (each version's `size`: its previous and new values
 * as JSON, UTF-8): a record edited with long texts keeps fewer than HISTORY_KEEP versions. The
 * newest version is always kept (one is at most ~50 KB: the longest record, in four-byte
 * characters, twice).
 */
export const HISTORY_BYTES = 256 * 1024;

/** Newest first: `saved_at` (the previous state's `updated`) grows with every save of a record. */
export const HISTORY_SORT = '-saved_at,-created';

/**
 * Fields a version leaves out: the staff order (moved by the list's buttons, not an edit) and
 * the Published switch (publishing is its own action; restoring old words must not take a page
 * off the site or put a draft on it).
 */
export const NOT_IN_HISTORY = ['position', 'published'];

/** A record's values of the fields a version keeps, by field name. */
export type Snapshot = Record<string, unknown>;

/** A stored version, as the API returns it. */
export interface Version {
  id: string;
  /** The collection's name. */
  subject: string;
  /** The record's id. */
  record: string;
  /** Who made the change away from this version: their email, and display name if any. */
  actor: string;
  actor_name: string;
  /** When this version had been saved (the record's `updated` then). */
  saved_at: string;
  /** When it was replaced: the change's time. */
  created: string;
  /** The fields the change changed. */
  changed: string[];
  /** This version: every kept field's value. */
  data: Snapshot;
  /** The changed fields' values after the change. */
  after: Snapshot;
  size: number;
  /** The version the change restored, when it was a restore. */
  restored_from: string;
}

/** The fields a version of `collection` keeps, with their declarations, in declared order. */
export function historyFields(collection: string): [string, Field][] {
  const declaration = declarationOf(collection);
  if (!declaration || !declaration.history) return [];
  return Object.keys(declaration.fields)
    .filter((name) => NOT_IN_HISTORY.indexOf(name) < 0)
    .map((name) => [name, declaration.fields[name]] as [string, Field]);
}

/** A value in a stable form for comparing: null for empty, keys sorted. */
function canonical(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object)
      .filter((k) => object[k] !== undefined && object[k] !== '')
      .sort();
    return keys.length ? `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(object[k])}`).join(',')}}` : 'null';
  }
  return JSON.stringify(value);
}

/** True when two values of a field read the same (an empty list, object or text are alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  const ca = canonical(a);
  const cb = canonical(b);
  return ca === cb || (ca === '[]' && cb === 'null') || (ca === 'null' && cb === '[]');
}

/** The fields of `names` whose values differ between two snapshots. */
export function changedFields(before: Snapshot, after: Snapshot, names: string[]): string[] {
  return names.filter((name) => !sameValue(before[name], after[name]));
}

/** The file names of a file field's value (one name or a list). */
export function fileNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value ? [value] : [];
}

/** What a change did to a file field: files added, files removed, the order of the rest changed. */
export interface FileChange {
  added: string[];
  removed: string[];
  reordered: boolean;
}

export function fileChange(before: unknown, after: unknown): FileChange {
  const old = fileNames(before);
  const now = fileNames(after);
  const added = now.filter((n) => old.indexOf(n) < 0);
  const removed = old.filter((n) => now.indexOf(n) < 0);
  const keptOld = old.filter((n) => now.indexOf(n) >= 0);
  const keptNow = now.filter((n) => old.indexOf(n) >= 0);
  return { added, removed, reordered: keptOld.join('/') !== keptNow.join('/') };
}

/** UTF-8 length of a text (goja has no TextEncoder). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair: one four-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The size a version counts against HISTORY_BYTES. */
export function versionSize(data: Snapshot, after: Snapshot): number {
  return utf8Length(JSON.stringify(data)) + utf8Length(JSON.stringify(after));
}

/**
 * How many of a record's versions to keep, given their sizes newest first: at most `keep`, and
 * no more than fit in `bytes` together (the newest always).
 */
export function versionsToKeep(sizesNewestFirst: number[], keep = HISTORY_KEEP, bytes = HISTORY_BYTES): number {
  let total = 0;
  let count = 0;
  for (const size of sizesNewestFirst) {
    if (count >= keep || (count > 0 && total + size > bytes)) break;
    total += size;
    count++;
  }
  return count;
}

/** What a restore could not bring back: a field and the values that are gone. */
export interface Missing {
  field: string;
  /** File names deleted since, or the id of a related record deleted since. */
  values: string[];
}

export interface RestorePlan {
  /** The values to set: the version's, but for what is gone. */
  values: Snapshot;
  /** What the version had that no longer exists (files, related records): not brought back. */
  missing: Missing[];
  /** Files the record has now that the version had not: a restore removes (deletes) them. */
  dropped: Missing[];
}

/**
 * What restoring `version` onto the record as it is now (`current`) sets. Files are kept by name:
 * a file the record no longer has was deleted (PocketBase deletes a removed file) and cannot come
 * back, so a gallery keeps the version's order of the photos still there, and a single file field
 * keeps its current file when the version's is gone. A relation to a record deleted since
 * (`exists` answers false) keeps its current value. Alt texts follow the files kept.
 */
export function restorePlan(
  collection: string,
  version: Snapshot,
  current: Snapshot,
  exists: (field: string, id: string) => boolean,
): RestorePlan {
  const values: Snapshot = {};
  const missing: Missing[] = [];
  const dropped: Missing[] = [];
  const fields = historyFields(collection);
  for (const [name, field] of fields) {
    if (!(name in version)) continue;
    const wanted = version[name];
    if (field.type === 'file') {
      const now = fileNames(current[name]);
      const old = fileNames(wanted);
      const gone = old.filter((n) => now.indexOf(n) < 0);
      const kept = old.filter((n) => now.indexOf(n) >= 0);
      if (gone.length) missing.push({ field: name, values: gone });
      if (field.maxSelect === 1) {
        // A single file that is gone: the current one stays (a required cover is never emptied).
        const value = gone.length ? (now[0] ?? '') : (kept[0] ?? '');
        values[name] = value;
        const lost = now.filter((n) => n !== value);
        if (lost.length) dropped.push({ field: name, values: lost });
      } else {
        values[name] = kept;
        const lost = now.filter((n) => kept.indexOf(n) < 0);
        if (lost.length) dropped.push({ field: name, values: lost });
      }
    } else if (field.type === 'relation') {
      const id = typeof wanted === 'string' ? wanted : '';
      if (id && !exists(name, id)) {
        missing.push({ field: name, values: [id] });
        values[name] = current[name] ?? '';
      } else values[name] = id;
    } else values[name] = wanted;
  }
  // Alt texts by file name follow the files the restore keeps.
  for (const [name, field] of fields) {
    if (field.type !== 'json' || !(name in values)) continue;
    const alt = values[name];
    const files = fileNames(values[name.replace(/_alt$/, '')]);
    if (!alt || typeof alt !== 'object' || Array.isArray(alt) || !files.length) continue;
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(alt)) if (files.indexOf(key) >= 0) kept[key] = (alt as Record<string, unknown>)[key];
    values[name] = kept;
  }
  return { values, missing, dropped };
}

/** The sentence a refused restore of a version no longer kept answers with. */
export const VERSION_GONE_MESSAGE = 'This version is no longer kept. Reload the history.';
/** The sentence a restore onto a deleted record answers with. */
export const RECORD_GONE_MESSAGE = 'This item was deleted. Deletes are permanent: it cannot be restored.';
/** A restore must say which copy of the record it was shown (the 409 safety of every save). */
export const RESTORE_BASE_MESSAGE = 'Say which copy of the record this restore is based on (its `updated`).';
