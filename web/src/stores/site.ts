import type PocketBase from 'pocketbase';
import { create } from 'zustand';
import { errorStatus, isAbortError } from '../lib/apiErrors';
import { loadPocketBase } from '../lib/loadPocketBase';
import type { SiteContent, Stats, StatsSettings, StatsValues } from '../lib/types';
import { CONTENT, PUBLIC_KEYS, sortOf, type Declaration, type PublicKey } from '@shared/content';
import { ORDER_SORT } from '@shared/order';
import { DEFAULT_STATS as SHARED_DEFAULT_STATS } from '@shared/siteDefaults';

/** Page size of the public list reads (seed section 9). */
export const LIST_PAGE_SIZE = 200;

/** Stats shown when the stats record cannot be read (seed section 9). */
export const DEFAULT_STATS: StatsValues = SHARED_DEFAULT_STATS;

/** Set as `error` when every read of `fetchAll` failed. */
export const LOAD_ERROR_MESSAGE = 'Failed to load the site content. Please try again later.';

const defaultStats: Stats = { ...DEFAULT_STATS, id: '' };

/** The content the store holds: every public collection but the testimonials (their own store). */
type SiteKey = Exclude<PublicKey, 'testimonials'>;
const SITE_KEYS = PUBLIC_KEYS.filter((key): key is SiteKey => key !== 'testimonials');

/** The lists of the site data that admin screens show: those staff order by hand. */
export type SiteList = 'projects' | 'services' | 'team' | 'categories';

function isSiteList(key: SiteKey): key is SiteList {
  return CONTENT[key].kind === 'list' && CONTENT[key].ordered;
}

/**
 * One collection's read: a settings record (null when there is none; the statistics' absence is
 * an error, shown as defaults), a hand-ordered list's first page of LIST_PAGE_SIZE, or a whole
 * list in its own order.
 */
async function read(pb: PocketBase, key: SiteKey): Promise<unknown> {
  const declaration: Declaration = CONTENT[key];
  const api = pb.collection(declaration.collection);
  if (declaration.kind === 'single') {
    return key === 'stats' ? api.getFirstListItem('') : firstOrNull(pb, declaration.collection);
  }
  if (!declaration.ordered) return api.getFullList({ sort: sortOf(declaration, ORDER_SORT) });
  const options = declaration.expand ? { sort: ORDER_SORT, expand: declaration.expand } : { sort: ORDER_SORT };
  return (await api.getList(1, LIST_PAGE_SIZE, options)).items;
}

export interface SiteState extends SiteContent {
  /** True until the first `fetchAll` settles. Refreshes keep the current content on screen. */
  loading: boolean;
  /** Set only when every read failed. */
  error: string | null;
  /**
   * The lists whose last read failed (they keep what they held before, which may be nothing):
   * the admin screens show an error with a Retry for them, never an empty list or a 0.
   */
  failed: SiteList[];
  fetchAll: () => Promise<void>;
}

/** True for "no such record": a missing settings record is not an error. */
function isNotFound(err: unknown): boolean {
  return errorStatus(err) === 404;
}

function logFailure(what: string, err: unknown): void {
  if (isAbortError(err)) return;
  console.error(`Failed to fetch ${what}:`, err);
}

/** First record of a collection, or null when the collection is empty. */
export async function firstOrNull<T>(pb: PocketBase, collection: string): Promise<T | null> {
  try {
    return await pb.collection(collection).getFirstListItem<T>('');
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

// note: a refresh may start while another is running (two quick saves); only the newest one
// may write its results.
let fetchGeneration = 0;

const here = (): Pick<SiteContent, 'siteUrl' | 'year'> => ({
  siteUrl: typeof window === 'undefined' ? '' : window.location.origin,
  year: new Date().getFullYear(),
});

/** Nothing loaded yet: no settings records, empty lists, the default statistics. */
function emptyContent(): Omit<SiteContent, 'siteUrl' | 'year'> {
  const empty: Record<string, unknown> = {};
  for (const key of SITE_KEYS) empty[key] = CONTENT[key].kind === 'single' ? null : [];
  return { ...(empty as Omit<SiteContent, 'siteUrl' | 'year'>), stats: defaultStats };
}

export const useSiteStore = create<SiteState>()((set) => ({
  ...here(),
  loading: true,
  error: null,
  failed: [],
  ...emptyContent(),

  async fetchAll() {
    const generation = ++fetchGeneration;
    let pb: PocketBase;
    try {
      pb = await loadPocketBase();
    } catch (err) {
      // The client's chunk could not be loaded (offline): as if every read had failed.
      if (generation !== fetchGeneration) return;
      console.error('Failed to load the API client:', err);
      set({ loading: false, error: LOAD_ERROR_MESSAGE, failed: SITE_KEYS.filter(isSiteList) });
      return;
    }
    // One read per public collection of the content model (shared/content.ts): the six reads of
    // seed section 7, then the settings the other public pages need (testimonials have their own
    // store). Lists come in the staff's order; approved admins also read the drafts (marked as
    // such on the pages).
    const results = await Promise.allSettled(SITE_KEYS.map((key) => read(pb, key)));
    if (generation !== fetchGeneration) return;

    const next: Record<string, unknown> = {};
    const failed: SiteList[] = [];
    SITE_KEYS.forEach((key, i) => {
      const result = results[i];
      if (result.status === 'fulfilled') {
        next[key] = key === 'stats' ? { ...DEFAULT_STATS, ...(result.value as StatsSettings) } : result.value;
        return;
      }
      if (key === 'stats') {
        if (!isAbortError(result.reason))
          console.warn('Failed to fetch stats settings, using defaults:', result.reason);
        next.stats = defaultStats;
        return;
      }
      logFailure(CONTENT[key].collection, result.reason);
      if (isSiteList(key)) failed.push(key);
    });

    const allFailed = results.every((result) => result.status === 'rejected');
    set({ ...(next as Partial<SiteContent>), loading: false, error: allFailed ? LOAD_ERROR_MESSAGE : null, failed });
  },
}));
