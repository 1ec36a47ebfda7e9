/**
 * Staff-set order and drafts (issue 15, decision 010), defined once for the migration's rules,
 * the hooks (new items first, moves, the public site data) and the web app (reads, admin lists,
 * the Draft badge). Pure code: the hooks load its compiled copy (pb_hooks/lib/shared/order.js).
 */

// note: which collections staff order by hand (each record keeps its place in `position`) is the
// content model's `ordered` (shared/content.ts ORDERED_COLLECTIONS).

/**
 * The gap between neighbours when positions are handed out afresh (the migration's backfill, a
 * new item before the first). A move takes the midpoint of its new neighbours, so it writes
 * only the moved record; about 40 moves into the same gap halve it to MIN_GAP, and only then
 * is the collection renumbered.
 */
export const POSITION_STEP = 1024;
export const MIN_GAP = 1e-9;

/**
 * The PocketBase sort of every ordered list: by position, ties (two items created at the same
 * moment) newest first, then by id so that every reader sees one order.
 */
export const ORDER_SORT = 'position,-created,id';

interface Placed {
  id: string;
  position?: unknown;
  created?: unknown;
}

const num = (value: unknown): number => (typeof value === 'number' && isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Compares two records as ORDER_SORT does (PocketBase dates sort as strings). */
export function compareOrder(a: Placed, b: Placed): number {
  const d = num(a.position) - num(b.position);
  if (d !== 0) return d < 0 ? -1 : 1;
  const c = text(b.created).localeCompare(text(a.created));
  if (c !== 0) return c;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The records in staff order (a sorted copy). */
export function inOrder<T extends Placed>(items: readonly T[]): T[] {
  return [...items].sort(compareOrder);
}

/** Where a moved item goes between two neighbours (either may be missing); null when there is no room. */
export function positionBetween(before: number | null, after: number | null): number | null {
  if (before === null && after === null) return 0;
  if (before === null) return (after as number) - POSITION_STEP;
  if (after === null) return before + POSITION_STEP;
  if (after - before < MIN_GAP * 2) return null;
  return before + (after - before) / 2;
}

/** Where a move puts an item: right before or right after another one of the same list. */
export interface MoveTarget {
  before?: string;
  after?: string;
}

/** The list and view rule of a collection with drafts (shared/content.ts `drafts`). */
export const PUBLISHED_OR_STAFF = 'published = true || @request.auth.approved = true';

/** True unless the record is a draft (records of other collections have no switch). */
export function isPublished(record: { published?: unknown }): boolean {
  return record.published !== false;
}

/** The records visitors may see. */
export function publishedOnly<T extends { published?: unknown }>(items: readonly T[]): T[] {
  return items.filter(isPublished);
}
