/**
 * The history of the site's content (issue 28, item 2, docs/decisions/020-history-and-restore.md):
 * each update of a record with history keeps its previous version, in the update's transaction
 * (so a save acknowledged has its version, and a version is never left without its save); a
 * restore sets an older version's values back, as one more update with its own version; a
 * delete takes the record's versions with it. The rules (what is kept, how long, what a restore
 * can bring back) are shared/history.ts.
 */
import type * as Content from '../../../shared/content';
import type * as History from '../../../shared/history';
import type * as Activity from './activity';
import type * as RecordWrites from './recordWrites';
import type * as Transactions from './transactions';

const transactions = (): typeof Transactions => require(`${__hooks}/lib/transactions.js`) as typeof Transactions;

const shared = (): typeof History => require(`${__hooks}/lib/shared/history.js`) as typeof History;

function parseJson(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The values a version keeps of `record` (shared/history.ts historyFields), as plain JS values. */
export function snapshot(record: core.Record): History.Snapshot {
  const { historyFields } = shared();
  const values: History.Snapshot = {};
  for (const [name, field] of historyFields(record.collection().name)) {
    if (field.type === 'number') values[name] = record.getFloat(name);
    else if (field.type === 'bool') values[name] = record.getBool(name);
    else if (field.type === 'json') values[name] = parseJson(record.getString(name));
    else if (field.type === 'file' && field.maxSelect !== 1) {
      const list = record.getStringSlice(name);
      const names: string[] = [];
      for (let i = 0; i < list.length; i++) names.push(String(list[i]));
      values[name] = names;
    } else values[name] = record.getString(name);
  }
  return values;
}

/**
 * Keeps `before`, the state of `record` that a change by `auth` replaced with `after`, and prunes
 * the record's history to its bounds. Nothing is kept when no kept field changed (a move, a
 * Published switch). `restoredFrom`: the version the change restored.
 */
export function keepVersion(
  app: CoreApp,
  auth: core.Record | null | undefined,
  record: core.Record,
  before: History.Snapshot,
  savedAt: string,
  restoredFrom = '',
): void {
  const { VERSIONS_COLLECTION, historyFields, changedFields, versionSize } = shared();
  const subject = record.collection().name;
  const after = snapshot(record);
  const changed = changedFields(
    before,
    after,
    historyFields(subject).map(([name]) => name),
  );
  if (!changed.length) return;
  const afterChanged: History.Snapshot = {};
  for (const name of changed) afterChanged[name] = after[name];
  const version = new Record(app.findCollectionByNameOrId(VERSIONS_COLLECTION));
  version.set('subject', subject);
  version.set('record', record.id);
  version.set('actor', auth ? auth.email() : '');
  version.set('actor_name', auth ? auth.getString('name') : '');
  version.set('saved_at', savedAt);
  version.set('changed', changed);
  version.set('data', before);
  version.set('after', afterChanged);
  version.set('size', versionSize(before, afterChanged));
  version.set('restored_from', restoredFrom);
  app.save(version);
  pruneVersions(app, subject, record.id);
}

/** Removes a record's versions beyond HISTORY_KEEP and HISTORY_BYTES, oldest first. */
export function pruneVersions(app: CoreApp, subject: string, recordId: string): void {
  const { VERSIONS_COLLECTION, HISTORY_SORT, versionsToKeep } = shared();
  const rows = app.findRecordsByFilter(
    VERSIONS_COLLECTION,
    'subject = {:subject} && record = {:record}',
    HISTORY_SORT,
    0,
    0,
    { subject, record: recordId },
  );
  const keep = versionsToKeep(rows.map((row) => row!.getInt('size')));
  for (let i = keep; i < rows.length; i++) app.delete(rows[i]!);
}

/**
 * onRecordUpdateRequest body for the collections with history: runs the rest of the update in a
 * transaction (joining the one lib/recordWrites.ts opened) and keeps the previous version there.
 * note: the update's record was read inside that transaction, so its original is the latest
 * committed state, not a copy another save has replaced since.
 */
export function keepPreviousVersion(e: core.RecordRequestEvent, next: () => void): void {
  const original = e.record!.original();
  const before = snapshot(original);
  const savedAt = original.getString('updated');
  const app = e.app;
  try {
    transactions().writeTransaction(app, (tx) => {
      e.app = tx;
      next();
      keepVersion(tx, e.auth, e.record!, before, savedAt);
    });
  } finally {
    e.app = app;
  }
}

/**
 * onRecordDelete body for the collections with history: a delete is permanent (the dialog says
 * so), and takes the record's versions with it, in the delete's transaction.
 */
export function forgetVersions(e: core.RecordEvent, next: () => void): void {
  const { VERSIONS_COLLECTION } = shared();
  next();
  e.app
    .db()
    .newQuery(`DELETE FROM {{${VERSIONS_COLLECTION}}} WHERE [[subject]] = {:subject} AND [[record]] = {:record}`)
    .bind({ subject: e.record!.collection().name, record: e.record!.id })
    .execute();
}

export const RESTORE_FORBIDDEN_MESSAGE = 'Only approved admins can restore a version.';

/** True when the record `id` that `field` of `subject` points at exists. */
function relationExists(app: CoreApp, subject: string, field: string, id: string): boolean {
  const content = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
  const declared = content.declarationOf(subject)?.fields[field];
  if (!declared || declared.type !== 'relation') return true;
  const target = declared.to in content.CONTENT ? content.collectionOf(declared.to as Content.ContentKey) : declared.to;
  try {
    app.findRecordById(target, id);
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/site/history/{id}/restore with {"updated": the record's `updated` as the screen
 * loaded it}: sets the version's values back on its record, in one transaction, as an update
 * (its own version, the activity log's "edited", the pages rendered again). Refused with 409 like
 * a stale save when the record changed since the screen loaded. Answers the record's new
 * `updated` and what could not come back (files and related records deleted since).
 */
export function restoreVersion(e: core.RequestEvent): void {
  const { HISTORY_COLLECTIONS } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
  const { VERSIONS_COLLECTION, RECORD_GONE_MESSAGE, RESTORE_BASE_MESSAGE, VERSION_GONE_MESSAGE, restorePlan } =
    shared();
  const { checkVersion } = require(`${__hooks}/lib/recordWrites.js`) as typeof RecordWrites;
  // note: asked before any lookup, so nobody else learns which versions exist.
  if (!e.hasSuperuserAuth() && !(e.auth && e.auth.getBool('approved'))) {
    throw new ForbiddenError(RESTORE_FORBIDDEN_MESSAGE);
  }
  const info = e.requestInfo();
  const body = (info.body || {}) as Record<string, unknown>;
  const expected = typeof body.updated === 'string' ? body.updated.trim() : '';
  if (!expected) throw new BadRequestError(RESTORE_BASE_MESSAGE);
  const id = e.request!.pathValue('id');
  let answer: Record<string, unknown> = {};
  transactions().writeTransaction(e.app, (tx) => {
    let version: core.Record;
    try {
      version = tx.findRecordById(VERSIONS_COLLECTION, id);
    } catch {
      throw new NotFoundError(VERSION_GONE_MESSAGE);
    }
    const subject = version.getString('subject');
    if (HISTORY_COLLECTIONS.indexOf(subject) < 0) throw new NotFoundError(VERSION_GONE_MESSAGE);
    let record: core.Record;
    try {
      record = tx.findRecordById(subject, version.getString('record'));
    } catch {
      throw new NotFoundError(RECORD_GONE_MESSAGE);
    }
    const rule = record.collection().updateRule;
    // note: a missing rule (null) lets only superusers.
    if (rule == null ? !e.hasSuperuserAuth() : !tx.canAccessRecord(record, info, rule)) {
      throw new ForbiddenError(RESTORE_FORBIDDEN_MESSAGE);
    }
    // The usual 409 safety: a restore onto a record changed since the screen loaded is refused.
    checkVersion(tx, subject, record.id, expected);
    const before = snapshot(record);
    const savedAt = record.getString('updated');
    const data = (parseJson(version.getString('data')) ?? {}) as History.Snapshot;
    const plan = restorePlan(subject, data, before, (field, target) => relationExists(tx, subject, field, target));
    for (const name of Object.keys(plan.values)) record.set(name, plan.values[name]);
    tx.save(record);
    keepVersion(tx, e.auth, record, before, savedAt, version.id);
    const activity = require(`${__hooks}/lib/activity.js`) as typeof Activity;
    activity.logActivity(tx, e.auth, 'edited', record);
    answer = { id: record.id, updated: record.getString('updated'), missing: plan.missing };
  });
  e.json(200, answer);
}
