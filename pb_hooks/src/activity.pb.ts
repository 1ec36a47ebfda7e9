// Recent activity (issue 15, item 10): each create, edit, publish, unpublish and delete of the
// site's content through the API is logged in its own transaction (lib/activity.ts); moves are
// logged by lib/order.ts.
import type * as Activity from './lib/activity';
import type * as SharedActivity from '../../shared/activity';

// note: a top-level require runs once, at registration; handlers still require their own.
const { ACTIVITY_SUBJECTS } = require(`${__hooks}/lib/shared/activity.js`) as typeof SharedActivity;
const LOGGED = Object.keys(ACTIVITY_SUBJECTS);

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

export {};
