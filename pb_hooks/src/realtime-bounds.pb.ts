// Realtime subscriptions get the records API's bounds (issue 26; lib/apiBounds.ts): PocketBase
// applies a subscription's `options` (expand, filter) to every message it sends on that topic,
// so `projects?options={"query":{"expand":"category.projects_via_category…"}}` cost what the
// same list request would, at every change. Options PocketBase could read otherwise than the
// hook (a pair that does not decode, `options` twice, a key twice, trailing text) are refused
// (lib/apiBounds.ts readSubscription). Superusers are not bounded.
import type * as ApiBounds from './lib/apiBounds';

onRealtimeSubscribeRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const lib = require(`${__hooks}/lib/apiBounds.js`) as typeof ApiBounds;
    const problem = lib.subscriptionsProblem(e.subscriptions);
    if (problem) throw new BadRequestError(`This subscription asks for too much: ${problem}`);
  }
  e.next();
});

export {};
