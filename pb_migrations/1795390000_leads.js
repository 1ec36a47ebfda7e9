/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 29 (decision 019): quote requests are leads worked to won or lost.
// - `inquiries` gains the pipeline: status (LEAD_STATUSES, shared/leads.ts), the member of staff
//   it is assigned to, the estimated value, the reason it was lost, and the project it was asked
//   from. A visitor's request may set none of them (nor `handled`, kept in step with status by
//   the hooks). Requests saved before are New, or Contacted when they were marked handled.
// - `inquiry_notes`: staff notes, one record each (two people adding notes at once both keep
//   theirs), written once by approved staff, their author set by the hooks; read by approved
//   staff only, like the requests.
// - The activity log's action names for the pipeline (ACTIVITY_ACTIONS, shared/activity.ts).

const APPROVED = '@request.auth.approved = true';
const HOOKS_CHECKED = '@request.headers.x_site_hooks = "checked"';
const STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'];
const VISITOR_MAY_NOT_SET = ['handled', 'status', 'assignee', 'value', 'lost_reason', 'project'];
const ACTIONS_BEFORE = [
  'created',
  'edited',
  'published',
  'unpublished',
  'deleted',
  'reordered',
  'approved',
  'revoked',
  'handled',
  'reopened',
];
const LEAD_ACTIONS = ['contacted', 'quoted', 'won', 'lost', 'assigned', 'noted'];

function setActions(app, values) {
  const collection = app.findCollectionByNameOrId('activity');
  collection.fields.getByName('action').values = values;
  app.save(collection);
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const projects = app.findCollectionByNameOrId('projects');
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.fields.add(new Field({ name: 'status', type: 'select', maxSelect: 1, values: STATUSES }));
    inquiries.fields.add(
      new Field({ name: 'assignee', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false }),
    );
    inquiries.fields.add(new Field({ name: 'value', type: 'number', min: 0, max: 10000000000, onlyInt: true }));
    inquiries.fields.add(new Field({ name: 'lost_reason', type: 'text', max: 300 }));
    inquiries.fields.add(
      new Field({ name: 'project', type: 'relation', collectionId: projects.id, maxSelect: 1, cascadeDelete: false }),
    );
    const untouched = VISITOR_MAY_NOT_SET.map((f) => `@request.body.${f}:isset = false`).join(' && ');
    inquiries.createRule = `((${untouched}) || ${APPROVED}) && ${HOOKS_CHECKED}`;
    inquiries.addIndex('idx_inquiries_status', false, 'status', '');
    app.save(inquiries);
    app
      .db()
      .newQuery("UPDATE inquiries SET status = CASE WHEN handled THEN 'contacted' ELSE 'new' END WHERE status = ''")
      .execute();

    app.save(
      new Collection({
        type: 'base',
        name: 'inquiry_notes',
        listRule: APPROVED,
        viewRule: APPROVED,
        createRule: `${APPROVED} && (@request.body.author:isset = false || @request.body.author = @request.auth.id) && ${HOOKS_CHECKED}`,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: 'inquiry',
            type: 'relation',
            required: true,
            collectionId: inquiries.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { name: 'author', type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
          // The author's email at the time: the note keeps its author when the account goes.
          { name: 'author_email', type: 'text', max: 255 },
          { name: 'body', type: 'text', required: true, max: 2000 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE INDEX idx_inquiry_notes_inquiry ON inquiry_notes (inquiry, created)'],
      }),
    );

    setActions(app, ACTIONS_BEFORE.concat(LEAD_ACTIONS));
  },
  (app) => {
    const quoted = LEAD_ACTIONS.map((a) => `'${a}'`).join(', ');
    app.db().newQuery(`DELETE FROM activity WHERE action IN (${quoted})`).execute();
    setActions(app, ACTIONS_BEFORE);
    app.delete(app.findCollectionByNameOrId('inquiry_notes'));
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.removeIndex('idx_inquiries_status');
    for (const name of ['status', 'assignee', 'value', 'lost_reason', 'project']) inquiries.fields.removeByName(name);
    inquiries.createRule = `(@request.body.handled:isset = false || ${APPROVED}) && ${HOOKS_CHECKED}`;
    app.save(inquiries);
  },
);
