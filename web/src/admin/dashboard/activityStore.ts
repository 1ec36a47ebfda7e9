/**
 * The dashboard's recent activity (issue 15, item 10): the newest entries of the log the hooks
 * write (shared/activity.ts). Only approved admins may read it, so the admin area alone uses
 * this store.
 */
import { create } from 'zustand';
import type { ActivityEntry } from '@shared/activity';
import { adminData } from '../data/adminData';

/** Entries the dashboard lists. */
export const RECENT_ACTIVITY_COUNT = 10;

export interface ActivityState {
  entries: ActivityEntry[];
  loading: boolean;
  failed: boolean;
  /** Reads the newest entries again. */
  load: () => Promise<void>;
}

export const useActivityStore = create<ActivityState>()((set) => ({
  entries: [],
  loading: true,
  failed: false,

  async load() {
    set({ loading: true, failed: false });
    try {
      set({ entries: await adminData.activity(RECENT_ACTIVITY_COUNT), loading: false });
    } catch {
      set({ loading: false, failed: true });
    }
  },
}));
