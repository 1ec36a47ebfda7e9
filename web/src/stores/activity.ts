/**
 * The dashboard's recent activity (issue 15, item 10): the newest entries of the log the hooks
 * write (shared/activity.ts). Only approved admins may read it, so the admin area alone uses
 * this store.
 */
import { create } from 'zustand';
import { ACTIVITY_COLLECTION, ACTIVITY_SORT, type ActivityEntry } from '@shared/activity';
import { pb } from '../lib/pocketbase';

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
      const page = await pb
        .collection(ACTIVITY_COLLECTION)
        .getList<ActivityEntry>(1, RECENT_ACTIVITY_COUNT, { sort: ACTIVITY_SORT, skipTotal: true });
      set({ entries: page.items, loading: false });
    } catch (err) {
      console.error('Failed to load the recent activity:', err);
      set({ loading: false, failed: true });
    }
  },
}));
