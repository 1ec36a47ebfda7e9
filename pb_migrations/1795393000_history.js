/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 28, item 2 (decision 020): the history of the site's content. Each update of a record of a
// collection with history (shared/content.ts `history`) keeps the record's previous state here,
// written by the hooks in the update's transaction (pb_hooks/src/lib/history.ts): who changed it,
// when, which fields, the previous values and the new ones. Approved staff read it; nobody writes
// it through the API (restoring is POST /api/site/history/{id}/restore). `record` is text, not a
// relation: nothing of the public content points here, so no filter, expand or back-relation of a
// public collection reaches it. Bounds: HISTORY_KEEP versions and HISTORY_BYTES per record
// (shared/history.ts), pruned on each write.

const APPROVED = '@request.auth.approved = true';

migrate(
  (app) => {
    const versions = new Collection({
      type: 'base',
      name: 'versions',
      listRule: APPROVED,
      viewRule: APPROVED,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    for (const field of [
      { name: 'subject', type: 'text', required: true, max: 100 },
      { name: 'record', type: 'text', required: true, max: 100 },
      { name: 'actor', type: 'text', max: 255 },
      { name: 'actor_name', type: 'text', max: 255 },
      { name: 'saved_at', type: 'date' },
      { name: 'changed', type: 'json', maxSize: 10000 },
      { name: 'data', type: 'json', maxSize: 262144 },
      { name: 'after', type: 'json', maxSize: 262144 },
      { name: 'size', type: 'number', min: 0, onlyInt: true },
      { name: 'restored_from', type: 'text', max: 100 },
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ]) {
      versions.fields.add(new Field(field));
    }
    versions.indexes = ['CREATE INDEX idx_versions_record ON versions (subject, record, created)'];
    app.save(versions);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('versions'));
  },
);
