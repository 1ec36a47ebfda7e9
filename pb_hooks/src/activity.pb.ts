// Recent activity (issue 15, item 10): each create, edit, publish, unpublish and delete of the
// site's content through the API, each approval or revocation of an account and each quote
// request marked handled or new is logged in the change's transaction (lib/activity.ts); moves
// are logged by lib/order.ts.
import type * as Activity from './lib/activity';
import type * as SharedActivity from '../../shared/activity';

// note: a top-level require runs once, at registration; handlers still require their own.
const { ACTIVITY_SUBJECTS, ACTIVITY_SWITCHES } = require(`${__hooks}/lib/shared/activity.js`) as typeof SharedActivity;
const LOGGED = Object.keys(ACTIVITY_SUBJECTS);
const SWITCHES = Object.keys(ACTIVITY_SWITCHES);

onRecordCreateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/activity.js`) as typeof Activity;
    lib.logRecordRequest(e, 'create');
  },
  ...LOGGED,
);

onRecordUpdateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/activity.js`) as typeof Activity;
    lib.logRecordRequest(e, 'update');
  },
  ...LOGGED,
);

onRecordDeleteRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/activity.js`) as typeof Activity;
    lib.logRecordRequest(e, 'delete');
  },
  ...LOGGED,
);

// Approving or revoking an account, marking a quote request handled or new again.
onRecordUpdateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/activity.js`) as typeof Activity;
    lib.logSwitchRequest(e);
  },
  ...SWITCHES,
);

export {};
