/**
 * Bounds on what one API request may ask PocketBase to do (issue 26, item 2; docs/SECURITY.md).
 * Expanding back-relations (`category.projects_via_category.category…`) multiplies the records
 * read and sent by the projects per category at every hop: 13 MB and 4.6 CPU-seconds for one
 * visitor request with 12 projects a category. Every relation in this schema is single
 * (`maxSelect: 1`), so without back-relations an expand of at most two hops returns at most
 * three records per listed record, and a page holds at most PocketBase's 1,000 records. Filters
 * and sorts get no `@collection` join and one back-relation at most, first in its path: each
 * related record is read once.
 *
 * What the site's own clients send, and the bounds allow: `expand=category`, `service`,
 * `project,project.category` (two hops, the longest); `perPage` 200 (the public lists) and 1,000
 * (the SDK's getFullList batch, used by the public journey and by the admin lists); no filters but
 * the tests', of which one back-relation in a filter (`projects_via_category.title ?~ …`).
 *
 * Superusers are not bounded (the response middleware does not call this for them).
 */

/** Relation hops in one expand path: `project.category` is two. */
export const MAX_EXPAND_HOPS = 2;
/** Comma-separated paths in `expand`. */
export const MAX_EXPAND_PATHS = 4;
/** PocketBase's own cap (it lowers a larger `perPage` to this); refused above it, not lowered. */
export const MAX_PER_PAGE = 1000;
/** Characters in `filter` (the whole URL is capped by the proxies at 8 KB). */
export const MAX_FILTER_LENGTH = 1000;
/** Characters in `sort`. */
export const MAX_SORT_LENGTH = 200;
/** Parts of one field path in a filter or sort: `@request.auth.approved` and `project.category.name` are three. */
export const MAX_FIELD_PATH_PARTS = 3;
/**
 * Back-relations (`x_via_y`) in a filter and sort together, and only as a path's first part:
 * the categories' `?filter=projects_via_category.title ?~ …` reads each project once, where
 * `projects?filter=category.projects_via_category…` reads a category's projects for each of its
 * projects (the square of a category's size). `@collection` joins (every record of a collection
 * for each listed record) are refused.
 */
export const MAX_FILTER_BACK_RELATIONS = 1;

export interface ApiQuery {
  expand?: string | null;
  perPage?: string | null;
  filter?: string | null;
  sort?: string | null;
}

const BACK_RELATION = /_via_/;

/** A filter or sort without its quoted literals (text searched for is not a field path). */
function withoutLiterals(text: string): string {
  return text.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
}

function countMatches(text: string, pattern: RegExp): number {
  return (text.match(pattern) || []).length;
}

/**
 * Why a request with this query is refused, in words for the client, or null when it is
 * within the bounds. Pure: the response middleware reads the query and answers 400.
 */
export function apiQueryProblem(query: ApiQuery): string | null {
  const expand = (query.expand || '').trim();
  if (expand) {
    const paths = expand
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (paths.length > MAX_EXPAND_PATHS) return `expand names at most ${MAX_EXPAND_PATHS} relations.`;
    for (const p of paths) {
      if (BACK_RELATION.test(p)) return 'expand cannot follow back-relations (_via_).';
      if (p.split('.').length > MAX_EXPAND_HOPS) return `expand follows at most ${MAX_EXPAND_HOPS} relations in a row.`;
    }
  }

  const perPage = (query.perPage || '').trim();
  if (perPage && !(/^\d{1,7}$/.test(perPage) && Number(perPage) <= MAX_PER_PAGE)) {
    return `perPage is at most ${MAX_PER_PAGE}.`;
  }

  const filter = query.filter || '';
  const sort = query.sort || '';
  if (filter.length > MAX_FILTER_LENGTH) return `filter is at most ${MAX_FILTER_LENGTH} characters.`;
  if (sort.length > MAX_SORT_LENGTH) return `sort is at most ${MAX_SORT_LENGTH} characters.`;
  const fields = `${withoutLiterals(filter)} ${sort}`;
  if (/@collection\./.test(fields)) return 'filter and sort cannot join other collections (@collection).';
  if (countMatches(fields, /_via_/g) > MAX_FILTER_BACK_RELATIONS) {
    return `filter and sort follow at most ${MAX_FILTER_BACK_RELATIONS} back-relation (_via_).`;
  }
  for (const path of fields.match(/[@\w:]+(?:\.[@\w:]+)+/g) || []) {
    if (/^\d+(\.\d+)*$/.test(path)) continue; // a number, not a path
    const parts = path.split('.');
    if (parts.length > MAX_FIELD_PATH_PARTS) {
      return `a field path in filter or sort has at most ${MAX_FIELD_PATH_PARTS} parts.`;
    }
    if (parts.slice(1).some((part) => BACK_RELATION.test(part))) {
      return 'a back-relation (_via_) in filter or sort comes first in its field path.';
    }
  }
  return null;
}

/** The API routes whose query PocketBase reads `expand`, `filter`, `sort` and `perPage` from. */
export function isBoundedPath(path: string): boolean {
  return path.indexOf('/api/collections/') === 0;
}

/**
 * Called by the response middleware before routing, for every caller but superusers: answers
 * 400 with the reason and returns true when the request's query is over the bounds.
 */
export function refuseUnboundedQuery(e: core.RequestEvent): boolean {
  const url = e.request!.url!;
  if (!isBoundedPath(url.path)) return false;
  const q = url.query();
  const problem = apiQueryProblem({
    expand: q.get('expand'),
    perPage: q.get('perPage'),
    filter: q.get('filter'),
    sort: q.get('sort'),
  });
  if (!problem) return false;
  e.response.header().set('Cache-Control', 'no-store');
  e.json(400, { status: 400, message: `This request asks for too much: ${problem}`, data: {} });
  return true;
}

/** A value of a subscription's `options.query` as PocketBase keeps it (cast to a string). */
function optionValue(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * The query of one realtime subscription (`topic?options={"query":{"expand":…,"filter":…}}`),
 * read as PocketBase reads it (tools/subscriptions: url.Parse, the first `options` value, JSON;
 * options that do not parse are ignored, by it and here). PocketBase applies its `expand` and
 * `filter` to every message of that topic.
 */
export function subscriptionQuery(subscription: string): ApiQuery {
  const hash = subscription.indexOf('#');
  const topic = hash < 0 ? subscription : subscription.slice(0, hash);
  const at = topic.indexOf('?');
  if (at < 0) return {};
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  for (const pair of topic.slice(at + 1).split('&')) {
    const eq = pair.indexOf('=');
    try {
      if (decode(eq < 0 ? pair : pair.slice(0, eq)) !== 'options') continue;
      const options = JSON.parse(decode(eq < 0 ? '' : pair.slice(eq + 1))) as { query?: Record<string, unknown> };
      const query = options && typeof options.query === 'object' && options.query ? options.query : {};
      return { expand: optionValue(query.expand), filter: optionValue(query.filter), sort: optionValue(query.sort) };
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * Why a realtime subscription request is refused (the same bounds as the records API, on each
 * subscription's options), or null. `subscriptions` is read with an index loop: a Go slice in
 * the JSVM is not a JS iterable.
 */
export function subscriptionsProblem(subscriptions: ArrayLike<string>): string | null {
  for (let i = 0; i < subscriptions.length; i++) {
    const problem = apiQueryProblem(subscriptionQuery(subscriptions[i]));
    if (problem) return problem;
  }
  return null;
}
