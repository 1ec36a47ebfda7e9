/**
 * Admin approval (DESIGN.md, access rules). The collection rules (migration
 * users_approval) decide who may change `approved`; these functions add what rules cannot
 * express: the first account, a clear sign-in message, and never locking everyone out.
 */

/** Shown to an unapproved account that signs in with the right password (HTTP 403). */
export const AWAITING_APPROVAL_MESSAGE = 'Your account is awaiting approval by an administrator.';

/** Refused when the change would leave no approved admin. */
export const LAST_ADMIN_MESSAGE = 'At least one approved admin must remain.';

/** onRecordCreate body for users: the very first account is approved automatically. */
export function approveFirstAccount(e: core.RecordEvent): void {
  if (e.app.countRecords('users') === 0) {
    e.record!.set('approved', true);
  }
  e.next();
}

function otherApprovedAdmins(app: CoreApp, id: string): number {
  return app.countRecords('users', $dbx.hashExp({ approved: true }), $dbx.not($dbx.hashExp({ id })));
}

/** onRecordUpdate body for users: revoking the last approved admin is refused. */
export function keepOneApprovedOnUpdate(e: core.RecordEvent): void {
  const record = e.record!;
  const wasApproved = record.original().getBool('approved');
  if (wasApproved && !record.getBool('approved') && otherApprovedAdmins(e.app, record.id) === 0) {
    throw new BadRequestError(LAST_ADMIN_MESSAGE);
  }
  e.next();
}

/** onRecordDelete body for users: deleting the last approved admin is refused. */
export function keepOneApprovedOnDelete(e: core.RecordEvent): void {
  const record = e.record!;
  if (record.getBool('approved') && otherApprovedAdmins(e.app, record.id) === 0) {
    throw new BadRequestError(LAST_ADMIN_MESSAGE);
  }
  e.next();
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
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
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
