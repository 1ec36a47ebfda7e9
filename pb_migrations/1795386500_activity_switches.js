/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 15, item 11 (decision 012): the recent-activity log also records approving and revoking
// an account and marking a quote request handled or new again (ACTIVITY_SWITCHES,
// shared/activity.ts): four more action names (ACTIVITY_ACTIONS).

const BEFORE = ['created', 'edited', 'published', 'unpublished', 'deleted', 'reordered'];
const AFTER = [...BEFORE, 'approved', 'revoked', 'handled', 'reopened'];

function setActions(app, values) {
  const collection = app.findCollectionByNameOrId('activity');
  collection.fields.getByName('action').values = values;
  app.save(collection);
}

migrate(
  (app) => setActions(app, AFTER),
  (app) => {
    app.db().newQuery("DELETE FROM activity WHERE action IN ('approved', 'revoked', 'handled', 'reopened')").execute();
    setActions(app, BEFORE);
  },
);
