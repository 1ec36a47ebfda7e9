// sitemap.xml and robots.txt, and the content version of the rendered pages. The public pages
// themselves are served by the response middleware (responses.pb.ts → lib/pages.ts servePage).
import type * as Collections from './lib/collections';
import type * as Pages from './lib/pages';

routerAdd('GET', '/sitemap.xml', (e) => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderSitemap(e);
});

routerAdd(
  'GET',
  '/api/site/page-cache',
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.pageCacheStats(e);
  },
  $apis.requireSuperuserAuth(),
);

routerAdd('GET', '/robots.txt', (e) => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderRobots(e);
});

// Rendered pages and the cached site data are tagged with the content version; any change to
// public content makes a new one.
// note: a top-level require runs once, at registration; handlers still require their own.
const { PUBLIC_CONTENT } = require(`${__hooks}/lib/collections.js`) as typeof Collections;

onRecordAfterCreateSuccess(
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.forgetSiteData(e);
  },
  ...PUBLIC_CONTENT,
);

onRecordAfterUpdateSuccess(
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.forgetSiteData(e);
  },
  ...PUBLIC_CONTENT,
);

onRecordAfterDeleteSuccess(
  (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.forgetSiteData(e);
  },
  ...PUBLIC_CONTENT,
);

export {};
