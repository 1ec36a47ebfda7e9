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
  RecordInput,
  Service,
  SingletonCollection,
  StatsSettings,
  StatsValues,
  TeamMember,
} from '../lib/types';
import type { EmbeddedSiteData } from './siteEmbed';

/** Page size of the public list reads (seed section 9). */
export const LIST_PAGE_SIZE = 200;

/** Stats shown when the stats record cannot be read (seed section 9). */
export const DEFAULT_STATS: StatsValues = {
  total_projects: 100,
  ongoing_projects: 10,
  years_experience: 20,
  happy_clients: 50,
};

/** Set as `error` when every read of `fetchAll` failed. */
export const LOAD_ERROR_MESSAGE = 'Failed to load the site content. Please try again later.';

/** Stats as shown: the stored record, or the defaults (then `id` is ''). */
export type Stats = StatsValues & Partial<StatsSettings> & { id: string };

const defaultStats: Stats = { ...DEFAULT_STATS, id: '' };

interface SiteData {
  homeSettings: HomeSettings | null;
  stats: Stats;
  projects: Project[];
  services: Service[];
  team: TeamMember[];
  categories: ProjectCategory[];
  footer: FooterMenu | null;
  about: AboutSettings | null;
  contact: ContactSettings | null;
  journey: JourneyItem[];
}

export interface SiteState extends SiteData {
  /** True until the first `fetchAll` settles. Refreshes keep the current content on screen. */
  loading: boolean;
  /** Set only when every read failed. */
  error: string | null;
  fetchAll: () => Promise<void>;
  /** Starts from the data the server embedded in the page; false when there is none. */
  hydrate: (data: EmbeddedSiteData | null) => boolean;
  createProject: (data: RecordInput) => Promise<Project>;
  updateProject: (id: string, data: RecordInput) => Promise<Project>;
  deleteProject: (id: string) => Promise<void>;
  createService: (data: RecordInput) => Promise<Service>;
  updateService: (id: string, data: RecordInput) => Promise<Service>;
  deleteService: (id: string) => Promise<void>;
  createTeamMember: (data: RecordInput) => Promise<TeamMember>;
  updateTeamMember: (id: string, data: RecordInput) => Promise<TeamMember>;
  deleteTeamMember: (id: string) => Promise<void>;
  /** Saves the home settings (creates the record when `id` is null), then re-fetches everything. */
  updateSiteSettings: (id: string | null, data: RecordInput) => Promise<HomeSettings>;
  /** Saves the stats (creates the record when `id` is null), then re-fetches everything. */
  updateStats: (id: string | null, data: RecordInput) => Promise<StatsSettings>;
  /** Categories are kept sorted by name; a rename also updates the projects that show it. */
  createCategory: (data: CategoryInput) => Promise<ProjectCategory>;
  updateCategory: (id: string, data: CategoryInput) => Promise<ProjectCategory>;
  /** The server refuses (400, with a message) while projects still use the category. */
  deleteCategory: (id: string) => Promise<void>;
  /** Re-reads the journey timeline (sorted by year); failures are logged and re-thrown. */
  loadJourney: () => Promise<JourneyItem[]>;
  /** Creates (id null) or updates a journey item, keeping the timeline sorted by year. */
  saveJourneyItem: (id: string | null, data: JourneyInput) => Promise<JourneyItem>;
  deleteJourneyItem: (id: string) => Promise<void>;
}

/** Fields of a project category a form sends; an empty slug is derived by the server. */
export interface CategoryInput {
  name: string;
  slug?: string;
}

/** Fields of a journey item a form sends. */
export interface JourneyInput {
  year: number;
  title: string;
  description: string;
}

/** Categories by name, as the public site lists them. */
export function sortByName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Journey items by year (oldest first), as seed section 9 says. */
export function sortByYear<T extends { year: number; created?: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.year - b.year || (a.created ?? '').localeCompare(b.created ?? ''));
}

type ListKey = 'projects' | 'services' | 'team';

