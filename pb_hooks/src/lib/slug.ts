/**
 * URL slugs for project categories (`/projects/{slug}`).
 * Pure functions: no PocketBase globals, so they are unit-tested in Node.
 */

/** Fallback when a name has no Latin letters or digits (a Sinhala or Tamil name, say). */
export const FALLBACK_SLUG = 'category';

/** Lower-case ASCII words joined by single dashes: "Interior & Décor" → "interior-decor". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** The first of base, base-2, base-3, ... that `taken` does not report as used. */
export function uniqueSlug(base: string, taken: (candidate: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; n < 10000; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
  throw new Error(`No free slug for "${base}"`);
}
