// Accounts staff can tell apart and help with (issue 28, item 5): revoked accounts marked,
// temporary passwords (their record steps in lib/recordHooks.ts), and whether mail is set up
// (lib/accounts.ts).
import type * as Accounts from './lib/accounts';

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
