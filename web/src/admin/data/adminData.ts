/**
 * The admin's one path to the server (issue 15, item 11; decision 011): every admin screen reads
 * and writes records through these, and each write updates the store the pages read the record
 * from (the site store, the testimonials store), so the public pages show the change at once.
 * The approved-admin rules are the server's; this only sends. Failures are logged and re-thrown.
 * Not imported by the public pages: a visitor's first load carries none of it (issue 6).
 */
import type { SendOptions } from 'pocketbase';
import { CONTENT, SINGLE_KEYS, sortOf, type Declaration, type SingleKey } from '@shared/content';
import { inOrder, ORDER_SORT, type MoveTarget } from '@shared/order';
import { ACTIVITY_COLLECTION, ACTIVITY_SORT, type ActivityEntry } from '@shared/activity';
import { COUNTS_COLLECTION, type SiteCount } from '@shared/insights';
import { LEADS_PAGE_SIZE, LEADS_ROUTE, NOTES_COLLECTION, type LeadPage, type LeadQuery } from '@shared/leads';
import { HISTORY_SORT, VERSIONS_COLLECTION, type Missing, type Version } from '@shared/history';
import { pb } from '../../lib/pocketbase';
import { storedUploads, storeThumbs } from '../../lib/thumbs';
import { followSave } from './liveSite';
import type {
  BaseRecord,
  ContentRecord,
  Inquiry,
  InquiryNote,
  JourneyItem,
  Project,
  ProjectCategory,
  RecordInput,
  Service,
  TeamMember,
  Testimonial,
  User,
} from '../../lib/types';
import { firstOrNull, useSiteStore, type SiteState } from '../../stores/site';
import { useTestimonialsStore } from '../../stores/testimonials';

type Positions = Array<{ id: string; position: number }>;

/** Where a collection's records are shown, kept in step with each write. */
interface Shown<T> {
  listed?: (items: T[]) => void;
  created?: (record: T) => void;
  updated?: (record: T) => void;
  deleted?: (id: string) => void;
  moved?: (positions: Positions) => void;
}

/** What the admin reads of a collection's declaration (shared/content.ts): name, order, relations. */
type Source = Pick<Declaration, 'collection' | 'expand' | 'sort' | 'ordered' | 'public'>;

interface Spec<T> {
  /** What a create sends beyond the form's data (a team member's id). */
  beforeCreate?: (data: RecordInput) => RecordInput;
  shown?: Shown<T>;
}

/** One collection as the admin reads and writes it. */
export interface AdminRecords<T> {
  /** Every record, in the collection's order. */
  list: () => Promise<T[]>;
  /** One record, fresh from the server (an edit form's). */
  get: (id: string) => Promise<T>;
  /** `options`: an upload's progress `fetch` and Cancel `signal` (admin/kit/useUploads.ts). */
  create: (data: RecordInput, options?: SendOptions) => Promise<T>;
  update: (id: string, data: RecordInput, options?: SendOptions) => Promise<T>;
  remove: (id: string) => Promise<void>;
  /**
   * Moves a record right before or after another (decision 010). The server moves it in one
   * transaction and answers the whole order, which may hold moves other staff made meanwhile.
   */
  move: (id: string, target: MoveTarget) => Promise<void>;
}

/**
 * After a save that sent JPEGs: their thumbs, made by this browser at the uploader's quality,
 * in the background (decision 006); the save is done without them.
 */
function thumbsOf(collection: string, data: RecordInput, saved: { id: string }): void {
  const uploads = storedUploads(collection, data, saved as unknown as Record<string, unknown>);
  if (uploads.length) void storeThumbs(pb, collection, saved, uploads);
}

/** Runs `call`; a failure is logged as `what` and re-thrown. */
async function logged<R>(what: string, call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (err) {
    console.error(`Failed to ${what}:`, err);
    throw err;
  }
}

