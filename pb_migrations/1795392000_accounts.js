/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 28, item 5: accounts staff can tell apart and help with. `revoked_at` (set by the hooks
// when an approved account loses its approval, cleared when approved again) tells a revoked
// colleague from a new sign-up; `must_change_password` (set by the hooks when an admin sets a
// colleague's password, cleared when they set their own) sends them to choose a new one at their
// next sign-in; `name` is the display name (PocketBase's default users collection has it already).
// Approved admins may set a colleague's password without the old one (PocketBase's manageRule);
// nobody manages their own account that way. Both new fields are written by the hooks only.

const HOOKS_CHECKED = '@request.headers.x_site_hooks = "checked"';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new Field({ name: 'revoked_at', type: 'date' }));
    users.fields.add(new BoolField({ name: 'must_change_password' }));
    if (!users.fields.getByName('name')) users.fields.add(new Field({ name: 'name', type: 'text', max: 80 }));
    users.manageRule = '@request.auth.approved = true && id != @request.auth.id && ' + HOOKS_CHECKED;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('revoked_at');
    users.fields.removeByName('must_change_password');
    users.manageRule = null;
    app.save(users);
  },
);
