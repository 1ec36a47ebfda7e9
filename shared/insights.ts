/**
 * Cookie-free insights (issue 29, items 4 and 5; decision 019): what the public pages count and
 * how the server bounds it. Pure code: the page script, the hooks and the dashboard share it.
 */
import { matchPublicRoute, pathOf } from './routes';

/** What is counted: a page view, a tap on WhatsApp or Call, a sent quote request. */
export const COUNT_KINDS = ['view', 'whatsapp', 'call', 'quote'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** The route the page script sends a count to (navigator.sendBeacon, JSON `{ k, p }`). */
export const BEACON_ROUTE = '/api/site/beacon';

/** The collection of daily counts: one row per day, kind and path, read by approved staff. */
export const COUNTS_COLLECTION = 'site_counts';

/**
 * The kind of the row that says a day's counts were capped (issue 38): its count is the number
 * of seconds in which a kind's writes were spent and counts were dropped. Its path is CAPPED_PATH.
 */
export const CAPPED_KIND = 'capped';
export const CAPPED_PATH = '*';

/** One daily row, as approved staff read it. */
export interface SiteCount {
  id: string;
  day: string;
  kind: CountKind | typeof CAPPED_KIND;
  path: string;
  count: number;
}

export const INSIGHT_LIMITS = {
  /** Days a daily row is kept. */
  keepDays: 400,
  /**
   * Counts of one kind written per second, server-wide; beyond, they are dropped (approximate
   * under attack) and the day is marked capped. Per kind, so a flood of views leaves room for
   * the taps. Only the site's own pages are counted (issue 38), so a day holds at most one row
   * per kind and page, and one CAPPED_KIND row: made-up paths add none.
   */
  writesPerSecond: 20,
} as const;

/** A category's slug and a project's id as the site makes them (pb_hooks/src/lib/slug.ts, PocketBase ids). */
const PARAMS: Record<string, RegExp> = { category: /^[a-z0-9-]{1,80}$/, projectId: /^[a-z0-9]{15}$/ };

/**
 * The path to count for `path`, or null when it is not a public page's: one of the site's
 * canonical page shapes in any language (the route table, shared/routes.ts), no query, no admin.
 * The server counts one only when the rendered site has that page (pb_hooks/src/lib/insights.ts).
 */
export function countedPath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 200) return null;
  const match = matchPublicRoute(path);
  if (!match) return null;
  for (const name of Object.keys(match.params)) if (!PARAMS[name]?.test(match.params[name]!)) return null;
  return pathOf(match.screen, match.params, match.language) === path ? path : null;
}

/**
 * The documented bot rule: a request counts only when its User-Agent names a browser engine
 * ("Mozilla/") and none of the words crawlers and tools announce themselves with.
 */
const BOT_WORDS =
  /bot|crawl|spider|slurp|fetch|preview|headless|lighthouse|pagespeed|monitor|curl|wget|python|java\/|go-http|node|axios/i;

export function isBot(userAgent: string): boolean {
  return !/^Mozilla\//.test(userAgent) || BOT_WORDS.test(userAgent);
}

/** "2026-11-26", the day in Sri Lanka (UTC+5:30) of `ms`. */
export function countDay(ms: number): string {
  return new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);
}
