/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 15 (decision 010): a staff-set order and drafts.
// - Projects, services, team, testimonials and categories get `position` (ascending is the order
//   visitors see), backfilled with the order the site showed until now: newest first, and
//   categories by name. Gaps of POSITION_STEP (shared/order.ts) leave room for moves.
// - Projects and services get `published`; every existing one stays public. A draft is read only
//   by approved admins (the rule is PUBLISHED_OR_STAFF of shared/order.ts).

const STEP = 1024;
const ORDERED = [
  ['projects', 'created DESC, id'],
  ['services', 'created DESC, id'],
  ['team', 'created DESC, id'],
  ['testimonials', 'created DESC, id'],
  ['project_categories', 'name COLLATE NOCASE, id'],
];
const DRAFTABLE = ['projects', 'services'];
const PUBLISHED_OR_STAFF = 'published = true || @request.auth.approved = true';

migrate(
  (app) => {
    for (const [name, order] of ORDERED) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new Field({ name: 'position', type: 'number' }));
      collection.addIndex(`idx_${name}_position`, false, 'position', '');
      app.save(collection);
      app
        .db()
        .newQuery(
          `UPDATE ${name} SET position = (SELECT (n - 1) * ${STEP} FROM ` +
            `(SELECT id AS rid, ROW_NUMBER() OVER (ORDER BY ${order}) AS n FROM ${name}) WHERE rid = ${name}.id)`,
        )
        .execute();
    }
    for (const name of DRAFTABLE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new BoolField({ name: 'published' }));
      collection.listRule = PUBLISHED_OR_STAFF;
      collection.viewRule = PUBLISHED_OR_STAFF;
      app.save(collection);
      app.db().newQuery(`UPDATE ${name} SET published = TRUE`).execute();
    }
  },
  (app) => {
    for (const name of DRAFTABLE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName('published');
      collection.listRule = '';
      collection.viewRule = '';
      app.save(collection);
    }
    for (const [name] of ORDERED) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(`idx_${name}_position`);
      collection.fields.removeByName('position');
      app.save(collection);
    }
  },
);
