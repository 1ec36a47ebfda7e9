// Cookie-free insights (issue 29, decision 019): the public pages' beacon counts views and taps
// per page per day; old days are removed nightly.
import type * as Insights from './lib/insights';

routerAdd('POST', '/api/site/beacon', (e) => {
  const lib = require(`${__hooks}/lib/insights.js`) as typeof Insights;
  lib.countBeacon(e);
});

cronAdd('site-counts-prune', '41 3 * * *', () => {
  const lib = require(`${__hooks}/lib/insights.js`) as typeof Insights;
  lib.pruneCounts($app);
});

export {};
