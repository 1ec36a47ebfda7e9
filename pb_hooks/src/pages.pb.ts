// The public pages as files (lib/pages.ts, docs/ARCHITECTURE.md "Public pages"): what marks a
// change, when pages are rendered (after the write is answered, in the server's own render
// request), the staff preview and the renderer's counters. The files
// themselves are served by the response middleware (responses.pb.ts → lib/pageFiles.ts).
import type * as Collections from './lib/collections';
import type * as Pages from './lib/pages';

// note: a top-level require runs once, at registration; handlers still require their own.
const { PUBLIC_CONTENT } = require(`${__hooks}/lib/collections.js`) as typeof Collections;
const { RENDER_PATH } = require(`${__hooks}/lib/pages.js`) as typeof Pages;

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
onSettingsReload((e) => {
  e.next();
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.siteUrlChanged(e.app);
});

// Pages rendered from another build, site URL, year or content (an edit made outside a
// request, a restored backup) are rendered again when the server starts, and within a minute
// while it runs. note: a fresh data folder has no tables yet at bootstrap (migrations run
// later): its pages are rendered by the first request for one (lib/pages.ts answerWithoutFile).
onBootstrap((e) => {
  e.next();
  if ($os.args.indexOf('serve') < 0) return;
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  // Where the server will listen: a write asks it to render (lib/pages.ts renderSoon).
  lib.keepAddress(e.app, $os.args);
  lib.renderIfStale(e.app);
});

cronAdd('site-pages', '* * * * *', () => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderIfStale($app);
});

routerAdd('POST', RENDER_PATH, (e) => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderRequested(e);
});

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
