/**
 * The admin Inbox (issues 7 and 29): quote requests worked as leads, their notes, the approved
 * staff they can be assigned to, and what PocketBase's realtime says has changed. The Inbox's list
 * is one page the server searched, filtered and sorted (`list`); the badge and the dashboard read
 * the New requests and the last RECENT_DAYS days' (`inquiries`), which stays small however many
 * requests there are. Only approved staff may read any of it, so this store is used by the admin
 * area alone.
 */
import type { SendOptions } from 'pocketbase';
import { create } from 'zustand';
import { leadStatus, type LeadPage, type LeadQuery } from '@shared/leads';
import { adminData } from '../data/adminData';
import type { Inquiry, InquiryNote, User } from '../../lib/types';

/** What staff change of a lead's pipeline in one save. */
export type LeadPatch = Partial<Pick<Inquiry, 'status' | 'assignee' | 'value' | 'lost_reason'>>;

/** How far back the dashboard's set reaches beyond the New requests (its insights show 30 days). */
export const RECENT_DAYS = 31;

/** What the Inbox asks the server for before anyone searches or filters. */
export const NO_QUERY: LeadQuery = { search: '', status: '', service: '', month: '', language: '', sort: 'newest' };

export interface InquiriesState {
  /** The New requests and the last RECENT_DAYS days', newest first (the badge, the dashboard). */
  inquiries: Inquiry[];
  loading: boolean;
  failed: boolean;
  /** How many are New (the sidebar's badge, the dashboard's card). */
  newCount: number;
  /** Approved staff, whom a lead can be assigned to. */
  staff: User[];
  /** The notes of each request whose notes were read, oldest first. */
  notes: Record<string, InquiryNote[]>;
  /** The latest arrival while the admin is open, announced politely (no sound); '' when none. */
  notice: string;
  /** The id of the request the notice is about. */
  noticeId: string;
  /** The Inbox's page of requests, as the server answered `query`; null until loaded. */
  list: LeadPage<Inquiry> | null;
  query: LeadQuery;
  page: number;
  listLoading: boolean;
  listFailed: boolean;
  /** The request open in the Inbox (from the list, the dashboard's set or the server). */
  opened: Inquiry | null;
  /** Reloads the New and recent requests from the server. */
  load: () => Promise<void>;
  /** Loads page `page` of `query` (the latest call wins). */
  loadList: (query: LeadQuery, page: number) => Promise<void>;
  /** Opens the request `id` (null closes it). */
  open: (id: string | null) => Promise<void>;
  loadStaff: () => Promise<void>;
  loadNotes: (id: string) => Promise<void>;
  /** Saves `patch` (with the SDK `options` of the save: its time limit's signal). */
  update: (id: string, patch: LeadPatch, options?: SendOptions) => Promise<Inquiry>;
  addNote: (id: string, body: string) => Promise<void>;
  remove: (id: string) => Promise<void>;
  dismissNotice: () => void;
  /**
   * Follows new and changed requests and notes through PocketBase's realtime; answers the
   * unsubscribe. A failure to subscribe leaves the Inbox as it is (loaded on each visit).
   */
  follow: () => Promise<() => void>;
}

function countNew(inquiries: Inquiry[]): number {
  return inquiries.filter((i) => leadStatus(i.status) === 'new').length;
}

function withInquiries(inquiries: Inquiry[]) {
  return { inquiries, newCount: countNew(inquiries) };
}

const replaced = (list: Inquiry[], record: Inquiry) => list.map((i) => (i.id === record.id ? record : i));

/** The list's page with `record` in place of its older copy. */
function listWith(list: LeadPage<Inquiry> | null, record: Inquiry): LeadPage<Inquiry> | null {
  return list && list.items.some((i) => i.id === record.id) ? { ...list, items: replaced(list.items, record) } : list;
}

let listCall = 0;
let reloadTimer: ReturnType<typeof setTimeout> | undefined;

function withNote(notes: InquiryNote[] | undefined, note: InquiryNote): InquiryNote[] | undefined {
  if (!notes || notes.some((n) => n.id === note.id)) return notes;
  return [...notes, note];
}

