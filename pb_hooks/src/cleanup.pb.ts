// Files left behind by crashes are removed daily (lib/cleanup.ts); superusers can run it now.
import type * as Cleanup from './lib/cleanup';

cronAdd('site-cleanup', '17 3 * * *', () => {
  const lib = require(`${__hooks}/lib/cleanup.js`) as typeof Cleanup;
  lib.cleanUp($app);
});

routerAdd(
  'POST',
  '/api/site/cleanup',
  (e) => {
    const lib = require(`${__hooks}/lib/cleanup.js`) as typeof Cleanup;
    e.json(200, lib.cleanUp(e.app));
  },
  $apis.requireSuperuserAuth(),
);

export {};
