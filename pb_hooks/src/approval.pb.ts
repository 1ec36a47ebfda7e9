// Admin approval: unapproved accounts told why they cannot sign in and allowed no self-service,
// at least one approved admin kept, emails shown only to approved admins. No registration is
// ever approved by itself: the first admin comes from `admin upsert` (docs/decisions/008). The
// last approved admin is kept by the record hooks (lib/recordHooks.ts).
import type * as Approval from './lib/approval';
import type * as PendingAccounts from './lib/pendingAccounts';

onRecordAuthWithPasswordRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.explainUnapproved(e);
}, 'users');

onRecordRequestPasswordResetRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.mailOnlyApproved(e);
}, 'users');

onRecordRequestVerificationRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.mailOnlyApproved(e);
}, 'users');

onRecordRequestEmailChangeRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.onlyApprovedChangeThemselves(e);
}, 'users');

onRecordConfirmPasswordResetRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.onlyApprovedChangeThemselves(e);
}, 'users');

onRecordConfirmVerificationRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.onlyApprovedChangeThemselves(e);
}, 'users');

onRecordConfirmEmailChangeRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.onlyApprovedChangeThemselves(e);
}, 'users');

onRecordEnrich((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.showEmailsToAdmins(e);
}, 'users');

// Daily at 03:30: accounts left unapproved longer than PENDING_ACCOUNT_MAX_AGE_DAYS are deleted.
cronAdd('removeStalePendingAccounts', '30 3 * * *', () => {
  const lib = require(`${__hooks}/lib/pendingAccounts.js`) as typeof PendingAccounts;
  lib.runPendingAccountsCleanup($app);
});

export {};
