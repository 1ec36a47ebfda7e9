/**
 * Cookie-free counting (issue 29, decision 019): the beacon route adds one to a daily row
 * (day, kind, path) — no IP, cookie or other personal data is read or stored. Bots are skipped by
 * a documented rule (shared/insights.ts isBot); only the site's own pages are counted and writes
 * are bounded per second, so a flood makes counts approximate (and the day says so), never a disk
 * filler; rows older than 400 days are removed.
 */
import type * as Insights from '../../../shared/insights';
import type * as Routes from '../../../shared/routes';
import type * as Pages from './pages';
import type * as SuccessLog from './successLog';

const shared = (): typeof Insights => require(`${__hooks}/lib/shared/insights.js`) as typeof Insights;
const pages = (): typeof Pages => require(`${__hooks}/lib/pages.js`) as typeof Pages;

const SECOND_KEY = 'site.insights.second';

/**
 * The place of this write of `kind` in the current second, server-wide (1 for the first). The
 * count lives in the app store as one number per kind, `second * 10000 + writes`, changed under
 * the store's lock (setFunc): a read-then-set let concurrent requests on other VMs through, and so
 * did a request that read the clock in one second and took the lock after the next had begun (CI
 * saw 53 writes in a second). Once more than `max` have their place in this second, a beacon
 * only reads: one write under that lock for each beacon of a flood queued every request behind
 * it (decision 043).
 */
function writeInSecond(app: CoreApp, kind: string, max: number): number {
  const key = `${SECOND_KEY}.${kind}`;
  const store = app.store();
  const seen = Number(store.get(key)) || 0;
  if (Math.floor(seen / 10000) === Math.floor(Date.now() / 1000) && seen % 10000 > max) return (seen % 10000) + 1;
  let writes = 1;
  store.setFunc(key, (old) => {
    const kept = Number(old) || 0;
    const keptSecond = Math.floor(kept / 10000);
    // the clock is read under the lock; a late request from the second before counts in the newer one
    const second = Math.max(Math.floor(Date.now() / 1000), keptSecond);
    writes = keptSecond === second ? (kept % 10000) + 1 : 1;
    return second * 10000 + Math.min(writes, 9999);
  });
  return writes;
}

/**
 * True when the rendered site has a page at `path` (already of a page's shape, countedPath), in
 * any language: one of its pages without parameters (shared/routes.ts), or the canonical path of
 * a category or project the last render listed (`<data dir>/site/_paths.json`, lib/pages.ts
 * isListedPage).
 */
function isSitePage(app: CoreApp, path: string): boolean {
  const { matchPublicRoute } = require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
  const match = matchPublicRoute(path);
  if (!match) return false;
  if (match.screen === 'category') return pages().isListedPage(app, 'categories', match.params.category!, path);
  if (match.screen === 'project') return pages().isListedPage(app, 'projects', match.params.projectId!, path);
  return true;
}

/** Adds one to the day's row of (kind, path), making it when it is the first. */
function addOne(app: CoreApp, day: string, kind: string, path: string): void {
  const { COUNTS_COLLECTION } = shared();
  const now = new Date().toISOString().replace('T', ' ');
  // note: two first counts of the same row at once: the second insert adds to the row the first
  // made (an INSERT OR IGNORE had dropped it).
  app
    .db()
    .newQuery(
      `INSERT INTO {{${COUNTS_COLLECTION}}} ([[id]], [[day]], [[kind]], [[path]], [[count]], [[created]], [[updated]]) VALUES ({:id}, {:day}, {:kind}, {:path}, 1, {:now}, {:now})
       ON CONFLICT ([[day]], [[kind]], [[path]]) DO UPDATE SET [[count]] = [[count]] + 1, [[updated]] = {:now}`,
    )
    .bind({ id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'), day, kind, path, now })
    .execute();
}

/**
 * POST /api/site/beacon `{ "k": "view" | "whatsapp" | "call" | "quote", "p": "/path" }`:
 * 400 for junk (an unknown kind, a path that is not a public page's shape); 204 otherwise,
 * counted when the site has that page (issue 38: made-up project paths had filled the day's
 * rows, and real taps went uncounted), it does not come from a bot, and the second's writes of
 * its kind are not spent; the first count dropped in a second marks the day capped (CAPPED_KIND),
 * which the dashboard shows. A 204 leaves no row in the request log.
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
  // note: a beacon answered 204 leaves no row in the request log: a flood of beacons ran at
  // 1,544 req/s with its rows, 4,012 without (decision 046). A refused one is still logged.
  (require(`${__hooks}/lib/successLog.js`) as typeof SuccessLog).leaveOutOfLog(e);
  addCount(e.app, kind, path, e.request!.header.get('User-Agent') || '');
  e.noContent(204);
}

/**
 * Adds one to the day's count of `kind` on `path` (a counted path): the beacon's, and a quote
 * form sent without JavaScript (lib/quoteForm.ts), which has no page script to send one. Not
 * when `userAgent` is a bot's or the site has no page at `path`; when the second's writes of
 * `kind` are spent, the first count dropped marks the day capped (CAPPED_KIND).
 */
export function addCount(app: CoreApp, kind: string, path: string, userAgent: string): void {
  const { INSIGHT_LIMITS, CAPPED_KIND, CAPPED_PATH, countDay, isBot } = shared();
  if (isBot(userAgent) || !isSitePage(app, path)) return;
  const day = countDay(Date.now());
  // The second's writes, then the one that marks the day capped; past those a beacon writes nothing.
  const place = writeInSecond(app, kind, INSIGHT_LIMITS.writesPerSecond + 1);
  if (place <= INSIGHT_LIMITS.writesPerSecond) addOne(app, day, kind, path);
  else if (place === INSIGHT_LIMITS.writesPerSecond + 1) addOne(app, day, CAPPED_KIND, CAPPED_PATH);
}

/**
 * For responses.pb.ts: answers `POST /api/site/beacon` on the middleware's own VM and returns
 * true (its route's handler would hold a second VM while the middleware's waits: at 100
 * connections the pool ran dry and new VMs loaded the libraries again; issue 38).
 */
export function answerBeacon(e: core.RequestEvent, method: string, path: string): boolean {
  if (method !== 'POST' || path !== shared().BEACON_ROUTE) return false;
  countBeacon(e);
  return true;
}

/** The daily cron: removes rows older than INSIGHT_LIMITS.keepDays. */
export function pruneCounts(app: CoreApp): void {
  const { COUNTS_COLLECTION, INSIGHT_LIMITS, countDay } = shared();
  const oldest = countDay(Date.now() - INSIGHT_LIMITS.keepDays * 86400_000);
  app.db().newQuery(`DELETE FROM {{${COUNTS_COLLECTION}}} WHERE [[day]] < {:oldest}`).bind({ oldest }).execute();
}
