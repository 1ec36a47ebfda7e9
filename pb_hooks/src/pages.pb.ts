// The public pages as files (lib/pages.ts, docs/ARCHITECTURE.md "Public pages"): what marks a
// change, when pages are rendered (after the write is answered, in the server's own render
// request), the staff preview and the renderer's counters. The files
// themselves are served by the response middleware (responses.pb.ts → lib/pageFiles.ts).
import type * as Collections from './lib/collections';
import type * as Pages from './lib/pages';
import type * as Routes from '../../shared/routes';

// note: a top-level require runs once, at registration; handlers still require their own.
const { PUBLIC_CONTENT } = require(`${__hooks}/lib/collections.js`) as typeof Collections;
const { RENDER_ROUTE, LIVE_ROUTE } = require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;

onRecordAfterCreateSuccess(
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.contentChanged(e, false);
  },
  ...PUBLIC_CONTENT,
);

onRecordAfterUpdateSuccess(
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.contentChanged(e, false);
  },
  ...PUBLIC_CONTENT,
);

onRecordAfterDeleteSuccess(
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.contentChanged(e, true);
  },
  ...PUBLIC_CONTENT,
);

// The site URL (canonical links) is a setting: a new one renders every page.
// note: settings load while the server starts; a library that does not load must not stop it.
onSettingsReload((e) => {
  e.next();
  try {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.siteUrlChanged(e.app);
  } catch (err) {
    e.app.logger().error('The public pages cannot be rendered', 'error', String(err));
  }
});

// Pages rendered from another build, site URL, year or content (an edit made outside a
// request, a restored backup) are marked when the server starts (settings.pb.ts, once the
// environment's site URL is applied) and rendered in the background after its first request
// (responses.pb.ts), and within a minute while it runs.
cronAdd('site-pages', '* * * * *', () => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderIfStale($app);
});

// The rendered site is derived from the database, and changes while a render runs (a file that
// went between the backup's listing and its reading failed the backup): not in backups, not
// replaced by a restore. After a restore the stamp no longer matches: every page renders again.
onBackupCreate((e) => {
  e.exclude = [...e.exclude, 'site'];
  e.next();
});

onBackupRestore((e) => {
  e.exclude = [...e.exclude, 'site'];
  e.next();
});

routerAdd('POST', RENDER_ROUTE, (e) => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderRequested(e);
});

routerAdd(
  'GET',
  LIVE_ROUTE,
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.liveStatus(e);
  },
  $apis.requireAuth(),
);

routerAdd('GET', '/api/site/preview', (e) => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderPreview(e);
});

routerAdd(
  'GET',
  '/api/site/pages',
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.renderStats(e);
  },
  $apis.requireSuperuserAuth(),
);

export {};
