// Health that tells the truth and a console log that says why (lib/health.ts, issue 27): the
// hooks check themselves at start (lib/hooksCheck.ts; the response middleware refuses writes
// until they pass); /api/site/health (and, through the response middleware, /api/health)
// answers 503 while the hooks, the data folder or the file storage fail; a cron re-checks every
// minute and logs each change; failed record writes and the migrations a start applies are
// written to the console.
import type * as Health from './lib/health';
import type * as HooksCheck from './lib/hooksCheck';

onBootstrap((e) => {
  e.next();
  const lib = require(`${__hooks}/lib/hooksCheck.js`) as typeof HooksCheck;
  lib.checkHooks(e.app);
  if ($os.args[1] !== 'serve') return;
  const health = require(`${__hooks}/lib/health.js`) as typeof Health;
  const pending = health.pendingMigrations(e.app, $os.args);
  if (pending.length) console.log(`Applying ${pending.length} migration(s) before serving: ${pending.join(', ')}`);
});

routerAdd('GET', '/api/site/health', (e) => {
  const lib = require(`${__hooks}/lib/health.js`) as typeof Health;
  lib.siteHealth(e);
});

cronAdd('site-health', '* * * * *', () => {
  const lib = require(`${__hooks}/lib/health.js`) as typeof Health;
  lib.checkHealth($app);
});

onRecordAfterCreateError((e) => {
  const lib = require(`${__hooks}/lib/health.js`) as typeof Health;
  lib.logWriteFailure(e.app, 'create', e.record, e.error);
  e.next();
});

onRecordAfterUpdateError((e) => {
  const lib = require(`${__hooks}/lib/health.js`) as typeof Health;
  lib.logWriteFailure(e.app, 'update', e.record, e.error);
  e.next();
});

onRecordAfterDeleteError((e) => {
  const lib = require(`${__hooks}/lib/health.js`) as typeof Health;
  lib.logWriteFailure(e.app, 'delete', e.record, e.error);
  e.next();
});

export {};
