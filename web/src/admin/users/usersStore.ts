import { create } from 'zustand';
import { adminData } from '../data/adminData';
import type { User } from '../../lib/types';

/** Shown when the account list cannot be read. */
export const USERS_LOAD_FAILED_MESSAGE = 'Failed to load the accounts. Please reload the page.';

export interface UsersState {
  /** Pending accounts first, then approved ones; newest first within each group. */
  users: User[];
  loading: boolean;
  error: string | null;
  /** Reads every account (approved admins see all of them, with emails). */
  fetchUsers: () => Promise<void>;
  /** Approves or revokes another account; failures are logged and re-thrown. */
  setApproved: (id: string, approved: boolean) => Promise<User>;
}

/** Pending accounts first (they need someone's attention), newest first within each group. */
export function sortPendingFirst(users: User[]): User[] {
  return [...users].sort((a, b) => {
    if (a.approved !== b.approved) return a.approved ? 1 : -1;
    return a.created < b.created ? 1 : a.created > b.created ? -1 : 0;
  });
}

export const useUsersStore = create<UsersState>()((set) => ({
  users: [],
  loading: true,
  error: null,

  async fetchUsers() {
    set({ loading: true, error: null });
    try {
      // note: PocketBase refuses filters on email to non-superusers; we list all and sort here.
      const users = await adminData.users.list();
      set({ users: sortPendingFirst(users), loading: false });
    } catch {
      set({ loading: false, error: USERS_LOAD_FAILED_MESSAGE });
    }
  },

  async setApproved(id, approved) {
    const record = await adminData.users.update(id, { approved });
    set((state) => ({ users: sortPendingFirst(state.users.map((u) => (u.id === id ? { ...u, ...record } : u))) }));
    return record;
  },
}));
