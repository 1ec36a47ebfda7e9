/**
 * The admin's changes to the site content. Each writes through the API (the server lets only
 * approved admins) and updates the site store, so the public pages show the change at once.
 * Not in site.ts: a visitor's first load carries none of this admin code (issue 6).
 */
import type { SendOptions } from 'pocketbase';
import { loadPocketBase } from '../lib/loadPocketBase';
import type {
  HomeSettings,
  JourneyItem,
  Project,
  ProjectCategory,
  RecordInput,
  Service,
  SingletonCollection,
  StatsSettings,
  TeamMember,
} from '../lib/types';
import { inOrder, type MoveTarget, type OrderedCollection } from '@shared/order';
import { firstOrNull, type SiteState, useSiteStore } from './site';

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

/** Journey items by year (oldest first), as seed section 9 says. */
function sortByYear<T extends { year: number; created?: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.year - b.year || (a.created ?? '').localeCompare(b.created ?? ''));
}

type ListKey = 'projects' | 'services' | 'team';

const LIST_COLLECTIONS: Record<ListKey | 'categories', OrderedCollection> = {
  projects: 'projects',
  services: 'services',
  team: 'team',
  categories: 'project_categories',
};

/** Each record of `items` at the position the server gave it, in that order. */
export function withPositions<T extends { id: string; created?: string; position?: number }>(
  items: T[],
  positions: Array<{ id: string; position: number }>,
): T[] {
  const at = new Map(positions.map((item) => [item.id, item.position]));
  return inOrder(items.map((item) => (at.has(item.id) ? { ...item, position: at.get(item.id) } : item)));
}

/**
 * Moves an item of an ordered list right before or after another one. The server moves it in
 * one transaction (writing that one record) and answers the whole order, which may hold moves
 * other staff made meanwhile; failures are logged and re-thrown.
 */
