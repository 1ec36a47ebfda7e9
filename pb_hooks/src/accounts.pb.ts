// Accounts staff can tell apart and help with (issue 28, item 5): revoked accounts marked,
// temporary passwords, and whether mail is set up (lib/accounts.ts).
import type * as Accounts from './lib/accounts';

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/accounts.js`) as typeof Accounts;
  lib.refuseServerSetFields(e);
  e.next();
}, 'users');

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/lib/accounts.js`) as typeof Accounts;
  lib.refuseServerSetFields(e);
  lib.onlyThePasswordWhileTemporary(e);
  lib.markTemporaryPassword(e);
  e.next();
}, 'users');

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/lib/accounts.js`) as typeof Accounts;
  lib.markRevoked(e);
  e.next();
}, 'users');

routerAdd(
  'GET',
  '/api/site/mail',
  (e) => {
    const lib = require(`${__hooks}/lib/accounts.js`) as typeof Accounts;
    lib.mailStatus(e);
  },
  $apis.requireAuth(),
);

export {};
