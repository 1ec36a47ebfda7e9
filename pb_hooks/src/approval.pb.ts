// Admin approval: first account approved, unapproved accounts told why they cannot sign
// in, at least one approved admin kept, emails shown only to approved admins.
import type * as Approval from './lib/approval';

onRecordCreate((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.approveFirstAccount(e);
}, 'users');

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.keepOneApprovedOnUpdate(e);
}, 'users');

onRecordDelete((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.keepOneApprovedOnDelete(e);
}, 'users');

onRecordAuthWithPasswordRequest((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.explainUnapproved(e);
}, 'users');

onRecordEnrich((e) => {
  const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
  lib.showEmailsToAdmins(e);
}, 'users');

export {};
