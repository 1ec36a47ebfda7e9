/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Admin approval (docs/ARCHITECTURE.md, "Access rules"): registration stays open, but an account can
// sign in only once approved. The hooks approve the very first account automatically.

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new BoolField({ name: 'approved' }));

    // Approved admins see the user list (to approve others); a user sees itself.
    users.listRule = '@request.auth.approved = true || id = @request.auth.id';
    users.viewRule = '@request.auth.approved = true || id = @request.auth.id';
    // Anyone may register, but only an approved admin may create an approved account.
    users.createRule = '@request.body.approved:isset = false || @request.auth.approved = true';
    // Approved admins approve or revoke others; nobody changes their own approval.
    users.updateRule =
      '(@request.auth.approved = true && id != @request.auth.id) || ' +
      '(id = @request.auth.id && @request.body.approved:isset = false)';
    users.deleteRule = '@request.auth.approved = true && id != @request.auth.id';
    // note: authRule is checked at every sign-in and token refresh, so revoking is immediate
    // for new sessions; content rules test `approved` too, so old tokens lose write access.
    users.authRule = 'approved = true';
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('approved');
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = '';
    users.updateRule = 'id = @request.auth.id';
    users.deleteRule = 'id = @request.auth.id';
    users.authRule = '';
    app.save(users);
  },
);
