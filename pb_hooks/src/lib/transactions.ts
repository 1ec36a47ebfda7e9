/**
 * The hooks' transactions take SQLite's write lock before they read (issue 36, item 5;
 * docs/decisions/029-commands-beside-the-server.md).
 *
 * note: a transaction begins deferred: its first read takes a snapshot, its first write asks for
 * the lock. When another process commits in between (a command beside the server: `site admin
 * upsert`, PocketBase's `superuser upsert`), SQLite refuses that write at once with
 * SQLITE_BUSY_SNAPSHOT ("database is locked (517)"), which no busy timeout waits out: a staff
 * save or a quote request failed. A write that changes nothing, as the transaction's first
 * statement, takes the lock before any snapshot: the transaction waits for the other process
 * (PocketBase's busy timeout, 10 s, then its lock retries) and reads what it committed.
 */

/** A write that changes nothing: it only takes the write lock (PocketBase's own settings table). */
export const TAKE_WRITE_LOCK = 'DELETE FROM {{_params}} WHERE 0';

/**
 * Runs `fn` in a transaction that holds the write lock from its start (or in the transaction
 * `app` already is, which took it). Every transaction of the hooks opens here.
 */
export function writeTransaction(app: core.App, fn: (tx: core.App) => void): void {
  if (app.isTransactional()) {
    fn(app);
    return;
  }
  // eslint-disable-next-line no-restricted-properties -- the one place a transaction opens
  app.runInTransaction((tx) => {
    tx.db().newQuery(TAKE_WRITE_LOCK).execute();
    fn(tx);
  });
}