export async function moveInOrder(
  collection: OrderedCollection,
  id: string,
  target: MoveTarget,
): Promise<Array<{ id: string; position: number }>> {
  try {
    const pb = await loadPocketBase();
    const answer = await pb.send<{ items: Array<{ id: string; position: number }> }>(
      `/api/site/order/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
      { method: 'POST', body: target },
    );
    return answer.items;
  } catch (err) {
    console.error(`Failed to move ${collection} record ${id}:`, err);
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

async function createIn<T extends { id: string; created: string }>(
  key: ListKey,
  collection: string,
  data: RecordInput,
  options?: SendOptions,
): Promise<T> {
  try {
    const pb = await loadPocketBase();
    const record = await pb.collection(collection).create<T>(data, options);
    useSiteStore.setState(
      (state) => ({ [key]: inOrder([record, ...(state[key] as unknown as T[])]) }) as Partial<SiteState>,
    );
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
  options?: SendOptions,
): Promise<T> {
  try {
    const pb = await loadPocketBase();
    const record = await pb.collection(collection).update<T>(id, data, options);
    useSiteStore.setState(
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
    useSiteStore.setState(
      (state) => ({ [key]: (state[key] as { id: string }[]).filter((item) => item.id !== id) }) as Partial<SiteState>,
    );
  } catch (err) {
    console.error(`Failed to delete ${collection} record ${id}:`, err);
    throw err;
  }
}

export interface SiteAdmin {
  /**
   * The saves that may carry images take `options`: an upload's progress `fetch` and Cancel
   * `signal` (admin/kit/useUploads.ts).
   */
  createProject: (data: RecordInput, options?: SendOptions) => Promise<Project>;
  updateProject: (id: string, data: RecordInput, options?: SendOptions) => Promise<Project>;
  deleteProject: (id: string) => Promise<void>;
  createService: (data: RecordInput, options?: SendOptions) => Promise<Service>;
  updateService: (id: string, data: RecordInput, options?: SendOptions) => Promise<Service>;
  deleteService: (id: string) => Promise<void>;
  createTeamMember: (data: RecordInput, options?: SendOptions) => Promise<TeamMember>;
  updateTeamMember: (id: string, data: RecordInput, options?: SendOptions) => Promise<TeamMember>;
  deleteTeamMember: (id: string) => Promise<void>;
  /** Saves the home settings (creates the record when `id` is null), then re-fetches everything. */
  updateSiteSettings: (id: string | null, data: RecordInput, options?: SendOptions) => Promise<HomeSettings>;
  /** Saves the stats (creates the record when `id` is null), then re-fetches everything. */
  updateStats: (id: string | null, data: RecordInput) => Promise<StatsSettings>;
  /** A new category comes first; a rename also updates the projects that show it. */
  createCategory: (data: CategoryInput) => Promise<ProjectCategory>;
  updateCategory: (id: string, data: CategoryInput) => Promise<ProjectCategory>;
  /** The server refuses (400, with a message) while projects still use the category. */
  deleteCategory: (id: string) => Promise<void>;
  /** Re-reads the journey timeline (sorted by year); failures are logged and re-thrown. */
  loadJourney: () => Promise<JourneyItem[]>;
  /** Creates (id null) or updates a journey item, keeping the timeline sorted by year. */
  saveJourneyItem: (id: string | null, data: JourneyInput) => Promise<JourneyItem>;
  deleteJourneyItem: (id: string) => Promise<void>;
  /** Moves a project, service, team member or category next to another (see moveInOrder). */
  move: (key: ListKey | 'categories', id: string, target: MoveTarget) => Promise<void>;
}

export const siteAdmin: SiteAdmin = {
  createProject: (data, options) => createIn<Project>('projects', 'projects', data, { ...options, expand: 'category' }),
  updateProject: (id, data, options) =>
    updateIn<Project>('projects', 'projects', id, data, { ...options, expand: 'category' }),
  deleteProject: (id) => deleteIn('projects', 'projects', id),

  createService: (data, options) => createIn<Service>('services', 'services', data, options),
  updateService: (id, data, options) => updateIn<Service>('services', 'services', id, data, options),
  deleteService: (id) => deleteIn('services', 'services', id),

  createTeamMember: (data, options) => createIn<TeamMember>('team', 'team', withTimestampId(data), options),
  updateTeamMember: (id, data, options) => updateIn<TeamMember>('team', 'team', id, data, options),
  deleteTeamMember: (id) => deleteIn('team', 'team', id),

  async updateSiteSettings(id, data, options) {
    const record = await saveSingletonRecord<HomeSettings>('home_settings', id, data, options);
    await useSiteStore.getState().fetchAll();
    return record;
  },

  async updateStats(id, data) {
    const record = await saveSingletonRecord<StatsSettings>('stats_settings', id, data);
    await useSiteStore.getState().fetchAll();
    return record;
  },

  async createCategory(data) {
    try {
      const pb = await loadPocketBase();
      const record = await pb.collection('project_categories').create<ProjectCategory>(data);
      useSiteStore.setState((state) => ({ categories: inOrder([...state.categories, record]) }));
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
      useSiteStore.setState((state) => ({
        categories: state.categories.map((item) => (item.id === id ? record : item)),
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
      useSiteStore.setState((state) => ({ categories: state.categories.filter((item) => item.id !== id) }));
    } catch (err) {
      console.error(`Failed to delete project category ${id}:`, err);
      throw err;
    }
  },

  async loadJourney() {
    try {
      const pb = await loadPocketBase();
      const items = await pb.collection('journey').getFullList<JourneyItem>({ sort: 'year' });
      useSiteStore.setState({ journey: items });
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
      useSiteStore.setState((state) => ({
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

  async move(key, id, target) {
    const positions = await moveInOrder(LIST_COLLECTIONS[key], id, target);
    useSiteStore.setState(
      (state) => ({ [key]: withPositions(state[key] as Array<{ id: string }>, positions) }) as Partial<SiteState>,
    );
  },

  async deleteJourneyItem(id) {
    try {
      const pb = await loadPocketBase();
      await pb.collection('journey').delete(id);
      useSiteStore.setState((state) => ({ journey: state.journey.filter((item) => item.id !== id) }));
    } catch (err) {
      console.error(`Failed to delete journey item ${id}:`, err);
      throw err;
    }
  },
};

/** Creates (id null) or updates a settings record; failures are logged and re-thrown. */
async function saveSingletonRecord<T>(
  collection: SingletonCollection,
  id: string | null,
  data: RecordInput,
  options?: SendOptions,
): Promise<T> {
  try {
    const pb = await loadPocketBase();
    return id
      ? await pb.collection(collection).update<T>(id, data, options)
      : await pb.collection(collection).create<T>(data, options);
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
  options?: SendOptions,
): Promise<T> {
  const record = await saveSingletonRecord<T>(collection, id, data, options);
  await useSiteStore.getState().fetchAll();
  return record;
}
