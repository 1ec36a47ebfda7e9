/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Revocation is total (issue 14): an account that is not approved cannot update even its own
// record (password, email, anything), whatever token it still holds. Approved admins keep what
// 1795323700_users_approval gave them: approve or revoke others, edit themselves but not their
// own approval. The rule keeps 1795380000_upload_guards' condition: only a server whose hooks
// checked themselves takes writes.

const HOOKS_CHECKED = '@request.headers.x_site_hooks = "checked"';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.updateRule =
      '(@request.auth.approved = true && (id != @request.auth.id || @request.body.approved:isset = false)) && ' +
      HOOKS_CHECKED;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.updateRule =
      '((@request.auth.approved = true && id != @request.auth.id) || ' +
      '(id = @request.auth.id && @request.body.approved:isset = false)) && ' +
      HOOKS_CHECKED;
    app.save(users);
  },
);
