// The deploy's settings from the environment (SITE_URL, SITE_NAME, mail sender, trusted proxy,
// backup schedule; lib/deploySettings.ts), applied when `serve` starts (a copy of the site
// makes no scheduled backups: lib/storageOwner.ts): a malformed value
// stops the start, a localhost Application URL on a server is logged loudly. The reset email
// is pointed at the app's reset screen (lib/resetEmail.ts), and stale public pages are
// marked for a render in the background (lib/pages.ts).
import type * as DeploySettings from './lib/deploySettings';
import type * as Pages from './lib/pages';
import type * as ResetEmail from './lib/resetEmail';
import type * as StorageOwner from './lib/storageOwner';

onBootstrap((e) => {
  e.next();
  // note: every command bootstraps (migrate, admin upsert...); only a server publishes links.
  if ($os.args[1] !== 'serve') return;
  const lib = require(`${__hooks}/lib/deploySettings.js`) as typeof DeploySettings;
  const settings = e.app.settings();
  const { errors, warnings } = lib.applyDeploySettings(settings, (name) => $os.getenv(name));
  const refused = (problems: string) => new Error(`Settings from the environment refused:\n  ${problems}`);
  if (errors.length) throw refused(errors.join('\n  '));
  // A copy of the site (a restore drill on a spare) makes no scheduled backups: PocketBase's
  // schedule rotates the backups in a shared bucket (lib/storageOwner.ts).
  const owner = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  const ownership = owner.establishOwnership(e.app, $os.getenv(owner.CLAIM_ENV).trim() === 'yes');
  if (ownership && !ownership.owner) settings.backups.cron = '';
  try {
    e.app.save(settings);
  } catch (err) {
    throw refused(String(err));
  }
  for (const warning of warnings) {
    console.error(`\n*** WARNING: ${warning} ***\n`);
    e.app.logger().warn(warning);
  }
  const resetEmail = require(`${__hooks}/lib/resetEmail.js`) as typeof ResetEmail;
  resetEmail.pointResetEmailAtApp(e.app);
  // Now that the site URL is the environment's: the pages rendered from another build, URL,
  // year or content are marked stale (lib/pages.ts). They are not rendered here: the server
  // serves the files on disk at once, and renders them again in the background after its first
  // request (responses.pb.ts; the build files the old pages name are kept in the site folder).
  // note: here, not in a hook of its own, which could run before this one. A fresh data folder
  // has no tables yet (migrations run later): its pages are rendered on demand.
  try {
    const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    // Where the server will listen: a write asks it to render (renderSoon).
    pages.keepAddress(e.app, $os.args);
    pages.markIfStale(e.app);
  } catch (err) {
    // A library that does not load costs its own step (the self-check refuses writes), not the
    // server's start: the files rendered before are still served.
    e.app.logger().error('The public pages cannot be rendered', 'error', String(err));
  }
});

export {};