function records<T extends { id: string }>(source: Source, spec: Spec<T> = {}): AdminRecords<T> {
  const { shown = {} } = spec;
  const { collection, expand } = source;
  const sort = sortOf(source, ORDER_SORT) || undefined;
  const query = expand ? { expand } : {};
  // note: no options object at all when there are none (the SDK call as it was made before).
  const withQuery = (options?: SendOptions) => (options || expand ? { ...options, ...query } : undefined);
  const api = () => pb.collection(collection);
  return {
    list: () =>
      logged(`load ${collection}`, async () => {
        const items = await api().getFullList<T>({ ...query, sort });
        shown.listed?.(items);
        return items;
      }),
    get: (id) => logged(`load ${collection} record ${id}`, async () => api().getOne<T>(id, query)),
    create: (data, options) =>
      logged(`create a record in ${collection}`, async () => {
        const sent = spec.beforeCreate ? spec.beforeCreate(data) : data;
        const record = await api().create<T>(sent, withQuery(options));
        shown.created?.(record);
        thumbsOf(collection, sent, record);
        followSave(source, record);
        return record;
      }),
    update: (id, data, options) =>
      logged(`update ${collection} record ${id}`, async () => {
        const record = await api().update<T>(id, data, withQuery(options));
        shown.updated?.(record);
        thumbsOf(collection, data, record);
        followSave(source, record);
        return record;
      }),
    remove: (id) =>
      logged(`delete ${collection} record ${id}`, async () => {
        await api().delete(id);
        shown.deleted?.(id);
        followSave(source, null);
      }),
    move: (id, target) =>
      logged(`move ${collection} record ${id}`, async () => {
        const answer = await pb.send<{ items: Positions }>(
          `/api/site/order/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
          { method: 'POST', body: target },
        );
        shown.moved?.(answer.items);
        followSave(source, null);
      }),
  };
}

/** Each record of `items` at the position the server gave it, in that order. */
export function withPositions<T extends { id: string; created?: string; position?: number }>(
  items: T[],
  positions: Positions,
): T[] {
  const at = new Map(positions.map((item) => [item.id, item.position]));
  return inOrder(items.map((item) => (at.has(item.id) ? { ...item, position: at.get(item.id) } : item)));
}

/** A list the public pages read, in the staff's order: kept in step with every write. */
function orderedList<T extends { id: string; created: string; position?: number }>(
  get: () => T[],
  put: (items: T[]) => void,
): Shown<T> {
  return {
    created: (record) => put(inOrder([record, ...get()])),
    updated: (record) => put(get().map((item) => (item.id === record.id ? record : item))),
    deleted: (id) => put(get().filter((item) => item.id !== id)),
    moved: (positions) => put(withPositions(get(), positions)),
  };
}

type SiteListKey = 'projects' | 'services' | 'team' | 'categories';

function siteList<K extends SiteListKey>(key: K): Shown<SiteState[K][number]> {
  return orderedList<SiteState[K][number]>(
    () => useSiteStore.getState()[key],
    (items) => useSiteStore.setState({ [key]: items } as Partial<SiteState>),
  );
}

/** Journey items by year (oldest first), as seed section 9 says. */
function sortByYear<T extends { year: number; created?: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.year - b.year || (a.created ?? '').localeCompare(b.created ?? ''));
}

function journeyShown(): Shown<JourneyItem> {
  const get = () => useSiteStore.getState().journey;
  const put = (items: JourneyItem[]) => useSiteStore.setState({ journey: sortByYear(items) });
  return {
    listed: put,
    created: (record) => put([...get(), record]),
    updated: (record) => put(get().map((item) => (item.id === record.id ? record : item))),
    deleted: (id) => put(get().filter((item) => item.id !== id)),
  };
}

/** A renamed category is renamed on the projects that show it too. */
function categoriesShown(): Shown<ProjectCategory> {
  const list = siteList('categories');
  return {
    ...list,
    updated(record) {
      list.updated!(record);
      useSiteStore.setState((state) => ({
        projects: state.projects.map((project) =>
          project.category === record.id ? { ...project, expand: { ...project.expand, category: record } } : project,
        ),
      }));
    },
  };
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

/** One settings record as the admin reads and writes it. */
export interface AdminSettings<T> {
  /** The record, or null when there is none yet (the first save creates it). */
  load: () => Promise<T | null>;
  /**
   * Creates the record (`id` null) or updates it. Every settings record is shown on the public
   * site, so all site data is read again after a save (seed section 4, "Refresh").
   */
  save: (id: string | null, data: RecordInput, options?: SendOptions) => Promise<T>;
}

function settings<T>(key: SingleKey): AdminSettings<T> {
  const { collection } = CONTENT[key];
  return {
    load: () => logged(`load ${collection}`, async () => firstOrNull<T>(pb, collection)),
    async save(id, data, options) {
      const record = await logged(`save ${collection}`, async () => {
        const api = pb.collection(collection);
        return id ? api.update<T>(id, data, options) : api.create<T>(data, options);
      });
      thumbsOf(collection, data, record as { id: string });
      followSave(CONTENT[key], record as Record<string, unknown>);
      await useSiteStore.getState().fetchAll();
      return record;
    },
  };
}

/** The settings records, one each, by their key in the content model (shared/content.ts). */
type AdminSettingsByKey = { [K in SingleKey]: AdminSettings<ContentRecord<K>> };

export const adminData = {
  projects: records<Project>(CONTENT.projects, { shown: siteList('projects') }),
  services: records<Service>(CONTENT.services, { shown: siteList('services') }),
  team: records<TeamMember>(CONTENT.team, { beforeCreate: withTimestampId, shown: siteList('team') }),
  categories: records<ProjectCategory>(CONTENT.categories, { shown: categoriesShown() }),
  journey: records<JourneyItem>(CONTENT.journey, { shown: journeyShown() }),
  testimonials: records<Testimonial>(CONTENT.testimonials, {
    shown: orderedList(
      () => useTestimonialsStore.getState().testimonials,
      (testimonials) => useTestimonialsStore.setState({ testimonials }),
    ),
  }),
  /** Quote requests, newest first (the inbox's store holds them). */
  inquiries: records<Inquiry>(CONTENT.inquiries),
  /** The Inbox's list, searched, filtered, sorted and paged by the server (issue 29). */
  leads: {
    page: (query: LeadQuery, page: number, perPage = LEADS_PAGE_SIZE) =>
      logged('load the quote requests', async () =>
        pb.send<LeadPage<Inquiry>>(LEADS_ROUTE, { query: { ...query, page, perPage } }),
      ),
    /** The New requests and those since `since` (ISO): what the badge and the dashboard count. */
    recent: (since: string) =>
      logged('load the recent quote requests', async () =>
        pb.collection(CONTENT.inquiries.collection).getFullList<Inquiry>({
          filter: pb.filter("status = 'new' || status = '' || created >= {:since}", {
            since: since.replace('T', ' '),
          }),
          sort: '-created,-id',
          expand: CONTENT.inquiries.expand,
        }),
      ),
  },
  /** Staff notes on quote requests (issue 29): written once, read per request, oldest first. */
  inquiryNotes: {
    of: (inquiry: string) =>
      logged('load the notes', async () =>
        pb.collection(NOTES_COLLECTION).getFullList<InquiryNote>({
          filter: pb.filter('inquiry = {:inquiry}', { inquiry }),
          sort: 'created,id',
        }),
      ),
    /** Every note, for the CSV export (which keeps those of the requests it writes). */
    all: () =>
      logged('load the notes', async () =>
        pb.collection(NOTES_COLLECTION).getFullList<InquiryNote>({ sort: 'created,id', batch: 1000 }),
      ),
    add: (inquiry: string, body: string) =>
      logged('add a note', async () => pb.collection(NOTES_COLLECTION).create<InquiryNote>({ inquiry, body })),
  },
  /**
   * Calls `listener` with each change of a quote request or a note as PocketBase's realtime
   * sends it (approved staff only: the collections' rules govern what is sent); answers the
   * unsubscribe.
   */
  watchInquiries: (listener: (event: { collection: string; action: string; record: Inquiry | InquiryNote }) => void) =>
    logged('follow new quote requests', async () => {
      // note: without EventSource (an old browser, jsdom) there are no live updates; the lists
      // still load on each visit.
      if (typeof EventSource === 'undefined') return async () => {};
      const stops = await Promise.all(
        [CONTENT.inquiries.collection, NOTES_COLLECTION].map((collection) =>
          pb
            .collection(collection)
            .subscribe<Inquiry | InquiryNote>(
              '*',
              (e) => listener({ collection, action: e.action, record: e.record }),
              {
                expand: collection === CONTENT.inquiries.collection ? CONTENT.inquiries.expand : undefined,
              },
            ),
        ),
      );
      return async () => {
        await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
      };
    }),
  /** Accounts, newest first; approved admins see all of them, with emails. */
  users: records<User>({ collection: 'users', sort: '-created', ordered: false, public: false }),
  settings: Object.fromEntries(SINGLE_KEYS.map((key) => [key, settings(key)])) as AdminSettingsByKey,
  /** The cookie-free daily counts since `day` ("2026-10-28"), issue 29 (decision 019). */
  siteCounts: (day: string) =>
    logged('load the site counts', async () =>
      pb.collection(COUNTS_COLLECTION).getFullList<SiteCount>({ filter: pb.filter('day >= {:day}', { day }) }),
    ),
  /** A record's kept versions and their restore (issue 28, decision 020). */
  history: {
    /** The record as it is now (the base a restore is checked against). */
    current: (collection: string, id: string) =>
      logged('load the record', async () => pb.collection(collection).getOne<BaseRecord>(id)),
    /** Its versions, newest first. */
    of: (collection: string, record: string) =>
      logged('load the history', async () =>
        pb.collection(VERSIONS_COLLECTION).getFullList<Version>({
          filter: pb.filter('subject = {:collection} && record = {:record}', { collection, record }),
          sort: HISTORY_SORT,
        }),
      ),
    /**
     * Puts `version` back, refused (409) when the record changed since `updated` was loaded; the
     * site data is read again, as after any save. Answers what could not come back.
     */
    restore: (version: string, updated: string) =>
      logged('restore a version', async () => {
        const answer = await pb.send<{ id: string; updated: string; missing: Missing[] }>(
          `/api/site/history/${encodeURIComponent(version)}/restore`,
          { method: 'POST', body: { updated } },
        );
        await Promise.all([useSiteStore.getState().fetchAll(), useTestimonialsStore.getState().load(true)]);
        return answer;
      }),
  },
  /** The newest `count` entries of the recent-activity log (decision 012). */
  activity: (count: number) =>
    logged('load the recent activity', async () => {
      const page = await pb
        .collection(ACTIVITY_COLLECTION)
        .getList<ActivityEntry>(1, count, { sort: ACTIVITY_SORT, skipTotal: true });
      return page.items;
    }),
};
