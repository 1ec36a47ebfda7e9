/**
 * The admin Inbox (issues 7 and 29): quote requests worked as leads, newest first, their notes,
 * the approved staff they can be assigned to, and what PocketBase's realtime says has changed.
 * Only approved staff may read any of it, so this store is used by the admin area alone.
 */
import { create } from 'zustand';
import { leadStatus } from '@shared/leads';
import { adminData } from '../data/adminData';
import type { Inquiry, InquiryNote, User } from '../../lib/types';

/** What staff change of a lead's pipeline in one save. */
export type LeadPatch = Partial<Pick<Inquiry, 'status' | 'assignee' | 'value' | 'lost_reason'>>;

export interface InquiriesState {
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
  /** Reloads the list from the server. */
  load: () => Promise<void>;
  loadStaff: () => Promise<void>;
  loadNotes: (id: string) => Promise<void>;
  update: (id: string, patch: LeadPatch) => Promise<Inquiry>;
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

  async load() {
    try {
      const inquiries = await adminData.inquiries.list();
      set({ ...withInquiries(inquiries), loading: false, failed: false });
    } catch {
      set({ loading: false, failed: true });
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

  async update(id, patch) {
    const record = await adminData.inquiries.update(id, patch);
    set(withInquiries(get().inquiries.map((i) => (i.id === id ? record : i))));
    return record;
  },

  async addNote(id, body) {
    const note = await adminData.inquiryNotes.add(id, body);
    set({ notes: { ...get().notes, [id]: withNote(get().notes[id] ?? [], note)! } });
  },

  async remove(id) {
    await adminData.inquiries.remove(id);
    set(withInquiries(get().inquiries.filter((i) => i.id !== id)));
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
        if (action === 'delete') {
          set(withInquiries(inquiries.filter((i) => i.id !== inquiry.id)));
        } else if (inquiries.some((i) => i.id === inquiry.id)) {
          set(withInquiries(inquiries.map((i) => (i.id === inquiry.id ? inquiry : i))));
        } else if (action === 'create') {
          set({
            ...withInquiries([inquiry, ...inquiries]),
            notice: `New quote request from ${inquiry.name}`,
            noticeId: inquiry.id,
          });
        }
      });
    } catch {
      return () => undefined;
    }
  },
}));
