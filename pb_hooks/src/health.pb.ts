// The hooks check themselves at start (lib/hooksCheck.ts): the response middleware refuses
// writes until they pass, and /api/site/health says whether they did.
import type * as HooksCheck from './lib/hooksCheck';

onBootstrap((e) => {
  e.next();
  const lib = require(`${__hooks}/lib/hooksCheck.js`) as typeof HooksCheck;
  lib.checkHooks(e.app);
});

routerAdd('GET', '/api/site/health', (e) => {
  const lib = require(`${__hooks}/lib/hooksCheck.js`) as typeof HooksCheck;
  lib.siteHealth(e);
});

export {};
