import { create } from 'zustand';
import { errorStatus, isAbortError } from '../lib/apiErrors';
import { pb } from '../lib/pocketbase';
import type { User } from '../lib/types';
import { useSiteStore } from './site';

/** Shown for any failed login but an unapproved account (seed section 8). */
export const LOGIN_FAILED_MESSAGE = 'Failed to login. Please check your credentials and network connection.';
/** Shown when the password is right but an administrator has not approved the account yet. */
export const AWAITING_APPROVAL_MESSAGE = 'Your account is awaiting approval by an administrator.';
/** Shown for any failed registration (seed section 8). */
export const REGISTER_FAILED_MESSAGE = 'Failed to create an account. The email may already be in use.';

export interface AuthState {
  token: string;
  user: User | null;
  /** True until the first auth state is known (the stored session checked with the server). */
  loading: boolean;
  error: string | null;
  /** Signs in; resolves true on success, else sets `error` and resolves false. */
  login: (email: string, password: string) => Promise<boolean>;
  /** Creates an account (unapproved); resolves true on success, else sets `error`. */
  register: (email: string, password: string, passwordConfirm: string) => Promise<boolean>;
  logout: () => void;
  clearError: () => void;
}

/**
 * PocketBase refuses a correct password with 403 when the collection's authRule
 * (`approved = true`) does not hold; the server's message also mentions approval.
 */
function isAwaitingApproval(err: unknown): boolean {
  if (errorStatus(err) === 403) return true;
  const message = (err as { response?: { message?: unknown } } | null)?.response?.message;
  return typeof message === 'string' && /approv/i.test(message);
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: pb.authStore.token,
  user: pb.authStore.record as User | null,
  loading: true,
  error: null,

  async login(email, password) {
    set({ error: null });
    try {
      await pb.collection('users').authWithPassword<User>(email, password);
      set({ token: pb.authStore.token, user: pb.authStore.record as User | null, error: null });
      return true;
    } catch (err) {
      console.error('Login failed:', err);
      set({ error: isAwaitingApproval(err) ? AWAITING_APPROVAL_MESSAGE : LOGIN_FAILED_MESSAGE });
      return false;
    }
  },

  async register(email, password, passwordConfirm) {
    set({ error: null });
    try {
      // note: never send `approved`; the server decides it.
      await pb.collection('users').create({ email, password, passwordConfirm });
      return true;
    } catch (err) {
      console.error('Registration failed:', err);
      set({ error: REGISTER_FAILED_MESSAGE });
      return false;
    }
  },

  logout() {
    pb.authStore.clear();
    set({ token: '', user: null, error: null });
  },

  clearError() {
    set({ error: null });
  },
}));

// Keep the store in step with the SDK (login, logout, refresh, other tabs via `storage` events).
// The site data is what the reader may read (approved admins also read drafts, issue 15): when
// someone else signs in or out, it is loaded again.
pb.authStore.onChange((token, record) => {
  const changed = (useAuthStore.getState().user?.id ?? '') !== ((record as User | null)?.id ?? '');
  useAuthStore.setState({ token, user: record as User | null });
  if (changed) void useSiteStore.getState().fetchAll();
});

let authCheck: Promise<void> | null = null;

/**
 * Settles the first auth state once per page load (`initAuth`), however many screens ask. The
 * screens that read the auth state call it (admin area, login, register); public pages never do,
 * so a visitor's first load carries neither this store nor the SDK.
 */
export function startAuth(): Promise<void> {
  authCheck ??= initAuth();
  return authCheck;
}

/**
 * Settles the first auth state: a stored, unexpired session is confirmed with the server
 * (`authRefresh`), which also picks up a revoked approval or a deleted account; a refused one
 * is cleared. Network failures keep the stored session: the server still checks every request.
 */
export async function initAuth(): Promise<void> {
  if (!pb.authStore.token) {
    useAuthStore.setState({ loading: false });
    return;
  }
  if (!pb.authStore.isValid) {
    pb.authStore.clear();
    useAuthStore.setState({ loading: false });
    return;
  }
  try {
    await pb.collection('users').authRefresh();
  } catch (err) {
    if (!isAbortError(err) && errorStatus(err) !== 0) pb.authStore.clear();
  }
  useAuthStore.setState({ token: pb.authStore.token, user: pb.authStore.record as User | null, loading: false });
}
