/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Token lifetimes, reviewed (docs/SECURITY.md): an admin token lives in the browser's
// localStorage, so keep it short enough that a stolen one expires soon, long enough that
// staff are not signed out during a working week (the SPA refreshes it on every visit).

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.authToken.duration = 3 * 24 * 60 * 60;
    users.passwordResetToken.duration = 30 * 60;
    users.verificationToken.duration = 24 * 60 * 60;
    users.emailChangeToken.duration = 30 * 60;
    users.fileToken.duration = 3 * 60;
    app.save(users);

    const superusers = app.findCollectionByNameOrId('_superusers');
    superusers.authToken.duration = 12 * 60 * 60;
    app.save(superusers);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.authToken.duration = 604800;
    users.passwordResetToken.duration = 1800;
    users.verificationToken.duration = 259200;
    users.emailChangeToken.duration = 1800;
    users.fileToken.duration = 180;
    app.save(users);

    const superusers = app.findCollectionByNameOrId('_superusers');
    superusers.authToken.duration = 86400;
    app.save(superusers);
  },
);
