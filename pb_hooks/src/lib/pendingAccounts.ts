/**
 * Accounts nobody approved do not pile up (issue 14): an account left unapproved (never
 * approved, or revoked) with no change for longer than the operator's limit is deleted by a
 * daily cron job (`approval.pb.ts`). The age counts from the account's last change (`updated`),
 * so a revocation starts the clock again.
 */

/** Days an unapproved account is kept when PENDING_ACCOUNT_MAX_AGE_DAYS is not set. */
export const DEFAULT_PENDING_MAX_AGE_DAYS = 30;

/** The env variable that sets the age (in days, fractions allowed). */
export const PENDING_MAX_AGE_ENV = 'PENDING_ACCOUNT_MAX_AGE_DAYS';

/** The maximum age in days from the env variable's value; the default when unset or not a positive number. */
export function pendingMaxAgeDays(raw: string | undefined): number {
  const days = Number(raw);
  return raw && Number.isFinite(days) && days > 0 ? days : DEFAULT_PENDING_MAX_AGE_DAYS;
}

/** PocketBase's datetime text for `date` ("2026-01-02 03:04:05.678Z"), as stored and compared. */
export function pocketBaseDate(date: Date): string {
  return date.toISOString().replace('T', ' ');
}

/** Deletes the unapproved accounts unchanged for more than `maxAgeDays` before `now`; returns how many. */
export function removeStalePendingAccounts(app: CoreApp, maxAgeDays: number, now: Date): number {
  const cutoff = pocketBaseDate(new Date(now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000));
  const stale = app.findRecordsByFilter('users', 'approved = false && updated < {:cutoff}', 'updated', 0, 0, {
    cutoff,
  });
  let removed = 0;
  // note: plain index loop: Go slices in PocketBase's JSVM are not JS iterables.
  for (let i = 0; i < stale.length; i++) {
    app.delete(stale[i]!);
    removed++;
  }
  return removed;
}

/** The cron job's body: reads the age from the environment, deletes, logs what it did. */
export function runPendingAccountsCleanup(app: CoreApp): void {
  const days = pendingMaxAgeDays($os.getenv(PENDING_MAX_AGE_ENV));
  const removed = removeStalePendingAccounts(app, days, new Date());
  if (removed) app.logger().info('Removed unapproved accounts', 'count', removed, 'maxAgeDays', days);
}
