/**
 * What the token of an account with a temporary password (an admin set it:
 * `must_change_password`) may do (issue 38, item 4; docs/SECURITY.md "Who may do what"): sign in
 * again and change that password, nothing else. Pure code: the hooks enforce it
 * (lib/accountGate.ts, lib/accounts.ts), the tests read the message.
 */

export const TEMPORARY_PASSWORD_MESSAGE =
  'An admin gave this account a temporary password: choose your own before anything else.';

/** The fields a request that replaces a temporary password may send. */
export const PASSWORD_FIELDS = ['oldPassword', 'password', 'passwordConfirm'] as const;

const AUTH_ROUTE = /^\/api\/collections\/users\/(auth-methods|auth-with-password|auth-refresh)$/;

/**
 * True for the requests an account with a temporary password may make: the ways to sign in
 * (again) and to read its own session, and an update of its own record (which the hooks refuse
 * when it changes more than the password).
 */
export function allowedWithTemporaryPassword(method: string, path: string, ownId: string): boolean {
  if (AUTH_ROUTE.test(path)) return true;
  return method === 'PATCH' && path === `/api/collections/users/records/${ownId}`;
}

/** True when a request body that updates an account with a temporary password sets its password and nothing else. */
export function onlyPasswordFields(body: Record<string, unknown>): boolean {
  const others = Object.keys(body).filter((key) => (PASSWORD_FIELDS as readonly string[]).indexOf(key) < 0);
  return others.length === 0 && typeof body.password === 'string' && body.password !== '';
}
