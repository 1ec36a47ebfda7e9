import { create } from 'zustand';
import { errorStatus, fieldErrorCodes, fieldErrors, isAbortError } from '../lib/apiErrors';
import { pb } from '../lib/pocketbase';
import type { User } from '../lib/types';
import { useSiteStore } from './site';

/** Shown for any failed login but an unapproved account (seed section 8). */
export const LOGIN_FAILED_MESSAGE = 'Failed to login. Please check your credentials and network connection.';
/** Shown when the password is right but an administrator has not approved the account yet. */
export const AWAITING_APPROVAL_MESSAGE = 'Your account is awaiting approval by an administrator.';
/** Shown for a registration refused for its email, or for no reason the server gave (seed section 8). */
export const REGISTER_FAILED_MESSAGE = 'Failed to create an account. The email may already be in use.';
/** Shown when the server's rate limits (registrations, reset confirmations) refuse a request. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
/** Shown when the mail limits refuse a reset request (per address and per recipient, an hour each). */
export const TOO_MANY_RESETS_MESSAGE = 'Too many reset links were asked for. Please wait an hour and try again.';
/** Shown after a reset link was asked for, whether or not an account has the email (no enumeration). */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email, a link to set a new password is on its way. It works for 30 minutes; check your spam folder if it does not arrive.';
/** Shown when a reset link is not accepted (expired, already used, or altered). */
export const RESET_LINK_INVALID_MESSAGE = 'This reset link is invalid or has expired. Ask for a new one below.';
/** Shown when a reset request or confirmation fails for no reason the server gave. */
/** A new password that could not be set for another reason than its own rules. */
export const CHANGE_PASSWORD_FAILED_MESSAGE =
  'The password could not be changed. Check the temporary password and your connection, then try again.';
export const RESET_FAILED_MESSAGE = 'The request could not be completed. Please check your connection and try again.';

/** The field names a person sees for the server's per-field errors. */
const FIELD_NAMES: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  passwordConfirm: 'Confirm Password',
  token: 'Reset link',
};

interface FieldDetail {
  code?: unknown;
  message?: unknown;
  params?: { min?: unknown; max?: unknown };
}

/**
 * The server's reason for refusing a password (PocketBase's validation: its length rule), in
 * words: "The password must be at least 8 characters." Null when the password was not the reason.
 * note: PocketBase words it "Must be at least 8 character(s)" when registering (no params) and
 * "The length must be between 8 and 255." when resetting (min and max as params).
 */
export function passwordRuleMessage(err: unknown): string | null {
  const detail = (err as { response?: { data?: { password?: FieldDetail } } } | null)?.response?.data?.password;
  if (!detail) return null;
  const message = typeof detail.message === 'string' ? detail.message : '';
  const min = Number(detail.params?.min ?? /at least (\d+)/.exec(message)?.[1]);
  // note: the reset form's own maximum (255) is above the field's (71, bcrypt's), which the
  // field then names itself ("Must be less than 71 character(s)"): only the minimum is worded here.
  const tooShort = detail.code === 'validation_min_text_constraint' || detail.code === 'validation_length_out_of_range';
  if (tooShort && min > 0) return `The password must be at least ${min} characters.`;
  return message ? `Password: ${message}` : null;
}

/**
 * What a failed registration says: the specification's message for an email already in use (and
 * for failures the server gives no reason for), else the server's reason, such as the password
 * rule.
 */
export function registerErrorMessage(err: unknown): string {
  if (errorStatus(err) === 429) return TOO_MANY_REQUESTS_MESSAGE;
  const codes = fieldErrorCodes(err);
  if (codes.email === 'validation_not_unique') return REGISTER_FAILED_MESSAGE;
  const password = passwordRuleMessage(err);
  if (password) return password;
  const fields = Object.entries(fieldErrors(err));
  if (fields.length === 0) return REGISTER_FAILED_MESSAGE;
  return fields.map(([field, message]) => `${FIELD_NAMES[field] ?? field}: ${message}`).join(' ');
}

/** What a failed reset confirmation says: the link's problem, the password rule, or a general failure. */
export function resetErrorMessage(err: unknown): string {
  const status = errorStatus(err);
  if (status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  if (status === 403) return AWAITING_APPROVAL_MESSAGE;
  if (fieldErrors(err).token) return RESET_LINK_INVALID_MESSAGE;
  return passwordRuleMessage(err) ?? (status === 400 ? RESET_LINK_INVALID_MESSAGE : RESET_FAILED_MESSAGE);
}

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
  /**
   * Asks the server to email a reset link; resolves true once asked (whether or not an account
   * has the email: the server answers alike), else sets `error`.
   */
  requestPasswordReset: (email: string) => Promise<boolean>;
  /** Sets a new password with the token of a reset link; resolves true on success, else sets `error`. */
  confirmPasswordReset: (token: string, password: string, passwordConfirm: string) => Promise<boolean>;
  /**
   * Replaces the signed-in account's password (the temporary one an admin set) and signs in again
   * with the new one (PocketBase ends the old sessions); resolves true on success, else sets `error`.
   */
  changePassword: (oldPassword: string, password: string, passwordConfirm: string) => Promise<boolean>;
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
      set({ error: registerErrorMessage(err) });
      return false;
    }
  },

  async requestPasswordReset(email) {
    set({ error: null });
    try {
      await pb.collection('users').requestPasswordReset(email);
      return true;
    } catch (err) {
      console.error('Password reset request failed:', err);
      set({ error: errorStatus(err) === 429 ? TOO_MANY_RESETS_MESSAGE : RESET_FAILED_MESSAGE });
      return false;
    }
  },

  async confirmPasswordReset(token, password, passwordConfirm) {
    set({ error: null });
    try {
      await pb.collection('users').confirmPasswordReset(token, password, passwordConfirm);
      return true;
    } catch (err) {
      console.error('Password reset failed:', err);
      set({ error: resetErrorMessage(err) });
      return false;
    }
  },

  async changePassword(oldPassword, password, passwordConfirm) {
    set({ error: null });
    const user = pb.authStore.record as User | null;
    if (!user) return false;
    try {
      await pb.collection('users').update(user.id, { oldPassword, password, passwordConfirm });
      await pb.collection('users').authWithPassword<User>(user.email, password);
      set({ token: pb.authStore.token, user: pb.authStore.record as User | null });
      // The server answered nothing but this with the temporary password (issue 38): load the
      // site's data now (the same account signed in, so the auth listener does not).
      void useSiteStore.getState().fetchAll();
      return true;
    } catch (err) {
      console.error('Password change failed:', err);
      set({ error: passwordRuleMessage(err) ?? CHANGE_PASSWORD_FAILED_MESSAGE });
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
