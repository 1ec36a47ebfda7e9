import { create } from 'zustand';
import { adminData } from '../data/adminData';
import { SAVE_TIME_LIMIT_MS, SaveTimedOut, withTimeLimit } from '../data/timeLimit';
import { serverMessage } from '../../lib/apiErrors';
import { pb } from '../../lib/pocketbase';
import type { User } from '../../lib/types';

/** Shown when the account list cannot be read. */
export const USERS_LOAD_FAILED_MESSAGE = 'Failed to load the accounts. Please reload the page.';

/** Where an account stands: a new sign-up waiting (pending), approved, or revoked by an admin. */
export type AccountStatus = 'pending' | 'approved' | 'revoked';

export function accountStatus(user: User): AccountStatus {
  if (user.approved) return 'approved';
  return user.revoked_at ? 'revoked' : 'pending';
}

/** The filter of accounts waiting for someone's approval (new sign-ups, not revoked colleagues). */
const PENDING_FILTER = 'approved = false && revoked_at = ""';

export interface UsersState {
  /** Pending accounts first, then approved ones, then revoked; newest first within each group. */
  users: User[];
  loading: boolean;
  error: string | null;
  /** How many sign-ups wait for approval (the sidebar's and the dashboard's flag). */
  pendingCount: number;
  /** Reads every account (approved admins see all of them, with emails). */
  fetchUsers: () => Promise<void>;
  /** Counts the accounts awaiting approval; a failure leaves the last count. */
  loadPendingCount: () => Promise<void>;
  // note: the writes below give up after the saves' time limit (`withTimeLimit`, decision 035).
  /** Approves or revokes another account; failures are logged and re-thrown. */
  setApproved: (id: string, approved: boolean) => Promise<User>;
  /** Gives a colleague a temporary password (they choose their own at their next sign-in). */
  setTemporaryPassword: (id: string, password: string) => Promise<void>;
  /** Sets the signed-in account's display name. */
  setName: (id: string, name: string) => Promise<void>;
}

/** A change of an account the server did not answer in time (`withTimeLimit`). */
export const ACCOUNT_TIMEOUT_MESSAGE = `The server did not answer within ${SAVE_TIME_LIMIT_MS / 1000} seconds. Nothing is lost: try again.`;

/** Why a change of an account failed, in words: the time limit, the server's reason, else `fallback`. */
export function accountFailure(err: unknown, fallback: string): string {
  if (err instanceof SaveTimedOut) return ACCOUNT_TIMEOUT_MESSAGE;
  return serverMessage(err) ?? fallback;
}

const ORDER: Record<AccountStatus, number> = { pending: 0, approved: 1, revoked: 2 };

/** Pending accounts first (they need someone's attention), newest first within each group. */
export function sortPendingFirst(users: User[]): User[] {
  return [...users].sort((a, b) => {
    const d = ORDER[accountStatus(a)] - ORDER[accountStatus(b)];
    if (d !== 0) return d;
    return a.created < b.created ? 1 : a.created > b.created ? -1 : 0;
  });
}

function pendingIn(users: User[]): number {
  return users.filter((u) => accountStatus(u) === 'pending').length;
}

export const useUsersStore = create<UsersState>()((set) => ({
  users: [],
  loading: true,
  error: null,
  pendingCount: 0,

  async fetchUsers() {
    set({ loading: true, error: null });
    try {
      // note: PocketBase refuses filters on email to non-superusers; we list all and sort here.
      const users = await adminData.users.list();
      set({ users: sortPendingFirst(users), loading: false, pendingCount: pendingIn(users) });
    } catch {
      set({ loading: false, error: USERS_LOAD_FAILED_MESSAGE });
    }
  },

  async loadPendingCount() {
    try {
      const page = await pb.collection('users').getList(1, 1, { filter: PENDING_FILTER, fields: 'id' });
      set({ pendingCount: page.totalItems });
    } catch {
      // the flag is a hint: the Users screen shows the truth
    }
  },

  async setApproved(id, approved) {
    const record = await withTimeLimit((options) => adminData.users.update(id, { approved }, options));
    set((state) => {
      const users = sortPendingFirst(state.users.map((u) => (u.id === id ? { ...u, ...record } : u)));
      return { users, pendingCount: pendingIn(users) };
    });
    return record;
  },

  async setTemporaryPassword(id, password) {
    await withTimeLimit((options) => adminData.users.update(id, { password, passwordConfirm: password }, options));
  },

  async setName(id, name) {
    const record = await withTimeLimit((options) => adminData.users.update(id, { name }, options));
    set((state) => ({ users: state.users.map((u) => (u.id === id ? { ...u, ...record } : u)) }));
  },
}));
