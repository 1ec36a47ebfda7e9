/**
 * Accounts staff can tell apart and help with (issue 28, item 5; the migration
 * 1795392000_accounts): a revoked account is marked as such, a password an admin set for a
 * colleague is temporary (they choose their own at the next sign-in), and approved staff can ask
 * whether mail is set up (password resets and lead notifications depend on it).
 */
import type * as Accounts from '../../../shared/accounts';

/** Fields only the server writes; a request that sends one is refused. */
export const SERVER_SET_FIELDS = ['revoked_at', 'must_change_password'] as const;

/** Refused when a request sets a field only the server writes. */
export const SERVER_SET_MESSAGE = 'This field is set by the server.';

/** onRecordCreateRequest / onRecordUpdateRequest body for users: the server-set fields are refused. */
export function refuseServerSetFields(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const body = e.requestInfo().body as Record<string, unknown>;
  for (const field of SERVER_SET_FIELDS) {
    if (field in body)
      throw new BadRequestError(SERVER_SET_MESSAGE, { [field]: { code: 'server_set', message: SERVER_SET_MESSAGE } });
  }
}

/**
 * onRecordUpdateRequest body for users, after `refuseServerSetFields`: a new password set by
 * someone else (an admin through the manageRule) must be changed by its owner at the next sign-in;
 * one the owner set clears that.
 */
export function markTemporaryPassword(e: core.RecordRequestEvent): void {
  const body = e.requestInfo().body as Record<string, unknown>;
  if (typeof body.password !== 'string' || body.password === '') return;
  const record = e.record!;
  const own =
    e.auth !== null && e.auth !== undefined && e.auth.id === record.id && e.auth.collection().name === 'users';
  record.set('must_change_password', !own);
}

/**
 * onRecordUpdate body for users: losing the approval marks the account revoked and ends every
 * token it holds (a new token key: its auth and file tokens no longer verify, so it is a guest
 * for every rate limit and gets no file token; issue 38); regaining it clears the mark.
 */
export function markRevoked(e: core.RecordEvent): void {
  const record = e.record!;
  const was = record.original().getBool('approved');
  const now = record.getBool('approved');
  if (was && !now) {
    record.set('revoked_at', new DateTime());
    record.refreshTokenKey();
  }
  if (!was && now) record.set('revoked_at', '');
}

/**
 * onRecordUpdateRequest body for users, before `markTemporaryPassword`: an account with a
 * temporary password changes that password and nothing else (responses.pb.ts lets no other
 * request of its token through: lib/accountGate.ts).
 */
export function onlyThePasswordWhileTemporary(e: core.RecordRequestEvent): void {
  const auth = e.auth;
  if (!auth || auth.collection().name !== 'users' || !auth.getBool('must_change_password')) return;
  const { onlyPasswordFields, TEMPORARY_PASSWORD_MESSAGE } = require(
    `${__hooks}/lib/shared/accounts.js`,
  ) as typeof Accounts;
  if (!onlyPasswordFields(e.requestInfo().body as Record<string, unknown>))
    throw new ForbiddenError(TEMPORARY_PASSWORD_MESSAGE);
}

/** GET /api/site/mail for approved staff: whether the server can send mail. */
export function mailStatus(e: core.RequestEvent): void {
  const auth = e.auth;
  const approved = auth && (auth.collection().name === '_superusers' || auth.getBool('approved'));
  if (!approved) throw new ForbiddenError('Only approved staff may ask this.');
  e.response.header().set('Cache-Control', 'no-store');
  e.json(200, { configured: e.app.settings().smtp.enabled });
}