export const useInquiriesStore = create<InquiriesState>()((set, get) => ({
  inquiries: [],
  loading: true,
  failed: false,
  newCount: 0,
  staff: [],
  notes: {},
  notice: '',
  noticeId: '',
  list: null,
  query: NO_QUERY,
  page: 1,
  listLoading: false,
  listFailed: false,
  opened: null,

  async load() {
    try {
      const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600_000).toISOString();
      const inquiries = await adminData.leads.recent(since);
      set({ ...withInquiries(inquiries), loading: false, failed: false });
    } catch {
      set({ loading: false, failed: true });
    }
  },

  async loadList(query, page) {
    const call = ++listCall;
    set({ query, page, listLoading: true });
    try {
      const list = await adminData.leads.page(query, page);
      if (call === listCall) set({ list, listLoading: false, listFailed: false });
    } catch {
      if (call === listCall) set({ listLoading: false, listFailed: true });
    }
  },

  async open(id) {
    if (!id) return set({ opened: null });
    const { list, inquiries, opened } = get();
    const known =
      list?.items.find((i) => i.id === id) ?? inquiries.find((i) => i.id === id) ?? (opened?.id === id ? opened : null);
    if (known) return set({ opened: known });
    try {
      const record = await adminData.inquiries.get(id);
      set({ opened: record });
    } catch {
      set({ opened: null });
    }
  },

  async loadStaff() {
    try {
      const users = await adminData.users.list();
      set({ staff: users.filter((u) => u.approved) });
    } catch {
      // the assignee list stays as it was; the lead's other fields still work
    }
  },

  async loadNotes(id) {
    const notes = await adminData.inquiryNotes.of(id);
    set({ notes: { ...get().notes, [id]: notes } });
  },

  async update(id, patch, options) {
    const record = await adminData.inquiries.update(id, patch, options);
    const { inquiries, list, opened } = get();
    set({
      ...withInquiries(replaced(inquiries, record)),
      list: listWith(list, record),
      opened: opened?.id === id ? record : opened,
    });
    return record;
  },

  async addNote(id, body) {
    const note = await adminData.inquiryNotes.add(id, body);
    set({ notes: { ...get().notes, [id]: withNote(get().notes[id] ?? [], note)! } });
  },

  async remove(id) {
    await adminData.inquiries.remove(id);
    const { inquiries, opened, query, page } = get();
    set({ ...withInquiries(inquiries.filter((i) => i.id !== id)), opened: opened?.id === id ? null : opened });
    if (get().list) await get().loadList(query, page);
  },

  dismissNotice() {
    set({ notice: '', noticeId: '' });
  },

  async follow() {
    try {
      return await adminData.watchInquiries(({ collection, action, record }) => {
        const { inquiries, notes } = get();
        if (collection !== 'inquiries') {
          const note = record as InquiryNote;
          const next = action === 'create' ? withNote(notes[note.inquiry], note) : notes[note.inquiry];
          if (next !== notes[note.inquiry]) set({ notes: { ...notes, [note.inquiry]: next! } });
          return;
        }
        const inquiry = record as Inquiry;
        const { list, opened } = get();
        if (action === 'delete') {
          set({
            ...withInquiries(inquiries.filter((i) => i.id !== inquiry.id)),
            opened: opened?.id === inquiry.id ? null : opened,
          });
        } else if (inquiries.some((i) => i.id === inquiry.id)) {
          set({
            ...withInquiries(replaced(inquiries, inquiry)),
            list: listWith(list, inquiry),
            opened: opened?.id === inquiry.id ? inquiry : opened,
          });
        } else if (action === 'create') {
          set({
            ...withInquiries([inquiry, ...inquiries]),
            notice: `New quote request from ${inquiry.name}`,
            noticeId: inquiry.id,
          });
        } else {
          set({ list: listWith(list, inquiry), opened: opened?.id === inquiry.id ? inquiry : opened });
        }
        // The page the Inbox shows is the server's answer to its query: asked again (once for a
        // burst), so a new request appears where it belongs if it matches, and one that no longer
        // does leaves.
        if (list) {
          clearTimeout(reloadTimer);
          reloadTimer = setTimeout(() => void get().loadList(get().query, get().page), 300);
        }
      });
    } catch {
      return () => undefined;
    }
  },
}));
