// `pocketbase admin upsert EMAIL [PASSWORD]`: creates an approved admin, or approves an
// existing account (and sets its password if given), from the shell: how the operator of a
// fresh deploy gets in (`npm run admin -- upsert EMAIL PASSWORD` passes the project's dirs).
import type * as Approval from './lib/approval';

const adminCommand = new Command({
  use: 'admin',
  short: 'Manage the site admin accounts (users collection)',
});

adminCommand.addCommand(
  new Command({
    use: 'upsert EMAIL [PASSWORD]',
    short: 'Create an approved admin, or approve an existing one (and set its password if given)',
    run: (_cmd, args) => {
      const lib = require(`${__hooks}/lib/approval.js`) as typeof Approval;
      if (!args || args.length < 1) {
        throw new Error('Usage: admin upsert EMAIL [PASSWORD]');
      }
      // note: on a fresh deploy this runs before the first `serve`; without the app's
      // migrations the users collection has no `approved` field and the admin could not sign in.
      $app.runAllMigrations();
      console.log(lib.upsertApprovedAdmin($app, args[0], args[1] || ''));
    },
  }),
);

$app.rootCmd!.addCommand(adminCommand);

export {};
