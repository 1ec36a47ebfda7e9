/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 15, item 10 (decision 013): the recent-activity log. The hooks write it
// (pb_hooks/src/activity.pb.ts), in the transaction of the change it records; approved admins
// read it. No write rule: no API client writes it (PocketBase superusers aside, as everywhere).
// The action names are ACTIVITY_ACTIONS, the label length ACTIVITY_LABEL_MAX (shared/activity.ts).

const APPROVED = '@request.auth.approved = true';

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'activity',
        listRule: APPROVED,
        viewRule: APPROVED,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'actor', type: 'text', max: 255 },
          {
            name: 'action',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['created', 'edited', 'published', 'unpublished', 'deleted', 'reordered'],
          },
          { name: 'subject', type: 'text', required: true, max: 100 },
          { name: 'record', type: 'text', max: 100 },
          { name: 'label', type: 'text', max: 200 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE INDEX idx_activity_created ON activity (created)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('activity'));
  },
);
