import type PocketBase from 'pocketbase';
import { create } from 'zustand';
import { errorStatus, isAbortError } from '../lib/apiErrors';
import { loadPocketBase } from '../lib/loadPocketBase';
import type {
  AboutSettings,
  ContactSettings,
  FooterMenu,
  HomeSettings,
  JourneyItem,
  Project,
  ProjectCategory,
  Service,
  SiteContent,
  Stats,
  StatsSettings,
  StatsValues,
  TeamMember,
} from '../lib/types';
import { ORDER_SORT } from '@shared/order';
import { DEFAULT_STATS as SHARED_DEFAULT_STATS } from '@shared/siteDefaults';

/** Page size of the public list reads (seed section 9). */
export const LIST_PAGE_SIZE = 200;

/** Stats shown when the stats record cannot be read (seed section 9). */
export const DEFAULT_STATS: StatsValues = SHARED_DEFAULT_STATS;

/** Set as `error` when every read of `fetchAll` failed. */
export const LOAD_ERROR_MESSAGE = 'Failed to load the site content. Please try again later.';

const defaultStats: Stats = { ...DEFAULT_STATS, id: '' };

/** The lists of the site data that admin screens show. */
export type SiteList = 'projects' | 'services' | 'team' | 'categories';

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

export const useSiteStore = create<SiteState>()((set) => ({
  ...here(),
  loading: true,
  error: null,
  failed: [],
  homeSettings: null,
  stats: defaultStats,
  projects: [],
  services: [],
  team: [],
  categories: [],
  footer: null,
  about: null,
  contact: null,
  journey: [],

  async fetchAll() {
    const generation = ++fetchGeneration;
    let pb: PocketBase;
    try {
      pb = await loadPocketBase();
    } catch (err) {
      // The client's chunk could not be loaded (offline): as if every read had failed.
      if (generation !== fetchGeneration) return;
      console.error('Failed to load the API client:', err);
      set({ loading: false, error: LOAD_ERROR_MESSAGE, failed: ['projects', 'services', 'team', 'categories'] });
      return;
    }
    const list = { page: 1, perPage: LIST_PAGE_SIZE };
    // The six reads of seed section 7, then the settings the other public pages need. Lists come
    // in the staff's order; approved admins also read the drafts (marked as such on the pages).
    const results = await Promise.allSettled([
      firstOrNull<HomeSettings>(pb, 'home_settings'),
      pb.collection('stats_settings').getFirstListItem<StatsSettings>(''),
      pb.collection('projects').getList<Project>(list.page, list.perPage, { sort: ORDER_SORT, expand: 'category' }),
      pb.collection('services').getList<Service>(list.page, list.perPage, { sort: ORDER_SORT }),
      pb.collection('team').getList<TeamMember>(list.page, list.perPage, { sort: ORDER_SORT }),
      pb.collection('project_categories').getList<ProjectCategory>(list.page, list.perPage, { sort: ORDER_SORT }),
      firstOrNull<FooterMenu>(pb, 'Footer_menu'),
      firstOrNull<AboutSettings>(pb, 'about_settings'),
      firstOrNull<ContactSettings>(pb, 'contact_settings'),
      pb.collection('journey').getFullList<JourneyItem>({ sort: 'year' }),
    ] as const);
    if (generation !== fetchGeneration) return;

    const [home, stats, projects, services, team, categories, footer, about, contact, journey] = results;
    const next: Partial<SiteContent> = {};

    if (home.status === 'fulfilled') next.homeSettings = home.value;
    else logFailure('home settings', home.reason);

    if (stats.status === 'fulfilled') {
      next.stats = { ...DEFAULT_STATS, ...stats.value };
    } else {
      if (!isAbortError(stats.reason)) console.warn('Failed to fetch stats settings, using defaults:', stats.reason);
      next.stats = defaultStats;
    }

    if (projects.status === 'fulfilled') next.projects = projects.value.items;
    else logFailure('projects', projects.reason);
    if (services.status === 'fulfilled') next.services = services.value.items;
    else logFailure('services', services.reason);
    if (team.status === 'fulfilled') next.team = team.value.items;
    else logFailure('team', team.reason);
    if (categories.status === 'fulfilled') next.categories = categories.value.items;
    else logFailure('project categories', categories.reason);
    if (footer.status === 'fulfilled') next.footer = footer.value;
    else logFailure('footer settings', footer.reason);
    if (about.status === 'fulfilled') next.about = about.value;
    else logFailure('about settings', about.reason);
    if (contact.status === 'fulfilled') next.contact = contact.value;
    else logFailure('contact settings', contact.reason);
    if (journey.status === 'fulfilled') next.journey = journey.value;
    else logFailure('journey', journey.reason);

    const allFailed = results.every((result) => result.status === 'rejected');
    const lists: [SiteList, PromiseSettledResult<unknown>][] = [
      ['projects', projects],
      ['services', services],
      ['team', team],
      ['categories', categories],
    ];
    const failed = lists.filter(([, result]) => result.status === 'rejected').map(([name]) => name);
    set({ ...next, loading: false, error: allFailed ? LOAD_ERROR_MESSAGE : null, failed });
  },
}));
