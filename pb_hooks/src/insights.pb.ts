// Cookie-free insights (issue 29, decision 019): the public pages' beacon counts views and taps
// per page per day; old days are removed nightly.
// The beacon's body limit (a few hundred bytes, shared/limits.ts ROUTE_BODY_LIMITS) is PocketBase's
// Go middleware on the route: a larger body is refused before any VM or read (issue 38). The
// response middleware answers the beacon itself (lib/insights.ts answerBeacon); the route is the
// pattern Go matches, and its handler counts only what the middleware passed on.
import type * as Insights from './lib/insights';
import type * as SharedInsights from '../../shared/insights';
import type * as Limits from '../../shared/limits';

// note: a top-level require runs once, at registration.
const { BEACON_ROUTE } = require(`${__hooks}/lib/shared/insights.js`) as typeof SharedInsights;
const { routeBodyLimit } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;

routerAdd(
  'POST',
  BEACON_ROUTE,
  (e) => {
    const lib = require(`${__hooks}/lib/insights.js`) as typeof Insights;
    lib.countBeacon(e);
  },
  $apis.bodyLimit(routeBodyLimit('POST', BEACON_ROUTE)!),
);

cronAdd('site-counts-prune', '41 3 * * *', () => {
  const lib = require(`${__hooks}/lib/insights.js`) as typeof Insights;
  lib.pruneCounts($app);
});

export {};
