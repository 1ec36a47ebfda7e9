// The history of the site's content (issue 28, item 2; lib/history.ts, decision 020): each update
// of a record with history keeps the previous version in the update's transaction; a delete takes
// the versions with it; POST /api/site/history/{id}/restore sets an older version back.
import type * as Content from '../../shared/content';
import type * as History from './lib/history';

// note: a top-level require runs once, at registration; handlers still require their own.
const { HISTORY_COLLECTIONS } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;

onRecordUpdateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/history.js`) as typeof History;
    lib.keepPreviousVersion(e);
  },
  ...HISTORY_COLLECTIONS,
);

onRecordDelete(
  (e) => {
    const lib = require(`${__hooks}/lib/history.js`) as typeof History;
    lib.forgetVersions(e);
  },
  ...HISTORY_COLLECTIONS,
);

routerAdd(
  'POST',
  '/api/site/history/{id}/restore',
  (e) => {
    const lib = require(`${__hooks}/lib/history.js`) as typeof History;
    lib.restoreVersion(e);
  },
  $apis.requireAuth(),
);

export {};
