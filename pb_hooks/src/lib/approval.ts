/**
 * Admin approval (docs/ARCHITECTURE.md, "Access rules"; docs/decisions/008). The collection rules (migration
 * users_approval, revoked_change_nothing) decide who may change `approved`; these functions add
 * what rules cannot express: a clear sign-in message, never locking everyone out, and no
 * self-service (mail, password, email) for an account that is not approved. The first admin
 * comes from the shell (`admin upsert`), never from a registration.
 */

import type * as Limits from '../../../shared/limits';

/** Shown to an unapproved account that signs in with the right password (HTTP 403). */
export const AWAITING_APPROVAL_MESSAGE = 'Your account is awaiting approval by an administrator.';

/** Refused when the change would leave no approved admin. */
export const LAST_ADMIN_MESSAGE = 'At least one approved admin must remain.';

function otherApprovedAdmins(app: CoreApp, id: string): number {
  return app.countRecords('users', $dbx.hashExp({ approved: true }), $dbx.not($dbx.hashExp({ id })));
}

/** onRecordUpdate body for users: revoking the last approved admin is refused. */
export function keepOneApprovedOnUpdate(e: core.RecordEvent, next: () => void): void {
  const record = e.record!;
  const wasApproved = record.original().getBool('approved');
  if (wasApproved && !record.getBool('approved') && otherApprovedAdmins(e.app, record.id) === 0) {
    throw new BadRequestError(LAST_ADMIN_MESSAGE);
  }
  next();
}

/** onRecordDelete body for users: deleting the last approved admin is refused. */
export function keepOneApprovedOnDelete(e: core.RecordEvent, next: () => void): void {
  const record = e.record!;
  if (record.getBool('approved') && otherApprovedAdmins(e.app, record.id) === 0) {
    throw new BadRequestError(LAST_ADMIN_MESSAGE);
  }
  next();
}

/**
 * onRecordAuthWithPasswordRequest body: an unapproved account with the right password is
 * told why it cannot sign in (PocketBase's authRule alone gives a generic 403). A wrong
 * password learns nothing.
 */
export function explainUnapproved(e: core.RecordAuthWithPasswordRequestEvent): void {
  const record = e.record;
  if (record && !record.getBool('approved') && record.validatePassword(e.password)) {
    throw new ForbiddenError(AWAITING_APPROVAL_MESSAGE);
  }
  e.next();
}

/** The auth request events (password reset, verification, email change): a request and its account. */
type AccountRequestEvent = core.RequestEvent & { record?: core.Record };

/**
 * Body of the hooks that mail an account a link (password reset, verification): an account
 * that is not approved is sent nothing, and the answer is the same 204 as for an unknown email,
 * so nobody learns which accounts wait for approval.
 */
export function mailOnlyApproved(e: AccountRequestEvent): void {
  if (!e.record!.getBool('approved')) {
    e.noContent(204);
    return;
  }
  e.next();
}

/**
 * Body of the hooks that change an account on its own say (email change request; confirming a
 * password reset, a verification or an email change): refused for an account that is not
 * approved, whatever token or link it holds. A revoked account changes nothing (issue 14).
 */
export function onlyApprovedChangeThemselves(e: AccountRequestEvent): void {
  if (!e.record!.getBool('approved')) throw new ForbiddenError(AWAITING_APPROVAL_MESSAGE);
  e.next();
}

/** onRecordEnrich body for users: approved admins see emails (to know whom they approve). */
export function showEmailsToAdmins(e: core.RecordEnrichEvent): void {
  const auth = e.requestInfo?.auth;
  if (auth && auth.collection().name === 'users' && auth.getBool('approved')) {
    e.record!.ignoreEmailVisibility(true);
  }
  e.next();
}

/**
 * Creates or updates an approved admin account (the `admin upsert` console command).
 * Returns what it did, for the operator.
 */
export function upsertApprovedAdmin(app: CoreApp, email: string, password: string): string {
  const { EMAIL_PATTERN } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;
  if (!EMAIL_PATTERN.test(email)) {
    throw new Error(`"${email}" is not an email address.`);
  }
  let record: core.Record | undefined;
  try {
    record = app.findAuthRecordByEmail('users', email);
  } catch {
    record = undefined;
  }
  const created = !record;
  if (!record) {
    if (password.length < 8) {
      throw new Error('A new account needs a password of at least 8 characters.');
    }
    record = new Record(app.findCollectionByNameOrId('users'));
    record.setEmail(email);
  }
  if (password) record.setPassword(password);
  record.set('approved', true);
  record.setVerified(true);
  app.save(record);
  return `${created ? 'Created' : 'Updated'} approved admin ${email}.`;
}
