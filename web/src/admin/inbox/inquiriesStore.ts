/**
 * The admin Inbox (issue 7): quote requests, newest first. Only approved admins may read them,
 * so this store is used by the admin area alone.
 */
import { create } from 'zustand';
import { adminData } from '../data/adminData';
import type { Inquiry } from '../../lib/types';

export interface InquiriesState {
  inquiries: Inquiry[];
  loading: boolean;
  failed: boolean;
  /** How many are not handled yet (the sidebar's badge, the dashboard's card). */
  newCount: number;
  /** Reloads the list from the server. */
  load: () => Promise<void>;
  setHandled: (id: string, handled: boolean) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

function countNew(inquiries: Inquiry[]): number {
  return inquiries.filter((i) => !i.handled).length;
}

export const useInquiriesStore = create<InquiriesState>()((set, get) => ({
  inquiries: [],
  loading: true,
  failed: false,
  newCount: 0,

  async load() {
    try {
      const inquiries = await adminData.inquiries.list();
      set({ inquiries, newCount: countNew(inquiries), loading: false, failed: false });
    } catch {
      set({ loading: false, failed: true });
    }
  },

  async setHandled(id, handled) {
    const record = await adminData.inquiries.update(id, { handled });
    const inquiries = get().inquiries.map((i) => (i.id === id ? record : i));
    set({ inquiries, newCount: countNew(inquiries) });
  },

  async remove(id) {
    await adminData.inquiries.remove(id);
    const inquiries = get().inquiries.filter((i) => i.id !== id);
    set({ inquiries, newCount: countNew(inquiries) });
  },
}));