/** Newest first by `created`; PocketBase dates ("2024-05-01 10:00:00.000Z") sort as strings. */
export function sortNewestFirst<T extends { created: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
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
async function firstOrNull<T>(pb: PocketBase, collection: string): Promise<T | null> {
  try {
    return await pb.collection(collection).getFirstListItem<T>('');
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** Appends the client-generated id the seed gives new team members (a 13-digit timestamp). */
function withTimestampId(data: RecordInput): RecordInput {
  const id = String(Date.now());
  if (data instanceof FormData) {
    const copy = new FormData();
    data.forEach((value, key) => copy.append(key, value));
    copy.set('id', id);
    return copy;
  }
  return { ...data, id };
}

// note: a refresh may start while another is running (two quick saves); only the newest one
// may write its results.
let fetchGeneration = 0;

export const useSiteStore = create<SiteState>()((set, get) => {
  async function createIn<T extends { created: string }>(
    key: ListKey,
    collection: string,
    data: RecordInput,
    options?: Record<string, string>,
  ): Promise<T> {
    try {
      const pb = await loadPocketBase();
      const record = await pb.collection(collection).create<T>(data, options);
      set((state) => ({ [key]: sortNewestFirst([record, ...(state[key] as unknown as T[])]) }) as Partial<SiteState>);
      return record;
    } catch (err) {
      console.error(`Failed to create a record in ${collection}:`, err);
      throw err;
    }
  }

  async function updateIn<T extends { id: string }>(
    key: ListKey,
    collection: string,
    id: string,
    data: RecordInput,
    options?: Record<string, string>,
  ): Promise<T> {
    try {
      const pb = await loadPocketBase();
      const record = await pb.collection(collection).update<T>(id, data, options);
      set(
        (state) =>
          ({
            [key]: (state[key] as unknown as T[]).map((item) => (item.id === id ? record : item)),
          }) as Partial<SiteState>,
      );
      return record;
    } catch (err) {
      console.error(`Failed to update ${collection} record ${id}:`, err);
      throw err;
    }
  }

  async function deleteIn(key: ListKey, collection: string, id: string): Promise<void> {
    try {
      const pb = await loadPocketBase();
      await pb.collection(collection).delete(id);
      set(
        (state) => ({ [key]: (state[key] as { id: string }[]).filter((item) => item.id !== id) }) as Partial<SiteState>,
      );
    } catch (err) {
      console.error(`Failed to delete ${collection} record ${id}:`, err);
      throw err;
    }
  }

  return {
    loading: true,
    error: null,
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
        set({ loading: false, error: LOAD_ERROR_MESSAGE });
        return;
      }
      const list = { page: 1, perPage: LIST_PAGE_SIZE };
      // The six reads of seed section 7, then the settings the other public pages need.
      const results = await Promise.allSettled([
        firstOrNull<HomeSettings>(pb, 'home_settings'),
        pb.collection('stats_settings').getFirstListItem<StatsSettings>(''),
        pb.collection('projects').getList<Project>(list.page, list.perPage, { sort: '-created', expand: 'category' }),
        pb.collection('services').getList<Service>(list.page, list.perPage, { sort: '-created' }),
        pb.collection('team').getList<TeamMember>(list.page, list.perPage, { sort: '-created' }),
        pb.collection('project_categories').getList<ProjectCategory>(list.page, list.perPage, { sort: 'name' }),
        firstOrNull<FooterMenu>(pb, 'Footer_menu'),
        firstOrNull<AboutSettings>(pb, 'about_settings'),
        firstOrNull<ContactSettings>(pb, 'contact_settings'),
        pb.collection('journey').getFullList<JourneyItem>({ sort: 'year' }),
      ] as const);
      if (generation !== fetchGeneration) return;

      const [home, stats, projects, services, team, categories, footer, about, contact, journey] = results;
      const next: Partial<SiteData> = {};

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
      set({ ...next, loading: false, error: allFailed ? LOAD_ERROR_MESSAGE : null });
    },

    hydrate(data) {
      if (!data) return false;
      ++fetchGeneration; // a read already under way must not overwrite this
      set({
        homeSettings: data.home_settings,
        stats: data.stats_settings ? { ...DEFAULT_STATS, ...data.stats_settings } : defaultStats,
        projects: data.projects,
        services: data.services,
        team: data.team,
        categories: data.project_categories,
        footer: data.Footer_menu,
        about: data.about_settings,
        contact: data.contact_settings,
        journey: data.journey,
        loading: false,
        error: null,
      });
      return true;
    },

    createProject: (data) => createIn<Project>('projects', 'projects', data, { expand: 'category' }),
    updateProject: (id, data) => updateIn<Project>('projects', 'projects', id, data, { expand: 'category' }),
    deleteProject: (id) => deleteIn('projects', 'projects', id),

    createService: (data) => createIn<Service>('services', 'services', data),
    updateService: (id, data) => updateIn<Service>('services', 'services', id, data),
    deleteService: (id) => deleteIn('services', 'services', id),

    createTeamMember: (data) => createIn<TeamMember>('team', 'team', withTimestampId(data)),
    updateTeamMember: (id, data) => updateIn<TeamMember>('team', 'team', id, data),
    deleteTeamMember: (id) => deleteIn('team', 'team', id),

    async updateSiteSettings(id, data) {
      const record = await saveSingletonRecord<HomeSettings>('home_settings', id, data);
      await get().fetchAll();
      return record;
    },

    async updateStats(id, data) {
      const record = await saveSingletonRecord<StatsSettings>('stats_settings', id, data);
      await get().fetchAll();
      return record;
    },

    async createCategory(data) {
      try {
        const pb = await loadPocketBase();
        const record = await pb.collection('project_categories').create<ProjectCategory>(data);
        set((state) => ({ categories: sortByName([...state.categories, record]) }));
        return record;
      } catch (err) {
        console.error('Failed to create a project category:', err);
        throw err;
      }
    },

    async updateCategory(id, data) {
      try {
        const pb = await loadPocketBase();
        const record = await pb.collection('project_categories').update<ProjectCategory>(id, data);
        set((state) => ({
          categories: sortByName(state.categories.map((item) => (item.id === id ? record : item))),
          projects: state.projects.map((project) =>
            project.category === id ? { ...project, expand: { ...project.expand, category: record } } : project,
          ),
        }));
        return record;
      } catch (err) {
        console.error(`Failed to update project category ${id}:`, err);
        throw err;
      }
    },

    async deleteCategory(id) {
      try {
        const pb = await loadPocketBase();
        await pb.collection('project_categories').delete(id);
        set((state) => ({ categories: state.categories.filter((item) => item.id !== id) }));
      } catch (err) {
        console.error(`Failed to delete project category ${id}:`, err);
        throw err;
      }
    },

    async loadJourney() {
      try {
        const pb = await loadPocketBase();
        const items = await pb.collection('journey').getFullList<JourneyItem>({ sort: 'year' });
        set({ journey: items });
        return items;
      } catch (err) {
        console.error('Failed to load journey items:', err);
        throw err;
      }
    },

    async saveJourneyItem(id, data) {
      try {
        const pb = await loadPocketBase();
        const record = id
          ? await pb.collection('journey').update<JourneyItem>(id, data)
          : await pb.collection('journey').create<JourneyItem>(data);
        set((state) => ({
          journey: sortByYear(
            id ? state.journey.map((item) => (item.id === id ? record : item)) : [...state.journey, record],
          ),
        }));
        return record;
      } catch (err) {
        console.error('Failed to save journey item:', err);
        throw err;
      }
    },

    async deleteJourneyItem(id) {
      try {
        const pb = await loadPocketBase();
        await pb.collection('journey').delete(id);
        set((state) => ({ journey: state.journey.filter((item) => item.id !== id) }));
      } catch (err) {
        console.error(`Failed to delete journey item ${id}:`, err);
        throw err;
      }
    },
  };
});

/** Creates (id null) or updates a settings record; failures are logged and re-thrown. */
async function saveSingletonRecord<T>(
  collection: SingletonCollection,
  id: string | null,
  data: RecordInput,
): Promise<T> {
  try {
    const pb = await loadPocketBase();
    return id ? await pb.collection(collection).update<T>(id, data) : await pb.collection(collection).create<T>(data);
  } catch (err) {
    console.error(`Failed to save ${collection}:`, err);
    throw err;
  }
}

/**
 * First record of a settings collection, or null when there is none yet (the screen then
 * pre-fills defaults and the first save creates the record). Other failures are thrown.
 */
export async function loadSingleton<T>(collection: SingletonCollection): Promise<T | null> {
  return firstOrNull<T>(await loadPocketBase(), collection);
}

/**
 * Saves a settings record: creates it when `id` is null, else updates it. Every settings
 * collection is shown on the public site, so all site data is re-fetched after a save
 * (seed section 4, "Refresh").
 */
export async function saveSingleton<T>(
  collection: SingletonCollection,
  id: string | null,
  data: RecordInput,
): Promise<T> {
  const record = await saveSingletonRecord<T>(collection, id, data);
  await useSiteStore.getState().fetchAll();
  return record;
}
