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
 * `project,project.category` (two hops, the longest); `perPage` 200 (the site store's hand-ordered
 * lists) and 1,000 (the SDK's getFullList batch: the journey, the testimonials and the admin's
 * lists), read by the admin and its sign-in screens, never by the public pages; no filters but
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

const IDENTIFIER_START = /[A-Za-z_@#]/;
const IDENTIFIER_PART = /[A-Za-z0-9_.:]/;

/** Where the quoted text that starts at `start` ends (after its closing quote, or the end). */
function textEnd(text: string, start: number): number {
  const quote = text.charAt(start);
  for (let i = start + 1; i < text.length; i++) {
    if (text.charAt(i) === '\\') i++;
    else if (text.charAt(i) === quote) return i + 1;
  }
  return text.length;
}

/**
 * The field paths of a filter as PocketBase's filter parser (fexpr) reads them, and whether it
 * has a comment. Quoted text is not a path; in it a backslash escapes the next character, a quote
 * or a backslash (`'a\\'` is one text to PocketBase 0.40.4). An identifier starts with a letter,
 * `_`, `@` or `#` and goes on with letters, digits, `_`, `.` and `:`.
 *
 * note: fexpr ends a `//` comment at a line break, but a group ends at its `)` even inside a
 * comment, and its text is read again on its own: where a comment ends cannot be told without
 * parsing as fexpr does, so a filter with one is refused (apiQueryProblem). Skipping quoted text
 * alone let a comment hide a path: in `name != '' // '` + a line break + `&& a_via_b.c_via_d.id
 * != '' // '`, the second line read as quoted text here and as a condition to PocketBase.
 */
export function readFilter(filter: string): { paths: string[]; comment: boolean } {
  const paths: string[] = [];
  let comment = false;
  let i = 0;
  while (i < filter.length) {
    const ch = filter.charAt(i);
    if (ch === "'" || ch === '"') {
      i = textEnd(filter, i);
    } else if (ch === '/' && filter.charAt(i + 1) === '/') {
      comment = true;
      i += 2;
    } else if (IDENTIFIER_START.test(ch)) {
      let end = i + 1;
      while (end < filter.length && IDENTIFIER_PART.test(filter.charAt(end))) end++;
      paths.push(filter.slice(i, end));
      i = end;
    } else {
      i++;
    }
  }
  return { paths, comment };
}

/** The field paths of a sort as PocketBase reads it: comma-separated, each after an optional `-` or `+`. */
export function sortPaths(sort: string): string[] {
  return sort
    .split(',')
    .map((part) => part.trim().replace(/^[-+]/, ''))
    .filter(Boolean);
}

/** The first part of a field path, without its modifier: `project` of `project.id` and `project:each`. */
export function pathHead(path: string): string {
  return path.split('.')[0].split(':')[0];
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
  const read = readFilter(filter);
  if (read.comment) return 'filter cannot have comments (//).';
  const paths = read.paths.concat(sortPaths(sort));
  if (paths.some((path) => /^@collection\./i.test(path))) {
    return 'filter and sort cannot join other collections (@collection).';
  }
  const backRelations = paths.reduce((n, path) => n + path.split('.').filter((p) => BACK_RELATION.test(p)).length, 0);
  if (backRelations > MAX_FILTER_BACK_RELATIONS) {
    return `filter and sort follow at most ${MAX_FILTER_BACK_RELATIONS} back-relation (_via_).`;
  }
  for (const path of paths) {
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
export function refuseUnboundedQuery(e: core.RequestEvent, url = e.request!.url!): boolean {
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

/** A realtime subscription as PocketBase reads it: its topic and its options' query. */
export interface Subscription {
  /** What comes before `?`: `projects`, `projects/*`, `projects/RECORD_ID` (or the collection's id). */
  topic: string;
  query: ApiQuery;
}

/**
 * Whether a JSON text (already parsed once) has an object with a key twice, in any case. JSON.parse
 * keeps the last of two; PocketBase's decoder (encoding/json/v2) stops at the second with an error
 * and keeps what it read before: `{"query":{"expand":…},"query":{}}` expanded.
 */
export function hasDuplicateKeys(json: string): boolean {
  const objects: Array<Record<string, true> | null> = [];
  let key = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json.charAt(i);
    if (ch === '"') {
      let end = i + 1;
      while (json.charAt(end) !== '"') end += json.charAt(end) === '\\' ? 2 : 1;
      if (key) {
        const keys = objects[objects.length - 1]!;
        const name = (JSON.parse(json.slice(i, end + 1)) as string).toLowerCase();
        if (keys[name]) return true;
        keys[name] = true;
        key = false;
      }
      i = end;
    } else if (ch === '{') {
      objects.push({});
      key = true;
    } else if (ch === '[') {
      objects.push(null);
      key = false;
    } else if (ch === '}' || ch === ']') {
      objects.pop();
      key = false;
    } else if (ch === ',') {
      key = objects[objects.length - 1] !== null;
    }
  }
  return false;
}

/** A part of a URL's query decoded as Go's url.ParseQuery does (`+` is a space), or null when it does not decode. */
function decodeQueryPart(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * One realtime subscription (`topic?options={"query":{"expand":…,"filter":…}}`) as PocketBase
 * reads it, or why it is refused. PocketBase (tools/subscriptions) takes the first `options` of
 * the URL's query, skipping pairs that do not decode, and decodes it as JSON keeping whatever it
 * read before an error; it applies the query's `expand` and `filter` to every message of the
 * topic. So whatever it could read otherwise than here is refused: a query pair that does not
 * decode (as `%ZZ`, invalid UTF-8, or `;`), `options` twice, options that are not one JSON object
 * (trailing text after it was read by PocketBase), a key twice in an object (in any case), and
 * back-relations or `@collection` anywhere in it (a non-superuser has no use for them in a
 * subscription). Each of the first three let a visitor subscribe to the expand attack (issue 26).
 */
export function readSubscription(subscription: string): Subscription | { problem: string } {
  const hash = subscription.indexOf('#');
  const url = hash < 0 ? subscription : subscription.slice(0, hash);
  const at = url.indexOf('?');
  const topic = at < 0 ? url : url.slice(0, at);
  if (at < 0) return { topic, query: {} };
  let options = '';
  let seen = 0;
  const decoded: string[] = [topic];
  for (const pair of url.slice(at + 1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodeQueryPart(eq < 0 ? pair : pair.slice(0, eq));
    const value = decodeQueryPart(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === null || value === null || pair.indexOf(';') >= 0) {
      return { problem: "a subscription's query must be URL-encoded (a part of it does not decode)." };
    }
    decoded.push(name, value);
    if (name !== 'options') continue;
    if (++seen > 1) return { problem: 'a subscription takes its options once.' };
    options = value;
  }
  let parsed: unknown = null;
  if (options) {
    try {
      parsed = JSON.parse(options);
    } catch {
      return { problem: "a subscription's options must be one JSON object." };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { problem: "a subscription's options must be one JSON object." };
    }
    if (hasDuplicateKeys(options)) return { problem: "a subscription's options name each key once." };
    decoded.push(JSON.stringify(parsed));
  }
  if (/_via_|@collection/i.test(decoded.join(' '))) {
    return { problem: 'a subscription cannot name back-relations (_via_) or other collections (@collection).' };
  }
  if (!parsed) return { topic, query: {} };
  const found = (parsed as { query?: unknown }).query;
  const query = found && typeof found === 'object' ? (found as Record<string, unknown>) : {};
  return {
    topic,
    query: { expand: optionValue(query.expand), filter: optionValue(query.filter), sort: optionValue(query.sort) },
  };
}

/**
 * Why a realtime subscription request is refused (the same bounds as the records API, on each
 * subscription's options), or null. `subscriptions` is read with an index loop: a Go slice in
 * the JSVM is not a JS iterable.
 */
export function subscriptionsProblem(subscriptions: ArrayLike<string>): string | null {
  for (let i = 0; i < subscriptions.length; i++) {
    const read = readSubscription(subscriptions[i]);
    const problem = 'problem' in read ? read.problem : apiQueryProblem(read.query);
    if (problem) return problem;
  }
  return null;
}
