// The history of the site's content (issue 28, item 2; lib/history.ts, decision 020): each update
// of a record with history keeps the previous version in the update's transaction; a delete takes
// the versions with it; POST /api/site/history/{id}/restore sets an older version back.
// The update and delete steps run with the other record hooks (lib/recordHooks.ts).
import type * as History from './lib/history';

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
