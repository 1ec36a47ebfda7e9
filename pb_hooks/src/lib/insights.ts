/**
 * Cookie-free counting (issue 29, decision 019): the beacon route adds one to a daily row
 * (day, kind, path) — no IP, cookie or other personal data is read or stored. Bots are skipped by
 * a documented rule (shared/insights.ts isBot); writes are bounded per second and rows per day,
 * so a flood makes counts approximate, never a disk filler; rows older than 400 days are removed.
 */
import type * as Insights from '../../../shared/insights';

const shared = (): typeof Insights => require(`${__hooks}/lib/shared/insights.js`) as typeof Insights;

const SECOND_KEY = 'site.insights.second';

/**
 * True while this second's writes are under the server-wide bound. The count lives in the app store
 * as one number, `second * 10000 + writes`, changed under the store's lock (setFunc): a read-then-set
 * let concurrent requests on other VMs through, and so did a request
 * that read the clock in one second and took the lock after the next had begun (CI saw 53 writes in a second).
 */
function underWriteBound(app: CoreApp, perSecond: number): boolean {
  let writes = 1;
  app.store().setFunc(SECOND_KEY, (old) => {
    const kept = Number(old) || 0;
    const keptSecond = Math.floor(kept / 10000);
    // the clock is read under the lock; a late request from the second before counts in the newer one
    const second = Math.max(Math.floor(Date.now() / 1000), keptSecond);
    writes = keptSecond === second ? (kept % 10000) + 1 : 1;
    return second * 10000 + Math.min(writes, 9999);
  });
  return writes <= perSecond;
}

/**
 * POST /api/site/beacon `{ "k": "view" | "whatsapp" | "call" | "quote", "p": "/path" }`:
 * 400 for junk (an unknown kind, a path that is not a public page's); 204 otherwise, counted
 * unless it comes from a bot, the second's writes are spent, or the day's rows are full.
 */
export function countBeacon(e: core.RequestEvent): void {
  const { COUNT_KINDS, countedPath } = shared();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(toString(e.request!.body)) as Record<string, unknown>;
  } catch {
    throw new BadRequestError('The count is not JSON.');
  }
  const kind = body && body.k;
  const path = countedPath(body && body.p);
  if (typeof kind !== 'string' || (COUNT_KINDS as readonly string[]).indexOf(kind) < 0 || !path) {
    throw new BadRequestError('Unknown count.');
  }
  e.response.header().set('Cache-Control', 'no-store');
  addCount(e.app, kind, path, e.request!.header.get('User-Agent') || '');
  e.noContent(204);
}

/**
 * Adds one to the day's count of `kind` on `path` (a counted path), unless `userAgent` is a bot's,
 * the second's writes are spent, or the day's rows are full: the beacon's, and a quote form sent
 * without JavaScript (lib/quoteForm.ts), which has no page script to send one.
 */
export function addCount(app: CoreApp, kind: string, path: string, userAgent: string): void {
  const { COUNTS_COLLECTION, INSIGHT_LIMITS, countDay, isBot } = shared();
  if (isBot(userAgent) || !underWriteBound(app, INSIGHT_LIMITS.writesPerSecond)) return;
  const day = countDay(Date.now());
  const now = new Date().toISOString().replace('T', ' ');
  const db = app.db();
  const updated = db
    .newQuery(
      `UPDATE {{${COUNTS_COLLECTION}}} SET [[count]] = [[count]] + 1, [[updated]] = {:now} WHERE [[day]] = {:day} AND [[kind]] = {:kind} AND [[path]] = {:path}`,
    )
    .bind({ now, day, kind, path })
    .execute();
  if (updated.rowsAffected() === 0) {
    const rows = app.countRecords(COUNTS_COLLECTION, $dbx.hashExp({ day }));
    if (rows < INSIGHT_LIMITS.rowsPerDay) {
      // note: two first counts of the same row at once both find nothing to update; the second
      // insert then adds to the row the first made (an INSERT OR IGNORE had dropped it).
      db.newQuery(
        `INSERT INTO {{${COUNTS_COLLECTION}}} ([[id]], [[day]], [[kind]], [[path]], [[count]], [[created]], [[updated]]) VALUES ({:id}, {:day}, {:kind}, {:path}, 1, {:now}, {:now})
         ON CONFLICT ([[day]], [[kind]], [[path]]) DO UPDATE SET [[count]] = [[count]] + 1, [[updated]] = {:now}`,
      )
        .bind({
          id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'),
          day,
          kind,
          path,
          now,
        })
        .execute();
    }
  }
}

/** The daily cron: removes rows older than INSIGHT_LIMITS.keepDays. */
export function pruneCounts(app: CoreApp): void {
  const { COUNTS_COLLECTION, INSIGHT_LIMITS, countDay } = shared();
  const oldest = countDay(Date.now() - INSIGHT_LIMITS.keepDays * 86400_000);
  app.db().newQuery(`DELETE FROM {{${COUNTS_COLLECTION}}} WHERE [[day]] < {:oldest}`).bind({ oldest }).execute();
}
