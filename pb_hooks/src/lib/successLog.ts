/**
 * Leaves a request out of PocketBase's request log when it does not fail: the mark its
 * `apis.SkipSuccessActivityLog()` middleware sets (the request event's key, apis/middlewares.go,
 * PocketBase 0.40.4), for answers the response middleware sends itself, before any route
 * middleware could bind that one. A request that fails is still logged.
 *
 * Used for the public site's answers (lib/pageFiles.ts: the bulk of its traffic, which a reverse
 * proxy logs anyway) and counted beacons (lib/insights.ts): every row runs the request log's hook
 * on a VM of its own, a new one past the pool (decision 046).
 */
export function leaveOutOfLog(e: core.RequestEvent): void {
  e.set('__skipSuccessActivityLogger', true);
}
