/**
 * The door check of shared/accounts.ts (issue 38, item 4) for responses.pb.ts, on every /api/
 * request: the token of an account with a temporary password is answered 403 outside the few
 * requests it may make (records, realtime, file tokens, the site's own routes alike).
 * note: a revoked account needs no check here: revoking ends its tokens (lib/accounts.ts
 * markRevoked), so it is a guest for every limit; an account never approved cannot get one
 * (the users authRule), but through a superuser's impersonation.
 */
import type * as Accounts from '../../../shared/accounts';

/** Answers 403 and returns true when the request's `users` token may not make it. Superusers and guests pass. */
export function refuseRestrictedAccount(e: core.RequestEvent, method: string, path: string): boolean {
  const auth = e.auth;
  if (!auth || auth.collection().name !== 'users' || !auth.getBool('must_change_password')) return false;
  const shared = require(`${__hooks}/lib/shared/accounts.js`) as typeof Accounts;
  if (shared.allowedWithTemporaryPassword(method, path, auth.id)) return false;
  e.response.header().set('Cache-Control', 'no-store');
  e.json(403, { status: 403, message: shared.TEMPORARY_PASSWORD_MESSAGE, data: {} });
  return true;
}
