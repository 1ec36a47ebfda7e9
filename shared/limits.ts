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

/** True when `type` is an image type the server stores. */
export function isAcceptedImageType(type: string): boolean {
  return LIMITS.imageTypes.indexOf(type) >= 0;
}
