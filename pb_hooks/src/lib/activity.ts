/**
 * The recent-activity log (issue 15, item 10, docs/decisions/012-accounts-uploads-activity.md):
 * every create, edit, publish, unpublish and delete of the site's content through the API, and
 * every move (lib/order.ts), approving or revoking an account and marking a quote request handled
 * or new again, adds one entry in the same transaction as the change. A change that
 * fails leaves no entry, and an entry that cannot be written fails the change: the client hears
 * success only after both are committed (PocketBase writes a record route's response after the
 * commit when the route runs in a transaction).
 */
import type * as Activity from '../../../shared/activity';
import type * as Transactions from './transactions';

const transactions = (): typeof Transactions => require(`${__hooks}/lib/transactions.js`) as typeof Transactions;

const shared = (): typeof Activity => require(`${__hooks}/lib/shared/activity.js`) as typeof Activity;

/**
 * Adds an entry for `action` on `record`, made by `auth` (null: a change no account made), through
 * `app` (a transaction's app, so the entry commits or rolls back with the change), and removes
 * what falls beyond the entries kept (ACTIVITY_KEEP_ENTRIES, shared/activity.ts).
 */
export function logActivity(
  app: CoreApp,
  auth: core.Record | null | undefined,
  action: Activity.ActivityAction,
  record: core.Record,
  label?: string,
): void {
  const { ACTIVITY_COLLECTION, ACTIVITY_KEEP_ENV, activityKeep, activityLabel } = shared();
  const subject = record.collection().name;
  const entry = new Record(app.findCollectionByNameOrId(ACTIVITY_COLLECTION));
  entry.set('actor', auth ? auth.email() : '');
  entry.set('action', action);
  entry.set('subject', subject);
  entry.set('record', record.id);
  entry.set('label', label ?? activityLabel(subject, (field) => record.getString(field)));
  app.save(entry);
  app
    .db()
    .newQuery(
      `DELETE FROM {{${ACTIVITY_COLLECTION}}} WHERE [[id]] IN ` +
        `(SELECT [[id]] FROM {{${ACTIVITY_COLLECTION}}} ORDER BY [[created]] DESC, [[id]] DESC LIMIT -1 OFFSET {:keep})`,
    )
    .bind({ keep: activityKeep($os.getenv(ACTIVITY_KEEP_ENV)) })
    .execute();
}

/**
 * What an update did: publishing or unpublishing when the Published switch changed, else an edit.
 * note: collections without `published` read false before and after.
 */
export function updateAction(before: boolean, after: boolean): Activity.ActivityAction {
  return switchAction(before, after, 'published', 'unpublished') ?? 'edited';
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest / onRecordDeleteRequest body for the logged
 * collections: runs the rest of the request (the save, the other hooks) in a transaction and logs
 * it there. An update or delete is already in one (lib/recordWrites.ts), which this joins.
 */
export function logRecordRequest(
  e: core.RecordRequestEvent,
  kind: 'create' | 'update' | 'delete',
  next: () => void,
): void {
  const wasPublished = kind === 'update' ? e.record!.original().getBool('published') : false;
  logInTransaction(
    e,
    (record) =>
      kind === 'create'
        ? 'created'
        : kind === 'delete'
          ? 'deleted'
          : updateAction(wasPublished, record.getBool('published')),
    next,
  );
}

/**
 * onRecordUpdateRequest body for the collections of ACTIVITY_SWITCHES (accounts, quote requests):
 * logs "approved"/"revoked" or "handled"/"reopened" when the update flips the switch, in the
 * update's transaction (lib/recordWrites.ts); any other update is not logged.
 */
export function logSwitchRequest(e: core.RecordRequestEvent, next: () => void): void {
  const { ACTIVITY_SWITCHES } = shared();
  const sw = ACTIVITY_SWITCHES[e.record!.collection().name];
  if (!sw) return next();
  const before = e.record!.original().getBool(sw.field);
  logInTransaction(e, (record) => switchAction(before, record.getBool(sw.field), sw.on, sw.off), next);
}

/** The action of an update of a switch from `before` to `after`: `on`, `off`, or none. */
export function switchAction(
  before: boolean,
  after: boolean,
  on: Activity.ActivityAction,
  off: Activity.ActivityAction,
): Activity.ActivityAction | null {
  if (before === after) return null;
  return after ? on : off;
}

/**
 * Runs the rest of the request in a transaction (joining the one it is already in) and, after the
 * save, logs what `action` makes of the saved record (nothing when it answers null) there too.
 */
function logInTransaction(
  e: core.RecordRequestEvent,
  action: (record: core.Record) => Activity.ActivityAction | null,
  next: () => void,
): void {
  logEntriesInTransaction(
    e,
    (record) => {
      const done = action(record);
      return done ? [{ action: done }] : [];
    },
    next,
  );
}

/** One entry to log about a saved record; `label` replaces the record's own. */
export interface EntryOf {
  action: Activity.ActivityAction;
  label?: string;
}

/**
 * Runs the rest of the request in a transaction (joining the one it is already in) and, after the
 * save, logs each entry `entries` makes of the saved record there too (lib/leads.ts).
 */
export function logEntriesInTransaction(
  e: core.RecordRequestEvent,
  entries: (record: core.Record) => EntryOf[],
  next: () => void,
): void {
  const app = e.app;
  try {
    transactions().writeTransaction(app, (tx) => {
      e.app = tx;
      next();
      for (const entry of entries(e.record!)) logActivity(tx, e.auth, entry.action, e.record!, entry.label);
    });
  } finally {
    e.app = app;
  }
}
