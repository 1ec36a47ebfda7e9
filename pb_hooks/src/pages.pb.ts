// Public routes served with a server-rendered head and the site data embedded (issue 6);
// sitemap.xml and robots.txt. Other paths keep PocketBase's static files and SPA fallback.
import type * as Collections from './lib/collections';
import type * as Pages from './lib/pages';

for (const path of [
  '/{$}',
  '/services',
  '/about',
  '/projects',
  '/projects/{category}',
  '/projects/{category}/{id}',
  '/contact',
]) {
  routerAdd('GET', path, (e) => {
    const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
    lib.renderPublicPage(e);
  });
}

routerAdd('GET', '/sitemap.xml', (e) => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderSitemap(e);
});

routerAdd('GET', '/robots.txt', (e) => {
  const lib = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  lib.renderRobots(e);
});

// The rendered pages read cached site data; any change to public content drops it.
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
