/**
 * Limits on what one request or one client may hold (issue 14, docs/SECURITY.md), and on what
 * staff save (issue 15: the schemas of shared/schemas.ts), for the hooks that enforce them, the
 * forms and the tests that check them. No dependencies: the public pages import it too.
 */

/**
 * The largest request body, uploads included. PocketBase's own limit on record routes adds each
 * file field's maximum (248 MB for a project); pb_hooks/src/limits.pb.ts applies this one too.
 */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

/**
 * Bodies of routes anyone may call, sized to what each needs (issue 38: the beacon took 10 MB
 * bodies, each a second of a VM's time). Enforced before the body is read: the beacon's route
 * binds PocketBase's Go body limit (insights.pb.ts), the others are PocketBase's own routes,
 * checked by responses.pb.ts (lib/bodyLimits.ts); deploy/Caddyfile and deploy/nginx.conf hold
 * the same numbers (tests/integration/deploy.test.ts keeps them equal). 413 beyond.
 * - the beacon: `{"k":"whatsapp","p":"/projects/<80>/<15>"}` is ~130 bytes;
 * - a quote request: its text fields (name 120, phone 20, email 200, location 200, message 3,000,
 *   page 300, staff's lost reason 300: 4,140 characters) at 4 bytes each, the most a character
 *   takes in UTF-8 JSON (what the form and the admin send), and 4 KB for names and the rest
 *   (shared/limits.test.ts holds it to the declaration). A client that escapes every character
 *   (`\ud83d\ude00`, 12 bytes) could be refused at the longest: none of the site's does;
 * - a registration or a sign-in: an email, a name and passwords (a few hundred characters).
 */
export const ROUTE_BODY_LIMITS = [
  { method: 'POST', path: '/api/site/beacon', bytes: 512 },
  { method: 'POST', path: '/api/collections/inquiries/records', bytes: 24 * 1024 },
  { method: 'POST', path: '/api/collections/users/records', bytes: 8 * 1024 },
  { method: 'POST', path: '/api/collections/users/auth-with-password', bytes: 4 * 1024 },
  { method: 'POST', path: '/api/collections/_superusers/auth-with-password', bytes: 4 * 1024 },
] as const;

/** The body limit of the route `method path` (ROUTE_BODY_LIMITS), or null for MAX_REQUEST_BYTES. */
export function routeBodyLimit(method: string, path: string): number | null {
  for (const limit of ROUTE_BODY_LIMITS) if (limit.method === method && limit.path === path) return limit.bytes;
  return null;
}

/**
 * Open realtime streams per client address. Each open admin tab holds one (the Inbox follows new
 * quote requests, issue 29), as PocketBase's dashboard does; public pages hold none. Each open
 * stream holds ~0.55 MB.
 */
export const MAX_REALTIME_PER_CLIENT = 5;

/**
 * The request line and headers together, as the app itself caps them (Go's http.Server
 * MaxHeaderBytes; its default is 1 MB). Go reads 4 KiB beyond it and answers 431 past that, so
 * a 4 KB URL is served and a 24 KB URL or header is refused, as by the proxies in deploy/.
 */
export const MAX_HEADER_BYTES = 8 * 1024;

/** The pattern of an email address the forms and the server accept. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Refused in an email address (issue 38): RFC 5322 allows them, but in a `mailto:` link they
 * start its fields (`victim?cc=…&body=…`), and no address a visitor really has needs them.
 */
export const EMAIL_LINK_CHARACTERS = /[?&#]/;

export const EMAIL_LINK_MESSAGE = 'An email address cannot contain ?, & or #.';

/**
 * What is wrong with `email` (non-empty): EMAIL_LINK_MESSAGE for ?, & or #, `invalid` when it
 * is not an address at all, else null. The forms and the server give the same answer.
 */
export function emailProblem(email: string, invalid: string): string | null {
  if (EMAIL_LINK_CHARACTERS.test(email)) return EMAIL_LINK_MESSAGE;
  return EMAIL_PATTERN.test(email) ? null : invalid;
}

export const PROJECT_STATUSES = ['On-going', 'Completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Service icon choices (seed section 9). */
export const SERVICE_ICONS = [
  'Quality',
  'Safety',
  'CostControl',
  'FaBuilding',
  'FaHardHat',
  'FaDraftingCompass',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export interface YearRange {
  min: number;
  max: number;
}

/** The limits of what staff save. The collections' field options must match (tested). */
export const LIMITS = {
  projectYear: { min: 1950, max: 2100 } as YearRange,
  journeyYear: { min: 1900, max: 2100 } as YearRange,
  /** Gallery images of one project. */
  galleryImages: 30,
  /** Image types the server stores (no SVG: it can carry script). */
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as readonly string[],
  /** The counts of the stats settings. */
  count: { min: 0, max: 1000000 },
  /** Longest alt text of an image. */
  altText: 300,
  /** Longest project description (a few paragraphs, decision 021). */
  projectDescription: 5000,
} as const;

/**
 * Quote requests the server takes in at once, the island's and the form's posts alike (issue 38,
 * decisions 042 and 043). Two: the database writes one at a time, so one request can run its
 * hooks while the other writes, and more would only wait, each holding JS VMs (100 at once took
 * the process past 250 MB; 16 at once, 206 MB). One more is answered 503 with Retry-After
 * (QUOTE_RETRY_SECONDS), stores nothing, and the island sends it again by itself.
 */
export const QUOTES_AT_ONCE = 2;
export const QUOTE_RETRY_SECONDS = 2;
/**
 * A quote request's slot held longer than this is taken over: its request ended without giving it
 * back. Its body is read before it takes one, so its longest legitimate hold is its hooks and its
 * write, a few seconds under load.
 */
export const QUOTE_SLOT_MAX_SECONDS = 60;

/**
 * Record lists a guest's address may read of one collection in a window (PocketBase's rate
 * limiter, rule `*:list` for `@guest`, migration `*_guest_list_limit.js`; issue 38, decision
 * 048), past which it answers 429 before any search. The public pages are rendered files and read
 * nothing through the API; a guest's lists are the sign-in screens' (one of each public
 * collection, once per visit to the panel) or someone else's script. Signed-in staff keep the
 * `/api/` rule (300 per 10 s). PocketBase keeps these windows per collection.
 *
 * note: the limiter's window is fixed: it admits its whole count at once. Under the `/api/` rule
 * alone, a flood of guest lists from one address ran 300 searches (a query and a count each) at
 * the start of every 10 s, and those bursts made the flood's memory peaks (186-194 MB alone, up
 * to 200.7 after the other floods; 177-180 alone with this rule).
 */
export const GUEST_LIST_LIMIT = { maxRequests: 60, duration: 60 } as const;

/** True when `type` is an image type the server stores. */
export function isAcceptedImageType(type: string): boolean {
  return LIMITS.imageTypes.indexOf(type) >= 0;
}
